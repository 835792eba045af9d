#!/usr/bin/env bash
# Builds and runs one libFuzzer target over the core modules.
#
#   fuzz/run.sh TARGET SECONDS [extra libFuzzer flags...]
#   fuzz/run.sh --smoke            # every target for 20 s (FUZZ_SMOKE_SECONDS; the evaluators 5 s), as CI does
#   fuzz/run.sh --build TARGET     # build only
#   fuzz/run.sh --list
#
# Targets: parse-lint-fix, line-table, json-roundtrip, lsp-wire (framing and dispatch), lsp-edits
# (incremental edits), swift-lexer (the Swift lexer on any bytes), objc-lexer (the Objective-C
# lexer on any bytes), xml-lexer (the storyboards' XML lexer and element reader on any bytes), source-check (the whole source pipeline: read, link, check, fix, import),
# swiftui-reading (SwiftUI's reading, rules, fixes and import inside a TabView builder),
# byte-screen (the skipping byte screen against the byte-by-byte search), swift-evaluator (the Swift
# evaluator on any bytes: it ends, never traps, and its values' provenance lies in the input), objc-evaluator
# (the Objective-C evaluator on any bytes and on arbitrary token streams, the same invariants).
# One fuzzing process at a time
# (no -jobs/-workers): the machine is shared. Crashes land in fuzz/out/TARGET/crashes/;
# the log in fuzz/out/TARGET.log. The working corpus (fuzz/corpus-work/TARGET) starts
# from the committed seeds (fuzz/seeds/TARGET), the rule examples and Examples/.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
export PATH="/opt/swift/usr/bin:$PATH"
OUT=$ROOT/fuzz/out
TARGETS="parse-lint-fix line-table json-roundtrip lsp-wire lsp-edits swift-lexer objc-lexer xml-lexer source-check swiftui-reading byte-screen swift-evaluator objc-evaluator"

source_of() {
    case "$1" in
        parse-lint-fix) echo fuzz/ParseLintFix.swift ;;
        line-table) echo fuzz/LineTableConversions.swift ;;
        json-roundtrip) echo fuzz/JSONRoundTrip.swift ;;
        lsp-wire) echo fuzz/LSPWire.swift ;;
        lsp-edits) echo fuzz/LSPEdits.swift ;;
        swift-lexer) echo fuzz/SwiftLexer.swift ;;
        objc-lexer) echo fuzz/ObjCLexer.swift ;;
        xml-lexer) echo fuzz/XMLLexer.swift ;;
        source-check) echo fuzz/ProjectReader.swift ;;
        swiftui-reading) echo fuzz/SwiftUIReading.swift ;;
        byte-screen) echo fuzz/ByteScreen.swift ;;
        swift-evaluator) echo fuzz/SwiftEvaluator.swift ;;
        objc-evaluator) echo fuzz/ObjCEvaluator.swift ;;
        *) echo "unknown target '$1' (have: $TARGETS)" >&2; exit 2 ;;
    esac
}

# Rebuilds $2 when any file of the list after it is newer.
stale() {
    local output=$1; shift
    [ -e "$output" ] || return 0
    [ -n "$(find "$@" -newer "$output" 2>/dev/null | head -1)" ]
}

