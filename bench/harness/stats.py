"""Order statistics for timing samples (nanoseconds in, milliseconds out)."""

import math


def percentile(samples, fraction):
    """Nearest-rank percentile: the smallest sample with at least `fraction` of samples at or below it."""
    if not samples:
        return None
    ordered = sorted(samples)
    rank = max(1, math.ceil(fraction * len(ordered)))
    return ordered[rank - 1]


def median(samples):
    if not samples:
        return None
    ordered = sorted(samples)
    middle = len(ordered) // 2
    if len(ordered) % 2:
        return ordered[middle]
    return (ordered[middle - 1] + ordered[middle]) / 2


def summary_ms(samples_ns):
    """min / p50 / p90 / p99 / max / mean of nanosecond samples, in milliseconds."""
    if not samples_ns:
        return None
    to_ms = 1e-6
    return {
        "n": len(samples_ns),
        "min": min(samples_ns) * to_ms,
        "p50": median(samples_ns) * to_ms,
        "p90": percentile(samples_ns, 0.90) * to_ms,
        "p99": percentile(samples_ns, 0.99) * to_ms,
        "max": max(samples_ns) * to_ms,
        "mean": sum(samples_ns) / len(samples_ns) * to_ms,
    }
