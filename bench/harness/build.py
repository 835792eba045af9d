"""Building what is measured: tabbar (release, static or dynamic Swift stdlib) and the core micro-benchmark."""

import os
import sys
import shutil
import subprocess

BENCH_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REPO = os.path.dirname(BENCH_DIR)
WORK = os.path.join(REPO, ".build-bench")


def swift_environment():
    """The environment with the toolchain on PATH (as .ci/run sets it)."""
    env = dict(os.environ)
    if shutil.which("swift") is None and os.path.isdir("/opt/swift/usr/bin"):
        env["PATH"] = "/opt/swift/usr/bin:" + env.get("PATH", "")
    return env


def git_commit(repo=REPO):
    try:
        result = subprocess.run(["git", "-C", repo, "rev-parse", "--short", "HEAD"], capture_output=True,
                                text=True, timeout=10)
        commit = result.stdout.strip() or "?"
        dirty = subprocess.run(["git", "-C", repo, "status", "--porcelain", "--untracked-files=no"],
                               capture_output=True, text=True, timeout=10).stdout.strip()
        return commit + ("+dirty" if dirty else "")
    except (OSError, subprocess.TimeoutExpired):
        return "?"


# The release build the README documents: on Linux a fully static executable (the Swift
# standard library, libstdc++ and glibc linked in: no dynamic loader work at start-up, about
# 2.4 M instructions less per process); elsewhere the Swift standard library linked statically.
RELEASE_LINK = "static-executable" if sys.platform.startswith("linux") else "static"

# The functions a language-server session runs, laid out first (bench/link_order.py writes the
# file): every function in a section of its own, and lld places the named ones together, so
# start-up faults in fewer code pages. Needs the toolchain's lld (Swift 5.9 and later ship it).
ORDER_FILE = os.path.join(REPO, "link", "tabbar.order")
ORDERED_LINK = ["-Xswiftc", "-Xfrontend", "-Xswiftc", "-function-sections", "-Xswiftc", "-use-ld=lld",
                "-Xlinker", "--symbol-ordering-file=" + ORDER_FILE, "-Xlinker", "--no-warn-symbol-ordering"]

LINK_FLAGS = {
    "static": ["--static-swift-stdlib"],
    "dynamic": [],
    # Fully static (glibc and libstdc++ too): no dynamic loader work at start-up; the release build.
    "static-executable": ["--static-swift-stdlib", "-Xswiftc", "-static-executable"] + ORDERED_LINK,
    # The same without the layout of link/tabbar.order (the release build before issue 32, item 6).
    "unordered": ["--static-swift-stdlib", "-Xswiftc", "-static-executable"],
}

# The C of ScreenKernel in DWARF 4, as Swift emits it: valgrind 3.19 (callgrind, the benches' instruction
# counts) refuses a binary that mixes clang's default DWARF 5 into it.
C_DEBUG = ["-Xcc", "-gdwarf-4"]


def has_lld(env=None):
    """Whether the toolchain (or PATH) has ld.lld, which the ordered link needs."""
    env = env or swift_environment()
    swift = shutil.which("swift", path=env.get("PATH"))
    if swift and os.path.exists(os.path.join(os.path.dirname(os.path.realpath(swift)), "ld.lld")):
        return True
    return shutil.which("ld.lld", path=env.get("PATH")) is not None


def build_tabbar(mode, log):
    """`swift build -c release` with the flags of link `mode`; returns a copy of the binary or None.

    Each link mode has its own scratch folder (.build-bench/build-MODE): SwiftPM
    recompiles everything when --static-swift-stdlib flips, so sharing one folder would
    rebuild the whole package on every switch. The binary is copied to
    .build-bench/bin/tabbar-MODE.
    """
    env = swift_environment()
    flags = LINK_FLAGS[mode]
    if flags[-len(ORDERED_LINK):] == ORDERED_LINK and not has_lld(env):
        log("no ld.lld in the toolchain: linking %s without the order of link/tabbar.order" % mode)
        flags = flags[:-len(ORDERED_LINK)]
    flags = flags + C_DEBUG
    scratch = os.path.join(WORK, "build-" + mode)
    # SwiftPM does not recompile when only -Xswiftc flags change: new flags start the folder again.
    stamp = os.path.join(scratch, "flags")
    if os.path.isdir(scratch) and (not os.path.exists(stamp) or open(stamp).read() != " ".join(flags)):
        log("flags of %s changed: building it from scratch" % mode)
        shutil.rmtree(scratch)
    os.makedirs(scratch, exist_ok=True)
    with open(stamp, "w") as handle:
        handle.write(" ".join(flags))
    # Nor does it link again when only the order file changed.
    product = os.path.join(scratch, "release", "tabbar")
    if ORDERED_LINK[-3] in " ".join(flags) and os.path.exists(product) \
            and os.path.getmtime(product) < os.path.getmtime(ORDER_FILE):
        os.unlink(os.path.realpath(product))
    args = ["swift", "build", "-c", "release", "--product", "tabbar", "--scratch-path", scratch] + flags
    log("$ " + " ".join(args))
    result = subprocess.run(args, cwd=REPO, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if result.returncode != 0:
        log(result.stdout[-3000:])
        log("build failed (%s)" % mode)
        return None
    bin_dir = subprocess.run(args + ["--show-bin-path"], cwd=REPO, env=env, capture_output=True,
                             text=True).stdout.strip()
    source = os.path.join(bin_dir, "tabbar")
    os.makedirs(os.path.join(WORK, "bin"), exist_ok=True)
    target = os.path.join(WORK, "bin", "tabbar-" + mode)
    shutil.copy2(source, target)
    return target


def build_microbench(log):
    """The in-process core benchmark (bench/micro/main.swift) against this checkout; path or None."""
    package = os.path.join(WORK, "micro")
    sources = os.path.join(package, "Sources", "tabbar-microbench")
    os.makedirs(sources, exist_ok=True)
    shutil.copy2(os.path.join(BENCH_DIR, "micro", "main.swift"), os.path.join(sources, "main.swift"))
    identity = os.path.basename(REPO).lower()
    manifest = """// swift-tools-version:6.0
// Generated by bench/run; do not edit.
import PackageDescription

let package = Package(
    name: "tabbar-microbench",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: %s)],
    targets: [
        .executableTarget(name: "tabbar-microbench",
                          dependencies: [.product(name: "TabBarCore", package: %s)]),
    ]
)
""" % (_swift_string(REPO), _swift_string(identity))
    with open(os.path.join(package, "Package.swift"), "w") as handle:
        handle.write(manifest)
    args = ["swift", "build", "-c", "release", "--static-swift-stdlib"]
    log("$ (cd .build-bench/micro && " + " ".join(args) + ")")
    result = subprocess.run(args, cwd=package, env=swift_environment(), stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True)
    if result.returncode != 0:
        log(result.stdout[-3000:])
        log("micro-benchmark build failed")
        return None
    bin_dir = subprocess.run(args + ["--show-bin-path"], cwd=package, env=swift_environment(), capture_output=True,
                             text=True).stdout.strip()
    return os.path.join(bin_dir, "tabbar-microbench")


def _swift_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'