# Builds JSONC and TabBarCore as modules (one object each) with flags $2 into $1.
build_modules() {
    local dir=$1; shift
    mkdir -p "$dir"
    if stale "$dir/JSONC.o" Sources/JSONC; then
        swiftc "$@" -swift-version 6 -O -g -wmo -parse-as-library $KERNEL_INCLUDE -module-name JSONC \
            -emit-module -emit-module-path "$dir/JSONC.swiftmodule" -c Sources/JSONC/*.swift -o "$dir/JSONC.o"
        touch "$dir/JSONC.o"
    fi
    if stale "$dir/TabBarCore.o" Sources/TabBarCore "$dir/JSONC.swiftmodule"; then
        swiftc "$@" -swift-version 6 -O -g -wmo -parse-as-library $KERNEL_INCLUDE -module-name TabBarCore -I "$dir" \
            -emit-module -emit-module-path "$dir/TabBarCore.swiftmodule" \
            -c $(find Sources/TabBarCore -name '*.swift' | sort) -o "$dir/TabBarCore.o"
        touch "$dir/TabBarCore.o"
    fi
}

# Builds TabBarWorkspace and LanguageServer (with -enable-testing, for the server targets) into $1.
build_server_modules() {
    local dir=$1; shift
    # The server imports the source front-ends and the reader (its source index).
    build_source_modules "$dir" "$@"
    if stale "$dir/LanguageServer.o" Sources/LanguageServer "$dir"/*.swiftmodule; then
        swiftc "$@" -swift-version 6 -O -g -wmo -parse-as-library $KERNEL_INCLUDE -enable-testing -module-name LanguageServer -I "$dir" \
            -emit-module -emit-module-path "$dir/LanguageServer.swiftmodule" \
            -c $(find Sources/LanguageServer -name '*.swift' | sort) -o "$dir/LanguageServer.o"
        touch "$dir/LanguageServer.o"
    fi
}

# The Swift lexer's own files: the extraction beside them in Sources/SwiftSource needs TabBarCore.
SWIFT_LEXER_SOURCES="Sources/SwiftSource/SwiftLexer.swift Sources/SwiftSource/SwiftTokenizer.swift
    Sources/SwiftSource/SwiftTokenizer+Literals.swift Sources/SwiftSource/SwiftByteClass.swift
    Sources/SwiftSource/SwiftStringLiteral.swift Sources/SwiftSource/SwiftNumberLiteral.swift"

# SourceText imports ScreenKernel, the byte screen's C kernel: its module map is found through KERNEL_INCLUDE, and
# its object is merged into SourceText.o (`ld -r`), so every link line that takes SourceText.o has the kernel too.
KERNEL_INCLUDE="-I Sources/ScreenKernel/include"

# Compiles SourceText with flags $2 into $1/SourceText.o, the kernel's object merged in.
build_source_text() {
    local dir=$1; shift
    # shellcheck disable=SC2086
    swiftc "$@" -swift-version 6 -O -g -wmo -parse-as-library -module-name SourceText -I "$dir" $KERNEL_INCLUDE \
        -emit-module -emit-module-path "$dir/SourceText.swiftmodule" -c Sources/SourceText/*.swift -o "$dir/SourceText.swift.o"
    clang -O2 -g -fsanitize=address,fuzzer-no-link -I Sources/ScreenKernel/include -c Sources/ScreenKernel/PairScan.c \
        -o "$dir/ScreenKernel.o"
    ld.lld -r "$dir/SourceText.swift.o" "$dir/ScreenKernel.o" -o "$dir/SourceText.o"
}

# Builds JSONC, SourceText and the Swift lexer alone (as module SwiftSource) with flags $2 into $1.
build_swift_lexer_modules() {
    local dir=$1; shift
    mkdir -p "$dir"
    if stale "$dir/JSONC.o" Sources/JSONC; then
        swiftc "$@" -swift-version 6 -O -g -wmo -parse-as-library $KERNEL_INCLUDE -module-name JSONC \
            -emit-module -emit-module-path "$dir/JSONC.swiftmodule" -c Sources/JSONC/*.swift -o "$dir/JSONC.o"
    fi
    if stale "$dir/SourceText.o" Sources/SourceText Sources/ScreenKernel "$dir/JSONC.o"; then
        build_source_text "$dir" "$@"
    fi
    # shellcheck disable=SC2086
    if stale "$dir/SwiftSource.o" $SWIFT_LEXER_SOURCES "$dir/SourceText.o"; then
        swiftc "$@" -swift-version 6 -O -g -wmo -parse-as-library $KERNEL_INCLUDE -module-name SwiftSource -I "$dir" \
            -emit-module -emit-module-path "$dir/SwiftSource.swiftmodule" -c $SWIFT_LEXER_SOURCES -o "$dir/SwiftSource.o"
    fi
}

# The Objective-C lexer's own files: the extraction beside them in Sources/ObjCSource needs TabBarCore.
OBJC_LEXER_SOURCES="Sources/ObjCSource/ObjCLexer.swift Sources/ObjCSource/ObjCScanner.swift
    Sources/ObjCSource/ObjCScanner+Literals.swift Sources/ObjCSource/ObjCBytes.swift
    Sources/ObjCSource/ObjCStringLiteral.swift Sources/ObjCSource/ObjCNumberLiteral.swift"

# Builds JSONC, SourceText and the Objective-C lexer alone (as module ObjCSource) with flags $2 into $1.
build_objc_lexer_modules() {
    local dir=$1; shift
    mkdir -p "$dir"
    if stale "$dir/JSONC.o" Sources/JSONC; then
        swiftc "$@" -swift-version 6 -O -g -wmo -parse-as-library $KERNEL_INCLUDE -module-name JSONC \
            -emit-module -emit-module-path "$dir/JSONC.swiftmodule" -c Sources/JSONC/*.swift -o "$dir/JSONC.o"
    fi
    if stale "$dir/SourceText.o" Sources/SourceText Sources/ScreenKernel "$dir/JSONC.o"; then
        build_source_text "$dir" "$@"
    fi
    # shellcheck disable=SC2086
    if stale "$dir/ObjCSource.o" $OBJC_LEXER_SOURCES "$dir/SourceText.o"; then
        swiftc "$@" -swift-version 6 -O -g -wmo -parse-as-library $KERNEL_INCLUDE -module-name ObjCSource -I "$dir" \
            -emit-module -emit-module-path "$dir/ObjCSource.swiftmodule" -c $OBJC_LEXER_SOURCES -o "$dir/ObjCSource.o"
    fi
}

# The XML lexer and element reader of the storyboard front-end: they need JSONC only.
XML_LEXER_SOURCES="Sources/StoryboardSource/XMLToken.swift Sources/StoryboardSource/XMLLexer.swift
    Sources/StoryboardSource/XMLElement.swift Sources/StoryboardSource/XMLDocument.swift
    Sources/StoryboardSource/XMLEntities.swift"

# Builds JSONC and the XML reader alone (as module StoryboardSource) with flags $2 into $1.
build_xml_lexer_modules() {
    local dir=$1; shift
    mkdir -p "$dir"
    if stale "$dir/JSONC.o" Sources/JSONC; then
        swiftc "$@" -swift-version 6 -O -g -wmo -parse-as-library $KERNEL_INCLUDE -module-name JSONC \
            -emit-module -emit-module-path "$dir/JSONC.swiftmodule" -c Sources/JSONC/*.swift -o "$dir/JSONC.o"
    fi
    # shellcheck disable=SC2086
    if stale "$dir/StoryboardSource.o" $XML_LEXER_SOURCES "$dir/JSONC.o"; then
        swiftc "$@" -swift-version 6 -O -g -wmo -parse-as-library $KERNEL_INCLUDE -module-name StoryboardSource -I "$dir" \
            -emit-module -emit-module-path "$dir/StoryboardSource.swiftmodule" -c $XML_LEXER_SOURCES -o "$dir/StoryboardSource.o"
    fi
}

# Builds the core, then the modules named after the folder (each after the one before it) into the folder;
# The folder of a module's sources (Package.swift's paths: the technologies live under Sources/Technologies).
module_folder() {
    case "$1" in
    UIKitTechnology) echo Sources/Technologies/UIKit ;;
    CYLTechnology) echo Sources/Technologies/CYL ;;
    *) echo "Sources/$1" ;;
    esac
}

# the flags follow a `--`: build_module_chain DIR MODULE... -- FLAGS...
build_module_chain() {
    local dir=$1; shift
    local modules=()
    while [ "$1" != "--" ]; do modules+=("$1"); shift; done
    shift
    build_modules "$dir" "$@"
    # A module is rebuilt when its sources or any module before it changed (it may import any of them; an object
    # the compiler found unchanged keeps its time, so comparing with the one just before is not enough).
    local earlier=("$dir/JSONC.swiftmodule" "$dir/TabBarCore.swiftmodule") module folder
    for module in "${modules[@]}"; do
        folder=$(module_folder "$module")
        if [ "$module" = SourceText ]; then
            if stale "$dir/SourceText.o" Sources/SourceText Sources/ScreenKernel "${earlier[@]}"; then
                build_source_text "$dir" "$@"
                touch "$dir/SourceText.o"
            fi
        elif stale "$dir/$module.o" "$folder" "${earlier[@]}"; then
            # shellcheck disable=SC2086
            swiftc "$@" -swift-version 6 -O -g -wmo -parse-as-library -module-name "$module" -I "$dir" $KERNEL_INCLUDE \
                -emit-module -emit-module-path "$dir/$module.swiftmodule" \
                -c $(find "$folder" -name '*.swift' | sort) -o "$dir/$module.o"
            touch "$dir/$module.o"
        fi
        earlier+=("$dir/$module.swiftmodule")
    done
}

# Builds the core and the whole source pipeline (SourceText, both front-ends, the file-system
# edges the reader takes, ProjectReader) into $1.
build_source_modules() {
    local dir=$1; shift
    build_module_chain "$dir" SourceText UIKitTechnology CYLTechnology ObjCSource SwiftSource StoryboardSource TabBarWorkspace ProjectReader -- "$@"
}

# Builds the core, SourceText and the Swift front-end (what the evaluator needs) into $1; the same objects as
# build_source_modules makes there, so the source-check target's build is shared.
build_swift_source_modules() {
    local dir=$1; shift
    build_module_chain "$dir" SourceText UIKitTechnology SwiftSource -- "$@"
}

# Builds the core, SourceText and the Objective-C front-end (what its evaluator needs) into $1; the same objects as
# build_source_modules makes there.
build_objc_source_modules() {
    local dir=$1; shift
    build_module_chain "$dir" SourceText UIKitTechnology ObjCSource -- "$@"
}

# Links fuzz target $1 from source $2 and the module objects after it (in $3, the modules' folder),
# when the source or the last object is newer than the binary.
link_lexer_target() {
    local target=$1 source=$2 modules=$3; shift 3
    local objects=("$@")
    if stale "$OUT/bin/$target" "$source" "$modules/${objects[${#objects[@]}-1]}"; then
        swiftc -sanitize=fuzzer,address -swift-version 6 -O -g -parse-as-library $KERNEL_INCLUDE -module-name Fuzz \
            -I "$modules" "$source" "${objects[@]/#/$modules/}" -lm -use-ld=lld -o "$OUT/bin/$target"
    fi
}

build() {
    local target=$1 source
    source=$(source_of "$target")
    mkdir -p "$OUT/bin"
    case "$target" in
    lsp-*)
        build_server_modules "$OUT/modules-fuzz" -sanitize=fuzzer,address
        if stale "$OUT/bin/$target" "$source" fuzz/Support "$OUT/modules-fuzz/LanguageServer.o"; then
            swiftc -sanitize=fuzzer,address -swift-version 6 -O -g -parse-as-library $KERNEL_INCLUDE -module-name Fuzz \
                -I "$OUT/modules-fuzz" "$source" fuzz/Support/Invariants.swift fuzz/Support/ServerHarness.swift \
                "$OUT/modules-fuzz/JSONC.o" "$OUT/modules-fuzz/TabBarCore.o" "$OUT/modules-fuzz/SourceText.o" \
                "$OUT/modules-fuzz/UIKitTechnology.o" "$OUT/modules-fuzz/CYLTechnology.o" "$OUT/modules-fuzz/ObjCSource.o" "$OUT/modules-fuzz/SwiftSource.o" "$OUT/modules-fuzz/StoryboardSource.o" \
                "$OUT/modules-fuzz/TabBarWorkspace.o" "$OUT/modules-fuzz/ProjectReader.o" \
                "$OUT/modules-fuzz/LanguageServer.o" -lm -use-ld=lld -o "$OUT/bin/$target"
        fi ;;
    swift-lexer)
        # Modules of its own: no TabBarCore, and no clash with the other targets' builds.
        local modules=$OUT/modules-swift-lexer
        build_swift_lexer_modules "$modules" -sanitize=fuzzer,address
        link_lexer_target "$target" "$source" "$modules" JSONC.o SourceText.o SwiftSource.o ;;
    byte-screen)
        # The Swift lexer's modules hold SourceText; only JSONC and SourceText are linked.
        local modules=$OUT/modules-swift-lexer
        build_swift_lexer_modules "$modules" -sanitize=fuzzer,address
        link_lexer_target "$target" "$source" "$modules" JSONC.o SourceText.o ;;
    source-check|swiftui-reading)
        local modules=$OUT/modules-source
        build_source_modules "$modules" -sanitize=fuzzer,address
        if stale "$OUT/bin/$target" "$source" fuzz/Support "$modules/ProjectReader.o"; then
            swiftc -sanitize=fuzzer,address -swift-version 6 -O -g -parse-as-library $KERNEL_INCLUDE -module-name Fuzz \
                -I "$modules" "$source" fuzz/Support/Invariants.swift fuzz/Support/SourceInvariants.swift \
                "$modules/JSONC.o" "$modules/TabBarCore.o" \
                "$modules/SourceText.o" "$modules/UIKitTechnology.o" "$modules/CYLTechnology.o" \
                "$modules/ObjCSource.o" "$modules/SwiftSource.o" "$modules/StoryboardSource.o" \
                "$modules/TabBarWorkspace.o" "$modules/ProjectReader.o" \
                -lm -use-ld=lld -o "$OUT/bin/$target"
        fi ;;
    swift-evaluator)
        local modules=$OUT/modules-source
        build_swift_source_modules "$modules" -sanitize=fuzzer,address
        link_lexer_target "$target" "$source" "$modules" JSONC.o TabBarCore.o SourceText.o UIKitTechnology.o SwiftSource.o ;;
    objc-evaluator)
        local modules=$OUT/modules-source
        build_objc_source_modules "$modules" -sanitize=fuzzer,address
        link_lexer_target "$target" "$source" "$modules" JSONC.o TabBarCore.o SourceText.o UIKitTechnology.o ObjCSource.o ;;
    objc-lexer)
        # Modules of its own: no TabBarCore, and no clash with the other targets' builds.
        local modules=$OUT/modules-objc-lexer
        build_objc_lexer_modules "$modules" -sanitize=fuzzer,address
        link_lexer_target "$target" "$source" "$modules" JSONC.o SourceText.o ObjCSource.o ;;
    xml-lexer)
        # Modules of its own: no TabBarCore, and no clash with the other targets' builds.
        local modules=$OUT/modules-xml-lexer
        build_xml_lexer_modules "$modules" -sanitize=fuzzer,address
        link_lexer_target "$target" "$source" "$modules" JSONC.o StoryboardSource.o ;;
    *)
        build_modules "$OUT/modules-fuzz" -sanitize=fuzzer,address
        if stale "$OUT/bin/$target" "$source" fuzz/Support "$OUT/modules-fuzz/TabBarCore.o"; then
            swiftc -sanitize=fuzzer,address -swift-version 6 -O -g -parse-as-library $KERNEL_INCLUDE -module-name Fuzz \
                -I "$OUT/modules-fuzz" "$source" fuzz/Support/Invariants.swift fuzz/Support/FixLoop.swift \
                "$OUT/modules-fuzz/JSONC.o" "$OUT/modules-fuzz/TabBarCore.o" -lm -use-ld=lld -o "$OUT/bin/$target"
        fi ;;
    esac
}

# The rule examples and Examples/ as seeds, plus the committed ones.
seed() {
    local target=$1 corpus=$ROOT/fuzz/corpus-work/$1 header=0
    [ "$target" = line-table ] && header=12
    mkdir -p "$corpus"
    build_modules "$OUT/modules-plain"
    if stale "$OUT/bin/dump-seeds" fuzz/Support/DumpSeeds.swift "$OUT/modules-plain/TabBarCore.o"; then
        swiftc -swift-version 6 -O -parse-as-library $KERNEL_INCLUDE -module-name DumpSeeds -I "$OUT/modules-plain" \
            fuzz/Support/DumpSeeds.swift "$OUT/modules-plain/JSONC.o" "$OUT/modules-plain/TabBarCore.o" -lm \
            -use-ld=lld -o "$OUT/bin/dump-seeds"
    fi
    "$OUT/bin/dump-seeds" "$corpus" --header "$header"
    if [ -d Examples ]; then
        find Examples -type f -name '*.json' | while read -r file; do
            { head -c "$header" /dev/zero; cat "$file"; } > "$corpus/examples-$(basename "$file")"
        done
    fi
    if [ -d "fuzz/seeds/$target" ]; then cp -f fuzz/seeds/"$target"/* "$corpus"/ 2>/dev/null || true; fi
    # Every input that once broke the target stays in its corpus.
    cp -f fuzz/regressions/"$target"-* "$corpus"/ 2>/dev/null || true
}

run() {
    local target=$1 seconds=$2; shift 2
    build "$target"
    seed "$target"
    mkdir -p "$OUT/$target/crashes"
    echo "fuzzing $target for ${seconds}s; log: fuzz/out/$target.log"
    # -rss_limit_mb: a lint must not need more than 2 GB whatever the input.
    # Swift's own crash backtracer confuses ASan; libFuzzer prints the stack itself.
    SWIFT_BACKTRACE=enable=no "$OUT/bin/$target" "$ROOT/fuzz/corpus-work/$target" -max_total_time="$seconds" -max_len=16384 \
        -rss_limit_mb=2048 -timeout=20 -print_final_stats=1 -artifact_prefix="$OUT/$target/crashes/" "$@" \
        2>&1 | tee "$OUT/$target.log" | grep -E '^#[0-9]+.*(INITED|DONE|pulse)|ERROR|SUMMARY|stat::|Test unit written' || true
    # libFuzzer exits non-zero on a crash; report it from the log.
    if grep -q 'Test unit written' "$OUT/$target.log"; then
        echo "CRASH in $target: see fuzz/out/$target.log" >&2
        return 1
    fi
}

case "${1:-}" in
    --list) echo "$TARGETS" ;;
    --build) build "${2:?target}" ;;
    --smoke)
        passed=0 failed=0
        for target in $TARGETS; do
            # In a subshell outside any condition, so that `set -e` holds in it: a target that does
            # not build fails (inside `if run …` bash would ignore the failed compile and go on).
            set +e
            # The evaluators' targets are narrow: a few seconds of each in the smoke run.
            seconds=${FUZZ_SMOKE_SECONDS:-20}
            case "$target" in swift-evaluator|objc-evaluator) seconds=${FUZZ_SMOKE_EVALUATOR_SECONDS:-5} ;; esac
            ( set -e; run "$target" "$seconds" )
            status=$?
            set -e
            if [ "$status" -eq 0 ]; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "fuzz smoke: $target failed" >&2; fi
        done
        echo "fuzz smoke: $passed passed, $failed failed"
        [ "$failed" -eq 0 ] ;;
    ""|-h|--help) sed -n '2,13p' "$0"; exit 2 ;;
    *) run "$1" "${2:?seconds}" "${@:3}" ;;
esac
