// Entry points for Flink string expressions: parseExpression and parseExpressionList.
#include "parser/expression_actions.hpp"
#include "parser/expression_error_messages.hpp"
#include "parser/parse.hpp"
#include "parser/parse_runner.hpp"

namespace tabula::parser {

ast::ExprPtr parseExpression(std::string_view text) {
    return std::get<ast::ExprPtr>(runGrammar<flink::single_expression>(text, Dialect::Expression).front());
}

std::vector<ast::ExprPtr> parseExpressionList(std::string_view text) {
    return exprsOf(runGrammar<flink::expression_list>(text, Dialect::Expression));
}

}  // namespace tabula::parser
