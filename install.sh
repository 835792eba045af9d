#!/bin/sh
# Builds tabbar the fast way and installs it with its rule pages.
#
#   ./install.sh                      # PREFIX=~/.local: ~/.local/bin/tabbar
#   ./install.sh --prefix /usr/local  # /usr/local/bin/tabbar (may need sudo)
#   PREFIX=/opt/tabbar ./install.sh
#
# Linux: a fully static executable (swift build -c release --static-swift-stdlib
# -Xswiftc -static-executable): no dynamic loading at start-up, about 3x faster to
# answer `initialize` than the default build, in half the memory; with the toolchain's
# lld, every function in a section of its own and the ones a session runs laid out
# together (link/tabbar.order): fewer code pages faulted in. macOS: the default
# release build (the Swift runtime ships with the system).
# Installs PREFIX/bin/tabbar and the rule pages in PREFIX/share/tabbar/docs/rules,
# where the binary finds them for its documentation links.
set -eu
cd "$(dirname "$0")"
prefix=${PREFIX:-$HOME/.local}
while [ $# -gt 0 ]; do
  case $1 in
    --prefix) [ $# -ge 2 ] || { echo "install.sh: --prefix needs a folder" >&2; exit 2; }; prefix=$2; shift 2 ;;
    --prefix=*) prefix=${1#--prefix=}; shift ;;
    -h|--help) sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "install.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done
[ -d /opt/swift/usr/bin ] && ! command -v swift >/dev/null 2>&1 && PATH=/opt/swift/usr/bin:$PATH
command -v swift >/dev/null 2>&1 || { echo "install.sh: swift is not on PATH (Swift 6 is needed)" >&2; exit 1; }

case $(uname -s) in
  Linux) set -- --static-swift-stdlib -Xswiftc -static-executable
    toolchain=$(dirname "$(readlink -f "$(command -v swift)")")
    if [ -x "$toolchain/ld.lld" ] || command -v ld.lld >/dev/null 2>&1; then
      set -- "$@" -Xswiftc -Xfrontend -Xswiftc -function-sections -Xswiftc -use-ld=lld \
        -Xlinker "--symbol-ordering-file=$(pwd)/link/tabbar.order" -Xlinker --no-warn-symbol-ordering
    fi ;;
  *) set -- ;;
esac
# A scratch folder of its own: flipping link flags in .build would rebuild everything there.
# SwiftPM does not recompile when only -Xswiftc flags change, so new flags start it again.
if [ "$(cat .build-install/flags 2>/dev/null)" != "$*" ]; then rm -rf .build-install; fi
mkdir -p .build-install && printf '%s\n' "$*" > .build-install/flags
set -- -c release --product tabbar --scratch-path .build-install "$@"
echo "swift build $*"
swift build "$@"
bin=$(swift build "$@" --show-bin-path)

mkdir -p "$prefix/bin" "$prefix/share/tabbar/docs/rules"
cp "$bin/tabbar" "$prefix/bin/tabbar.new"
chmod 755 "$prefix/bin/tabbar.new"
mv -f "$prefix/bin/tabbar.new" "$prefix/bin/tabbar"
cp docs/rules/*.md "$prefix/share/tabbar/docs/rules/"
echo "installed $("$prefix/bin/tabbar" --version) at $prefix/bin/tabbar (rule pages in $prefix/share/tabbar/docs/rules)"
case ":$PATH:" in
  *":$prefix/bin:"*) ;;
  *) echo "note: $prefix/bin is not on PATH; add it, e.g. export PATH=\"$prefix/bin:\$PATH\"" ;;
esac
