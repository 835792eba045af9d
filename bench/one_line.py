#!/usr/bin/env python3
"""Benchmark tabbar on big files written on one line against the same text in lines (issue 32, item 5).

    bench/one_line.py [--tabbar PATH] [--mb 5] [--runs 3] [--only objc,swift,storyboard,json] [--no-lsp] [--keep DIR]

For each language it writes two files of about `--mb` MB into a temporary folder (or `--keep DIR`), each in
a folder of its own:

- `objc`: copies of a UITabBarController subclass (four tabs added by a helper, CJK and emoji titles) and
  of a custom UITabBar with a raised button installed through KVC, as Weibo-like apps write them;
- `swift`: the same in Swift, every statement and declaration ended by `;` so that the text means the
  same on one line;
- `storyboard`: one storyboard of tab bar controller scenes, four view controller scenes each (two tabs of
  each bar share a title: a finding per bar);
- `json`: a `tabbar.json` of tens of thousands of items (every one a finding or two: TB001 and TB003), two-space
  indented (its one-line form keeps the indentation's spaces, as the others do);

`lines/` holds the text in lines, `oneline/` the same text with every line break replaced by a space.
Every copy in code and storyboard is a tab bar, so those files also stand for "a file with thousands of bars".

It then times, with the given binary (the release build this checkout documents, built unless --tabbar
names one), the median of `--runs` runs of each command, wall clock and CPU (user + system of the child):
`check FOLDER` (text), `check --format json FOLDER`, `preview FILE` (ascii: 20 bars and a note),
`preview --format json FILE` (every bar); and, unless --no-lsp, the language server over stdio
(bench/harness/lspclient.py) on the folder: `didOpen` to the first `publishDiagnostics`, an incremental
`didChange` of a title in the last bar to its `publishDiagnostics`, and the requests `textDocument/diagnostic`,
`hover` (on that title), `inlayHint` and `codeLens` over the whole document. It prints one Markdown table:
each figure for the lined and the one-line file and their ratio, which issue 32 wants at most 2.

A benchmark, not a test: nothing fails on a number.
"""

import argparse
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness import build  # noqa: E402
from harness.lspclient import LspProcess, frame, initialize_params  # noqa: E402
from harness.stats import median  # noqa: E402

MARKER = "Tab100"

OBJC = """@interface WBTabBarController{k} : UITabBarController
@end

@interface WBTabBar{k} : UITabBar
@property (nonatomic, weak) UIButton *composeButton;
@end

@implementation WBTabBarController{k}

- (void)viewDidLoad {
    [super viewDidLoad];
    [self setupChildViewControllers];
    WBTabBar{k} *tabBar = [[WBTabBar{k} alloc] init];
    [self setValue:tabBar forKeyPath:@"tabBar"];
}

- (void)setupChildViewControllers {
    WBHomeViewController *home = [[WBHomeViewController alloc] init];
    [self addChildVc:home title:@"{title}" image:@"tabbar_home" selectedImage:@"tabbar_home_selected"];

    WBMessageViewController *message = [[WBMessageViewController alloc] init];
    [self addChildVc:message title:@"消息 😀" image:@"tabbar_message_center" selectedImage:@"tabbar_message_center_selected"];

    WBDiscoverViewController *discover = [[WBDiscoverViewController alloc] init];
    [self addChildVc:discover title:@"发现" image:@"tabbar_discover" selectedImage:@"tabbar_discover_selected"];

    WBProfileViewController *profile = [[WBProfileViewController alloc] init];
    [self addChildVc:profile title:@"我" image:@"tabbar_profile" selectedImage:@"tabbar_profile_selected"];
}

- (void)addChildVc:(UIViewController *)childVc title:(NSString *)title image:(NSString *)image selectedImage:(NSString *)selectedImage {
    childVc.title = title;
    childVc.tabBarItem.image = [UIImage imageNamed:image];
    childVc.tabBarItem.selectedImage = [[UIImage imageNamed:selectedImage] imageWithRenderingMode:UIImageRenderingModeAlwaysOriginal];
    UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:childVc];
    [self addChildViewController:nav];
}

@end

@implementation WBTabBar{k}

- (instancetype)initWithFrame:(CGRect)frame {
    if (self = [super initWithFrame:frame]) {
        UIButton *button = [UIButton buttonWithType:UIButtonTypeCustom];
        [button setBackgroundImage:[UIImage imageNamed:@"tabbar_compose_button"] forState:UIControlStateNormal];
        button.bounds = CGRectMake(0, 0, 64, 64);
        [self addSubview:button];
        self.composeButton = button;
    }
    return self;
}

- (void)layoutSubviews {
    [super layoutSubviews];
    CGFloat width = self.bounds.size.width / (self.items.count + 1);
    NSInteger index = 0;
    for (UIView *child in self.subviews) {
        if ([child isKindOfClass:[UIControl class]]) {
            if (index == 2) {
                index += 1;
            }
            child.frame = CGRectMake(index * width, 0, width, 49);
            index += 1;
        }
    }
    self.composeButton.center = CGPointMake(self.bounds.size.width * 0.5, self.bounds.size.height * 0.5);
}

@end

"""

