#!/usr/bin/env bash
# `tabbar check --format sarif` validated against the SARIF 2.1.0 schema subset
# (Editors/sarif) with check-jsonschema, plus the properties GitHub code scanning
# relies on, and `--format github` annotation lines.
set -u
SUITE=sarif
source "$(dirname "$0")/lib.sh"
require_tabbar
if ! command -v check-jsonschema >/dev/null 2>&1; then fail "check-jsonschema is installed"; finish; fi
SCHEMA=$EDITORS_DIR/sarif/sarif-2.1.0-subset.schema.json

dir=$(scratch sarif)
# The project's examples plus the test fixtures, as a checkout would have them.
mkdir -p "$dir/repo/Fixtures"
[ -d "$ROOT_DIR/Examples" ] && cp -R "$ROOT_DIR/Examples" "$dir/repo/Examples"
cp "$FIXTURES_DIR"/*.tabbar.json "$dir/repo/Fixtures/"

cd "$dir/repo" || exit 1
tabbar check --format sarif . > "$dir/out.sarif" 2> "$dir/err.txt"
status=$?
check "exit status 1 (findings) for --format sarif" test "$status" -eq 1
[ "$status" -gt 1 ] && show "$dir/err.txt"

if check-jsonschema --schemafile "$SCHEMA" "$dir/out.sarif" > "$dir/validate.txt" 2>&1; then
  pass "output validates against the SARIF 2.1.0 schema (check-jsonschema)"
else
  fail "output validates against the SARIF 2.1.0 schema (check-jsonschema)"; show "$dir/validate.txt"
fi

# A second, independent validator: pydantic-sarif (PyPI), models generated from the
# full official SARIF 2.1.0 JSON Schema (closed property sets, enumerations, minimums).
if python3 -c 'import pydantic_sarif' > /dev/null 2>&1; then
  if python3 - "$dir/out.sarif" > "$dir/pydantic.txt" 2>&1 <<'PY'
import json, sys
from pydantic_sarif.model import StaticAnalysisResultsFormatSarifVersion210JsonSchema as SarifLog
log = json.load(open(sys.argv[1]))
SarifLog.model_validate(log)
bad = json.loads(json.dumps(log))
bad["runs"][0]["results"][0]["level"] = "fatal"
try:
    SarifLog.model_validate(bad)
except Exception:
    sys.exit(0)
sys.exit("pydantic-sarif accepted a log with level 'fatal'")
PY
  then
    pass "output validates against the full SARIF 2.1.0 schema's models (pydantic-sarif), which reject a bad level"
  else
    fail "output validates against the full SARIF 2.1.0 schema's models (pydantic-sarif)"; show "$dir/pydantic.txt"
  fi
else
  fail "pydantic-sarif is installed"
fi

# The schema must reject what the specification forbids.
python3 - "$dir/out.sarif" "$dir" <<'PY'
import copy, json, sys
log = json.load(open(sys.argv[1]))
def write(name, mutate):
    bad = copy.deepcopy(log); mutate(bad)
    json.dump(bad, open(f"{sys.argv[2]}/{name}.sarif", "w"))
write("bad-version", lambda l: l.update(version="2.0.0"))
write("bad-level", lambda l: l["runs"][0]["results"][0].update(level="fatal"))
write("bad-region", lambda l: l["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["region"].update(startLine=0))
write("bad-extra", lambda l: l["runs"][0]["results"][0].update(severity="error"))
write("no-driver", lambda l: l["runs"][0]["tool"].pop("driver"))
PY
for bad in bad-version bad-level bad-region bad-extra no-driver; do
  if [ -f "$dir/$bad.sarif" ] && ! check-jsonschema --schemafile "$SCHEMA" "$dir/$bad.sarif" > /dev/null 2>&1; then
    pass "schema rejects a mutated log ($bad)"
  else
    fail "schema rejects a mutated log ($bad)"
  fi
done

tabbar check --format json . > "$dir/out.json" 2>/dev/null
python3 "$TESTS_DIR/sarif_semantics.py" "$dir/out.sarif" "$dir/out.json" "$dir/repo" || FAILURES=$((FAILURES + 1))

# GitHub workflow commands: ::error file=F,line=L,col=C[,endLine=..,endColumn=..][,title=T]::message
tabbar check --format github . > "$dir/out.github" 2>/dev/null
if grep -qE '^::error file=Fixtures/broken\.tabbar\.json,line=1,col=[0-9]+(,endLine=[0-9]+)?(,endColumn=[0-9]+)?(,title=[^:]*)?::.*' "$dir/out.github" \
  && grep -qE '^::warning file=Fixtures/broken\.tabbar\.json,line=1,' "$dir/out.github"; then
  pass "--format github prints ::error/::warning workflow commands with file, line, col"
else
  fail "--format github prints ::error/::warning workflow commands"; show "$dir/out.github"
fi
finish
