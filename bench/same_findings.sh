#!/bin/bash
# Whether two tabbar binaries find the same: `check --format json` of each folder with both, standard
# output, standard error and exit status compared byte for byte. A speed change must print 0 differences
# on the bench trees (`bench/source_tree.py --keep DIR`) and on real apps' folders.
#
#     bench/same_findings.sh BEFORE_BINARY AFTER_BINARY FOLDER...
set -u
if [ $# -lt 3 ]; then
  echo "usage: bench/same_findings.sh BEFORE_BINARY AFTER_BINARY FOLDER..." >&2
  exit 2
fi
before=$(realpath "$1"); after=$(realpath "$2"); shift 2
out=$(mktemp -d); trap 'rm -rf "$out"' EXIT
differences=0
for folder in "$@"; do
  for side in before after; do
    binary=$before; [ $side = after ] && binary=$after
    "$binary" check --format json "$folder" > "$out/$side.out" 2> "$out/$side.err"
    echo $? > "$out/$side.rc"
  done
  for part in out err rc; do
    if ! cmp -s "$out/before.$part" "$out/after.$part"; then
      echo "differs ($part): $folder"
      differences=$((differences + 1))
    fi
  done
done
echo "$# folders compared, $differences differences"
[ $differences -eq 0 ]
