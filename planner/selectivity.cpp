// Conjunct by conjunct: equalities and IN lists from distinct counts, ranges from min and max, bounds on one
// column gathered first so that a lower and an upper bound are measured together.
#include "planner/selectivity.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <string_view>
#include <vector>

#include "exec/cell.hpp"
#include "exec/physical_type.hpp"

namespace tabula::planner {
namespace {

constexpr double kUnknown = CardinalityEstimator::kConjunctSelectivity;

bool isNumberType(TypeId id) {
    switch (id) {
        case TypeId::TinyInt:
        case TypeId::SmallInt:
        case TypeId::Int:
        case TypeId::BigInt:
        case TypeId::Float:
        case TypeId::Double:
        case TypeId::Decimal: return true;
        default: return false;
    }
}

/// The input column `expr` reads as it is (or through a cast between number types, which keeps its values).
std::optional<size_t> columnOf(const BoundExpr& expr) {
    if (expr.kind == BoundKind::Column) return expr.column;
    if (expr.kind == BoundKind::Cast && isNumberType(expr.type.id()) && isNumberType(expr.args[0]->type.id())) {
        return columnOf(*expr.args[0]);
    }
    return std::nullopt;
}

/// A constant's number in the units of column ranges; nullopt for NULL and types without a range.
std::optional<double> numberOf(const BoundExpr& expr) {
    if (expr.kind != BoundKind::Constant || expr.constant.isNull()) return std::nullopt;
    return exec::rangeNumber(exec::valueToCell(expr.constant), expr.type);
}

bool isCall(const BoundExpr& expr, std::string_view name) {
    return expr.kind == BoundKind::Call && expr.function != nullptr && expr.function->name() == name;
}

/// Bounds on one column: [low, high], each open or closed (the difference does not count in a share).
struct Bounds {
    double low = -INFINITY;
    double high = INFINITY;
    bool whole = false;  // the column holds whole numbers (integers, dates, times): [low, high] counts its ends
};

/// Whether the values of `expr` are whole numbers: integers, or dates, times and timestamps (days, milliseconds).
bool isWhole(const BoundExpr& expr) { return exec::physicalKind(expr.type.id()) == exec::PhysicalKind::Int64; }

class Conjuncts {
public:
    explicit Conjuncts(const ColumnLookup& column) : column_(column) {}

    /// The share kept by `condition`, an AND of conjuncts.
    double of(const BoundExpr& condition) {
        double kept = 1;
        gather(condition, kept);
        for (const auto& [c, bounds] : bounds_) kept *= rangeShare(column_(c), bounds);
        return kept;
    }

private:
    void gather(const BoundExpr& expr, double& kept) {
        if (isCall(expr, "and")) {
            for (const auto& arg : expr.args) gather(*arg, kept);
            return;
        }
        if (bound(expr)) return;
        kept *= conjunct(expr);
    }

    /// Records a range comparison of a column with a constant; false for anything else.
    bool bound(const BoundExpr& expr) {
        if (expr.kind != BoundKind::Call || expr.function == nullptr) return false;
        const std::string_view name = expr.function->name();
        if (name == "between" && expr.args.size() == 3) {
            const std::optional<size_t> c = columnOf(*expr.args[0]);
            const std::optional<double> low = numberOf(*expr.args[1]);
            const std::optional<double> high = numberOf(*expr.args[2]);
            if (!c || !low || !high || !hasRange(*c)) return false;
            narrow(*c, *low, *high, isWhole(*expr.args[0]));
            return true;
        }
        const bool less = name == "lessThan" || name == "lessThanOrEqual";
        const bool greater = name == "greaterThan" || name == "greaterThanOrEqual";
        const bool strict = name == "lessThan" || name == "greaterThan";
        if ((!less && !greater) || expr.args.size() != 2) return false;
        std::optional<size_t> c = columnOf(*expr.args[0]);
        std::optional<double> k = numberOf(*expr.args[1]);
        bool column_first = true;
        if (!c || !k) {
            c = columnOf(*expr.args[1]);
            k = numberOf(*expr.args[0]);
            column_first = false;
        }
        if (!c || !k || !hasRange(*c)) return false;
        // c < k keeps what lies below k; k < c what lies above it. A strict bound on whole numbers (integers,
        // dates) leaves out k itself.
        const bool whole = isWhole(*expr.args[column_first ? 0 : 1]);
        const double step = strict && whole ? 1 : 0;
        if (less == column_first) {
            narrow(*c, -INFINITY, *k - step, whole);
        } else {
            narrow(*c, *k + step, INFINITY, whole);
        }
        return true;
    }

