#!/usr/bin/env bash
# Emacs in batch mode: tabbar-mode, Eglot starting `tabbar lsp`, Flymake
# diagnostics, tabbar-preview; and tabbar.el byte-compiles without warnings.
set -u
SUITE=emacs
source "$(dirname "$0")/lib.sh"
require_tabbar
if ! command -v emacs >/dev/null 2>&1; then fail "emacs is installed"; finish; fi

dir=$(scratch emacs)
mkdir -p "$dir/App" && cp "$FIXTURES_DIR/broken.tabbar.json" "$dir/App/main.tabbar.json"
git -C "$dir" init -q

(cd "$dir" && timeout 180 emacs --batch -Q -L "$EDITORS_DIR/emacs" -l "$TESTS_DIR/emacs_test.el" \
  App/main.tabbar.json) > "$dir/out.txt" 2> "$dir/err.txt"
status=$?
grep -E '^(PASS|FAIL): ' "$dir/out.txt"
grep -vE '^(PASS|FAIL): ' "$dir/out.txt" | sed 's/^/    | /'
if [ "$status" -ne 0 ] && ! grep -q '^FAIL: ' "$dir/out.txt"; then
  fail "emacs exited with $status"; show "$dir/err.txt"
fi
grep -q '^FAIL: ' "$dir/out.txt" && FAILURES=$((FAILURES + 1))

# Objective-C with clangd (the Swift toolchain's) and tabbar behind rass (PyPI rassumfrassum).
if ! command -v rass >/dev/null 2>&1 || ! command -v clangd >/dev/null 2>&1; then
  fail "rass (PyPI rassumfrassum) and clangd are installed"
else
  mkdir -p "$dir/source" && cp -R "$FIXTURES_DIR/source/objc" "$dir/source/"
  git -C "$dir/source/objc" init -q
  (cd "$dir/source/objc" && timeout 180 emacs --batch -Q -L "$EDITORS_DIR/emacs" -l "$TESTS_DIR/emacs_source_test.el" \
    App/PlusButton.m) > "$dir/source/out.txt" 2> "$dir/source/err.txt"
  status=$?
  grep -E '^(PASS|FAIL): ' "$dir/source/out.txt"
  if [ "$status" -ne 0 ] && ! grep -q '^FAIL: ' "$dir/source/out.txt"; then
    fail "emacs (source) exited with $status"; show "$dir/source/err.txt"
  fi
  grep -q '^FAIL: ' "$dir/source/out.txt" && FAILURES=$((FAILURES + 1))
fi

# Byte-compile a copy, warnings as errors (Debian's Eglot on the load path).
cp "$EDITORS_DIR/emacs/tabbar.el" "$dir/"
if emacs --batch -Q \
    --eval "(dolist (d (file-expand-wildcards \"/usr/share/emacs/site-lisp/elpa/*\")) (add-to-list 'load-path d))" \
    --eval '(setq byte-compile-error-on-warn t)' \
    -f batch-byte-compile "$dir/tabbar.el" > "$dir/compile.txt" 2>&1; then
  pass "tabbar.el byte-compiles without warnings"
else
  fail "tabbar.el byte-compiles without warnings"; show "$dir/compile.txt"
fi
finish
