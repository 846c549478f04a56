// Actions of the script grammar: pipelines, DDL and the other shell statements. Internal to the parser
// library; included only by script_parser.cpp.
#pragma once

#include "parser/script_grammar.hpp"
#include "parser/sql_actions.hpp"

namespace tabula::parser {

namespace script_actions {

inline constexpr char kIfNotExists[] = "ifNotExists";
inline constexpr char kIfExists[] = "ifExists";
inline constexpr char kView[] = "view";
inline constexpr char kNotNull[] = "notNull";
inline constexpr char kPrimaryKey[] = "primaryKey";
inline constexpr char kComment[] = "comment";  // the token's text is the comment, unquoted
inline constexpr char kValues[] = "values";
inline constexpr char kCopyTo[] = "copyTo";

/// `[source name] table calls...` into a Pipeline.
PipelinePtr pipeline(std::span<Item> window, SourceSpan span);
/// A quoted argument of a method call.
ast::PipelineArg stringArgument(std::string_view quoted_text, SourceSpan span);
/// An integer argument of a method call; out of range is an error.
ast::PipelineArg integerArgument(const Builder& builder, std::string_view digits, SourceSpan span);
ast::MethodCall methodCall(std::span<Item> window, SourceSpan span);
/// `name type constraints...`: the name token, the type and the constraint markers.
ast::ColumnDef columnDef(std::span<Item> window, SourceSpan span);
/// The table constraint PRIMARY KEY (columns...) from its column name tokens.
ast::PrimaryKey primaryKey(std::span<Item> window, SourceSpan span);
ast::CreateTable createTable(std::span<Item> window);
ast::CreateView createView(std::span<Item> window);
ast::DropTable dropTable(std::span<Item> window);
/// One row of INSERT ... VALUES as a SELECT of its expressions.
ast::QueryPtr valuesRow(std::span<Item> window, SourceSpan span);
ast::Insert insert(std::span<Item> window);
ast::Delete deleteRows(std::span<Item> window);
/// SET [key = value] and RESET [key] from their key and value tokens.
ast::SetOption setOption(std::span<Item> window, bool reset);
/// CALL name(argument => value, ...) from its name and argument tokens.
ast::CallProcedure callProcedure(std::span<Item> window);
/// COPY from the table's name, the TO marker (absent for FROM), the file and the options.
ast::Copy copyRows(std::span<Item> window);
/// The query or pipeline in `window`, as a statement of its own.
ast::Statement queryOrPipeline(std::span<Item> window);

/// Replaces the window by a Statement spanning the rule, whose body Make builds from the window.
template <typename Make>
void makeStatement(Builder& builder, SourceSpan span, Make make) {
    builder.replaceWindow(ast::Statement{span, make(builder.window())});
}

}  // namespace script_actions

// clang-format off
template<typename R> struct action<script::call_name<R>> : actions::push_name {};
template<> struct action<script::table_word> : actions::push_word {};
template<> struct action<script::single_quoted_table> : action<sql::quoted_name> {};
template<> struct action<script::double_quoted_table> : action<sql::quoted_name> {};
template<> struct action<script::option_key> : action<sql::quoted_name> {};
template<> struct action<script::option_value> : action<sql::quoted_name> {};
template<> struct action<script::single_quoted_argument> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        builder.push(script_actions::stringArgument(in.string_view(), builder.spanOf(in)));
    }
};
template<> struct action<script::double_quoted_argument> : action<script::single_quoted_argument> {};
template<> struct action<script::integer_argument> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        builder.push(script_actions::integerArgument(builder, in.string_view(), builder.spanOf(in)));
    }
};
template<> struct action<script::method_call> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        builder.replaceWindow(script_actions::methodCall(builder.window(), builder.spanOf(in)));
    }
};
template<> struct action<script::nested_pipeline> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        const SourceSpan span = builder.spanOf(in);
        builder.replaceWindow(ast::PipelineArg{span, script_actions::pipeline(builder.window(), span), 0});
    }
};
template<> struct action<script::pipeline> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        builder.replaceWindow(script_actions::pipeline(builder.window(), builder.spanOf(in)));
    }
};
template<> struct action<script::if_not_exists_marker> : actions::push_marker<script_actions::kIfNotExists> {};
template<> struct action<script::if_exists_marker> : actions::push_marker<script_actions::kIfExists> {};
template<> struct action<script::view_marker> : actions::push_marker<script_actions::kView> {};
template<> struct action<script::values_word> : actions::push_marker<script_actions::kValues> {};
template<> struct action<script::setting_key> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        std::string_view text = in.string_view();
        std::string name = text.front() == '\'' ? actions::unquote(text) : std::string(text);
        builder.push(Token{TokenKind::Word, std::move(name), std::string(text), builder.spanOf(in)});
    }
};
template<> struct action<script::setting_value> : action<script::setting_key> {};
template<> struct action<script::values_row> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        builder.replaceWindow(script_actions::valuesRow(builder.window(), builder.spanOf(in)));
    }
};
template<> struct action<script::insert> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        script_actions::makeStatement(builder, builder.spanOf(in), script_actions::insert);
    }
};
template<> struct action<script::delete_rows> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        script_actions::makeStatement(builder, builder.spanOf(in), script_actions::deleteRows);
    }
};
template<> struct action<script::create_index> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        script_actions::makeStatement(builder, builder.spanOf(in), [](auto) { return ast::IndexStatement{}; });
    }
};
template<> struct action<script::drop_index> : action<script::create_index> {};
template<> struct action<script::set_option> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        script_actions::makeStatement(builder, builder.spanOf(in),
                                      [](std::span<Item> window) { return script_actions::setOption(window, false); });
    }
};
template<> struct action<script::reset_option> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        script_actions::makeStatement(builder, builder.spanOf(in),
                                      [](std::span<Item> window) { return script_actions::setOption(window, true); });
    }
};
template<> struct action<script::library_file> : action<sql::quoted_name> {};
template<> struct action<script::load_extension> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        script_actions::makeStatement(builder, builder.spanOf(in), [](std::span<Item> window) {
            const Token& file = tokenItem(window, 0);
            return ast::LoadExtension{file.name, file.span};
        });
    }
};
template<> struct action<script::copy_to> : actions::push_marker<script_actions::kCopyTo> {};
template<> struct action<script::copy_file> : action<sql::quoted_name> {};
template<> struct action<script::copy_option_name> : actions::push_word {};
template<> struct action<script::copy_option> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        const auto window = builder.window();
        const Token& name = tokenItem(window, 0);
        builder.replaceWindow(OptionItem{name.name, window.size() > 1 ? tokenItem(window, 1).name : "",
                                         builder.spanOf(in)});
    }
};
template<> struct action<script::copy_rows> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        script_actions::makeStatement(builder, builder.spanOf(in), script_actions::copyRows);
    }
};
template<> struct action<script::procedure_word> : actions::push_word {};
template<> struct action<script::call_argument_word> : actions::push_word {};
template<> struct action<script::call_procedure> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        script_actions::makeStatement(builder, builder.spanOf(in), script_actions::callProcedure);
    }
};
template<> struct action<script::not_null_marker> : actions::push_marker<script_actions::kNotNull> {};
template<> struct action<script::column_primary_key> : actions::push_marker<script_actions::kPrimaryKey> {};
template<> struct action<script::comment_text> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        builder.push(Token{TokenKind::Marker, script_actions::kComment, actions::unquote(in.string_view()),
                           builder.spanOf(in)});
    }
};
template<> struct action<script::column_def> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        builder.replaceWindow(script_actions::columnDef(builder.window(), builder.spanOf(in)));
    }
};
template<> struct action<script::table_primary_key> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        builder.replaceWindow(script_actions::primaryKey(builder.window(), builder.spanOf(in)));
    }
};
template<> struct action<script::option> {
    template<typename ActionInput> static void apply(const ActionInput& /*in*/, Builder& builder) {
        const auto window = builder.window();
        const Token& key = tokenItem(window, 0);
        builder.replaceWindow(OptionItem{key.name, tokenItem(window, 1).name, key.span});
    }
};
template<> struct action<script::create_table> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        script_actions::makeStatement(builder, builder.spanOf(in), script_actions::createTable);
    }
};
template<> struct action<script::create_view> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        script_actions::makeStatement(builder, builder.spanOf(in), script_actions::createView);
    }
};
template<> struct action<script::drop> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        script_actions::makeStatement(builder, builder.spanOf(in), script_actions::dropTable);
    }
};
template<> struct action<script::show_tables> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        script_actions::makeStatement(builder, builder.spanOf(in), [](auto) { return ast::ShowTables{}; });
    }
};
template<> struct action<script::describe> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        script_actions::makeStatement(builder, builder.spanOf(in), [](std::span<Item> window) {
            if (const auto* file = std::get_if<ast::ExprPtr>(&window[0])) {
                return ast::Describe{.name = "", .file = (*file)->text, .span = (*file)->span};
            }
            const Token& name = tokenItem(window, 0);
            return ast::Describe{.name = name.name, .file = "", .span = name.span};
        });
    }
};
template<> struct action<script::explain> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        script_actions::makeStatement(builder, builder.spanOf(in), [](std::span<Item> window) {
            return ast::Explain{std::make_shared<const ast::Statement>(script_actions::queryOrPipeline(window))};
        });
    }
};
template<> struct action<script::query_statement> {
    template<typename ActionInput> static void apply(const ActionInput& /*in*/, Builder& builder) {
        builder.replaceWindow(script_actions::queryOrPipeline(builder.window()));
    }
};
template<> struct action<script::pipeline_statement> : action<script::query_statement> {};
// clang-format on

}  // namespace tabula::parser
