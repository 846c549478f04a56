// Conditional expressions: IF(c, t, f) and CASE (a NULL condition counts as false), COALESCE/IFNULL (first
// non-NULL argument) and NULLIF(a, b) (NULL when a = b, else a). Branches are evaluated only when chosen.
#include <limits>

#include "exec/functions/comparison_support.hpp"
#include "exec/functions/registration.hpp"
#include "tabula/error.hpp"

namespace tabula::exec::fn {

namespace {

/// CASE WHEN c1 THEN v1 [WHEN c2 THEN v2 ...] ELSE e END; IF(c, t, f) is the one-branch case.
class CaseNode final : public CompiledExpr {
public:
    CaseNode(DataType type, std::vector<CompiledExprPtr> args) : CompiledExpr(type), args_(std::move(args)) {}

    void eval(RowView row, EvalContext& ctx, Cell& out) const override {
        const size_t branches = args_.size() / 2;
        Cell condition;
        for (size_t i = 0; i < branches; ++i) {
            args_[2 * i]->eval(row, ctx, condition);
            if (!condition.null && condition.b) return args_[2 * i + 1]->eval(row, ctx, out);
        }
        args_.back()->eval(row, ctx, out);
    }

    /// Each condition for the rows no earlier condition chose, each value for the rows its condition chose.
    void evalBatch(const RowBatch& rows, Selection selection, EvalContext& ctx, CellOutput out) const override {
        ScratchCells condition(ctx.batch, rows.count);
        ScratchSelection chosen(ctx.batch, selection.size());
        ScratchSelection rest(ctx.batch, selection.size());
        Selection live = selection;
        for (size_t i = 0; i + 1 < args_.size() && !live.empty(); i += 2) {
            args_[i]->evalBatch(rows, live, ctx, condition.output());
            size_t taken = 0;
            size_t left = 0;
            for (uint32_t r : live) {
                if (!condition[r].null && condition[r].b) {
                    chosen.data()[taken++] = r;
                } else {
                    rest.data()[left++] = r;
                }
            }
            args_[i + 1]->evalBatch(rows, Selection(chosen.data(), taken), ctx, out);
            live = Selection(rest.data(), left);
        }
        args_.back()->evalBatch(rows, live, ctx, out);
    }

private:
    std::vector<CompiledExprPtr> args_;  // c1, v1, c2, v2, ..., else
};

Signature bindCase(std::string_view name, std::span<const DataType> args) {
    if (args.size() < 3 || args.size() % 2 == 0) {
        throw ValidationError("function '" + std::string(name) +
                              "' expects conditions and values in pairs followed by an else value, but got " +
                              std::to_string(args.size()) + " arguments " + typeList(args));
    }
    std::vector<DataType> values;
    for (size_t i = 1; i < args.size(); i += 2) values.push_back(args[i]);
    values.push_back(args.back());
    DataType result = commonTypeOf(name, values);
    std::vector<DataType> params;
    for (size_t i = 0; i + 1 < args.size(); i += 2) {
        params.push_back(expectBoolean(name, args, i));
        params.push_back(result);
    }
    params.push_back(result);
    return {std::move(params), result};
}

CompiledExprPtr compileCase(const CallInfo& call, std::vector<CompiledExprPtr> args) {
    return std::make_unique<CaseNode>(call.type, std::move(args));
}

class CoalesceNode final : public CompiledExpr {
public:
    CoalesceNode(DataType type, std::vector<CompiledExprPtr> args) : CompiledExpr(type), args_(std::move(args)) {}

    void eval(RowView row, EvalContext& ctx, Cell& out) const override {
        for (const CompiledExprPtr& arg : args_) {
            arg->eval(row, ctx, out);
            if (!out.null) return;
        }
    }

private:
    std::vector<CompiledExprPtr> args_;
};

Signature bindCoalesce(std::string_view name, std::span<const DataType> args, size_t min, size_t max) {
    expectArity(name, args, min, max);
    DataType result = commonTypeOf(name, args);
    return {std::vector<DataType>(args.size(), result), result};
}

CompiledExprPtr compileCoalesce(const CallInfo& call, std::vector<CompiledExprPtr> args) {
    return std::make_unique<CoalesceNode>(call.type, std::move(args));
}

/// NULLIF(a, b) compared in T, the physical type of the comparison type; `convert` gives a's value in that type
/// when a has another (it reads the one cell it is given), so that a is evaluated once and returned as it is.
template <class T>
class NullIfNode final : public CompiledExpr {
public:
    NullIfNode(DataType type, CompiledExprPtr value, CompiledExprPtr other, CompiledExprPtr convert)
        : CompiledExpr(type), value_(std::move(value)), other_(std::move(other)), convert_(std::move(convert)) {}

    void eval(RowView row, EvalContext& ctx, Cell& out) const override {
        value_->eval(row, ctx, out);
        if (out.null) return;
        Cell other;
        other_->eval(row, ctx, other);
        if (other.null) return;
        Cell compared = out;
        if (convert_) convert_->eval(RowView(&out, 1), ctx, compared);
        if (equalValues(get<T>(compared), get<T>(other))) putNull(out);
    }

private:
    CompiledExprPtr value_;
    CompiledExprPtr other_;    // already in the comparison type
    CompiledExprPtr convert_;  // null when a has the comparison type
};

/// The result has the first argument's type, as Flink's (NULLIF(INT, DOUBLE) is an INT); the two compare in the
/// type both convert to, to which only the second argument is cast here.
Signature bindNullIf(std::string_view name, std::span<const DataType> args) {
    expectArity(name, args, 2, 2);
    DataType common = comparisonType(name, args);
    DataType result = args[0].isNull() ? common : args[0];
    return {{result, common}, result};
}

CompiledExprPtr compileNullIf(const CallInfo& call, std::vector<CompiledExprPtr> args) {
    const DataType compared = args[1]->type();
    CompiledExprPtr convert;
    if (args[0]->type() != compared) convert = compileCast(compileColumn(args[0]->type(), 0), compared, call.text);
    return dispatchPhysical(compared.id(), [&]<class T>(PhysicalTag<T>) -> CompiledExprPtr {
        return std::make_unique<NullIfNode<T>>(call.type, std::move(args[0]), std::move(args[1]), std::move(convert));
    });
}

}  // namespace

void registerConditionalFunctions(Registry& registry) {
    registry.add(makeScalarFunction({"if",
                                     [](std::string_view name, std::span<const DataType> args) {
                                         expectArity(name, args, 3, 3);
                                         return bindCase(name, args);
                                     },
                                     compileCase}));
    registry.add(makeScalarFunction({"case", bindCase, compileCase}));
    registry.add(makeScalarFunction({"coalesce",
                                     [](std::string_view name, std::span<const DataType> args) {
                                         return bindCoalesce(name, args, 1, std::numeric_limits<size_t>::max());
                                     },
                                     compileCoalesce}));
    registry.add(makeScalarFunction(
        {"ifNull", [](std::string_view name, std::span<const DataType> args) { return bindCoalesce(name, args, 2, 2); },
         compileCoalesce}));
    registry.add(makeScalarFunction({"nullIf", bindNullIf, compileNullIf}));
}

}  // namespace tabula::exec::fn
