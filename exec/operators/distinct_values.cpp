// A hash set of (group id, value) pairs over HashIndex.
#include "exec/operators/distinct_values.hpp"

#include "exec/cell_copy.hpp"

namespace tabula::exec {

DistinctValues::DistinctValues(const DataType& type)
    : ops_(cellOps(type)), string_position_(stringPositions(std::span<const DataType>(&type, 1))) {}

bool DistinctValues::firstSight(uint32_t group, const Cell& value, Arena& arena) {
    const uint64_t hash = hashFinish(hashCombine(hashCombine(kHashSeed, group), ops_.hash(value)));
    const bool added =
        index_.findOrInsert(hash, [&](uint32_t id) { return groups_[id] == group && ops_.equal(values_[id], value); })
            .second;
    if (added) {
        groups_.push_back(group);
        values_.push_back(value);
        copyStrings(std::span<Cell>(&values_.back(), 1), string_position_, arena);
    }
    return added;
}

}  // namespace tabula::exec
