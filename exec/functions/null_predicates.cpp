// IS NULL, IS NOT NULL, IS DISTINCT FROM and IS NOT DISTINCT FROM: defined for every type and never NULL
// themselves.
#include "exec/functions/comparison_support.hpp"
#include "exec/functions/function_support.hpp"
#include "exec/functions/registration.hpp"

namespace tabula::exec::fn {

namespace {

class NullTestNode final : public CompiledExpr {
public:
    NullTestNode(CompiledExprPtr arg, bool negate)
        : CompiledExpr(Types::BOOLEAN()), arg_(std::move(arg)), negate_(negate) {}

    void eval(RowView row, EvalContext& ctx, Cell& out) const override {
        Cell operand;
        arg_->eval(row, ctx, operand);
        put(out, operand.null != negate_);
    }

private:
    CompiledExprPtr arg_;
    bool negate_;
};

/// `a IS [NOT] DISTINCT FROM b`: equality in which NULL equals NULL and differs from every value. Both operands
/// arrive as their comparison type.
template <class T>
class DistinctTestNode final : public CompiledExpr {
public:
    DistinctTestNode(CompiledExprPtr left, CompiledExprPtr right, bool distinct)
        : CompiledExpr(Types::BOOLEAN()), left_(std::move(left)), right_(std::move(right)), distinct_(distinct) {}

    void eval(RowView row, EvalContext& ctx, Cell& out) const override {
        Cell a, b;
        left_->eval(row, ctx, a);
        right_->eval(row, ctx, b);
        const bool same = a.null || b.null ? a.null == b.null : relate<Relation::Equal, T>(get<T>(a), get<T>(b));
        put(out, same != distinct_);
    }

private:
    CompiledExprPtr left_;
    CompiledExprPtr right_;
    bool distinct_;
};

Signature bindDistinctTest(std::string_view name, std::span<const DataType> args) {
    expectArity(name, args, 2, 2);
    const DataType type = comparisonType(name, args);
    return {{type, type}, Types::BOOLEAN()};
}

Signature bindNullTest(std::string_view name, std::span<const DataType> args) {
    expectArity(name, args, 1, 1);
    return {{args[0]}, Types::BOOLEAN()};
}

}  // namespace

void registerNullPredicates(Registry& registry) {
    for (bool negate : {false, true}) {
        registry.add(
            makeScalarFunction({negate ? "isNotNull" : "isNull", bindNullTest,
                                [negate](const CallInfo&, std::vector<CompiledExprPtr> args) -> CompiledExprPtr {
                                    return std::make_unique<NullTestNode>(std::move(args.at(0)), negate);
                                }}));
        registry.add(makeScalarFunction(
            {negate ? "isNotDistinctFrom" : "isDistinctFrom", bindDistinctTest,
             [negate](const CallInfo&, std::vector<CompiledExprPtr> args) -> CompiledExprPtr {
                 return dispatchPhysical(args[0]->type().id(), [&]<class T>(PhysicalTag<T>) -> CompiledExprPtr {
                     return std::make_unique<DistinctTestNode<T>>(std::move(args[0]), std::move(args[1]), !negate);
                 });
             }}));
    }
}

}  // namespace tabula::exec::fn
