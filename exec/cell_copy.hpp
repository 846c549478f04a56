// Making rows outlive the call that delivered them: the positions of a row's string cells are found once per
// query, and only those cells are copied into an arena.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "exec/arena.hpp"
#include "exec/cell.hpp"

namespace tabula::exec {

/// Positions of the STRING columns among `types`.
std::vector<uint32_t> stringPositions(std::span<const DataType> types);

/// Re-points each non-null string cell of `cells` at `string_positions` to a copy of its text in `arena`.
inline void copyStrings(std::span<Cell> cells, std::span<const uint32_t> string_positions, Arena& arena) {
    for (uint32_t position : string_positions) {
        Cell& cell = cells[position];
        if (!cell.null) cell.s = arena.copy(cell.s.view());
    }
}

}  // namespace tabula::exec
