#!/usr/bin/env python3
"""Instruction counts (callgrind) of one edit of a 5,000-line Swift file in `tabbar lsp`.

    bench/source_callgrind.py [--tabbar PATH] [--edits 20] [--keep DIR]

The documents and edits of bench/source_lsp.py (`controller`: MainTabBarController.swift padded
to 5,000 lines, each edit rewriting three digits of a tab title, the profile screen open too;
`unrelated`: a 5,000-line file that names nothing of the tab bar; `swiftui`: a 3,000-line SwiftUI file, each edit
rewriting a tab's title in its `TabView`; `podcasts`: the SwiftUI `TabView` of Examples/SwiftUI/Podcasts, whose tabs
come from `ForEach(Screen.allCases)`, each edit rewriting three digits of a title in the enumeration's `switch self`;
`objc`: an Objective-C controller of 5,000 lines with macros and constants, its tabs made by a helper method, each
edit rewriting three digits of a tab title),
replayed from a file on
stdin under valgrind: once with 1 edit and once with 1 + N, so that (second - first) / N is what
the server spends per edit, whatever the machine's load (instructions, not time). ASLR off, a
fixed environment and deterministic hashing, as bench/callgrind.sh does.

--keep DIR writes the profiles (NAME-1.out, NAME-21.out) there for `callgrind_annotate --inclusive=yes`:
a function's cost per edit is the difference of the two / N. Builds the documented release binary unless
--tabbar names one. A benchmark, not a test.

Each line also gives the instructions per edit of the `didChange` handler alone (from `callgrind_annotate`,
when installed): the whole-process figure also counts the background index's first scan, which a short
session may end before it finishes (up to 1 M instructions per edit of noise, either way).
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness import build  # noqa: E402
import source_lsp as documents  # noqa: E402


def frame(message):
    body = json.dumps(message, ensure_ascii=False).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def session(root, relative, template, edits):
    spec = documents.Document(relative, [], template, relative)
    workspace = documents.Workspace(root, spec)
    value_range = spec.value_range()
    messages = [
        {"jsonrpc": "2.0", "id": 1, "method": "initialize",
         "params": {"processId": None, "rootUri": workspace.root_uri, "capabilities": {}}},
        {"jsonrpc": "2.0", "method": "initialized", "params": {}},
        {"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
            "uri": workspace.profile_uri, "languageId": "swift", "version": 1, "text": documents.PROFILE}}},
        {"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
            "uri": workspace.uri, "languageId": "objective-c" if relative.endswith(".m") else "swift", "version": 1,
            "text": spec.text()}}},
    ]
    for version in range(2, 2 + edits):
        messages.append({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
            "textDocument": {"uri": workspace.uri, "version": version},
            "contentChanges": [{"range": value_range, "text": "%03d" % (100 + (version * 37) % 900)}]}})
    # A request answered only after every edit: the index has landed and each edit is published.
    messages.append({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
    messages.append({"jsonrpc": "2.0", "method": "exit"})
    return b"".join(frame(m) for m in messages)


def instructions(tabbar, stdin_bytes, work, name):
    input_path = os.path.join(work, name + ".in")
    out_path = os.path.join(work, name + ".out")
    with open(input_path, "wb") as handle:
        handle.write(stdin_bytes)
    with open(input_path, "rb") as stdin:
        subprocess.run(["env", "-i", "PATH=/usr/bin:/bin", "HOME=/nonexistent", "SWIFT_DETERMINISTIC_HASHING=1",
                        "setarch", os.uname().machine, "-R", "valgrind", "--tool=callgrind",
                        "--callgrind-out-file=" + out_path, "--separate-threads=no", tabbar, "lsp"],
                       stdin=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    with open(out_path) as handle:
        for line in handle:
            if line.startswith(("summary:", "totals:")):
                return int(line.split()[1])
    raise SystemExit("no callgrind total in " + out_path)


def handler_instructions(out_path):
    """The inclusive instructions of `TabBarServer.didChange` in a profile (None without callgrind_annotate)."""
    try:
        listing = subprocess.run(["callgrind_annotate", "--inclusive=yes", "--threshold=100", out_path],
                                 capture_output=True, text=True, check=False).stdout
    except OSError:
        return None
    best = None
    for line in listing.splitlines():
        # TabBarServer.didChange(_:), mangled (the line with the most is the function's own total).
        if "$s14LanguageServer06TabBarB0C9didChangeyy" in line:
            count = int(line.split()[0].replace(",", ""))
            best = count if best is None else max(best, count)
    return best


def podcasts_text():
    """Examples/SwiftUI/Podcasts's RootView.swift with the edited digits in its first tab's title."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Examples", "SwiftUI", "Podcasts", "Podcasts",
                        "RootView.swift")
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    return text.replace('return "Listen Now"', 'return "Listen Now %s"' % documents.MARKER, 1)