# One statement or declaration per line, no comments: `;` is added where a line ends one, so that the
# text means the same on one line.
SWIFT = """final class MainTabBarController{k}: UITabBarController {
override func viewDidLoad() {
super.viewDidLoad()
let raisedBar = RaisedTabBar{k}()
raisedBar.publishButton.addTarget(self, action: #selector(publish), for: .touchUpInside)
setValue(raisedBar, forKey: "tabBar")
addChild(FeedViewController(), title: "{title}", image: "moments_feed", selectedImage: "moments_feed_selected")
addChild(MessagesViewController(), title: "消息 😀", image: "moments_messages", selectedImage: "moments_messages_selected")
addChild(DiscoverViewController(), title: "Discover", image: "moments_discover", selectedImage: "moments_discover_selected")
addChild(ProfileViewController(), title: "Me", image: "moments_me", selectedImage: "moments_me_selected")
}
private func addChild(_ controller: UIViewController, title: String, image: String, selectedImage: String) {
controller.tabBarItem.title = title
controller.tabBarItem.image = UIImage(named: image)
controller.tabBarItem.selectedImage = UIImage(named: selectedImage)?.withRenderingMode(.alwaysOriginal)
controller.navigationItem.title = title
addChild(UINavigationController(rootViewController: controller))
}
@objc private func publish() {
present(UINavigationController(rootViewController: ComposeViewController()), animated: true)
}
}
final class RaisedTabBar{k}: UITabBar {
let publishButton = UIButton(type: .custom)
override init(frame: CGRect) {
super.init(frame: frame)
publishButton.setBackgroundImage(UIImage(named: "moments_publish"), for: .normal)
publishButton.bounds = CGRect(x: 0, y: 0, width: 64, height: 64)
addSubview(publishButton)
}
required init?(coder: NSCoder) {
fatalError("init(coder:) has not been implemented")
}
override func layoutSubviews() {
super.layoutSubviews()
let buttonWidth = bounds.width / CGFloat((items?.count ?? 0) + 1)
var index = 0
for button in subviews where button is UIControl && button !== publishButton {
if index == 2 {
index += 1
}
button.frame = CGRect(x: CGFloat(index) * buttonWidth, y: 0, width: buttonWidth, height: 49)
index += 1
}
publishButton.center = CGPoint(x: bounds.width * 0.5, y: bounds.height * 0.5 - 14)
}
}"""

STORYBOARD_HEAD = """<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="tbc-0">
    <device id="retina6_12" orientation="portrait" appearance="light"/>
    <dependencies>
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
    </dependencies>
    <scenes>
"""

