#!/usr/bin/env bash
# tabbar's SwiftPM plug-ins on a package that depends on this one by path
# (Tests/Fixtures/PluginFixture, whose PostButton.swift line 13 calls the deprecated
# registerSubclass): `swift build` must print tabbar's warning at that file and line, and
# `swift package tabbar check` must print it and exit non-zero. The fixture builds into its
# own .build (git-ignored); the first run compiles tabbar there, later runs only re-check.
set -euo pipefail
cd "$(dirname "$0")/../Tests/Fixtures/PluginFixture"
export PATH="/opt/swift/usr/bin:$PATH"
expected="Sources/TabBarApp/PostButton.swift:13:16: warning: registerSubclass is deprecated"

# The check runs when its inputs change: make sure it runs in this build.
touch Sources/TabBarApp/PostButton.swift
if ! build=$(swift build 2>&1); then
    echo "$build"; echo "FAIL: swift build of the fixture failed"; exit 1
fi
if ! grep -qF "$expected" <<<"$build"; then
    echo "$build"; echo "FAIL: swift build printed no tabbar warning at PostButton.swift:13:16"; exit 1
fi
echo "ok: swift build prints tabbar's warning at PostButton.swift:13:16"

status=0
command=$(swift package tabbar check --format xcode 2>&1) || status=$?
if ! grep -qF "$expected" <<<"$command"; then
    echo "$command"; echo "FAIL: swift package tabbar check printed no warning at PostButton.swift:13:16"; exit 1
fi
if [ "$status" -eq 0 ]; then
    echo "$command"; echo "FAIL: swift package tabbar check exited 0 with a warning"; exit 1
fi
echo "ok: swift package tabbar check prints it and exits $status"
