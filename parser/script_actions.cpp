// Script actions that are more than a line: pipelines, method calls, DDL statements.
#include "parser/script_actions.hpp"

#include <charconv>

namespace tabula::parser::script_actions {

namespace {

template <typename T>
std::vector<T> itemsOf(std::span<const Item> window) {
    std::vector<T> out;
    for (const Item& item : window)
        if (const auto* value = std::get_if<T>(&item)) out.push_back(*value);
    return out;
}

/// The first identifier token: the statement's table name.
Token firstWord(std::span<const Item> window) {
    for (const Token& token : itemsOf<Token>(window))
        if (token.kind == TokenKind::Word) return token;
    return {};
}

}  // namespace

PipelinePtr pipeline(std::span<Item> window, SourceSpan span) {
    auto result = std::make_shared<ast::Pipeline>();
    result->span = span;
    size_t table_index = 0;
    const Token& first = tokenItem(window, 0);
    if (first.kind == TokenKind::Name) {
        result->source_call = actions::lowerCase(first.text);
        table_index = 1;
    }
    const Token& table = tokenItem(window, table_index);
    result->table = table.name;
    result->table_span = table.span;
    result->calls = itemsOf<ast::MethodCall>(window);
    return result;
}

ast::PipelineArg stringArgument(std::string_view quoted_text, SourceSpan span) {
    return ast::PipelineArg{span, actions::unquote(quoted_text), span.begin + 1};
}

ast::PipelineArg integerArgument(const Builder& builder, std::string_view digits, SourceSpan span) {
    int64_t value = 0;
    const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
    if (error != std::errc() || end != digits.data() + digits.size())
        builder.fail(span.begin, "the integer " + std::string(digits) + " is out of range");
    return ast::PipelineArg{span, value, 0};
}

ast::MethodCall methodCall(std::span<Item> window, SourceSpan span) {
    return ast::MethodCall{span, tokenItem(window, 0).text, itemsOf<ast::PipelineArg>(window)};
}

ast::ColumnDef columnDef(std::span<Item> window, SourceSpan span) {
    const Token* comment = findToken(window, TokenKind::Marker, kComment);
    return ast::ColumnDef{span,
                          tokenItem(window, 0).name,
                          itemsOf<TypeItem>(window).front().type,
                          findToken(window, TokenKind::Marker, kNotNull) != nullptr,
                          findToken(window, TokenKind::Marker, kPrimaryKey) != nullptr,
                          comment ? comment->text : std::string()};
}

ast::PrimaryKey primaryKey(std::span<Item> window, SourceSpan span) {
    ast::PrimaryKey key{span, {}, {}};
    for (const Token& token : itemsOf<Token>(window)) {
        if (token.kind != TokenKind::Word) continue;
        key.columns.push_back(token.name);
        key.column_spans.push_back(token.span);
    }
    return key;
}

ast::CreateTable createTable(std::span<Item> window) {
    ast::CreateTable table;
    const Token name = firstWord(window);
    table.name = name.name;
    table.name_span = name.span;
    if (const auto* query = std::get_if<ast::QueryPtr>(&window.back())) table.as_body = *query;
    if (const auto* pipe = std::get_if<PipelinePtr>(&window.back())) table.as_body = *pipe;
    table.if_not_exists = findToken(window, TokenKind::Marker, kIfNotExists) != nullptr;
    table.columns = itemsOf<ast::ColumnDef>(window);
    table.primary_keys = itemsOf<ast::PrimaryKey>(window);
    if (const Token* comment = findToken(window, TokenKind::Marker, kComment)) table.comment = comment->text;
    for (const OptionItem& option : itemsOf<OptionItem>(window)) {
        table.options.emplace_back(option.key, option.value);
        table.option_spans.push_back(option.key_span);
    }
    return table;
}

ast::CreateView createView(std::span<Item> window) {
    ast::CreateView view;
    view.name = wordsOf(window).front();
    view.if_not_exists = findToken(window, TokenKind::Marker, kIfNotExists) != nullptr;
    if (const auto* query = std::get_if<ast::QueryPtr>(&window.back()))
        view.body = *query;
    else
        view.body = std::get<PipelinePtr>(window.back());
    return view;
}

ast::DropTable dropTable(std::span<Item> window) {
    ast::DropTable drop;
    drop.name = wordsOf(window).front();
    drop.if_exists = findToken(window, TokenKind::Marker, kIfExists) != nullptr;
    drop.view = findToken(window, TokenKind::Marker, kView) != nullptr;
    return drop;
}

ast::QueryPtr valuesRow(std::span<Item> window, SourceSpan span) {
    auto row = std::make_shared<ast::Query>();
    row->span = span;
    row->items = exprsOf(window);
    return row;
}

ast::Insert insert(std::span<Item> window) {
    ast::Insert insert;
    for (const Token& token : itemsOf<Token>(window)) {
        if (token.kind != TokenKind::Word) continue;
        if (insert.table.empty()) {
            insert.table = token.name;
            insert.table_span = token.span;
        } else {
            insert.columns.push_back(token.name);
            insert.column_spans.push_back(token.span);
        }
    }
    std::vector<ast::QueryPtr> queries = itemsOf<ast::QueryPtr>(window);
    if (findToken(window, TokenKind::Marker, kValues) != nullptr)
        insert.rows = std::move(queries);
    else
        insert.query = queries.front();
    return insert;
}

ast::Delete deleteRows(std::span<Item> window) {
    const Token table = firstWord(window);
    std::vector<ast::ExprPtr> where = exprsOf(window);
    return ast::Delete{table.name, table.span, where.empty() ? nullptr : where.front()};
}

ast::SetOption setOption(std::span<Item> window, bool reset) {
    ast::SetOption option;
    option.reset = reset;
    std::vector<Token> words = itemsOf<Token>(window);
    if (!words.empty()) {
        option.key = words[0].name;
        option.key_span = words[0].span;
    }
    if (words.size() > 1) option.value = words[1].name;
    return option;
}

ast::CallProcedure callProcedure(std::span<Item> window) {
    const std::vector<Token> words = itemsOf<Token>(window);
    ast::CallProcedure call{words[0].name, words[0].span, {}};
    for (size_t i = 1; i + 1 < words.size(); i += 2)
        call.arguments.push_back({words[i].name, words[i].span, words[i + 1].name, words[i + 1].span});
    return call;
}

ast::Copy copyRows(std::span<Item> window) {
    ast::Copy copy;
    if (const auto* query = std::get_if<ast::QueryPtr>(&window[0])) {
        copy.query = *query;
        copy.table_span = (*query)->span;
    } else {
        const Token& table = tokenItem(window, 0);
        copy.table = table.name;
        copy.table_span = table.span;
    }
    copy.to = findToken(window, TokenKind::Marker, kCopyTo) != nullptr;
    const Token& file = tokenItem(window, copy.to ? 2 : 1);
    copy.file = file.name;
    copy.file_span = file.span;
    for (const OptionItem& option : itemsOf<OptionItem>(window))
        copy.options.push_back({option.key, option.value, option.key_span});
    return copy;
}

ast::Statement queryOrPipeline(std::span<Item> window) {
    if (const auto* query = std::get_if<ast::QueryPtr>(&window.back())) return ast::Statement{(*query)->span, *query};
    const PipelinePtr& pipe = std::get<PipelinePtr>(window.back());
    return ast::Statement{pipe->span, pipe};
}

}  // namespace tabula::parser::script_actions
