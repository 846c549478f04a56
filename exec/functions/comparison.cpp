// Comparison operators (= <> > >= < <=), IN and BETWEEN, with SQL's NULL rules: a comparison with NULL is
// NULL; IN is TRUE on a match, else NULL when the list holds a NULL; BETWEEN is the three-valued AND of its
// two bounds. DECIMALs of different scales compare exactly without a common type.
#include <algorithm>
#include <iterator>
#include <limits>
#include <string>
#include <utility>

#include "exec/functions/comparison_support.hpp"
#include "exec/functions/decimal_ops.hpp"
#include "exec/functions/registration.hpp"
#include "tabula/error.hpp"

namespace tabula::exec::fn {

bool comparable(const DataType& a, const DataType& b) {
    if (a.isNull() || b.isNull()) return true;
    if (a.isNumeric() && b.isNumeric()) return true;
    if (a.id() == b.id()) return true;
    auto date_or_timestamp = [](const DataType& t) { return t.id() == TypeId::Date || t.id() == TypeId::Timestamp; };
    return date_or_timestamp(a) && date_or_timestamp(b);
}

namespace {

/// The comparison functions and how the user writes them.
constexpr std::pair<std::string_view, std::string_view> kOperators[] = {{"equals", "="},
                                                                        {"notEquals", "<>"},
                                                                        {"greaterThan", ">"},
                                                                        {"greaterThanOrEqual", ">="},
                                                                        {"lessThan", "<"},
                                                                        {"lessThanOrEqual", "<="},
                                                                        {"isDistinctFrom", "IS DISTINCT FROM"},
                                                                        {"isNotDistinctFrom", "IS NOT DISTINCT FROM"}};

/// How the user wrote a comparison: its operator for the six comparisons and IS [NOT] DISTINCT FROM, else the
/// function's name.
std::string writtenAs(std::string_view name) {
    for (const auto& [function, op] : kOperators) {
        if (function == name) return "'" + std::string(op) + "'";
    }
    return std::string(name);
}

}  // namespace

bool comparesValues(std::string_view name) {
    return name == "in" || name == "notIn" || name == "between" || name == "notBetween" ||
           std::any_of(std::begin(kOperators), std::end(kOperators),
                       [&](const auto& entry) { return entry.first == name; });
}

void expectComparable(std::string_view name, const DataType& a, const DataType& b) {
    if (!comparable(a, b)) {
        throw ValidationError("cannot compare " + a.toString() + " with " + b.toString() + " in " + writtenAs(name));
    }
}

DataType comparisonType(std::string_view name, std::span<const DataType> types) {
    DataType result;  // NULL
    for (const DataType& type : types) {
        expectComparable(name, result, type);
        if (result.isNull()) {
            result = type;
        } else if (!type.isNull() && result.id() != type.id() && !result.isNumeric()) {
            result = Types::TIMESTAMP();  // DATE with TIMESTAMP
        } else if (!type.isNull()) {
            result = *commonType(result, type);
        }
    }
    return result.isNull() ? Types::BOOLEAN() : result;
}

namespace {

/// Three-valued results of the NULL-aware nodes.
enum class Truth { False, True, Unknown };

void putTruth(Cell& out, Truth truth) {
    if (truth == Truth::Unknown) {
        putNull(out);
    } else {
        put(out, truth == Truth::True);
    }
}

template <Relation R, class T>
struct Compare {
    void operator()(const Cell* v, EvalContext&, Cell& out) const { put(out, relate<R>(get<T>(v[0]), get<T>(v[1]))); }
};

/// Compares DECIMALs at different scales by scaling the one with fewer fractional digits up; when that
/// overflows, its magnitude exceeds anything the other side can hold and its sign decides.
template <Relation R>
struct CompareDecimals {
    unsigned shift_a;
    unsigned shift_b;

