// Boolean connectives in SQL's three-valued logic: AND and OR short-circuit (FALSE AND x is FALSE, TRUE OR x
// is TRUE, even when x is NULL); NOT NULL is NULL; IS [NOT] TRUE/FALSE never yield NULL.
#include <limits>

#include "exec/functions/function_support.hpp"
#include "exec/functions/registration.hpp"

namespace tabula::exec::fn {

namespace {

/// AND (dominant = false) or OR (dominant = true) of any number of operands: the first operand equal to the
/// dominant value decides; otherwise NULL if any operand was NULL.
class ConnectiveNode final : public CompiledExpr {
public:
    ConnectiveNode(std::vector<CompiledExprPtr> args, bool dominant)
        : CompiledExpr(Types::BOOLEAN()), args_(std::move(args)), dominant_(dominant) {}

    void eval(RowView row, EvalContext& ctx, Cell& out) const override {
        bool saw_null = false;
        Cell operand;
        for (const CompiledExprPtr& arg : args_) {
            arg->eval(row, ctx, operand);
            if (operand.null) {
                saw_null = true;
            } else if (operand.b == dominant_) {
                return put(out, dominant_);
            }
        }
        if (saw_null) return putNull(out);
        put(out, !dominant_);
    }

    /// Each operand for the rows no earlier operand decided; a NULL operand marks the row's result NULL until
    /// a later one decides it.
    void evalBatch(const RowBatch& rows, Selection selection, EvalContext& ctx, CellOutput out) const override {
        for (uint32_t r : selection) put(out[r], !dominant_);
        ScratchCells operand(ctx.batch, rows.count);
        ScratchSelection undecided(ctx.batch, selection.size());
        Selection live = selection;
        for (const CompiledExprPtr& arg : args_) {
            if (live.empty()) return;
            arg->evalBatch(rows, live, ctx, operand.output());
            size_t kept = 0;
            for (uint32_t r : live) {
                if (operand[r].null) {
                    putNull(out[r]);
                    undecided.data()[kept++] = r;
                } else if (operand[r].b == dominant_) {
                    put(out[r], dominant_);
                } else {
                    undecided.data()[kept++] = r;
                }
            }
            live = Selection(undecided.data(), kept);
        }
    }

private:
    std::vector<CompiledExprPtr> args_;
    bool dominant_;
};

Signature bindBooleans(std::string_view name, std::span<const DataType> args, size_t min, size_t max) {
    expectArity(name, args, min, max);
    std::vector<DataType> params;
    for (size_t i = 0; i < args.size(); ++i) params.push_back(expectBoolean(name, args, i));
    return {std::move(params), Types::BOOLEAN()};
}

struct Not {
    void operator()(const Cell* v, EvalContext&, Cell& out) const { put(out, !v[0].b); }
};

/// IS TRUE / IS FALSE / IS NOT TRUE / IS NOT FALSE: compares with `target`, NULL counting as neither.
class TruthTestNode final : public CompiledExpr {
public:
    TruthTestNode(CompiledExprPtr arg, bool target, bool negate)
        : CompiledExpr(Types::BOOLEAN()), arg_(std::move(arg)), target_(target), negate_(negate) {}

    void eval(RowView row, EvalContext& ctx, Cell& out) const override {
        Cell operand;
        arg_->eval(row, ctx, operand);
        bool is = !operand.null && operand.b == target_;
        put(out, is != negate_);
    }
    void evalBatch(const RowBatch& rows, Selection selection, EvalContext& ctx, CellOutput out) const override {
        ScratchCells operand(ctx.batch, rows.count);
        arg_->evalBatch(rows, selection, ctx, operand.output());
        for (uint32_t r : selection) put(out[r], (!operand[r].null && operand[r].b == target_) != negate_);
    }

private:
    CompiledExprPtr arg_;
    bool target_;
    bool negate_;
};

void addTruthTest(Registry& registry, const char* name, bool target, bool negate) {
    registry.add(makeScalarFunction(
        {name, [](std::string_view n, std::span<const DataType> a) { return bindBooleans(n, a, 1, 1); },
         [target, negate](const CallInfo&, std::vector<CompiledExprPtr> args) -> CompiledExprPtr {
             return std::make_unique<TruthTestNode>(std::move(args.at(0)), target, negate);
         }}));
}

}  // namespace

void registerLogicFunctions(Registry& registry) {
    for (bool is_or : {false, true}) {
        registry.add(
            makeScalarFunction({is_or ? "or" : "and",
                                [](std::string_view n, std::span<const DataType> a) {
                                    return bindBooleans(n, a, 2, std::numeric_limits<size_t>::max());
                                },
                                [is_or](const CallInfo&, std::vector<CompiledExprPtr> args) -> CompiledExprPtr {
                                    return std::make_unique<ConnectiveNode>(std::move(args), is_or);
                                }}));
    }
    registry.add(makeScalarFunction(
        {"not", [](std::string_view n, std::span<const DataType> a) { return bindBooleans(n, a, 1, 1); },
         [](const CallInfo& call, std::vector<CompiledExprPtr> args) {
             return makeStrict<1>(call.type, args, Not{});
         }}));
    addTruthTest(registry, "isTrue", true, false);
    addTruthTest(registry, "isFalse", false, false);
    addTruthTest(registry, "isNotTrue", true, true);
    addTruthTest(registry, "isNotFalse", false, true);
}

}  // namespace tabula::exec::fn
