// The error of a physical dispatch over a type whose cells hold nothing.
#include "exec/physical_type.hpp"

#include "tabula/error.hpp"

namespace tabula::exec {

void throwWithoutRepresentation(TypeId id) {
    throw InternalError("type " + DataType(id).toString() + " has no cell representation to dispatch on");
}

}  // namespace tabula::exec
