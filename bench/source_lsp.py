#!/usr/bin/env python3
"""Benchmark `tabbar lsp` on Objective-C and Swift source (SPEC section 7, issue 14).

    bench/source_lsp.py [--tabbar PATH] [--edits 400] [--runs 10] [--files 10000] [--json OUT]

Three figures, each taken by bench/harness/lspclient.py as for docs/performance.md:

1. edit -> diagnostics on a 5,000-line Swift file, incremental sync, p50 and p99 over `--edits`
   edits after 20 warm-up edits:
   - `controller`: MainTabBarController.swift padded to 5,000 lines with helper methods; every
     edit rewrites three digits of the fourth item's title ("Tab100" ... "Tab999"). The profile
     screen, open too, sets `title = "我的"`, so each edit also changes its TB003 message and
     it is published again: the edit costs a re-extraction of the 5,000 lines, a relink, the
     project's rules, and two publishes. Latency is to the edited file's publish.
   - `unrelated`: a 5,000-line Swift file that names no library symbol and defines no class a
     tab bar uses; edits rewrite a number in it (a byte scan, nothing linked).
   - `swiftui`: a 3,000-line SwiftUI file, a `TabView(selection:)` of four tabs and the views of its
     screens; every edit rewrites three digits of the third tab's title: a keystroke in a bar.
   `--edits-only NAME[,NAME]` measures only these files (no workspace index).
2. the index of a workspace of `--files` generated source files (bench/source_tree.py's tree plus
   Examples/Sources/ObjCSubclassModern): `initialized` -> the open view controller
   MYDiscoverViewController.m published again with TB003, which needs its configuration
   (MainTabBarController.m, not open) from the index. Median of `--runs` fresh servers.
   The server's own log line ("source index: ROOT: N source files ... in T") is reported too.
3. `initialize` and the first diagnostics of that view controller in the 10,000-file workspace
   against a workspace holding only the example app, the runs alternating: they must not wait for
   the index.

A benchmark, not a test: nothing fails on a number. Builds the documented release binary unless
--tabbar names one.
"""

import argparse
import json
import os
import shutil
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness import build, lspbench  # noqa: E402
from harness.lspclient import LspProcess, LspError, frame, initialize_params  # noqa: E402
from harness.stats import summary_ms  # noqa: E402
import source_tree  # noqa: E402

REPO = build.REPO
EXAMPLE = os.path.join(REPO, "Examples", "Sources", "ObjCSubclassModern")
VIEW_CONTROLLER = "App/TabBar/Moyu/Modules/Discover/MYDiscoverViewController.m"
MARKER = "@@V@@"


def log(message):
    print("[bench] " + message, file=sys.stderr, flush=True)


# -- the 5,000-line Swift files ---------------------------------------------------------

CONTROLLER_HEAD = """import UIKit
import CYLTabBarController

final class MainTabBarController: CYLTabBarController {
    init() {
        super.init(viewControllers: [HomeViewController(), MessagesViewController(),
                                     DiscoverViewController(), ProfileViewController()],
                   tabBarItemsAttributes: [
                       [CYLTabBarItemTitle: "首页", CYLTabBarItemImage: "home"],
                       [CYLTabBarItemTitle: "消息", CYLTabBarItemImage: "message"],
                       [CYLTabBarItemTitle: "发现", CYLTabBarItemImage: "discover"],
                       [CYLTabBarItemTitle: "Tab%s", CYLTabBarItemImage: "me"],
                   ])
    }

    required init?(coder: NSCoder) { fatalError() }
}

""" % MARKER

HELPER = """    /// Lays out section {i} (第 {i} 节 😀).
    func configureSection{i}(in view: UIView, animated: Bool) {{
        let label = UILabel(frame: CGRect(x: 0, y: {y}, width: view.bounds.width, height: 44))
        label.text = "第 {i} 节 😀"
        label.font = .systemFont(ofSize: {size})
        label.textAlignment = animated ? .center : .natural
        view.addSubview(label)
        if view.bounds.width > {width} {{ label.numberOfLines = 2 }}
    }}

"""


