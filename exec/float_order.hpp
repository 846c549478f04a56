// The one order of FLOAT and DOUBLE values that comparisons, MIN/MAX, GREATEST/LEAST, sorting, grouping and
// DISTINCT share: NaN equals NaN and is larger than every number (infinity included); -0.0 equals 0.0.
// IEEE's own rules (NaN unordered, unequal to itself) would make results depend on the order of the rows.
#pragma once

#include <concepts>

namespace tabula::exec {

/// Negative, zero or positive as a orders before, with or after b.
template <std::floating_point T>
constexpr int compareFloating(T a, T b) {
    if (a < b) return -1;
    if (b < a) return 1;
    const bool a_nan = a != a;
    const bool b_nan = b != b;
    return static_cast<int>(a_nan) - static_cast<int>(b_nan);  // 0 when equal or both NaN
}

template <std::floating_point T>
constexpr bool equalFloating(T a, T b) {
    return a == b || (a != a && b != b);
}

}  // namespace tabula::exec
