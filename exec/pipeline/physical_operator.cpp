// PhysicalOperator: the throws of the roles and input modes an operator does not have.
#include "exec/pipeline/physical_operator.hpp"

#include "tabula/error.hpp"

namespace tabula::exec {
namespace {

[[noreturn]] void missing(const PhysicalOperator& op, const std::string& what) {
    throw ExecutionError("internal error: operator " + op.describe().name + " has no " + what);
}

}  // namespace

InputMode PhysicalOperator::inputMode(size_t child) const { missing(*this, "input " + std::to_string(child)); }

PhysicalOperator::Produced PhysicalOperator::produce(Downstream&, GlobalState*, LocalState*) const {
    missing(*this, "source role");
}

bool PhysicalOperator::execute(RowView, Downstream&, GlobalState*, LocalState*) const { missing(*this, "stream role"); }

bool PhysicalOperator::executeBatch(const Cell* rows, size_t width, size_t count, Downstream& out, GlobalState* global,
                                    LocalState* local) const {
    for (size_t i = 0; i < count; ++i) {
        if (!execute(RowView(rows + i * width, width), out, global, local)) return false;
    }
    return true;
}

bool PhysicalOperator::consume(RowView, GlobalState*, LocalState*) const { missing(*this, "sink role"); }

bool PhysicalOperator::consumeBatch(const Cell* rows, size_t width, size_t count, GlobalState* global,
                                    LocalState* local) const {
    for (size_t i = 0; i < count; ++i) {
        if (!consume(RowView(rows + i * width, width), global, local)) return false;
    }
    return true;
}

}  // namespace tabula::exec
