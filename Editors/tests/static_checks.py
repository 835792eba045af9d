"""Checks of the set-up files for editors that cannot run here (Helix, Sublime
Text, Zed) and of file-name patterns shared by all set-ups. Parses each file
with a real parser and checks what the READMEs promise. Prints PASS/FAIL lines.

usage: static_checks.py EDITORS_DIR
"""
import json
import re
import sys
import tomllib
from pathlib import Path

editors = Path(sys.argv[1])
root = editors.parent
failures = 0

MATCH = ["tabbar.json", "App/tabbar.json", "App/Config/main.tabbar.json", "a.b.tabbar.json", "/abs/x.tabbar.json"]
NO_MATCH = ["mytabbar.json", "tabbar.json.bak", "tabbar.jsonc", "App/tabbar.json/x.json", "package.json", "tabbar_json"]
# pre-commit also passes source files (`tabbar check` reads them within their project).
SOURCE_MATCH = ["App/Main/MainTabBarController.swift", "PlusButton.m", "Config.mm", "App/Config.h"]
SOURCE_NO_MATCH = ["App/Module.swiftinterface", "notes.md", "App/x.m.orig", "Makefile", "main.c"]


def check(ok, what, detail=""):
    global failures
    print(("PASS: " if ok else "FAIL: ") + "static: " + what + ("" if ok or not detail else f" ({detail})"))
    failures += 0 if ok else 1


def jsonc(text):
    """Strips // and /* */ comments outside strings, and trailing commas."""
    out, i, in_string = [], 0, False
    while i < len(text):
        c = text[i]
        if in_string:
            out.append(c)
            if c == "\\":
                out.append(text[i + 1]); i += 1
            elif c == '"':
                in_string = False
        elif c == '"':
            in_string = True; out.append(c)
        elif text.startswith("//", i):
            i = text.find("\n", i); i = len(text) if i < 0 else i; continue
        elif text.startswith("/*", i):
            i = text.index("*/", i) + 2; continue
        else:
            out.append(c)
        i += 1
    return json.loads(re.sub(r",(\s*[}\]])", r"\1", "".join(out)))


# pre-commit: `files` is a Python regex applied with re.search to repo-relative paths.
hooks_text = (root / ".pre-commit-hooks.yaml").read_text()
files = re.search(r"^\s*files:\s*(.+)$", hooks_text, re.M).group(1).strip()
pattern = re.compile(files)
bad = [n for n in MATCH + SOURCE_MATCH if not pattern.search(n.lstrip("/"))] + \
    [n for n in NO_MATCH + SOURCE_NO_MATCH if pattern.search(n)]
check(not bad, f"pre-commit files pattern {files} selects exactly the tab-bar files and the source files", bad)
for key, value in [("id", "tabbar"), ("language", "swift"), ("entry", "tabbar check"), ("pass_filenames", "true")]:
    check(re.search(rf"^\s*-?\s*{key}:\s*{re.escape(value)}\s*$", hooks_text, re.M) is not None,
          f".pre-commit-hooks.yaml has {key}: {value}")

# Helix
helix = tomllib.loads((editors / "helix/languages.toml").read_text())
language = next((l for l in helix.get("language", []) if l.get("name") == "tabbar"), None)
check(language is not None, "helix: languages.toml defines language tabbar")
if language:
    globs = [ft["glob"] for ft in language.get("file-types", []) if isinstance(ft, dict)]
    check(sorted(globs) == ["*.tabbar.json", "tabbar.json"], "helix: file-types globs tabbar.json and *.tabbar.json", globs)
    check(language.get("language-servers") == ["tabbar"], "helix: language uses the tabbar server")
for name, own in [("swift", "sourcekit-lsp"), ("objc", "clangd")]:
    source = next((l for l in helix.get("language", []) if l.get("name") == name), {})
    servers = source.get("language-servers", [])
    tabbar_entry = next((s for s in servers if isinstance(s, dict) and s.get("name") == "tabbar"), {})
    check(servers[:1] == [own] and set(tabbar_entry.get("only-features", [])) == {"diagnostics", "code-action", "inlay-hints"},
          f"helix: {name} runs {own} first and tabbar beside it (diagnostics, code actions, inlay hints only)", servers)
    check(language.get("grammar") == "json" and language.get("comment-tokens") == "//", "helix: JSON grammar, // comments")