    void operator()(const Cell* v, EvalContext&, Cell& out) const {
        Int128 a = v[0].decimal();
        Int128 b = v[1].decimal();
        std::optional<Int128> wide_a = scaleUp(a, shift_a);
        std::optional<Int128> wide_b = scaleUp(b, shift_b);
        int order;
        if (!wide_a) {
            order = a < 0 ? -1 : 1;
        } else if (!wide_b) {
            order = b < 0 ? 1 : -1;
        } else {
            order = compareValues(*wide_a, *wide_b);
        }
        put(out, holds<R>(order));
    }
};

/// Comparison operands keep DECIMAL types as they are (an integer side becomes a DECIMAL of its digits), so
/// no side is rounded or overflows in a cast; everything else widens to a common type.
Signature bindComparison(std::string_view name, std::span<const DataType> args) {
    expectArity(name, args, 2, 2);
    expectComparable(name, args[0], args[1]);
    const DataType& a = args[0];
    const DataType& b = args[1];
    bool exact_decimal = (a.id() == TypeId::Decimal || b.id() == TypeId::Decimal) && !a.isApproximate() &&
                         !b.isApproximate() && !a.isNull() && !b.isNull();
    if (exact_decimal) return {{decimalOf(a), decimalOf(b)}, Types::BOOLEAN()};
    DataType common = comparisonType(name, args);
    return {{common, common}, Types::BOOLEAN()};
}

template <Relation R>
CompiledExprPtr compileComparison(const CallInfo& call, std::vector<CompiledExprPtr> args) {
    const DataType& a = args[0]->type();
    const DataType& b = args[1]->type();
    if (a.id() == TypeId::Decimal) {
        unsigned wide = std::max(a.scale(), b.scale());
        return makeStrict<2>(call.type, args, CompareDecimals<R>{wide - a.scale(), wide - b.scale()});
    }
    return dispatchPhysical(a.id(),
                            [&]<class T>(PhysicalTag<T>) { return makeStrict<2>(call.type, args, Compare<R, T>{}); });
}

template <Relation R>
void addComparison(Registry& registry, const char* name) {
    registry.add(makeScalarFunction({name, bindComparison, compileComparison<R>}));
}

/// a IN (v1, v2, ...); with `negate`, NOT IN (the three-valued negation).
template <class T>
class InNode final : public CompiledExpr {
public:
    InNode(std::vector<CompiledExprPtr> args, bool negate)
        : CompiledExpr(Types::BOOLEAN()), args_(std::move(args)), negate_(negate) {}

    void eval(RowView row, EvalContext& ctx, Cell& out) const override {
        Cell needle;
        args_[0]->eval(row, ctx, needle);
        if (needle.null) return putNull(out);
        bool saw_null = false;
        Cell candidate;
        for (size_t i = 1; i < args_.size(); ++i) {
            args_[i]->eval(row, ctx, candidate);
            if (candidate.null) {
                saw_null = true;
            } else if (equalValues(get<T>(needle), get<T>(candidate))) {
                return put(out, !negate_);
            }
        }
        if (saw_null) return putNull(out);
        put(out, negate_);
    }

    /// Each candidate for the rows no earlier candidate matched; a NULL candidate marks the row's result NULL
    /// until a later one matches.
    void evalBatch(const RowBatch& rows, Selection selection, EvalContext& ctx, CellOutput out) const override {
        ScratchCells needle(ctx.batch, rows.count);
        ScratchCells candidate(ctx.batch, rows.count);
        ScratchSelection undecided(ctx.batch, selection.size());
        args_[0]->evalBatch(rows, selection, ctx, needle.output());
        Selection live = nonNullRows(needle.data(), selection, undecided.data(), out);
        for (uint32_t r : live) put(out[r], negate_);
        for (size_t i = 1; i < args_.size() && !live.empty(); ++i) {
            args_[i]->evalBatch(rows, live, ctx, candidate.output());
            size_t kept = 0;
            for (uint32_t r : live) {
                if (candidate[r].null) {
                    putNull(out[r]);
                    undecided.data()[kept++] = r;
                } else if (equalValues(get<T>(needle[r]), get<T>(candidate[r]))) {
                    put(out[r], !negate_);
                } else {
                    undecided.data()[kept++] = r;
                }
            }
            live = Selection(undecided.data(), kept);
        }
    }

private:
    std::vector<CompiledExprPtr> args_;
    bool negate_;
};

Signature bindIn(std::string_view name, std::span<const DataType> args) {
    expectArity(name, args, 2, std::numeric_limits<size_t>::max());
    DataType common = comparisonType(name, args);
    return {std::vector<DataType>(args.size(), common), Types::BOOLEAN()};
}

CompiledExprPtr compileIn(std::vector<CompiledExprPtr> args, bool negate) {
    DataType type = args[0]->type();
    return dispatchPhysical(type.id(), [&]<class T>(PhysicalTag<T>) -> CompiledExprPtr {
        return std::make_unique<InNode<T>>(std::move(args), negate);
    });
}

/// lo <= a AND a <= hi in three-valued logic (so 5 BETWEEN NULL AND 3 is FALSE); NOT BETWEEN negates it.
template <class T>
class BetweenNode final : public CompiledExpr {
public:
    BetweenNode(std::vector<CompiledExprPtr> args, bool negate)
        : CompiledExpr(Types::BOOLEAN()), args_(std::move(args)), negate_(negate) {}

