// Positions of string columns, for copyStrings().
#include "exec/cell_copy.hpp"

namespace tabula::exec {

std::vector<uint32_t> stringPositions(std::span<const DataType> types) {
    std::vector<uint32_t> positions;
    for (uint32_t i = 0; i < types.size(); ++i) {
        if (types[i].id() == TypeId::String) positions.push_back(i);
    }
    return positions;
}

}  // namespace tabula::exec
