// GREATEST and LEAST (Flink 1.x SQL): the largest or smallest of their arguments, in the order comparisons
// use (NaN above every number); NULL when any argument is NULL. Arguments convert to one comparison type,
// which is also the result type.
#include <limits>

#include "exec/functions/comparison_support.hpp"
#include "exec/functions/registration.hpp"

namespace tabula::exec::fn {

namespace {

template <class T, bool Greatest>
class ExtremeOfNode final : public CompiledExpr {
public:
    ExtremeOfNode(DataType type, std::vector<CompiledExprPtr> args) : CompiledExpr(type), args_(std::move(args)) {}

    void eval(RowView row, EvalContext& ctx, Cell& out) const override {
        args_[0]->eval(row, ctx, out);
        if (out.null) return;
        Cell candidate;
        for (size_t i = 1; i < args_.size(); ++i) {
            args_[i]->eval(row, ctx, candidate);
            if (candidate.null) return putNull(out);
            int order = compareValues(get<T>(candidate), get<T>(out));
            if (Greatest ? order > 0 : order < 0) out = candidate;
        }
    }

private:
    std::vector<CompiledExprPtr> args_;
};

Signature bindExtremeOf(std::string_view name, std::span<const DataType> args) {
    expectArity(name, args, 1, std::numeric_limits<size_t>::max());
    DataType common = comparisonType(name, args);
    return {std::vector<DataType>(args.size(), common), common};
}

template <bool Greatest>
CompiledExprPtr compileExtremeOf(const CallInfo& call, std::vector<CompiledExprPtr> args) {
    return dispatchPhysical(call.type.id(), [&]<class T>(PhysicalTag<T>) -> CompiledExprPtr {
        return std::make_unique<ExtremeOfNode<T, Greatest>>(call.type, std::move(args));
    });
}

}  // namespace

void registerGreatestLeast(Registry& registry) {
    registry.add(makeScalarFunction({"greatest", bindExtremeOf, compileExtremeOf<true>}));
    registry.add(makeScalarFunction({"least", bindExtremeOf, compileExtremeOf<false>}));
}

}  // namespace tabula::exec::fn
