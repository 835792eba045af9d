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
