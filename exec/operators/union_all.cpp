// UnionAll: does no work per row. Its inputs are FanIn inputs, so the pipeline builder gives each its own
// pipeline that continues with the operators above the union; this operator never appears in a pipeline.
#include "exec/operators.hpp"
#include "tabula/error.hpp"

namespace tabula::exec {
namespace {

class UnionAll final : public PhysicalOperator {
public:
    /// `types` are taken before `inputs` is moved in.
    UnionAll(std::vector<DataType> types, std::vector<std::unique_ptr<PhysicalOperator>> inputs)
        : PhysicalOperator(std::move(types), std::move(inputs)) {}

    OperatorDescription describe() const override { return {"UnionAll", {}, std::nullopt}; }
    InputMode inputMode(size_t) const override { return InputMode::FanIn; }
};

}  // namespace

std::unique_ptr<PhysicalOperator> makeUnionAll(std::vector<std::unique_ptr<PhysicalOperator>> inputs) {
    for (const auto& input : inputs) {
        if (input->types() != inputs.at(0)->types())
            throw ExecutionError("internal error: the inputs of a union have different column types");
    }
    std::vector<DataType> types = inputs.at(0)->types();
    return std::make_unique<UnionAll>(std::move(types), std::move(inputs));
}

}  // namespace tabula::exec