    void eval(RowView row, EvalContext& ctx, Cell& out) const override {
        Cell value;
        Cell low;
        Cell high;
        args_[0]->eval(row, ctx, value);
        if (value.null) return putNull(out);
        args_[1]->eval(row, ctx, low);
        args_[2]->eval(row, ctx, high);
        decide(value, low, high, out);
    }

    /// The bounds only for the rows whose value is not NULL, as eval() does.
    void evalBatch(const RowBatch& rows, Selection selection, EvalContext& ctx, CellOutput out) const override {
        ScratchCells value(ctx.batch, rows.count);
        ScratchCells low(ctx.batch, rows.count);
        ScratchCells high(ctx.batch, rows.count);
        ScratchSelection present(ctx.batch, selection.size());
        args_[0]->evalBatch(rows, selection, ctx, value.output());
        const Selection live = nonNullRows(value.data(), selection, present.data(), out);
        args_[1]->evalBatch(rows, live, ctx, low.output());
        args_[2]->evalBatch(rows, live, ctx, high.output());
        for (uint32_t r : live) decide(value[r], low[r], high[r], out[r]);
    }

private:
    static Truth truth(bool b) { return b ? Truth::True : Truth::False; }

    /// The verdict for a non-NULL value.
    void decide(const Cell& value, const Cell& low, const Cell& high, Cell& out) const {
        Truth above_low =
            low.null ? Truth::Unknown : truth(relate<Relation::GreaterOrEqual>(get<T>(value), get<T>(low)));
        Truth below_high =
            high.null ? Truth::Unknown : truth(relate<Relation::LessOrEqual>(get<T>(value), get<T>(high)));
        Truth result = Truth::True;
        if (above_low == Truth::False || below_high == Truth::False) {
            result = Truth::False;
        } else if (above_low == Truth::Unknown || below_high == Truth::Unknown) {
            result = Truth::Unknown;
        }
        if (negate_ && result != Truth::Unknown) result = result == Truth::True ? Truth::False : Truth::True;
        putTruth(out, result);
    }

    std::vector<CompiledExprPtr> args_;
    bool negate_;
};

Signature bindBetween(std::string_view name, std::span<const DataType> args) {
    expectArity(name, args, 3, 3);
    DataType common = comparisonType(name, args);
    return {{common, common, common}, Types::BOOLEAN()};
}

CompiledExprPtr compileBetween(std::vector<CompiledExprPtr> args, bool negate) {
    DataType type = args[0]->type();
    return dispatchPhysical(type.id(), [&]<class T>(PhysicalTag<T>) -> CompiledExprPtr {
        return std::make_unique<BetweenNode<T>>(std::move(args), negate);
    });
}

}  // namespace

void registerComparisonFunctions(Registry& registry) {
    addComparison<Relation::Equal>(registry, "equals");
    addComparison<Relation::NotEqual>(registry, "notEquals");
    addComparison<Relation::Greater>(registry, "greaterThan");
    addComparison<Relation::GreaterOrEqual>(registry, "greaterThanOrEqual");
    addComparison<Relation::Less>(registry, "lessThan");
    addComparison<Relation::LessOrEqual>(registry, "lessThanOrEqual");
    for (bool negate : {false, true}) {
        registry.add(makeScalarFunction(
            {negate ? "notIn" : "in", bindIn, [negate](const CallInfo&, std::vector<CompiledExprPtr> args) {
                 return compileIn(std::move(args), negate);
             }}));
        registry.add(makeScalarFunction({negate ? "notBetween" : "between", bindBetween,
                                         [negate](const CallInfo&, std::vector<CompiledExprPtr> args) {
                                             return compileBetween(std::move(args), negate);
                                         }}));
    }
}

}  // namespace tabula::exec::fn
