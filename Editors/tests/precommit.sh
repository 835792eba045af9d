#!/usr/bin/env bash
# The pre-commit framework, used as a team would: an app repository whose
# .pre-commit-config.yaml names this repository (a local clone, at a commit)
# and the `tabbar` hook. pre-commit builds tabbar itself (language: swift,
# `swift build -c release`), then a commit with a broken tab-bar file fails and
# one with a good file passes. Then the local hook `tabbar init` prints, as printed.
set -u
SUITE=pre-commit
source "$(dirname "$0")/lib.sh"
if ! command -v pre-commit >/dev/null 2>&1; then fail "pre-commit is installed"; finish; fi
if ! command -v swift >/dev/null 2>&1; then fail "swift is on PATH (pre-commit's swift language needs it)"; finish; fi

dir=$(scratch pre-commit)
export PRE_COMMIT_HOME=${TABBAR_PRE_COMMIT_HOME:-$dir/cache}
export GIT_AUTHOR_NAME=test GIT_AUTHOR_EMAIL=test@example.invalid
export GIT_COMMITTER_NAME=test GIT_COMMITTER_EMAIL=test@example.invalid

if pre-commit validate-manifest "$ROOT_DIR/.pre-commit-hooks.yaml" > "$dir/manifest.txt" 2>&1; then
  pass ".pre-commit-hooks.yaml passes pre-commit validate-manifest"
else
  fail ".pre-commit-hooks.yaml passes pre-commit validate-manifest"; show "$dir/manifest.txt"
fi

# A clone of this checkout at a commit; uncommitted work is committed in the clone.
src=$dir/tabbar
git clone -q "$ROOT_DIR" "$src"
(cd "$ROOT_DIR" && git ls-files -z --cached --others --exclude-standard) |
  (cd "$ROOT_DIR" && tar --null --ignore-failed-read -T - -cf - 2>/dev/null) | tar -x -C "$src"
git -C "$src" add -A
git -C "$src" -c commit.gpgsign=false commit -q -m "snapshot for the pre-commit test" >/dev/null 2>&1 || true
rev=$(git -C "$src" rev-parse HEAD)

app=$dir/app
git init -q "$app"
cat > "$app/.pre-commit-config.yaml" <<YAML
repos:
  - repo: $src
    rev: $rev
    hooks:
      - id: tabbar
YAML
git -C "$app" add .pre-commit-config.yaml
git -C "$app" -c commit.gpgsign=false commit -q -m "pre-commit config"

commit() { (cd "$app" && git -c commit.gpgsign=false commit -m "$1") > "$dir/commit.txt" 2>&1; }
commits() { git -C "$app" rev-list --count HEAD; }

if (cd "$app" && pre-commit install > "$dir/install.txt" 2>&1); then
  pass "pre-commit install"
else
  fail "pre-commit install"; show "$dir/install.txt"
fi

started=$(date +%s)
if (cd "$app" && pre-commit install-hooks) > "$dir/install-hooks.txt" 2>&1; then
  pass "pre-commit builds the hook (swift build -c release) in $(( $(date +%s) - started ))s"
else
  fail "pre-commit builds the hook (swift build -c release)"; show "$dir/install-hooks.txt"
  finish
fi

# 1. A broken *.tabbar.json in a sub-folder: the commit is refused.
mkdir -p "$app/App/Config"
cp "$FIXTURES_DIR/broken.tabbar.json" "$app/App/Config/main.tabbar.json"
git -C "$app" add App/Config/main.tabbar.json
before=$(commits)
if commit "broken bar"; then
  fail "commit with a broken App/Config/main.tabbar.json is refused"; show "$dir/commit.txt"
elif grep -q 'TB002' "$dir/commit.txt" && [ "$(commits)" = "$before" ]; then
  pass "commit with a broken App/Config/main.tabbar.json is refused, output names TB002"
else
  fail "commit refusal names TB002"; show "$dir/commit.txt"
fi

# 2. The same file fixed: the commit goes through.
cp "$FIXTURES_DIR/good.tabbar.json" "$app/App/Config/main.tabbar.json"
git -C "$app" add App/Config/main.tabbar.json
if commit "good bar" && [ "$(commits)" = $((before + 1)) ] && grep -q 'tabbar check.*Passed' "$dir/commit.txt"; then
  pass "commit with a good tab-bar file passes (hook ran: Passed)"
else
  fail "commit with a good tab-bar file passes"; show "$dir/commit.txt"
fi

# 3. Files the hook must not see: other JSON, look-alike names.
cp "$FIXTURES_DIR/broken.tabbar.json" "$app/notes.json"
cp "$FIXTURES_DIR/broken.tabbar.json" "$app/mytabbar.json"
git -C "$app" add notes.json mytabbar.json
if commit "other json" && grep -q 'tabbar check.*no files to check.*Skipped' "$dir/commit.txt"; then
  pass "notes.json and mytabbar.json are not passed to the hook (files pattern)"
else
  fail "notes.json and mytabbar.json are not passed to the hook"; show "$dir/commit.txt"
