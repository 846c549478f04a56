// Normalised sort-key prefixes: a value of the first sort key encoded in 64 bits so that comparing the encodings as
// unsigned integers orders the values as the key does (float_order.hpp for FLOAT and DOUBLE, byte order for
// strings). The sort compares prefixes first and only looks at the rows when two prefixes are equal.
#pragma once

#include <cstdint>

#include "exec/cell.hpp"

namespace tabula::exec {

/// How the non-NULL values of one key type become prefixes.
struct SortPrefix {
    uint64_t (*encode)(const Cell&);
    /// Equal prefixes mean equal values (integers, dates, times, timestamps, booleans, FLOAT, DOUBLE); for strings
    /// (their first 8 bytes) and decimals (clamped to 64 bits) equal prefixes say nothing.
    bool decisive;
};

/// The prefix encoding of values of `type`. REQUIRES: type is not NULL.
SortPrefix sortPrefixFor(const DataType& type);

}  // namespace tabula::exec
