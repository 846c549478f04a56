// What comparisons share with IN, BETWEEN, NULLIF, MIN and MAX: which types compare, what they widen to, and
// typed relational predicates.
#pragma once

#include <span>
#include <string_view>
#include <utility>

#include "exec/functions/function_support.hpp"

namespace tabula::exec::fn {

enum class Relation { Equal, NotEqual, Greater, GreaterOrEqual, Less, LessOrEqual };

/// Applies a relation to an ordering result (<0, 0, >0).
template <Relation R>
constexpr bool holds(int order) {
    if constexpr (R == Relation::Equal) return order == 0;
    if constexpr (R == Relation::NotEqual) return order != 0;
    if constexpr (R == Relation::Greater) return order > 0;
    if constexpr (R == Relation::GreaterOrEqual) return order >= 0;
    if constexpr (R == Relation::Less) return order < 0;
    if constexpr (R == Relation::LessOrEqual) return order <= 0;
}

/// a R b for one storage type. FLOAT and DOUBLE follow float_order.hpp, not IEEE: NaN = NaN is true and NaN
/// is greater than every number, so comparisons agree with ORDER BY, MIN/MAX and grouping.
template <Relation R, class T>
bool relate(const T& a, const T& b) {
    if constexpr (std::is_same_v<T, StrRef> || std::is_floating_point_v<T>) {
        return holds<R>(compareValues(a, b));
    } else if constexpr (R == Relation::Equal) {
        return a == b;
    } else if constexpr (R == Relation::NotEqual) {
        return a != b;
    } else if constexpr (R == Relation::Greater) {
        return a > b;
    } else if constexpr (R == Relation::GreaterOrEqual) {
        return a >= b;
    } else if constexpr (R == Relation::Less) {
        return a < b;
    } else {
        return a <= b;
    }
}

/// Whether values of the two types can be compared: numbers with numbers, STRING with STRING, BOOLEAN with
/// BOOLEAN, a temporal type with itself (and DATE with TIMESTAMP); an untyped NULL with anything.
bool comparable(const DataType& a, const DataType& b);
/// True for the functions that compare their arguments with one another: equals, notEquals,
/// greaterThan(OrEqual), lessThan(OrEqual), is(Not)DistinctFrom, (not)In and (not)Between.
bool comparesValues(std::string_view name);

/// Throws "cannot compare INT with STRING in <name>" unless comparable(a, b).
void expectComparable(std::string_view name, const DataType& a, const DataType& b);

/// The type every one of `types` converts to for comparing (pairwise comparable, then widened; DATE with
/// TIMESTAMP is TIMESTAMP). Two untyped NULLs give BOOLEAN, an arbitrary type whose comparison is NULL.
DataType comparisonType(std::string_view name, std::span<const DataType> types);

}  // namespace tabula::exec::fn