def repeated(template, count, lines):
    """Copies of `template` (numbered, with varied values) until `count` lines reach `lines` - 1."""
    out = []
    index = 0
    while count < lines - 1:
        piece = template.format(i=index, y=index % 700, size=12 + index % 6, width=300 + index % 200)
        out.append(piece)
        count += piece.count("\n")
        index += 1
    return out


def padded(head, extension, lines=5000):
    """`head`, then an extension of `extension` with helper methods up to `lines` lines."""
    out = [head, "extension %s {\n" % extension] + repeated(HELPER, head.count("\n") + 1, lines)
    out.append("}\n")
    return "".join(out)


def controller_text():
    return padded(CONTROLLER_HEAD, "MainTabBarController")


SWIFTUI_HEAD = """import SwiftUI

struct RootView: View {
    @State private var selection = 0

    var body: some View {
        TabView(selection: $selection) {
            FeedView()
                .tabItem { Label("首页", systemImage: "house") }
                .tag(0)
            InboxView()
                .tabItem { Label("消息", systemImage: "tray") }
                .tag(1)
            DiscoverView()
                .tabItem { Label("Tab%s", systemImage: "safari") }
                .tag(2)
            ProfileView()
                .tabItem { Label("我的 😀", systemImage: "person") }
                .tag(3)
        }
    }
}

""" % MARKER

SWIFTUI_VIEW = """/// Section {i} of the feed (第 {i} 节 😀).
struct Section{i}View: View {{
    let isCompact: Bool

    var body: some View {{
        VStack(alignment: .leading, spacing: {size}) {{
            Text("第 {i} 节 😀")
                .font(.system(size: {size}))
            if isCompact {{
                Spacer(minLength: {y})
            }} else {{
                Color.clear.frame(width: {width}, height: 44)
            }}
        }}
        .padding()
    }}
}}

"""


def swiftui_text(lines=3000):
    """SWIFTUI_HEAD, then view types up to `lines` lines."""
    return "".join([SWIFTUI_HEAD] + repeated(SWIFTUI_VIEW, SWIFTUI_HEAD.count("\n") + 1, lines))


def unrelated_text():
    head = "import UIKit\n\n/// Build %s of the helpers.\nfinal class SectionLayout {}\n\n" % MARKER
    return padded(head, "SectionLayout")


PROFILE = """import UIKit

final class ProfileViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "我的"
    }
}
"""

PLUS = """import UIKit
import CYLTabBarController

final class PostButton: CYLPlusButton, CYLPlusButtonSubclassing {
    static func plusButton() -> Any {
        let button = PostButton()
        button.frame = CGRect(x: 0, y: 0, width: 55, height: 80)
        return button
    }
}
"""

DELEGATE = """import UIKit
import CYLTabBarController

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        PostButton.register()
        return true
    }
}
"""


class Document:
    """A ServerSpec look-alike for lspbench.Session: one document whose MARKER edits rewrite."""

    def __init__(self, name, argv, template, relative):
        self.name = name
        self.argv = argv
        self.template = template
        self.filename = relative
        self.language_id = "swift"

    def text(self, value=100):
        return self.template.replace(MARKER, "%03d" % value)

    def value_range(self):
        offset = self.template.index(MARKER)
        before = self.template[:offset]
        line = before.count("\n")
        character = len(before[before.rfind("\n") + 1:].encode("utf-16-le")) // 2
        return {"start": {"line": line, "character": character}, "end": {"line": line, "character": character + 3}}


