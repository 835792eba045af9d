"""Timing whole commands: hyperfine when installed, else the harness's own repeated timing."""

import json
import os
import shutil
import subprocess
import tempfile
import time

from .stats import median


def have_hyperfine():
    return shutil.which("hyperfine") is not None


def time_command(argv, runs, warmup=1, cwd=None, taskset=None):
    """Wall time of `argv` (output discarded, exit status ignored).

    Returns {median, mean, min, max, user, system (seconds), runs, tool, exit}.
    """
    if taskset is not None:
        argv = ["taskset", "-c", taskset] + list(argv)
    if have_hyperfine():
        return _hyperfine(argv, runs, warmup, cwd)
    return _own(argv, runs, warmup, cwd)


def _hyperfine(argv, runs, warmup, cwd):
    with tempfile.NamedTemporaryFile(suffix=".json", delete=False) as export:
        path = export.name
    try:
        command = " ".join(_shell_quote(part) for part in argv)
        subprocess.run(["hyperfine", "--shell=none", "--ignore-failure", "--style", "none",
                        "--warmup", str(warmup), "--runs", str(runs), "--export-json", path, command],
                       cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        with open(path) as handle:
            result = json.load(handle)["results"][0]
    finally:
        os.unlink(path)
    codes = result.get("exit_codes") or [None]
    return {"median": result["median"], "mean": result["mean"], "min": result["min"], "max": result["max"],
            "user": result["user"], "system": result["system"], "runs": len(result["times"]),
            "tool": "hyperfine", "exit": codes[0]}


def _own(argv, runs, warmup, cwd):
    times, users, systems, code = [], [], [], None
    for run in range(warmup + runs):
        started = time.perf_counter()
        process = subprocess.Popen(argv, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        _, status, usage = os.wait4(process.pid, 0)
        process.returncode = os.waitstatus_to_exitcode(status)
        elapsed = time.perf_counter() - started
        if run >= warmup:
            times.append(elapsed)
            users.append(usage.ru_utime)
            systems.append(usage.ru_stime)
            code = process.returncode
    return {"median": median(times), "mean": sum(times) / len(times), "min": min(times), "max": max(times),
            "user": sum(users) / len(users), "system": sum(systems) / len(systems), "runs": len(times),
            "tool": "own", "exit": code}


def peak_rss_of_command(argv, cwd=None):
    """Peak resident set (KiB) and exit code of one run of `argv`, or (None, code).

    Measured by GNU time, which fork()s the command from its own small process: the
    rusage of a child spawned straight from Python would start from the Python
    parent's high-water mark (vfork shares its memory until exec).
    """
    if not os.path.exists("/usr/bin/time"):
        process = subprocess.run(argv, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        return None, process.returncode
    with tempfile.NamedTemporaryFile("r", suffix=".rss") as report:
        process = subprocess.run(["/usr/bin/time", "-f", "%M", "-o", report.name, *argv], cwd=cwd,
                                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            return int(report.read().strip().splitlines()[-1]), process.returncode
        except (ValueError, IndexError):
            return None, process.returncode


def spawn_to_exit(argv, runs, warmup=3):
    """Median wall ns of a short process, spawn to reaped, and its peak RSS KiB (one run under GNU time)."""
    times = []
    for run in range(warmup + runs):
        started = time.perf_counter_ns()
        process = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        process.wait()
        elapsed = time.perf_counter_ns() - started
        if run >= warmup:
            times.append(elapsed)
    return median(times), peak_rss_of_command(argv)[0]


def _shell_quote(part):
    if part and all(ch.isalnum() or ch in "-_./=:,+@%" for ch in part):
        return part
    return "'" + part.replace("'", "'\\''") + "'"
