"""What the numbers were measured on."""

import os
import platform
import subprocess


def describe():
    info = {"nproc": os.cpu_count(), "kernel": platform.release(), "load": os.getloadavg()}
    try:
        with open("/proc/cpuinfo") as handle:
            for line in handle:
                if line.startswith("model name"):
                    info["cpu"] = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    try:
        with open("/proc/meminfo") as handle:
            for line in handle:
                if line.startswith("MemTotal:"):
                    info["memory_gib"] = round(int(line.split()[1]) / 1024 / 1024, 1)
                    break
    except OSError:
        pass
    try:
        info["swift"] = subprocess.run(["swift", "--version"], capture_output=True, text=True,
                                       timeout=30).stdout.strip().splitlines()[0]
    except (OSError, subprocess.TimeoutExpired, IndexError):
        info["swift"] = "?"
    return info


def load_average():
    return os.getloadavg()[0]