    bool hasRange(size_t c) const {
        const ColumnEstimate& column = column_(c);
        return column.min && column.max;
    }
    void narrow(size_t c, double low, double high, bool whole) {
        Bounds& bounds = bounds_[c];
        bounds.low = std::max(bounds.low, low);
        bounds.high = std::min(bounds.high, high);
        bounds.whole = whole;
    }

    /// The share of a column's rows within `bounds`, its values spread evenly over its range.
    static double rangeShare(const ColumnEstimate& column, const Bounds& bounds) {
        const double low = std::max(bounds.low, *column.min);
        const double high = std::min(bounds.high, *column.max);
        const double values = 1 - column.null_fraction;
        if (high < low) return 0;
        // Whole numbers count both ends: [1, 5] holds five values.
        const double end = bounds.whole ? 1 : 0;
        const double width = *column.max - *column.min + end;
        if (width <= 0) return values;  // one value, within the bounds
        // At least one value's share: a bound that keeps a little of a range keeps some rows.
        const double one_value = column.distinct && *column.distinct > 0 ? 1 / *column.distinct : 0;
        return values * std::clamp((high - low + end) / width, one_value, 1.0);
    }

    double conjunct(const BoundExpr& expr) {
        if (expr.kind != BoundKind::Call || expr.function == nullptr) return kUnknown;
        const std::string_view name = expr.function->name();
        if (name == "or" && expr.args.size() == 2) {
            const double a = selectivity(*expr.args[0], column_);
            const double b = selectivity(*expr.args[1], column_);
            return a + b - a * b;
        }
        if (name == "not" && expr.args.size() == 1) return 1 - selectivity(*expr.args[0], column_);
        if ((name == "isNull" || name == "isNotNull") && expr.args.size() == 1) {
            const std::optional<size_t> c = columnOf(*expr.args[0]);
            if (!c) return kUnknown;
            const double nulls = column_(*c).null_fraction;
            return name == "isNull" ? nulls : 1 - nulls;
        }
        if (name == "in" && !expr.args.empty()) {
            const std::optional<double> distinct = distinctOf(*expr.args[0]);
            if (!distinct) return kUnknown;
            const auto listed = static_cast<double>(expr.args.size() - 1);
            return nonNull(*expr.args[0]) * std::min(1.0, listed / *distinct);
        }
        if ((name == "equals" || name == "notEquals") && expr.args.size() == 2) {
            const std::optional<double> left = distinctOf(*expr.args[0]);
            const std::optional<double> right = distinctOf(*expr.args[1]);
            const bool left_constant = expr.args[0]->kind == BoundKind::Constant;
            const bool right_constant = expr.args[1]->kind == BoundKind::Constant;
            std::optional<double> distinct;
            if (left_constant || right_constant) {
                distinct = left_constant ? right : left;
            } else if (left && right) {
                distinct = std::max(*left, *right);
            }
            if (!distinct) return kUnknown;
            const double equal = 1 / std::max(1.0, *distinct);
            const double values = nonNull(*expr.args[left_constant ? 1 : 0]);
            return values * (name == "equals" ? equal : 1 - equal);
        }
        return kUnknown;
    }

    std::optional<double> distinctOf(const BoundExpr& expr) const {
        const std::optional<size_t> c = columnOf(expr);
        if (!c) return std::nullopt;
        const ColumnEstimate& column = column_(*c);
        if (!column.distinct || *column.distinct <= 0) return std::nullopt;
        return column.distinct;
    }
    double nonNull(const BoundExpr& expr) const {
        const std::optional<size_t> c = columnOf(expr);
        return c ? 1 - column_(*c).null_fraction : 1;
    }

    const ColumnLookup& column_;
    std::map<size_t, Bounds> bounds_;  // by column
};

}  // namespace

double selectivity(const BoundExpr& condition, const ColumnLookup& column) { return Conjuncts(column).of(condition); }

double filteredDistinct(double distinct, double rows, double kept) {
    if (distinct <= 0 || rows <= 0) return 0;
    const double share = std::clamp(kept / rows, 0.0, 1.0);
    return distinct * -std::expm1((rows / distinct) * std::log1p(-std::min(share, 1 - 1e-12)));
}

}  // namespace tabula::planner
