"""The figures bench/run derives from its samples: medians, ratios and geometric means."""
import math


def median(values):
    """The median of a non-empty list of numbers (the mean of the middle two for an even count)."""
    if not values:
        raise ValueError("median of no values")
    ordered = sorted(values)
    middle = len(ordered) // 2
    if len(ordered) % 2 == 1:
        return ordered[middle]
    return (ordered[middle - 1] + ordered[middle]) / 2


def ratio(numerator, denominator):
    """numerator / denominator, or None when either is missing or the denominator is not positive."""
    if numerator is None or denominator is None or denominator <= 0:
        return None
    return numerator / denominator


def geometric_mean(values):
    """The geometric mean of the positive numbers among `values` (None and zeros are skipped: a query that failed
    or took no measurable time has no ratio), or None when there are none."""
    positive = [v for v in values if v is not None and v > 0]
    if not positive:
        return None
    return math.exp(sum(math.log(v) for v in positive) / len(positive))
