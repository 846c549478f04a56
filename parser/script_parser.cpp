// Entry points for shell scripts: parseScript, splitScript, parseStatement and isCompleteStatement.
#include "parser/parse.hpp"
#include "parser/parse_runner.hpp"
#include "parser/script_actions.hpp"
#include "parser/script_error_messages.hpp"
#include "parser/source_scan.hpp"
#include "parser/sql_error_messages.hpp"

namespace tabula::parser {

std::vector<ast::Statement> parseScript(std::string_view text) {
    std::vector<ast::Statement> statements;
    for (SourceSpan piece : splitScript(text)) {
        if (std::optional<ast::Statement> statement = parseStatement(text, piece))
            statements.push_back(std::move(*statement));
    }
    return statements;
}

std::vector<SourceSpan> splitScript(std::string_view text) {
    std::vector<SourceSpan> pieces;
    uint32_t begin = 0;
    for (uint32_t end : statementEnds(text)) {
        pieces.push_back({begin, end});
        begin = end;
    }
    return pieces;
}

std::optional<ast::Statement> parseStatement(std::string_view text, SourceSpan piece) {
    std::vector<Item> items = runGrammar<script::script>(text, piece, Dialect::Sql);
    if (items.empty()) return std::nullopt;
    return std::move(std::get<ast::Statement>(items.front()));
}

bool isCompleteStatement(std::string_view text) { return endsWithStatementTerminator(text); }

}  // namespace tabula::parser