class Workspace:
    """The shop app on disk with the document `spec` at its path."""

    def __init__(self, root, spec):
        self.path = root
        files = {"Podfile": "pod 'CYLTabBarController'\n", "App/Profile/ProfileViewController.swift": PROFILE,
                 "App/Main/PostButton.swift": PLUS, "App/AppDelegate.swift": DELEGATE,
                 spec.filename: spec.text()}
        for relative, text in files.items():
            write(os.path.join(root, relative), text)
        self.file = os.path.join(root, spec.filename)
        self.root_uri = "file://" + root
        self.uri = "file://" + self.file
        self.profile_uri = "file://" + os.path.join(root, "App/Profile/ProfileViewController.swift")


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)


def measure_edits(binary, template, relative, edits, work):
    spec = Document(relative, [binary, "lsp"], template, relative)
    root = tempfile.mkdtemp(prefix="shop-", dir=work)
    workspace = Workspace(root, spec)
    session = lspbench.Session(spec, workspace)
    session.open()
    session.server.notify("textDocument/didOpen", {"textDocument": {
        "uri": workspace.profile_uri, "languageId": "swift", "version": 1, "text": PROFILE}})
    session.server.wait_for(lspbench._is_publish_for(workspace.profile_uri), 30.0)
    # Let the index of the (small) workspace land before timing.
    time.sleep(0.5)
    latencies, missed = [], 0
    for index in range(1, 20 + edits + 1):
        latency = session.edit(index, True)
        if index <= 20:
            continue
        if latency is None:
            missed += 1
        else:
            latencies.append(latency)
    peak, _, _ = session.close()
    return {"edit": summary_ms(latencies), "missed": missed, "lines": template.count("\n") + 1,
            "bytes": len(template.encode("utf-8")), "peak_rss_kib": peak}


# -- the index of a 10,000-file workspace ----------------------------------------------------

def make_tree(root, files):
    written = source_tree.generate(root, files)
    shutil.copytree(EXAMPLE, os.path.join(root, "App", "TabBar"), dirs_exist_ok=True)
    write(os.path.join(root, "Podfile"), "platform :ios, '12.0'\ntarget 'App' do\n  pod 'CYLTabBarController'\nend\n")
    return written


def make_small(root):
    shutil.copytree(EXAMPLE, os.path.join(root, "App", "TabBar"), dirs_exist_ok=True)
    write(os.path.join(root, "Podfile"), "pod 'CYLTabBarController'\n")


def is_publish(uri, accept=None):
    def predicate(message):
        if message.get("method") != lspbench.PUBLISH:
            return False
        params = message.get("params") or {}
        return params.get("uri") == uri and (accept is None or accept(params))
    return predicate


def has_tb003(params):
    return any(d.get("code") == "TB003" for d in params.get("diagnostics") or [])


def index_run(argv, root, timeout=120.0):
    """One fresh server on `root`: (initialize ns, first diagnostics ns, index ns or None)."""
    root_uri = "file://" + root
    path = os.path.join(root, VIEW_CONTROLLER)
    uri = "file://" + path
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    init = frame({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": initialize_params(root_uri)})
    started = time.perf_counter_ns()
    server = LspProcess(argv, cwd=root, root_uri=root_uri)
    server.next_id = 2
    server.write(init)
    initialized_ns = server.wait_response_message(1, timeout)["arrived_ns"] - started
    sent = server.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
    opened = server.send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
        "uri": uri, "languageId": "objective-c", "version": 1, "text": text}}})
    first = server.wait_for(is_publish(uri), timeout)
    first_ns = first["arrived_ns"] - opened
    index_ns = None
    if has_tb003(first["params"]):
        index_ns = first["arrived_ns"] - sent
    else:
        try:
            index_ns = server.wait_for(is_publish(uri, has_tb003), timeout)["arrived_ns"] - sent
        except LspError:
            pass
    server.shutdown()
    return initialized_ns, first_ns, index_ns


