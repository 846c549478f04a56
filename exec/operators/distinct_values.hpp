// The (group, value) pairs a DISTINCT aggregate (count(distinct x), x.sum.distinct ...) has already seen, so
// each group's accumulator is updated once per distinct value.
#pragma once

#include <cstdint>
#include <vector>

#include "exec/arena.hpp"
#include "exec/operators/cell_ops.hpp"
#include "exec/operators/hash_index.hpp"

namespace tabula::exec {

class DistinctValues {
public:
    /// Values have type `type`.
    explicit DistinctValues(const DataType& type);

    /// True the first time `value` is offered for `group`; it is then remembered (strings copied into `arena`).
    /// REQUIRES: value is not NULL.
    bool firstSight(uint32_t group, const Cell& value, Arena& arena);

    /// The pairs seen so far, by id 0 .. size() - 1 in the order they were first seen.
    size_t size() const { return groups_.size(); }
    uint32_t groupAt(size_t id) const { return groups_[id]; }
    const Cell& valueAt(size_t id) const { return values_[id]; }

private:
    CellOps ops_;
    std::vector<uint32_t> string_position_;  // {0} for STRING values, else empty
    HashIndex index_;
    std::vector<uint32_t> groups_;  // group of each seen pair, by id
    std::vector<Cell> values_;      // value of each seen pair, by id
};

}  // namespace tabula::exec
