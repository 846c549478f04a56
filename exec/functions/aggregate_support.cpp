// AggregateFunction objects from callbacks, and the binding rule numeric aggregates share.
#include "exec/functions/aggregate_support.hpp"

namespace tabula::exec::fn {

namespace {

class CallbackAggregate final : public AggregateFunction {
public:
    explicit CallbackAggregate(AggregateSpec spec) : spec_(std::move(spec)) {}
    std::string_view name() const override { return spec_.name; }
    Signature bind(std::span<const DataType> args) const override { return spec_.bind(spec_.name, args); }
    std::unique_ptr<Accumulator> create(const Signature& signature, const std::string& text) const override {
        return spec_.create(signature, text);
    }

private:
    AggregateSpec spec_;
};

}  // namespace

std::unique_ptr<AggregateFunction> makeAggregateFunction(AggregateSpec spec) {
    return std::make_unique<CallbackAggregate>(std::move(spec));
}

Signature bindNumericAggregate(std::string_view name, std::span<const DataType> args,
                               DataType (*result)(const DataType& input)) {
    expectArity(name, args, 1, 1);
    if (!args[0].isNumeric()) throwArgumentType(name, args, 0, "a numeric type");
    return {{args[0]}, result(args[0])};
}

}  // namespace tabula::exec::fn
