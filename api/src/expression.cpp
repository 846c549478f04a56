// The C++ expression DSL: builds the same syntax trees as the string-expression parser.
#include "tabula/expression.hpp"

#include "internals.hpp"
#include "parser/ast.hpp"
#include "tabula/error.hpp"
#include "tabula/value.hpp"

namespace tabula {

namespace {

using detail::Internals;

std::vector<ast::ExprPtr> nodesOf(const Expression& first, const std::vector<Expression>& rest) {
    std::vector<ast::ExprPtr> nodes{Internals::node(first)};
    for (const auto& e : rest) nodes.push_back(Internals::node(e));
    return nodes;
}

Expression callOf(std::string name, std::vector<ast::ExprPtr> args) {
    return Internals::expression(ast::makeCall(std::move(name), std::move(args)));
}

Expression literal(ast::LiteralKind kind, std::string text) {
    return Internals::expression(ast::makeLiteral(kind, std::move(text)));
}

Expression binary(const char* name, const Expression& a, const Expression& b) {
    return callOf(name, {Internals::node(a), Internals::node(b)});
}

/// `operand` (an integer literal) times `factor`, as a literal of `kind`.
Expression scaledLiteral(const ast::ExprPtr& operand, ast::LiteralKind kind, int64_t factor, const char* unit) {
    if (operand->kind != ast::ExprKind::Literal ||
        (operand->literal_kind != ast::LiteralKind::Integer && operand->literal_kind != ast::LiteralKind::Long))
        throw ValidationError(std::string(unit) + "() applies to an integer literal, as in lit(10)." + unit +
                              "(), not to " + ast::toString(*operand));
    int64_t value = 0;
    if (__builtin_mul_overflow(std::stoll(operand->text), factor, &value))
        throw ValidationError(ast::toString(*operand) + "." + unit + "() is too large");
    return literal(kind, std::to_string(value));
}

}  // namespace

Expression Expression::millis() const { return scaledLiteral(node_, ast::LiteralKind::IntervalMillis, 1, "millis"); }
Expression Expression::seconds() const {
    return scaledLiteral(node_, ast::LiteralKind::IntervalMillis, 1000, "seconds");
}
Expression Expression::minutes() const {
    return scaledLiteral(node_, ast::LiteralKind::IntervalMillis, 60'000, "minutes");
}
Expression Expression::hours() const {
    return scaledLiteral(node_, ast::LiteralKind::IntervalMillis, 3'600'000, "hours");
}
Expression Expression::days() const {
    return scaledLiteral(node_, ast::LiteralKind::IntervalMillis, 86'400'000, "days");
}
Expression Expression::rows() const { return scaledLiteral(node_, ast::LiteralKind::RowCount, 1, "rows"); }

Expression Expression::as(std::string name) const { return Expression(ast::makeAlias(node_, {std::move(name)})); }
Expression Expression::as(std::vector<std::string> names) const {
    return Expression(ast::makeAlias(node_, std::move(names)));
}
Expression Expression::asc() const { return Expression(ast::makeOrdering(node_, false)); }
Expression Expression::desc() const { return Expression(ast::makeOrdering(node_, true)); }
Expression Expression::sum() const { return call("sum"); }
Expression Expression::sum0() const { return call("sum0"); }
Expression Expression::avg() const { return call("avg"); }
Expression Expression::count() const { return call("count"); }
Expression Expression::min() const { return call("min"); }
Expression Expression::max() const { return call("max"); }
Expression Expression::stddevPop() const { return call("stddevPop"); }
Expression Expression::stddevSamp() const { return call("stddevSamp"); }
Expression Expression::varPop() const { return call("varPop"); }
Expression Expression::varSamp() const { return call("varSamp"); }

Expression Expression::distinct() const {
    auto copy = std::make_shared<ast::Expr>(*node_);
    copy->distinct = true;
    return Expression(std::move(copy));
}

Expression Expression::isNull() const { return call("isNull"); }
Expression Expression::isNotNull() const { return call("isNotNull"); }
Expression Expression::cast(DataType type) const { return Expression(ast::makeCast(node_, type)); }
Expression Expression::in(std::vector<Expression> values) const { return callOf("in", nodesOf(*this, values)); }
Expression Expression::between(const Expression& low, const Expression& high) const {
    return callOf("between", {node_, Internals::node(low), Internals::node(high)});
}
Expression Expression::like(const Expression& pattern) const { return binary("like", *this, pattern); }

Expression Expression::call(std::string function, std::vector<Expression> more_args) const {
    return callOf(std::move(function), nodesOf(*this, more_args));
}

std::string Expression::toString() const { return ast::toString(*node_); }

Expression col(std::string name) {
    if (name == "*") return star();
    return Internals::expression(ast::makeField(std::move(name)));
}
Expression star() { return Internals::expression(ast::makeStar()); }
Expression lit(bool v) { return literal(ast::LiteralKind::Boolean, v ? "true" : "false"); }
Expression lit(int32_t v) { return literal(ast::LiteralKind::Integer, std::to_string(v)); }
Expression lit(int64_t v) { return literal(ast::LiteralKind::Long, std::to_string(v)); }
Expression lit(double v) {
    // Shortest round-trip text, without Java's exponent spelling, so the binder reads back the same double.
    std::string text = formatDouble(v);
    if (auto e = text.find('E'); e != std::string::npos) text[e] = 'e';
    return literal(ast::LiteralKind::Double, std::move(text));
}
Expression lit(const char* v) { return lit(std::string(v)); }
Expression lit(std::string v) { return literal(ast::LiteralKind::String, std::move(v)); }
Expression nullOf(DataType type) { return Internals::expression(ast::makeNull(type)); }
Expression call(std::string function, std::vector<Expression> args) {
    std::vector<ast::ExprPtr> nodes;
    for (const auto& a : args) nodes.push_back(Internals::node(a));
    return callOf(std::move(function), std::move(nodes));
}

Expression operator+(const Expression& a, const Expression& b) { return binary("plus", a, b); }
Expression operator-(const Expression& a, const Expression& b) { return binary("minus", a, b); }
Expression operator*(const Expression& a, const Expression& b) { return binary("times", a, b); }
Expression operator/(const Expression& a, const Expression& b) { return binary("divide", a, b); }
Expression operator%(const Expression& a, const Expression& b) { return binary("mod", a, b); }
Expression operator-(const Expression& a) { return callOf("minusPrefix", {Internals::node(a)}); }
Expression operator==(const Expression& a, const Expression& b) { return binary("equals", a, b); }
Expression operator!=(const Expression& a, const Expression& b) { return binary("notEquals", a, b); }
Expression operator<(const Expression& a, const Expression& b) { return binary("lessThan", a, b); }
Expression operator<=(const Expression& a, const Expression& b) { return binary("lessThanOrEqual", a, b); }
Expression operator>(const Expression& a, const Expression& b) { return binary("greaterThan", a, b); }
Expression operator>=(const Expression& a, const Expression& b) { return binary("greaterThanOrEqual", a, b); }
Expression operator&&(const Expression& a, const Expression& b) { return binary("and", a, b); }
Expression operator||(const Expression& a, const Expression& b) { return binary("or", a, b); }
Expression operator!(const Expression& a) { return callOf("not", {Internals::node(a)}); }

}  // namespace tabula
