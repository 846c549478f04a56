// The C++ expression DSL: col("a") + 5, col("salary").avg().as("avgSalary"), col("a").desc().
// Builds the same syntax trees the string-expression parser builds.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "tabula/type.hpp"

namespace tabula {

namespace ast {
struct Expr;
}
namespace detail {
struct Internals;
}

/// An unbound expression: names resolve when a Table operation receives it.
class Expression {
public:
    /// Names the result column.
    Expression as(std::string name) const;
    /// Names each column of a table function's rows: call("split", col("line")).as("word", "length").
    Expression as(std::vector<std::string> names) const;
    template <class... More>
    requires(sizeof...(More) > 0 && (std::is_convertible_v<More, std::string> && ...)) Expression
        as(std::string first, More&&... more)
    const { return as(std::vector<std::string>{std::move(first), std::string(std::forward<More>(more))...}); }
    Expression asc() const;
    Expression desc() const;
    // Aggregates.
    Expression sum() const;
    Expression sum0() const;
    Expression avg() const;
    Expression count() const;
    Expression min() const;
    Expression max() const;
    Expression stddevPop() const;
    Expression stddevSamp() const;
    Expression varPop() const;
    Expression varSamp() const;
    /// Marks an aggregate as DISTINCT: col("a").count().distinct().
    Expression distinct() const;
    // Predicates and conversions.
    Expression isNull() const;
    Expression isNotNull() const;
    Expression cast(DataType type) const;
    Expression in(std::vector<Expression> values) const;
    Expression between(const Expression& low, const Expression& high) const;
    Expression like(const Expression& pattern) const;
    /// Window sizes, slides and gaps from an integer literal, as the string forms `10.minutes` and `2.rows`:
    /// lit(10).minutes(), lit(2).rows(). Throws ValidationError on any other expression.
    Expression millis() const;
    Expression seconds() const;
    Expression minutes() const;
    Expression hours() const;
    Expression days() const;
    Expression rows() const;
    /// Any other built-in or suffix function by name: col("s").call("upperCase").
    Expression call(std::string function, std::vector<Expression> more_args = {}) const;

    /// The expression in string-expression syntax.
    std::string toString() const;

private:
    /// The library builds expressions from syntax trees and reads them back through Internals alone.
    friend struct detail::Internals;
    explicit Expression(std::shared_ptr<const ast::Expr> node) : node_(std::move(node)) {}

    std::shared_ptr<const ast::Expr> node_;
};

/// A field reference; col("*") is every field, as star() and the string form `*`.
Expression col(std::string name);
/// Every field of the table: select(star()), select(col("*")).
Expression star();
/// Literals.
Expression lit(bool v);
Expression lit(int32_t v);
Expression lit(int64_t v);
Expression lit(double v);
Expression lit(const char* v);
Expression lit(std::string v);
/// A typed NULL.
Expression nullOf(DataType type);
/// A call of a built-in function by name: call("concat", {col("a"), lit("x")}).
Expression call(std::string function, std::vector<Expression> args);

Expression operator+(const Expression& a, const Expression& b);
Expression operator-(const Expression& a, const Expression& b);
Expression operator*(const Expression& a, const Expression& b);
Expression operator/(const Expression& a, const Expression& b);
Expression operator%(const Expression& a, const Expression& b);
Expression operator-(const Expression& a);
/// Comparisons build expressions (SQL semantics, NULL-aware), they do not compare trees.
Expression operator==(const Expression& a, const Expression& b);
Expression operator!=(const Expression& a, const Expression& b);
Expression operator<(const Expression& a, const Expression& b);
Expression operator<=(const Expression& a, const Expression& b);
Expression operator>(const Expression& a, const Expression& b);
Expression operator>=(const Expression& a, const Expression& b);
Expression operator&&(const Expression& a, const Expression& b);
Expression operator||(const Expression& a, const Expression& b);
Expression operator!(const Expression& a);

/// Expressions given one by one to a method that takes a list of them: select(col("a"), col("b") + 1) is
/// select({col("a"), col("b") + 1}).
template <class... E>
concept Expressions = sizeof...(E) > 0 && (std::is_same_v<std::remove_cvref_t<E>, Expression> && ...);

/// A C++ value an operator takes as a literal beside an Expression: `col("age") + 1`, `1 + col("age")`,
/// `col("country") == "Germany"` (a bool, a number, or text).
template <class T>
concept LiteralValue = std::is_arithmetic_v<std::remove_cvref_t<T>> || std::is_convertible_v<T, std::string>;

/// The literal of `value`: lit(bool), lit(int32_t) for integers of up to 32 bits, lit(int64_t) for wider ones,
/// lit(double) for floating point, lit(std::string) for text.
template <LiteralValue T>
Expression literalOf(T&& value) {
    using V = std::remove_cvref_t<T>;
    if constexpr (std::is_same_v<V, bool>) {
        return lit(static_cast<bool>(value));
    } else if constexpr (std::is_integral_v<V> && sizeof(V) <= sizeof(int32_t) &&
                         (std::is_signed_v<V> || sizeof(V) < sizeof(int32_t))) {
        return lit(static_cast<int32_t>(value));
    } else if constexpr (std::is_integral_v<V>) {
        return lit(static_cast<int64_t>(value));
    } else if constexpr (std::is_floating_point_v<V>) {
        return lit(static_cast<double>(value));
    } else {
        return lit(std::string(std::forward<T>(value)));
    }
}

// Each binary operator with a literal on either side.
#define TABULA_LITERAL_OPERATOR(op)                      \
    template <LiteralValue T>                            \
    Expression operator op(const Expression& a, T&& b) { \
        return a op literalOf(std::forward<T>(b));       \
    }                                                    \
    template <LiteralValue T>                            \
    Expression operator op(T&& a, const Expression& b) { \
        return literalOf(std::forward<T>(a)) op b;       \
    }
TABULA_LITERAL_OPERATOR(+)
TABULA_LITERAL_OPERATOR(-)
TABULA_LITERAL_OPERATOR(*)
TABULA_LITERAL_OPERATOR(/)
TABULA_LITERAL_OPERATOR(%)
TABULA_LITERAL_OPERATOR(==)
TABULA_LITERAL_OPERATOR(!=)
TABULA_LITERAL_OPERATOR(<)
TABULA_LITERAL_OPERATOR(<=)
TABULA_LITERAL_OPERATOR(>)
TABULA_LITERAL_OPERATOR(>=)
TABULA_LITERAL_OPERATOR(&&)
TABULA_LITERAL_OPERATOR(||)
#undef TABULA_LITERAL_OPERATOR

}  // namespace tabula
