// Helpers shared by the parser tests: parse-and-render shortcuts and capture of a ParseError's parts.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "parser/ast.hpp"
#include "parser/parse.hpp"
#include "tabula/error.hpp"

namespace tabula::parser::test {

/// One row of a table-driven test: an input and the expected rendering or message.
struct Case {
    const char* input;
    const char* expected;
};

/// parseExpression, rendered by ast::toString.
inline std::string rendered(std::string_view text) { return ast::toString(*parseExpression(text)); }

/// parseExpressionList, each item rendered and joined with " | ".
inline std::string renderedList(std::string_view text) {
    std::string out;
    for (const ast::ExprPtr& expr : parseExpressionList(text)) out += (out.empty() ? "" : " | ") + ast::toString(*expr);
    return out;
}

/// What a ParseError carried.
struct Failure {
    std::string message;
    uint32_t line = 0;
    uint32_t column = 0;
    std::string excerpt;
    std::string what;
};

/// Runs `parse` and returns the ParseError it throws; records a test failure when it throws none.
template <typename Parse>
Failure failureOf(Parse&& parse) {
    try {
        parse();
    } catch (const ParseError& e) {
        return Failure{e.message(), e.line(), e.column(), e.excerpt(), e.what()};
    }
    ADD_FAILURE() << "expected a ParseError";
    return {};
}

/// "line:column: message" of the error parsing `text` as a single expression.
inline std::string expressionError(std::string_view text) {
    const Failure failure = failureOf([&] { parseExpression(text); });
    return std::to_string(failure.line) + ":" + std::to_string(failure.column) + ": " + failure.message;
}

}  // namespace tabula::parser::test
