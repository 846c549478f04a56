// A comparison's operands: the column, or an exact widening cast of it (a wider integer, a decimal with at least
// its digits and scale), and a constant, of the column's type or, for a number column, any integer or decimal. The
// constant becomes a bound in the column's stored units: a fraction c / 10^k of them, k being how many more
// decimal places the constant has than the column; x < c / 10^k holds exactly for stored x <= ceil(c / 10^k) - 1,
// and so on.
#include "planner/physical/scan_ranges.hpp"

#include <optional>
#include <string_view>

#include "exec/function_registry.hpp"
#include "tabula/decimal.hpp"

namespace tabula::planner {
namespace {

/// Below and above every stored value (DECIMAL's unscaled values have at most 38 digits).
const Int128 kLowest = -pow10Int128(38);
const Int128 kHighest = pow10Int128(38);

/// Decimal places of a type's values: its scale for DECIMAL, 0 otherwise.
int placesOf(const DataType& type) { return type.id() == TypeId::Decimal ? type.scale() : 0; }
/// Digits before the point a type's values may have, for the integer and DECIMAL types.
int wholeDigitsOf(const DataType& type) {
    if (type.id() == TypeId::Decimal) return type.precision() - type.scale();
    switch (type.id()) {
        case TypeId::TinyInt: return 3;
        case TypeId::SmallInt: return 5;
        case TypeId::Int: return 10;
        default: return 19;
    }
}

/// Whether casting a column of type `from` to `to` keeps every value exactly, so that comparing the cast equals
/// comparing the stored value scaled: the same type, a wider integer, or a decimal with at least as many digits on
/// both sides of the point.
bool widensExactly(const DataType& from, const DataType& to) {
    if (from == to) return true;
    const bool numeric_from = from.isInteger() || from.id() == TypeId::Decimal;
    const bool numeric_to = to.isInteger() || to.id() == TypeId::Decimal;
    return numeric_from && numeric_to && placesOf(to) >= placesOf(from) && wholeDigitsOf(to) >= wholeDigitsOf(from);
}

/// The compared operand `arg` as a column of `values` whose stored values the scan compares: the table column
/// and its type.
struct ComparedColumn {
    uint32_t column;
    DataType type;
};

std::optional<ComparedColumn> comparedColumn(const BoundExpr& arg, const ValuesNode& values) {
    const BoundExpr* column = &arg;
    if (arg.kind == BoundKind::Cast && widensExactly(arg.args.at(0)->type, arg.type)) column = arg.args[0].get();
    if (column->kind != BoundKind::Column || !exec::comparesAsInteger(exec::storageKind(column->type)))
        return std::nullopt;
    return ComparedColumn{values.columns().at(column->column), column->type};
}

/// A constant, as numerator / 10^places of a column's stored units.
struct Fraction {
    Int128 numerator;
    int places;
};

/// `arg` in the stored units of `column`: a number compared with a number column, a value of the column's own
/// type otherwise (DATE, TIME, TIMESTAMP); nullopt for anything else, and for a number too large to rescale.
std::optional<Fraction> constantOf(const BoundExpr& arg, const ComparedColumn& column) {
    if (arg.kind != BoundKind::Constant || arg.constant.isNull()) return std::nullopt;
    const bool numbers = column.type.isInteger() || column.type.id() == TypeId::Decimal;
    if (numbers ? !(arg.type.isInteger() || arg.type.id() == TypeId::Decimal) : arg.type != column.type)
        return std::nullopt;
    const exec::Cell cell = exec::valueToCell(arg.constant);
    const Int128 numerator = arg.type.id() == TypeId::Decimal ? cell.decimal() : Int128{cell.i};
    const int shift = placesOf(column.type) - placesOf(arg.type);
    if (shift <= 0) return Fraction{numerator, -shift};
    const Int128 limit = pow10Int128(static_cast<unsigned>(38 - shift));
    if (numerator >= limit || numerator <= -limit) return std::nullopt;
    return Fraction{numerator * pow10Int128(static_cast<unsigned>(shift)), 0};
}

/// The largest stored value at most `f`, and the smallest at least `f`.
Int128 floorOf(const Fraction& f) {
    const Int128 divisor = pow10Int128(static_cast<unsigned>(f.places));
    Int128 q = f.numerator / divisor;
    if (f.numerator % divisor != 0 && f.numerator < 0) --q;
    return q;
}
Int128 ceilOf(const Fraction& f) {
    const Int128 divisor = pow10Int128(static_cast<unsigned>(f.places));
    Int128 q = f.numerator / divisor;
    if (f.numerator % divisor != 0 && f.numerator > 0) ++q;
    return q;
}

/// The stored values x for which `x relation f` holds, as a range; nullopt for another function.
std::optional<exec::ScanRange> comparedRange(std::string_view relation, uint32_t column, const Fraction& f) {
    std::pair<Int128, Int128> range;
    if (relation == "equals") {
        range = {ceilOf(f), floorOf(f)};
    } else if (relation == "lessThan") {
        range = {kLowest, ceilOf(f) - 1};
    } else if (relation == "lessThanOrEqual") {
        range = {kLowest, floorOf(f)};
    } else if (relation == "greaterThan") {
        range = {floorOf(f) + 1, kHighest};
    } else if (relation == "greaterThanOrEqual") {
        range = {ceilOf(f), kHighest};
    } else {
        return std::nullopt;
    }
    return exec::ScanRange{column, range.first, range.second};
}

/// The relation with its operands swapped: c < x is x > c.
std::string_view swapped(std::string_view relation) {
    if (relation == "lessThan") return "greaterThan";
    if (relation == "lessThanOrEqual") return "greaterThanOrEqual";
    if (relation == "greaterThan") return "lessThan";
    if (relation == "greaterThanOrEqual") return "lessThanOrEqual";
    return relation;
}

/// `conjunct` as a range of a table column of `values`, or nullopt.
std::optional<exec::ScanRange> rangeOf(const BoundExpr& conjunct, const ValuesNode& values) {
    if (conjunct.kind != BoundKind::Call || !conjunct.function) return std::nullopt;
    const std::string_view name = conjunct.function->name();
    const auto& args = conjunct.args;
    if (name == "between" && args.size() == 3) {
        const std::optional<ComparedColumn> column = comparedColumn(*args[0], values);
        if (!column) return std::nullopt;
        const std::optional<Fraction> low = constantOf(*args[1], *column), high = constantOf(*args[2], *column);
        if (!low || !high) return std::nullopt;
        return exec::ScanRange{column->column, ceilOf(*low), floorOf(*high)};
    }
    if (args.size() != 2) return std::nullopt;
    for (size_t side = 0; side < 2; ++side) {
        const std::optional<ComparedColumn> column = comparedColumn(*args[side], values);
        if (!column) continue;
        const std::optional<Fraction> c = constantOf(*args[1 - side], *column);
        if (!c) return std::nullopt;
        return comparedRange(side == 0 ? name : swapped(name), column->column, *c);
    }
    return std::nullopt;
}

}  // namespace

ScanRanges scanRangesOf(const std::vector<BoundExprPtr>& conjuncts, const ValuesNode& values) {
    ScanRanges split;
    for (const BoundExprPtr& conjunct : conjuncts) {
        if (std::optional<exec::ScanRange> range = rangeOf(*conjunct, values)) {
            split.ranges.push_back(*range);
            split.taken.push_back(conjunct);
        } else {
            split.rest.push_back(conjunct);
        }
    }
    return split;
}

}  // namespace tabula::planner