server = helix.get("language-server", {}).get("tabbar", {})
check(server.get("command") == "tabbar" and server.get("args") == ["lsp"], "helix: [language-server.tabbar] runs `tabbar lsp`")
queries = sorted(p.name for p in (editors / "helix/runtime/queries/tabbar").glob("*.scm"))
check(queries and all((editors / "helix/runtime/queries/tabbar" / q).read_text().startswith("; inherits: json") for q in queries),
      f"helix: queries {queries} inherit json")

# Sublime Text
lsp = jsonc((editors / "sublime/LSP.sublime-settings").read_text())
client = lsp.get("clients", {}).get("tabbar", {})
check(client.get("command") == ["tabbar", "lsp"] and client.get("enabled") is True, "sublime: LSP client runs `tabbar lsp`")
syntax = (editors / "sublime/TabBar.sublime-syntax").read_text()
scope = re.search(r"^scope:\s*(\S+)", syntax, re.M).group(1)
selectors = [part.strip() for part in client.get("selector", "").split("|")]
check(selectors[:1] == [scope] and {"source.objc", "source.objc++", "source.swift"} <= set(selectors),
      f"sublime: client selector is the syntax scope {scope}, Objective-C and Swift", selectors)
check(re.search(r"^extends:\s*Packages/JSON/JSON\.sublime-syntax", syntax, re.M) and "version: 2" in syntax,
      "sublime: syntax extends JSON (version 2)")
try:
    from ruamel.yaml import YAML
    YAML(typ="safe").load(syntax)
    check(True, "sublime: TabBar.sublime-syntax is valid YAML")
except ImportError:
    pass
except Exception as error:  # noqa: BLE001
    check(False, "sublime: TabBar.sublime-syntax is valid YAML", error)

# Zed
zed = jsonc((editors / "zed/settings.json").read_text())
check(sorted(zed.get("file_types", {}).get("JSONC", [])) == ["*.tabbar.json", "tabbar.json"], "zed: file_types maps the names to JSONC")
schemas = zed["lsp"]["json-language-server"]["settings"]["json"]["schemas"]
check(schemas[0]["url"].endswith("Editors/tabbar.schema.json"), "zed: JSON schema association points at Editors/tabbar.schema.json")
check(zed["lsp"]["tabbar"]["binary"]["arguments"] == ["lsp"], "zed: lsp.tabbar.binary runs `tabbar lsp`")
ext = tomllib.loads((editors / "zed/extension/extension.toml").read_text())
config = tomllib.loads((editors / "zed/extension/languages/tabbar/config.toml").read_text())
languages = ext["language_servers"]["tabbar"]["languages"]
check(languages == [config["name"], "Swift", "Objective-C"], "zed: extension server serves its language, Swift and Objective-C",
      languages)
check(set(ext["language_servers"]["tabbar"].get("language_ids", {})) == set(languages),
      "zed: a language id for every language the server serves")
check(all(zed["languages"][name]["language_servers"] == ["...", "tabbar"] for name in ["Swift", "Objective-C"]),
      "zed: settings keep the language's own servers and add tabbar")
check(tomllib.loads((editors / "zed/extension/Cargo.toml").read_text())["lib"]["crate-type"] == ["cdylib"], "zed: Cargo.toml builds a cdylib")

# Vim and Neovim share one syntax file.
check((editors / "vim/syntax/tabbar.vim").read_text() == (editors / "neovim/syntax/tabbar.vim").read_text(),
      "vim/syntax/tabbar.vim and neovim/syntax/tabbar.vim are the same")

# Every README exists and names the files of its folder.
for folder in ["neovim", "emacs", "vim", "helix", "sublime", "zed", "vscode", "xcode", "github", "pre-commit", "sarif", "tests"]:
    check((editors / folder / "README.md").is_file(), f"{folder}/README.md exists")
check((editors / "README.md").is_file(), "Editors/README.md exists")
sys.exit(1 if failures else 0)
