// Sizing of the join hash table: a power of two of buckets, at least twice the rows, so chains stay short.
#include "exec/operators/join_hash_table.hpp"

#include <algorithm>
#include <bit>

namespace tabula::exec {

JoinHashTable::JoinHashTable(size_t row_count)
    : heads_(std::bit_ceil(std::max<size_t>(2 * row_count, 16)), kNone),
      links_(row_count, Link{kNone, 0}),
      mask_(heads_.size() - 1) {}

}  // namespace tabula::exec
