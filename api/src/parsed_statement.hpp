// What a ScriptStatement holds behind its public header: the statement's syntax tree and the script text it was
// parsed from.
#pragma once

#include <memory>
#include <string>

#include "parser/ast.hpp"

namespace tabula::detail {

/// A parsed statement and the script text its spans point into (shared by every statement of the script).
struct ParsedStatement {
    ParsedStatement(std::shared_ptr<const std::string> script_text, ast::Statement parsed)
        : text(std::move(script_text)), statement(std::move(parsed)) {}

    std::shared_ptr<const std::string> text;
    ast::Statement statement;
};

}  // namespace tabula::detail
