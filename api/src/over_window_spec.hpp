// An over window of the Table API as the window a select's `x over w` calls resolve to.
#pragma once

#include "parser/ast.hpp"
#include "tabula/over_window.hpp"

namespace tabula::detail {

/// The window `window` defines, named by its alias. Throws ValidationError for a window without alias or order, a
/// bound Flink does not offer there, or a start and end of different kinds; ParseError for keys that do not parse.
ast::NamedWindow overWindowSpec(const OverWindow& window);

/// `expr` with spans that lie past any text: window parts are parsed from their own strings, not from the select's
/// text they are bound with, so errors name them by their rendering instead of pointing into the select.
ast::ExprPtr detachedSpans(const ast::ExprPtr& expr);

}  // namespace tabula::detail
