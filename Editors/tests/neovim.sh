#!/usr/bin/env bash
# Neovim (>= 0.11) headless, with only Editors/neovim added to 'runtimepath':
# filetype, server start, diagnostics, a quick fix through Neovim's LSP client,
# :TabbarPreview; then the vim.g.tabbar_cmd set-up with tabbar off PATH; a storyboard
# app (.storyboard buffers); Objective-C and Swift beside sourcekit-lsp and clangd; a SwiftUI TabView file.
set -u
SUITE=neovim
source "$(dirname "$0")/lib.sh"
require_tabbar
NVIM=${NVIM:-$(command -v nvim)}
if [ -z "$NVIM" ]; then fail "nvim is installed"; finish; fi

# Prints a run's PASS/FAIL lines (and its other output when `verbose`), and counts it failed when a check failed or
# nvim exited with an error before printing a FAIL: tally STATUS OUT ERR WHAT [verbose].
tally() {
  local status=$1 out=$2 err=$3 what=$4
  grep -E '^(PASS|FAIL): ' "$out"
  if [ "${5:-}" = verbose ]; then grep -vE '^(PASS|FAIL): ' "$out" | sed 's/^/    | /'; fi
  if [ "$status" -ne 0 ] && ! grep -q '^FAIL: ' "$out"; then
    fail "$what exited with $status"; show "$err"
  fi
  grep -q '^FAIL: ' "$out" && FAILURES=$((FAILURES + 1))
}

dir=$(scratch neovim)
mkdir -p "$dir/App" && cp "$FIXTURES_DIR/broken.tabbar.json" "$dir/App/main.tabbar.json"
git -C "$dir" init -q  # a workspace root for root_markers

(cd "$dir" && TABBAR_NVIM_LABEL=neovim TABBAR_NVIM_BRANCH=config TABBAR_NVIM_ROOT=$dir timeout 180 "$NVIM" --headless --clean \
  --cmd "set rtp^=$EDITORS_DIR/neovim" \
  -c "luafile $TESTS_DIR/neovim_test.lua" App/main.tabbar.json) > "$dir/out.txt" 2> "$dir/err.txt"
tally $? "$dir/out.txt" "$dir/err.txt" "nvim" verbose

# vim.g.tabbar_cmd: tabbar is not on PATH, the option names it.
tabbar_path=$(command -v tabbar)
mkdir -p "$dir/other" && cp "$FIXTURES_DIR/broken.tabbar.json" "$dir/other/tabbar.json"
(cd "$dir/other" && PATH=/usr/bin:/bin TABBAR_NVIM_LABEL='neovim (vim.g.tabbar_cmd)' TABBAR_NVIM_QUICK=1 \
  timeout 120 "$NVIM" --headless --clean \
  --cmd "let g:tabbar_cmd = '$tabbar_path'" \
  --cmd "set rtp^=$EDITORS_DIR/neovim" \
  -c "luafile $TESTS_DIR/neovim_test.lua" tabbar.json) > "$dir/out2.txt" 2> "$dir/err2.txt"
tally $? "$dir/out2.txt" "$dir/err2.txt" "nvim (vim.g.tabbar_cmd)"

# The 0.8-0.10 code path (FileType autocommand + vim.lsp.start, client.request) on
# this Neovim: has('nvim-0.11') answers 0 while the plugin loads. Only the plugin's
# branch is older; Neovim itself is not (0.11's deprecation notices are silenced).
mkdir -p "$dir/legacy/App" && cp "$FIXTURES_DIR/broken.tabbar.json" "$dir/legacy/App/main.tabbar.json"
git -C "$dir/legacy" init -q
(cd "$dir/legacy" && TABBAR_NVIM_LABEL='neovim (0.8-0.10 branch: vim.lsp.start)' TABBAR_NVIM_BRANCH=legacy TABBAR_NVIM_ROOT=$dir/legacy \
  timeout 180 "$NVIM" --headless --clean \
  --cmd "lua local has = vim.fn.has; vim.fn.has = function(f) if f == 'nvim-0.11' then return 0 end return has(f) end; vim.deprecate = function() end" \
  --cmd "set rtp^=$EDITORS_DIR/neovim" \
  -c "luafile $TESTS_DIR/neovim_test.lua" App/main.tabbar.json) > "$dir/out3.txt" 2> "$dir/err3.txt"