fi

# 4. A broken tabbar.json at the repository root: refused.
cp "$FIXTURES_DIR/broken.tabbar.json" "$app/tabbar.json"
git -C "$app" add tabbar.json
before=$(commits)
if ! commit "root bar" && [ "$(commits)" = "$before" ] && grep -q 'TB002' "$dir/commit.txt"; then
  pass "commit with a broken root tabbar.json is refused"
else
  fail "commit with a broken root tabbar.json is refused"; show "$dir/commit.txt"
fi
git -C "$app" reset -q

# 5. Swift source: a view controller whose title differs from its tab's (TB003, from the
# configuration beside it) is refused; with navigationItem.title it commits.
mkdir -p "$app/Shop"
cp -R "$FIXTURES_DIR/source/swift/App" "$app/Shop/"
git -C "$app" add Shop
before=$(commits)
if ! commit "swift tab bar" && [ "$(commits)" = "$before" ] && grep -q 'ProfileViewController.swift.*TB003' "$dir/commit.txt"; then
  pass "commit of Swift source with TB003 on the view controller is refused"
else
  fail "commit of Swift source with TB003 on the view controller is refused"; show "$dir/commit.txt"
fi
sed -i 's/        title = "Profile"/        navigationItem.title = "Profile"/' "$app/Shop/App/ProfileViewController.swift"
git -C "$app" add Shop
if commit "swift tab bar, fixed" && [ "$(commits)" = $((before + 1)) ]; then
  pass "the fixed Swift source commits"
else
  fail "the fixed Swift source commits"; show "$dir/commit.txt"
fi

# 6. The hook `tabbar init` prints, taken as printed (a local hook on the tabbar on PATH): a storyboard
# whose tab names an image no catalog holds (TB014) is refused, and the same tab fixed commits.
if ! command -v tabbar >/dev/null 2>&1; then
  fail "tabbar is on PATH for the hook tabbar init prints"
  finish
fi
local_app=$dir/local-app
git init -q "$local_app"
(cd "$local_app" && tabbar init > "$dir/init.txt" 2>&1)
# The printed block: from "repos:" to the next blank line, with init's two-space indent taken off.
sed -n '/^  repos:$/,/^$/p' "$dir/init.txt" | sed -e 's/^  //' -e '/^$/d' > "$local_app/.pre-commit-config.yaml"
if grep -q 'repo: local' "$local_app/.pre-commit-config.yaml" && ! grep -q 'rev:' "$local_app/.pre-commit-config.yaml" &&
   pre-commit validate-config "$local_app/.pre-commit-config.yaml" > "$dir/validate.txt" 2>&1; then
  pass "the hook tabbar init prints is a valid .pre-commit-config.yaml as printed (no rev to fill)"
else
  fail "the hook tabbar init prints is a valid .pre-commit-config.yaml as printed"; show "$dir/init.txt"; show "$dir/validate.txt"
fi
git -C "$local_app" add .pre-commit-config.yaml .tabbarrc.json
git -C "$local_app" -c commit.gpgsign=false commit -q -m "pre-commit config"
(cd "$local_app" && pre-commit install > "$dir/install-local.txt" 2>&1) || { fail "pre-commit install (local hook)"; show "$dir/install-local.txt"; }
cp -R "$ROOT_DIR/Examples/Storyboards/Bookshelf/." "$local_app/"
git -C "$local_app" add Bookshelf.xcodeproj Bookshelf/Assets.xcassets Bookshelf/Library Bookshelf/Base.lproj/Profile.storyboard
git -C "$local_app" -c commit.gpgsign=false commit -q --no-verify -m "the app without its main storyboard"
git -C "$local_app" add Bookshelf/Base.lproj/Main.storyboard
before=$(git -C "$local_app" rev-list --count HEAD)
if ! (cd "$local_app" && git -c commit.gpgsign=false commit -m "main storyboard") > "$dir/commit-local.txt" 2>&1 &&
   [ "$(git -C "$local_app" rev-list --count HEAD)" = "$before" ] && grep -q 'Main.storyboard.*TB014' "$dir/commit-local.txt"; then
  pass "with the printed hook, a storyboard with TB014 is refused"
else
  fail "with the printed hook, a storyboard with TB014 is refused"; show "$dir/commit-local.txt"
fi
sed -i 's/selectedImage="tab_reading_sel"/selectedImage="tab_reading_selected"/' "$local_app/Bookshelf/Base.lproj/Main.storyboard"
git -C "$local_app" add Bookshelf/Base.lproj/Main.storyboard
if (cd "$local_app" && git -c commit.gpgsign=false commit -m "main storyboard, fixed") > "$dir/commit-local.txt" 2>&1 &&
   [ "$(git -C "$local_app" rev-list --count HEAD)" = $((before + 1)) ]; then
  pass "with the printed hook, the fixed storyboard commits"
else
  fail "with the printed hook, the fixed storyboard commits"; show "$dir/commit-local.txt"
fi
finish
