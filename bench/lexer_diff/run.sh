#!/usr/bin/env bash
# Compares the tokens of both lexers at two revisions on many files: every Objective-C, header and Swift file under
# the folders given (both lexers on each), plus random texts of code pieces, invalid UTF-8 and Unicode spaces.
#
#   bench/lexer_diff/run.sh OLD_REVISION [FOLDER ...]     (the new side is the working tree; default folder: Examples)
#
# Each side's lexer sources are compiled with main.swift into one module (`swiftc -O -wmo`); prints the number of
# files and `identical` or the first differing lines. A check for lexer rewrites, not a test.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
old=${1:?old revision}; shift
folders=("$@"); [ ${#folders[@]} -eq 0 ] && folders=("$repo/Examples")
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
files="JSONC/ByteRange.swift SourceText/SourceToken.swift SourceText/LexerByteClasses.swift ObjCSource/ObjCLexer.swift
ObjCSource/ObjCScanner.swift ObjCSource/ObjCScanner+Literals.swift ObjCSource/ObjCBytes.swift SwiftSource/SwiftLexer.swift
SwiftSource/SwiftTokenizer.swift SwiftSource/SwiftTokenizer+Literals.swift SwiftSource/SwiftByteClass.swift
SwiftSource/SwiftStringLiteral.swift SwiftSource/SwiftNumberLiteral.swift SwiftSource/SwiftKeyword.swift"
build() { # build SIDE: compiles the lexers of revision SIDE ("work" for the working tree) into $work/SIDE
    local side=$1 dir="$work/src-$1"; mkdir -p "$dir"
    for file in $files; do
        if [ "$side" = work ]; then text=$(cat "$repo/Sources/$file" 2>/dev/null) || continue
        else text=$(git -C "$repo" show "$side:Sources/$file" 2>/dev/null) || continue; fi
        printf '%s\n' "$text" | sed -e '/^import JSONC$/d' -e '/^import SourceText$/d' > "$dir/$(echo "$file" | tr '/' '_')"
    done
    cp "$here/main.swift" "$dir/main.swift"
    swiftc -O -wmo -module-name Lex "$dir"/*.swift -o "$work/$side"
}
build "$old"; build work
find "${folders[@]}" -type f \( -name '*.m' -o -name '*.mm' -o -name '*.h' -o -name '*.swift' \) > "$work/files"
python3 - "$work/random" <<'PY'
import os, random, sys
random.seed(7); os.makedirs(sys.argv[1])
pieces = [b" ", b"\t", b"\n", b"\r\n", b"\r", b"\x0b", b"abc", b"_x$", b"9", b"0x1p-3", b"1e+5", b".5", b"...", b"@\"", b"\"",
          b"'", b"\\", b"\\\n", b"//", b"/*", b"*/", b"#", b"#import <a.h>", b"@interface", b"`", b"\xc2\xa0", b"\xe3\x80\x80",
          b"\xef\xbb\xbf", b"\xc3\xa9", b"\xf0\x9f\x98\x80", b"\xff", b"\x80", b"\xe2\x80", b"(", b")", b"{", b"}", b"<#", b"#>",
          b"\"\"\"", b"#\"", b"\"#", b"\\(", b"+=", b"->", b"?", b"\x00", b"u8'", b"L\"", b"$0", b"x.0.1", b"#if", b"@objc"]
for i in range(3000):
    data = b"".join(random.choice(pieces) if random.random() < 0.7 else bytes([random.randint(0, 255)])
                    for _ in range(random.randint(1, 400)))
    open(os.path.join(sys.argv[1], "f%d" % i), "wb").write(data)
PY
find "$work/random" -type f >> "$work/files"
"$work/$old" < "$work/files" | sed "s#$work/##" > "$work/old.out"
"$work/work" < "$work/files" | sed "s#$work/##" > "$work/new.out"
echo "$(wc -l < "$work/files") files"
if cmp -s "$work/old.out" "$work/new.out"; then echo identical; else diff "$work/old.out" "$work/new.out" | head -20; exit 1; fi
