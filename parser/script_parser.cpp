// Entry points for shell scripts: parseScript and isCompleteStatement.
#include "parser/script_error_messages.hpp"
#include "parser/sql_error_messages.hpp"
#include "parser/parse.hpp"
#include "parser/parse_runner.hpp"
#include "parser/script_actions.hpp"
#include "parser/source_scan.hpp"

namespace tabula::parser {

std::vector<ast::Statement> parseScript(std::string_view text) {
    std::vector<ast::Statement> statements;
    for (Item& item : runGrammar<script::script>(text, Dialect::Sql))
        statements.push_back(std::move(std::get<ast::Statement>(item)));
    return statements;
}

bool isCompleteStatement(std::string_view text) { return endsWithStatementTerminator(text); }

}  // namespace tabula::parser
