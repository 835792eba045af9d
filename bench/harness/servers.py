"""The language servers under test, their documents, and the value each edit changes."""

import os
import shutil
import subprocess
import sys
import sysconfig

FIXTURES = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "fixtures")
MARKER = "@@V@@"
FIRST_VALUE = 100


class ServerSpec:
    """How to start one server and which document it is timed on.

    The fixture holds MARKER where a three-digit value goes; edit `i` writes
    `100 + i % 900`, so every edit changes the value and keeps its length (the
    edited range stays the same, in every position encoding).
    """

    def __init__(self, name, argv, fixture, filename, language_id, note=""):
        self.name = name
        self.argv = argv
        self.fixture = fixture
        self.filename = filename
        self.language_id = language_id
        self.note = note
        with open(os.path.join(FIXTURES, fixture), encoding="utf-8") as handle:
            self.template = handle.read()

    def text(self, value=FIRST_VALUE):
        return self.template.replace(MARKER, "%03d" % value)

    def value_range(self):
        """LSP range (UTF-16 columns) of the edited value."""
        offset = self.template.index(MARKER)
        before = self.template[:offset]
        line = before.count("\n")
        line_start = before.rfind("\n") + 1
        character = len(before[line_start:].encode("utf-16-le")) // 2
        return {"start": {"line": line, "character": character},
                "end": {"line": line, "character": character + 3}}


def is_executable_binary(path):
    """True for a native executable (not a shim script that would add its own start-up)."""
    try:
        with open(path, "rb") as handle:
            return handle.read(4) == b"\x7fELF"
    except OSError:
        return False


def find_python_tool(name):
    """The real binary of a pip-installed tool, bypassing pyenv/asdf shims."""
    candidates = [os.path.join(sysconfig.get_path("scripts"), name)]
    on_path = shutil.which(name)
    if on_path:
        candidates.append(on_path)
        candidates.append(os.path.realpath(on_path))
    try:
        resolved = subprocess.run(["pyenv", "which", name], capture_output=True, text=True, timeout=20)
        if resolved.returncode == 0:
            candidates.append(resolved.stdout.strip())
    except (OSError, subprocess.TimeoutExpired):
        pass
    for candidate in candidates:
        if candidate and is_executable_binary(candidate):
            return candidate
    return None


def ensure_python_tools(names, log):
    """Installs missing tools with pip; returns {name: binary or None}."""
    found = {name: find_python_tool(name) for name in names}
    missing = [name for name, path in found.items() if path is None]
    if missing:
        log("installing %s with pip" % " ".join(missing))
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", *missing], check=False)
        found.update({name: find_python_tool(name) for name in missing})
    return found


def tool_version(binary):
    try:
        result = subprocess.run([binary, "--version"], capture_output=True, text=True, timeout=20)
        return result.stdout.strip().splitlines()[0] if result.stdout.strip() else "?"
    except (OSError, subprocess.TimeoutExpired, IndexError):
        return "?"


def specs(tabbar_binary, tombi_binary, ruff_binary):
    """ServerSpecs of the servers that are available, tabbar first."""
    result = []
    if tabbar_binary:
        result.append(ServerSpec("tabbar", [tabbar_binary, "lsp"], "typical.tabbar.json", "tabbar.json", "json",
                                 "JSONC tab-bar configuration"))
    if tombi_binary:
        result.append(ServerSpec("tombi", [tombi_binary, "lsp", "--offline"], "typical.tabbar.toml", "tabbar.toml",
                                 "toml", "the same configuration as TOML; --offline (no schema downloads)"))
    if ruff_binary:
        result.append(ServerSpec("ruff", [ruff_binary, "server"], "typical.py", "tabbar.py", "python",
                                 "a Python file of the same size"))
    return result


def floor_spec():
    """`cat` as a pseudo-server: the harness's own cost of spawning and a pipe round trip."""
    return ServerSpec("floor", ["cat"], "typical.tabbar.json", "tabbar.json", "json", "cat echoing the request")