tally $? "$dir/out3.txt" "$dir/err3.txt" "nvim (0.8-0.10 branch)"

# Storyboards: a .storyboard buffer (Neovim's filetype xml) gets tabbar's findings at the storyboard's
# line; editing the storyboard a tab refers to republishes the view controller's TB003; :TabbarPreview.
mkdir -p "$dir/storyboard" && cp -R "$ROOT_DIR/Examples/Storyboards/Newsstand/." "$dir/storyboard/"
printf '<?xml version="1.0"?>\n<plist version="1.0"><dict/></plist>\n' > "$dir/storyboard/Newsstand/Info.xml"
git -C "$dir/storyboard" init -q
(cd "$dir/storyboard" && TABBAR_STORYBOARD_ROOT=$dir/storyboard timeout 180 "$NVIM" --headless --clean \
  --cmd "set rtp^=$EDITORS_DIR/neovim" \
  -c "luafile $TESTS_DIR/neovim_storyboard_test.lua") > "$dir/out5.txt" 2> "$dir/err5.txt"
tally $? "$dir/out5.txt" "$dir/err5.txt" "nvim (storyboard)"

# SwiftUI: a TabView file gets TB034 and its quick fix, the Tab API refactor, hover and :TabbarPreview.
mkdir -p "$dir/swiftui/App"
cat > "$dir/swiftui/App/RootView.swift" <<'SWIFT'
import SwiftUI

struct RootView: View {
    @State private var selection = 0

    var body: some View {
        TabView(selection: $selection) {
            FeedView()
                .tabItem { Label("Feed", systemImage: "list.bullet") }
                .tag(0)
            InboxView()
                .tabItem { Label("收件箱 📥", systemImage: "tray") }
        }
    }
}
SWIFT
git -C "$dir/swiftui" init -q
(cd "$dir/swiftui" && TABBAR_SWIFTUI_ROOT=$dir/swiftui timeout 180 "$NVIM" --headless --clean \
  --cmd "set rtp^=$EDITORS_DIR/neovim" \
  -c "luafile $TESTS_DIR/neovim_swiftui_test.lua") > "$dir/out6.txt" 2> "$dir/err6.txt"
tally $? "$dir/out6.txt" "$dir/err6.txt" "nvim (SwiftUI)"

# Objective-C and Swift source: sourcekit-lsp and clangd (the Swift toolchain's) attached beside
# tabbar, as a user configures them; TB003 on a view controller from its configuration on disk,
# gone when the configuration buffer changes; TB004 in Objective-C; the other servers still answer.
SOURCEKIT_LSP=${SOURCEKIT_LSP:-$(command -v sourcekit-lsp)}
CLANGD=${CLANGD:-$(command -v clangd)}
if [ -z "$SOURCEKIT_LSP" ] || [ -z "$CLANGD" ]; then
  fail "sourcekit-lsp and clangd are installed (the Swift toolchain's)"
  finish
fi
mkdir -p "$dir/source" && cp -R "$FIXTURES_DIR/source/swift" "$FIXTURES_DIR/source/objc" "$dir/source/"
git -C "$dir/source/swift" init -q && git -C "$dir/source/objc" init -q
(cd "$dir/source" && SOURCEKIT_LSP=$SOURCEKIT_LSP CLANGD=$CLANGD TABBAR_SWIFT_ROOT=$dir/source/swift \
  TABBAR_OBJC_ROOT=$dir/source/objc timeout 240 "$NVIM" --headless --clean \
  --cmd "set rtp^=$EDITORS_DIR/neovim" \
  -c "luafile $TESTS_DIR/neovim_source_test.lua") > "$dir/out4.txt" 2> "$dir/err4.txt"
tally $? "$dir/out4.txt" "$dir/err4.txt" "nvim (source)"
finish
