// Entry point for SQL queries: parseQuery.
#include "parser/parse.hpp"
#include "parser/parse_runner.hpp"
#include "parser/sql_actions.hpp"
#include "parser/sql_error_messages.hpp"

namespace tabula::parser {

ast::QueryPtr parseQuery(std::string_view text) {
    return std::get<ast::QueryPtr>(runGrammar<sql::single_query>(text, Dialect::Sql).front());
}

}  // namespace tabula::parser
