"""Levers: what a trivial Swift program pays at start-up for what it links.

Each program reads a small JSON document from a string and prints one number, so
the work is the same and only the libraries differ. Built with `swiftc -O` three ways:
Swift libraries linked dynamically, statically (`-static-stdlib`, glibc and libstdc++ still
dynamic), and as a fully static executable (`-static-executable`).
"""

import os
import re
import shutil
import subprocess

from .build import swift_environment
from .procbench import spawn_to_exit

PROGRAMS = {
    "stdlib only": """
let text = #"{"items": [{"title": "A"}, {"title": "B"}]}"#
var depth = 0, count = 0
for byte in text.utf8 {
    if byte == UInt8(ascii: "{") { depth += 1; if depth == 2 { count += 1 } }
    if byte == UInt8(ascii: "}") { depth -= 1 }
}
print(count)
""",
    "FoundationEssentials": """
import FoundationEssentials
struct Item: Decodable { let title: String }
struct Config: Decodable { let items: [Item] }
let data = Data(#"{"items": [{"title": "A"}, {"title": "B"}]}"#.utf8)
print(try! JSONDecoder().decode(Config.self, from: data).items.count)
""",
    "Foundation": """
import Foundation
struct Item: Decodable { let title: String }
struct Config: Decodable { let items: [Item] }
let data = Data(#"{"items": [{"title": "A"}, {"title": "B"}]}"#.utf8)
print(try! JSONDecoder().decode(Config.self, from: data).items.count)
""",
    "Foundation, JSONSerialization": """
import Foundation
let data = Data(#"{"items": [{"title": "A"}, {"title": "B"}]}"#.utf8)
let object = try! JSONSerialization.jsonObject(with: data) as! [String: Any]
print((object["items"] as! [Any]).count)
""",
}


LINKS = {
    "dynamic": [],
    "static stdlib": ["-static-stdlib"],
    "static executable": ["-static-executable"],
}


def _build(folder, name, source, link, log):
    stem = name.lower().replace(" ", "-").replace(",", "")
    source_path = os.path.join(folder, stem + ".swift")
    binary = os.path.join(folder, stem + "-" + link.replace(" ", "-"))
    with open(source_path, "w") as handle:
        handle.write(source)
    args = ["swiftc", "-O", source_path, "-o", binary] + LINKS[link]
    result = subprocess.run(args, env=swift_environment(), capture_output=True, text=True)
    if result.returncode != 0:
        log("levers: %s (%s) did not build: %s" % (name, link, result.stderr.strip()[-500:]))
        return None
    return binary


def instructions(argv):
    """Instructions executed by one run of `argv` (callgrind), or None without valgrind."""
    if shutil.which("valgrind") is None:
        return None
    result = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *argv],
                            capture_output=True, text=True, env={"PATH": "/usr/bin:/bin",
                                                                 "SWIFT_DETERMINISTIC_HASHING": "1"})
    match = re.search(r"Collected : (\d+)", result.stderr)
    return int(match.group(1)) if match else None


def measure(folder, runs, log):
    """{program: {link: {ms, rss_kib, size_bytes}}}; start-up is spawn to reaped, median of `runs`."""
    os.makedirs(folder, exist_ok=True)
    results = {}
    for name, source in PROGRAMS.items():
        for link in LINKS:
            binary = _build(folder, name, source, link, log)
            if not binary:
                continue
            elapsed, rss = spawn_to_exit([binary], runs)
            results.setdefault(name, {})[link] = {"ms": elapsed / 1e6, "rss_kib": rss,
                                                  "size_bytes": os.path.getsize(binary),
                                                  "instructions": instructions([binary])}
    elapsed, rss = spawn_to_exit(["/bin/true"], runs)
    results["/bin/true (floor)"] = {"dynamic": {"ms": elapsed / 1e6, "rss_kib": rss, "size_bytes": None,
                                                "instructions": instructions(["/bin/true"])}}
    return results


def render(results):
    lines = ["| trivial program | link | spawn → exit, median | instructions | peak RSS | binary size |",
             "|---|---|---|---|---|---|"]
    for name, links in results.items():
        for link, entry in links.items():
            size = "%.1f MB" % (entry["size_bytes"] / 1e6) if entry["size_bytes"] else "–"
            count = "{:,}".format(entry["instructions"]) if entry.get("instructions") else "–"
            rss = "%.1f MiB" % (entry["rss_kib"] / 1024) if entry.get("rss_kib") else "–"
            lines.append("| %s | %s | %.2f ms | %s | %s | %s |" % (name, link, entry["ms"], count, rss, size))
    return "\n".join(lines)