STORYBOARD_BAR = """        <scene sceneID="scn-tbc-{k}">
            <objects>
                <tabBarController id="tbc-{k}" customClass="MainTabBarController{k}" customModule="Shop" customModuleProvider="target" sceneMemberID="viewController">
                    <tabBar key="tabBar" contentMode="scaleToFill" id="bar-{k}">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="49"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <tabBarAppearance key="standardAppearance" id="app-std-{k}"/>
                        <tabBarAppearance key="scrollEdgeAppearance" id="app-scr-{k}"/>
                    </tabBar>
                    <connections>
                        <segue destination="vc-a-{k}" kind="relationship" relationship="viewControllers" id="seg-a-{k}"/>
                        <segue destination="vc-b-{k}" kind="relationship" relationship="viewControllers" id="seg-b-{k}"/>
                        <segue destination="vc-c-{k}" kind="relationship" relationship="viewControllers" id="seg-c-{k}"/>
                        <segue destination="vc-d-{k}" kind="relationship" relationship="viewControllers" id="seg-d-{k}"/>
                    </connections>
                </tabBarController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="frs-tbc-{k}" userLabel="First Responder" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="-620" y="84"/>
        </scene>
"""

STORYBOARD_TAB = """        <scene sceneID="scn-{t}-{k}">
            <objects>
                <viewController id="vc-{t}-{k}" customClass="{cls}ViewController" customModule="Shop" customModuleProvider="target" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="view-{t}-{k}">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    </view>
                    <tabBarItem key="tabBarItem" title="{title}" image="{image}" catalog="system" id="itm-{t}-{k}"/>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="frs-{t}-{k}" userLabel="First Responder" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="300" y="-420"/>
        </scene>
"""

STORYBOARD_TAIL = """    </scenes>
    <resources>
        <image name="house" catalog="system" width="128" height="104"/>
    </resources>
</document>
"""


def log(message):
    print("[bench] " + message, file=sys.stderr, flush=True)


def swift_statements(text):
    """`text` (one statement or declaration per line) indented, with `;` wherever a line ends one."""
    raw = text.split("\n")
    out, depth = [], 0
    for index, line in enumerate(raw):
        stripped = line.strip()
        if stripped.startswith("}"):
            depth -= 1
        following = raw[index + 1].strip() if index + 1 < len(raw) else ""
        ends = not (stripped.endswith("{") or following.startswith("}"))
        out.append("    " * depth + stripped + (";" if ends else ""))
        if stripped.endswith("{"):
            depth += 1
    return "\n".join(out) + "\n"


def copies(template, size, render):
    """Copies of `template` rendered with index k until `size` bytes; the last one's first title is MARKER."""
    parts, total, k = [], 0, 0
    one = len(render(template, 0, "首页").encode("utf-8"))
    count = max(1, size // one)
    for k in range(count):
        text = render(template, k, MARKER if k == count - 1 else "首页")
        parts.append(text)
        total += len(text.encode("utf-8"))
    return parts, count


def json_text(size):
    """A tabbar.json of many items (CJK and emoji titles, an unknown key each), two-space indented."""
    item = ('    {{\n      "title": "{title}",\n      "image": "home_{k}",\n      "selectedImage": "home_{k}_selected",\n'
            '      "viewController": {{ "class": "VC{k}", "title": "主页 {k} 😀" }},\n      "badge": "{k}"\n    }}')
    parts, count = copies(item, size, lambda t, k, title: t.format(k=k, title=title))
    text = ('{\n  "items": [\n' + ",\n".join(parts) + '\n  ],\n'
            '  "plusButton": { "image": "plus", "index": 2, "multiplerInCenterY": 0.3 }\n}\n')
    return text, count


def objc_text(size):
    parts, count = copies(OBJC, size, lambda t, k, title: t.replace("{k}", str(k)).replace("{title}", title))
    return "".join(parts), count


def swift_text(size):
    statements = swift_statements(SWIFT)
    parts, count = copies(statements, size, lambda t, k, title: t.replace("{k}", str(k)).replace("{title}", title))
    return "import UIKit;\n" + "".join(parts), count


def storyboard_text(size):
    def render(_, k, title):
        # The fourth tab repeats the third's title: a finding (TB009) per bar.
        tabs = [("a", "Home", title, "house"), ("b", "Cart", "购物车 😀", "cart"), ("c", "Me", "我", "person"),
                ("d", "More", "我", "ellipsis")]
        return STORYBOARD_BAR.replace("{k}", str(k)) + "".join(
            STORYBOARD_TAB.replace("{k}", str(k)).replace("{t}", t).replace("{cls}", cls).replace("{title}", name)
            .replace("{image}", image) for t, cls, name, image in tabs)
    parts, count = copies(None, size, render)
    return STORYBOARD_HEAD + "".join(parts) + STORYBOARD_TAIL, count


LANGUAGES = {
    "objc": ("Bars.m", "objective-c", objc_text),
    "swift": ("Bars.swift", "swift", swift_text),
    "storyboard": ("Main.storyboard", "storyboard", storyboard_text),
    "json": ("tabbar.json", "json", json_text),
}


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)


