// IS NULL and IS NOT NULL: defined for every type and never NULL themselves.
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
    }
}

}  // namespace tabula::exec::fn
