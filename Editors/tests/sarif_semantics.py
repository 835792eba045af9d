"""What GitHub code scanning and SARIF consumers need beyond the schema.

usage: sarif_semantics.py OUT.sarif OUT.json REPO
Compares the SARIF log with `tabbar check --format json` of the same run and
prints PASS/FAIL lines; exits 1 on any failure.
"""
import json
import os
import re
import sys

sarif = json.load(open(sys.argv[1]))
report = json.load(open(sys.argv[2]))
repo = sys.argv[3]
failures = 0


def check(ok, what, detail=""):
    global failures
    print(("PASS: " if ok else "FAIL: ") + "sarif: " + what + ("" if ok or not detail else f" ({detail})"))
    failures += 0 if ok else 1


run = sarif["runs"][0]
driver = run["tool"]["driver"]
rules = driver.get("rules", [])
rule_ids = [r["id"] for r in rules]
results = run.get("results", [])
check(driver.get("name") == "tabbar", "tool.driver.name is tabbar", driver.get("name"))
check(all(re.fullmatch(r"TB\d{3}", i) for i in rule_ids) and len(set(rule_ids)) == len(rule_ids),
      "rules are TBnnn, each once", rule_ids)
check(all(r.get("shortDescription", {}).get("text") for r in rules), "every rule has a shortDescription")

ok_ref = all(r.get("ruleId") in rule_ids and
             ("ruleIndex" not in r or rule_ids[r["ruleIndex"]] == r["ruleId"]) for r in results)
check(ok_ref, "every result's ruleId (and ruleIndex) names a rule in tool.driver.rules")


def location(r):
    p = r["locations"][0]["physicalLocation"]
    return p["artifactLocation"]["uri"], p["region"]


uris_ok = all(not location(r)[0].startswith(("/", "file:")) or "uriBaseId" in r["locations"][0]["physicalLocation"]["artifactLocation"]
              for r in results)
check(uris_ok, "artifact URIs are relative to the checkout (or carry a uriBaseId)")
check(all(os.path.exists(os.path.join(repo, location(r)[0])) for r in results
          if not location(r)[0].startswith(("/", "file:"))), "artifact URIs name files in the checkout")

# SARIF columns count UTF-16 code units unless run.columnKind says code points;
# tabbar's JSON columns count Unicode scalars.
column_kind = run.get("columnKind", "utf16CodeUnits")


def sarif_column(path, line, column):
    if column_kind == "unicodeCodePoints":
        return column
    with open(os.path.join(repo, path), encoding="utf-8") as f:
        text = f.read().split("\n")[line - 1]
    prefix = text[: column - 1]
    return len(prefix.encode("utf-16-le")) // 2 + 1


levels = {"error": "error", "warning": "warning", "info": "note"}
expected = sorted((f["path"].removeprefix("./"), d["code"], d["range"]["start"]["line"],
                   sarif_column(f["path"], d["range"]["start"]["line"], d["range"]["start"]["column"]),
                   levels.get(d["severity"], d["severity"]))
                  for f in report["files"] for d in f["diagnostics"])
actual = sorted((location(r)[0].removeprefix("./"), r["ruleId"], location(r)[1]["startLine"],
                 location(r)[1].get("startColumn"), r.get("level", "warning")) for r in results)
check(expected == actual, f"results match --format json ({len(actual)} findings: file, code, line, column, level)",
      f"json={expected} sarif={actual}")
check(any(r["ruleId"] == "TB002" and r.get("level") == "error" for r in results), "the broken fixture's TB002 is an error")
sys.exit(1 if failures else 0)
