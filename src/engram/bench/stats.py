"""What every bench shares: the owner it writes as, and one percentile rule."""

from __future__ import annotations

__all__ = ["BENCH_OWNER", "percentile"]

BENCH_OWNER = "bench"


def percentile(values: list[float], q: float) -> float:
    """The q-th percentile (0-100) by nearest rank on the sorted values; 0 for no values. Every bench uses it."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))]