def generate(root, language, size):
    """Writes root/language/{lines,oneline}/FILE; returns (bars, {form: path})."""
    name, _, make = LANGUAGES[language]
    text, bars = make(size)
    paths = {}
    for form, body in (("lines", text), ("oneline", text.replace("\n", " "))):
        path = os.path.join(root, language, form, name)
        write(path, body)
        paths[form] = path
    return bars, paths


# -- commands -------------------------------------------------------------------------------------

def timed(argv, cwd):
    """(wall s, CPU s) of one run of `argv`, its output thrown away."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    subprocess.run(argv, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def command_figures(binary, path, runs):
    folder, name = os.path.dirname(path), os.path.basename(path)
    commands = {
        "check": [binary, "check", "."],
        "check --format json": [binary, "check", "--format", "json", "."],
        "preview": [binary, "preview", name],
        "preview --format json": [binary, "preview", "--format", "json", name],
    }
    figures = {}
    for label, argv in commands.items():
        samples = [timed(argv, folder) for _ in range(runs)]
        figures[label] = (median([s[0] for s in samples]), median([s[1] for s in samples]))
    return figures


# -- the language server --------------------------------------------------------------------------

def utf16_position(text, index):
    """The LSP position (UTF-16 columns) of character `index` of `text`."""
    line = text.count("\n", 0, index)
    start = text.rfind("\n", 0, index) + 1
    return {"line": line, "character": len(text[start:index].encode("utf-16-le")) // 2}


def lsp_figures(binary, path, language_id, runs, timeout=120.0):
    """Seconds for didOpen -> diagnostics, didChange -> diagnostics, and four requests (medians)."""
    folder = os.path.dirname(path)
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    uri = "file://" + path
    marker = text.rindex(MARKER)
    value = {"start": utf16_position(text, marker + 3), "end": utf16_position(text, marker + 6)}
    inside = utf16_position(text, marker + 1)
    whole = {"start": {"line": 0, "character": 0}, "end": utf16_position(text, len(text))}
    figures = {"didOpen → diagnostics": [], "didChange → diagnostics": [], "diagnostic (pull)": [],
               "hover": [], "inlayHint": [], "codeLens": []}
    answers = {}
    for run in range(runs):
        root_uri = "file://" + folder
        server = LspProcess([binary, "lsp"], cwd=folder, root_uri=root_uri)
        server.wait_response(server.request("initialize", initialize_params(root_uri, pull=True)), timeout)
        server.notify("initialized", {})
        sent = server.send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
            "uri": uri, "languageId": language_id, "version": 1, "text": text}}})
        message = server.wait_for(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                                  and (m.get("params") or {}).get("uri") == uri, timeout)
        figures["didOpen → diagnostics"].append((message["arrived_ns"] - sent) * 1e-9)
        answers["diagnostics"] = len(message["params"].get("diagnostics") or [])
        for edit in range(5):
            version = 2 + edit
            sent = server.send({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
                "textDocument": {"uri": uri, "version": version},
                "contentChanges": [{"range": value, "text": "%03d" % (101 + edit + 5 * run)}]}})
            message = server.wait_for(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                                      and (m.get("params") or {}).get("uri") == uri
                                      and (m.get("params") or {}).get("version") == version, timeout)
            figures["didChange → diagnostics"].append((message["arrived_ns"] - sent) * 1e-9)
        requests = {
            "diagnostic (pull)": ("textDocument/diagnostic", {"textDocument": {"uri": uri}}),
            "hover": ("textDocument/hover", {"textDocument": {"uri": uri}, "position": inside}),
            "inlayHint": ("textDocument/inlayHint", {"textDocument": {"uri": uri}, "range": whole}),
            "codeLens": ("textDocument/codeLens", {"textDocument": {"uri": uri}}),
        }
        for label, (method, params) in requests.items():
            for _ in range(10):
                request_id, data = server.request_frame(method, params)
                sent = server.write(data)
                message = server.wait_response_message(request_id, timeout)
                figures[label].append((message["arrived_ns"] - sent) * 1e-9)
                result = message.get("result")
                answers[label] = (len(result.get("items") or []) if isinstance(result, dict) and "items" in result
                                  else len(result) if isinstance(result, list) else "null" if result is None else "yes")
        server.shutdown()
    return {label: median(samples) for label, samples in figures.items()}, answers


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tabbar", help="the tabbar binary (default: build the documented release binary)")
    parser.add_argument("--mb", type=float, default=5.0, help="size of each file in MB (default 5)")
    parser.add_argument("--runs", type=int, default=3, help="runs per figure; the median is printed")
    parser.add_argument("--only", default="objc,swift,storyboard,json", help="languages, comma-separated")
    parser.add_argument("--no-lsp", action="store_true", help="leave the language server out")
    parser.add_argument("--keep", help="write the files here and keep them")
    parser.add_argument("--timeout", type=float, default=120.0, help="seconds to wait for one server answer")
    args = parser.parse_args()

    binary = args.tabbar or build.build_tabbar(build.RELEASE_LINK, log)
    if not binary:
        return 1
    binary = os.path.abspath(binary)
    root = os.path.abspath(args.keep) if args.keep else tempfile.mkdtemp(prefix="tabbar-one-line-")
    size = int(args.mb * 1_000_000)
    rows = []
    try:
        for language in args.only.split(","):
            bars, paths = generate(root, language, size)
            log("%s: %d copies (%s), %d bytes: %s" % (language, bars, "items" if language == "json" else "bars",
                                                      os.path.getsize(paths["lines"]), root))
            results = {}
            for form, path in paths.items():
                log("%s %s: commands" % (language, form))
                commands = command_figures(binary, path, args.runs)
                server, answers = ({}, {}) if args.no_lsp else lsp_figures(binary, path, LANGUAGES[language][1], args.runs,
                                                                           args.timeout)
                if answers:
                    log("%s %s: server answers %s" % (language, form, answers))
                results[form] = (commands, server)
            for label in results["lines"][0]:
                (wall_a, cpu_a), (wall_b, cpu_b) = results["lines"][0][label], results["oneline"][0][label]
                rows.append((language, label, "%.2f / %.2f s" % (wall_a, cpu_a), "%.2f / %.2f s" % (wall_b, cpu_b),
                             "%.2f" % (wall_b / wall_a), "%.2f" % (cpu_b / cpu_a)))
            for label in results["lines"][1]:
                a, b = results["lines"][1][label], results["oneline"][1][label]
                rows.append((language, "server: " + label, "%.1f ms" % (a * 1e3), "%.1f ms" % (b * 1e3),
                             "%.2f" % (b / a), ""))
    finally:
        if not args.keep:
            shutil.rmtree(root, ignore_errors=True)
    print("| file | figure | in lines (wall / CPU) | on one line (wall / CPU) | ratio (wall) | ratio (CPU) |")
    print("|---|---|---|---|---|---|")
    for row in rows:
        print("| " + " | ".join(row) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