def logged_index(binary, root):
    """The server's own log line about the scan of `root`."""
    with tempfile.NamedTemporaryFile(mode="r", suffix=".log") as log_file:
        argv = ["sh", "-c", 'exec "$0" lsp 2>>"$1"', binary, log_file.name]
        index_run(argv, root)
        lines = [line.strip() for line in log_file.read().splitlines() if line.startswith("source index: ")]
    return lines


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tabbar", help="the tabbar binary (default: build the documented release binary)")
    parser.add_argument("--edits", type=int, default=400)
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--files", type=int, default=10000)
    parser.add_argument("--json", help="also write the figures to this file")
    parser.add_argument("--edits-only", help="measure only these edit files (controller, unrelated, swiftui), no index")
    args = parser.parse_args()

    binary = args.tabbar or build.build_tabbar(build.RELEASE_LINK, log)
    if not binary:
        return 1
    binary = os.path.abspath(binary)
    work = tempfile.mkdtemp(prefix="tabbar-source-lsp-")
    results = {"commit": build.git_commit(), "binary": binary, "edits": {}, "index": {}}
    try:
        wanted = args.edits_only.split(",") if args.edits_only else None
        for name, template, relative in (("controller", controller_text(), "App/Main/MainTabBarController.swift"),
                                         ("unrelated", unrelated_text(), "App/Util/SectionLayout.swift"),
                                         ("swiftui", swiftui_text(), "App/RootView.swift")):
            if wanted is not None and name not in wanted:
                continue
            log("edits: %s (%d lines)" % (name, template.count("\n") + 1))
            results["edits"][name] = measure_edits(binary, template, relative, args.edits, work)
        if wanted is not None:
            report(results, args.json)
            return 0

        big = os.path.join(work, "big")
        small = os.path.join(work, "small")
        written = make_tree(big, args.files)
        make_small(small)
        log("tree: %s, %d generated files" % (big, written))
        # The two workspaces alternate, so that a change in the machine's load hits both alike.
        samples = {label: ([], [], []) for label in ("empty", "big")}
        for run in range(args.runs + 1):
            for label, root in (("empty", small), ("big", big)):
                initialized_ns, first_ns, index_ns = index_run([binary, "lsp"], root)
                if run == 0:
                    continue  # the page cache warms up
                inits, firsts, indexes = samples[label]
                inits.append(initialized_ns)
                firsts.append(first_ns)
                if index_ns is not None:
                    indexes.append(index_ns)
        for label, (inits, firsts, indexes) in samples.items():
            results["index"][label] = {"files": written if label == "big" else 0,
                                       "initialize": summary_ms(inits), "first_diagnostics": summary_ms(firsts),
                                       "index_to_tb003": summary_ms(indexes), "missed": args.runs - len(indexes)}
        results["index"]["big"]["log"] = logged_index(binary, big)
    finally:
        shutil.rmtree(work, ignore_errors=True)

    report(results, args.json)
    return 0


def report(results, json_path):
    """Prints the figures as a table (and writes them to `json_path` when given)."""
    print("| figure | p50 | p99 | n |")
    print("|---|---|---|---|")
    for name, entry in results["edits"].items():
        edit = entry["edit"] or {}
        print("| edit -> diagnostics, %s (%d lines, %d B) | %.3f ms | %.3f ms | %d |"
              % (name, entry["lines"], entry["bytes"], edit.get("p50", float("nan")), edit.get("p99", float("nan")),
                 edit.get("n", 0)))
    for label in ("empty", "big"):
        entry = results["index"].get(label)
        if entry is None:
            continue
        what = "%d-file workspace" % entry["files"] if entry["files"] else "example app only"
        for figure in ("initialize", "first_diagnostics", "index_to_tb003"):
            value = entry[figure] or {}
            print("| %s: %s | %.3f ms | %.3f ms | %d |" % (what, figure.replace("_", " "),
                                                            value.get("p50", float("nan")),
                                                            value.get("p99", float("nan")), value.get("n", 0)))
    for line in results["index"].get("big", {}).get("log", []):
        print("server log: " + line)
    if json_path:
        with open(json_path, "w") as out:
            json.dump(results, out, indent=2)


if __name__ == "__main__":
    sys.exit(main())
