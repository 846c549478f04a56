// What each commit point of the script grammar expected, as the user reads it.
#pragma once

#include "parser/error_messages.hpp"
#include "parser/script_grammar.hpp"

namespace tabula::parser {

// clang-format off

// ---- Scripts
template<> inline constexpr const char* error_message<script::quoted_table> = "expected the table name in quotes";
template<> inline constexpr const char* error_message<script::close_args> = messages::kCloseArgs;
template<> inline constexpr const char* error_message<script::next_pipeline_argument> =
    "expected a quoted string, an integer or a table after ','";
template<> inline constexpr const char* error_message<script::method_name> = "expected a method name after '.'";
template<> inline constexpr const char* error_message<script::method_open> =
    "expected '(' after the method name '{name}'";
template<> inline constexpr const char* error_message<script::object_name> = "expected a table or view name";
template<> inline constexpr const char* error_message<script::describe_target> =
    "expected a table or view name, or a file name in quotes";
template<> inline constexpr const char* error_message<script::column_type> = messages::kTypeName;
template<> inline constexpr const char* error_message<script::next_column_def> = "expected a column name and type";
template<> inline constexpr const char* error_message<script::not_enforced_spec> =
    "expected NOT ENFORCED after PRIMARY KEY: keys are not checked, so a primary key must say NOT ENFORCED";
template<> inline constexpr const char* error_message<script::comment_spec> =
    "expected the comment in single quotes after COMMENT";
template<> inline constexpr const char* error_message<script::key_columns_open> =
    "expected '(' and the key's columns after PRIMARY KEY";
template<> inline constexpr const char* error_message<script::key_column> = "expected a column name of the key";
template<> inline constexpr const char* error_message<script::key_columns_close> =
    "expected ',' or ')' after the key's column";
template<> inline constexpr const char* error_message<script::columns_open> =
    "expected '(' and the column list, or AS and a query";
template<> inline constexpr const char* error_message<script::columns_close> = "expected ',' or ')' after the column";
template<> inline constexpr const char* error_message<script::option_equals> = "expected '=' after the option name";
template<> inline constexpr const char* error_message<script::option_value_spec> =
    "expected the option value in single quotes";
template<> inline constexpr const char* error_message<script::next_option> =
    "expected an option as 'key' = 'value', such as 'connector' = 'filesystem'";
template<> inline constexpr const char* error_message<script::options_open> = "expected '(' and the options after WITH";
template<> inline constexpr const char* error_message<script::options_close> = "expected ',' or ')' after the option";
template<> inline constexpr const char* error_message<script::view_as> =
    "expected AS and the view's query after the view name";
template<> inline constexpr const char* error_message<script::view_body> =
    "expected a query or a Table API pipeline after AS";
template<> inline constexpr const char* error_message<script::create_what> =
    "expected TABLE, VIEW or INDEX after CREATE";
template<> inline constexpr const char* error_message<script::drop_what> = "expected TABLE, VIEW or INDEX after DROP";
template<> inline constexpr const char* error_message<script::index_name> = "expected the index name";
template<> inline constexpr const char* error_message<script::index_on> =
    "expected ON and the table after the index name";
template<> inline constexpr const char* error_message<script::index_table> = "expected the table the index is on";
template<> inline constexpr const char* error_message<script::index_columns_open> =
    "expected '(' and the index's columns";
template<> inline constexpr const char* error_message<script::index_column> = "expected a column name of the index";
template<> inline constexpr const char* error_message<script::index_columns_close> =
    "expected ',' or ')' after the index's column";
template<> inline constexpr const char* error_message<script::into_word> = "expected INTO after INSERT";
template<> inline constexpr const char* error_message<script::insert_column> = "expected a column name";
template<> inline constexpr const char* error_message<script::insert_columns_close> =
    "expected ',' or ')' after the column";
template<> inline constexpr const char* error_message<script::insert_source> =
    "expected VALUES (...) or a query after the table";
template<> inline constexpr const char* error_message<script::values_row> = "expected '(' and a row's values";
template<> inline constexpr const char* error_message<script::values_row_close> =
    "expected ',' or ')' after the value";
template<> inline constexpr const char* error_message<script::from_word> = "expected FROM after DELETE";
template<> inline constexpr const char* error_message<script::delete_condition> = "expected a condition after WHERE";
template<> inline constexpr const char* error_message<script::setting_equals> = "expected '=' after the setting's key";
template<> inline constexpr const char* error_message<script::setting_value_spec> =
    "expected the setting's value, such as 'true'";
template<> inline constexpr const char* error_message<script::procedure_name> =
    "expected a procedure's name after CALL, such as dbgen";
template<> inline constexpr const char* error_message<script::call_open> = "expected '(' after the procedure's name";
template<> inline constexpr const char* error_message<script::call_arrow> = "expected '=>' after the argument's name";
template<> inline constexpr const char* error_message<script::call_value_spec> =
    "expected the argument's value, such as 1";
template<> inline constexpr const char* error_message<script::next_call_argument> =
    "expected an argument (name => value) after ','";
template<> inline constexpr const char* error_message<script::call_close> =
    "expected ',' or ')' (arguments are written name => value)";
template<> inline constexpr const char* error_message<script::library_file_spec> =
    "expected the library's file in single quotes after LOAD, such as LOAD 'udfs.so'";
template<> inline constexpr const char* error_message<script::copy_source> =
    "expected a table's name or a query in parentheses after COPY, such as COPY t TO 'out.csv' or COPY (SELECT ...) "
    "TO 'out.csv'";
template<> inline constexpr const char* error_message<script::copied_query> =
    "expected a query after COPY (, such as COPY (SELECT a FROM t) TO 'out.csv'";
template<> inline constexpr const char* error_message<script::copy_query_close> = "expected ')' after COPY's query";
template<> inline constexpr const char* error_message<script::copy_direction> =
    "expected TO 'file' or FROM 'file' after COPY and the table's name";
template<> inline constexpr const char* error_message<script::copy_file_spec> =
    "expected the file in single quotes, such as COPY t TO 'out.csv'";
template<> inline constexpr const char* error_message<script::copy_option> =
    "expected an option, such as HEADER or DELIMITER ';'";
template<> inline constexpr const char* error_message<script::copy_options_close> =
    "expected ',' or ')' after a COPY option";
template<> inline constexpr const char* error_message<script::tables_word> = "expected TABLES after SHOW";
template<> inline constexpr const char* error_message<script::plan_for> = "expected FOR after EXPLAIN PLAN";
template<> inline constexpr const char* error_message<script::explain_target> =
    "expected a query or a Table API pipeline after EXPLAIN";
template<> inline constexpr const char* error_message<script::statement_end> =
    "unexpected '{next}' after the end of the statement (statements are separated by ';')";
template<> inline constexpr const char* error_message<script::end_of_script> =
    "expected a statement: SELECT, INSERT, DELETE, CREATE TABLE, CREATE VIEW, DROP, SHOW TABLES, DESCRIBE, "
    "EXPLAIN, SET, CALL, LOAD or a Table API pipeline such as scan('t').select('a')";

// clang-format on

}  // namespace tabula::parser