OBJC_HEAD = """#import "MainTabBarController.h"
#import "ProfileViewController.h"

#define kTabTitleColor [UIColor colorWithRed:0.2 green:0.2 blue:0.2 alpha:1]
#define kTabMargin 8
static NSString *const kHomeImage = @"tab_home";
static const CGFloat kPlusSize = 64;

@interface MainTabBarController : UITabBarController
@end

@implementation MainTabBarController

- (void)viewDidLoad {
    [super viewDidLoad];
    [self addChild:[[UIViewController alloc] init] title:@"首页" image:kHomeImage selectedImage:@"tab_home_sel"];
    [self addChild:[[UIViewController alloc] init] title:@"消息" image:@"tab_inbox" selectedImage:@"tab_inbox_sel"];
    [self addChild:[[UIViewController alloc] init] title:@"Tab%s" image:@"tab_find" selectedImage:@"tab_find_sel"];
    [self addChild:[[ProfileViewController alloc] init] title:@"我的 😀" image:@"tab_me" selectedImage:@"tab_me_sel"];
}

- (void)addChild:(UIViewController *)child title:(NSString *)title image:(NSString *)image
   selectedImage:(NSString *)selectedImage {
    child.tabBarItem.title = title;
    child.tabBarItem.image = [UIImage imageNamed:image];
    child.tabBarItem.selectedImage = [UIImage imageNamed:selectedImage];
    UINavigationController *navigation = [[UINavigationController alloc] initWithRootViewController:child];
    [self addChildViewController:navigation];
}

""" % documents.MARKER

OBJC_HELPER = """/// Row {i} of the layout (第 {i} 行 😀).
- (CGFloat)rowHeight{i}:(CGFloat)width {{
    CGFloat inset = {size} + kTabMargin;
    return width > {width} ? inset * 2 : inset + {y};
}}

"""


def objc_text(lines=5000):
    """OBJC_HEAD, then helper methods up to `lines` lines, then `@end`: an Objective-C controller of 5,000 lines."""
    return "".join([OBJC_HEAD] + documents.repeated(OBJC_HELPER, OBJC_HEAD.count("\n") + 1, lines) + ["@end\n"])


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tabbar", help="the binary to measure (default: build the documented release binary)")
    parser.add_argument("--edits", type=int, default=20)
    parser.add_argument("--only", help="measure only these documents (controller, unrelated, swiftui, podcasts, objc)")
    parser.add_argument("--keep", metavar="DIR", help="write the callgrind profiles into DIR (for callgrind_annotate)")
    args = parser.parse_args()
    tabbar = args.tabbar or build.build_tabbar("static-executable", print)
    work = args.keep or tempfile.mkdtemp(prefix="tabbar-source-callgrind-")
    os.makedirs(work, exist_ok=True)
    cases = [("controller", "App/Main/MainTabBarController.swift", documents.controller_text()),
             ("unrelated", "App/Main/SectionLayout.swift", documents.unrelated_text()),
             ("swiftui", "App/RootView.swift", documents.swiftui_text()),
             ("podcasts", "App/Main/RootView.swift", podcasts_text()),
             ("objc", "App/Main/MainTabBarController.m", objc_text())]
    if args.only:
        cases = [case for case in cases if case[0] in args.only.split(",")]
    for name, relative, template in cases:
        counts = []
        handlers = []
        for edits in (1, 1 + args.edits):
            root = tempfile.mkdtemp(prefix="shop-", dir=work)
            counts.append(instructions(tabbar, session(root, relative, template, edits), work, "%s-%d" % (name, edits)))
            handlers.append(handler_instructions(os.path.join(work, "%s-%d.out" % (name, edits))))
        per_edit = (counts[1] - counts[0]) / args.edits
        handler = ("; didChange handler %.0f" % ((handlers[1] - handlers[0]) / args.edits)
                   if None not in handlers else "")
        print("%-10s %12.0f instructions per edit (%d with 1 edit, %d with %d%s)"
              % (name, per_edit, counts[0], counts[1], 1 + args.edits, handler))


if __name__ == "__main__":
    main()
