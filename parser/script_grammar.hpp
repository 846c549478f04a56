// Grammar of shell scripts: statements separated by ';' — SQL queries, CREATE TABLE, CREATE [TEMPORARY] VIEW,
// DROP TABLE|VIEW, SHOW TABLES, DESCRIBE, EXPLAIN, INSERT, DELETE, CREATE|DROP INDEX, SET, RESET, CALL, LOAD, and
// Table API pipelines written as in C++ (`scan('peoples').groupBy('country').select('country, id.count')`). Rules only.
#pragma once

#include "parser/sql_grammar.hpp"

namespace tabula::parser::script {

using namespace lex;
using sql::t;
using sql::ws;

// clang-format off

// ---- Table API pipelines
struct open_paren : t<one<'('>> {};
struct close_args : t<one<')'>> {};
struct comma : t<one<','>> {};
template<typename R> struct call_name : R {};
struct single_quoted_table : quoted<'\''> {};
struct double_quoted_table : quoted<'"'> {};
struct quoted_table : t<sor<single_quoted_table, double_quoted_table>> {};
struct source_call : seq<t<call_name<sor<kw_scan, kw_from>>>, open_paren, must<quoted_table>, must<close_args>> {};
struct table_word : word {};
struct bare_source : t<table_word> {};

struct single_quoted_argument : quoted<'\''> {};
struct double_quoted_argument : quoted<'"'> {};
struct integer_argument : seq<opt<one<'-'>>, digits> {};
struct nested_pipeline;
struct pipeline_argument : sor<
    t<single_quoted_argument>, t<double_quoted_argument>, t<integer_argument>, nested_pipeline> {};
struct next_pipeline_argument : seq<pipeline_argument> {};
struct method_name : t<call_name<word>> {};
struct method_open : t<one<'('>> {};
struct method_call : seq<
    t<one<'.'>>, must<method_name>, must<method_open>,
    opt<pipeline_argument, star<comma, must<next_pipeline_argument>>>, must<close_args>> {};
/// A pipeline as an argument (`.join(scan('sales'))`, `.join(sales)`).
struct nested_pipeline : seq<sor<source_call, bare_source>, star<method_call>> {};
/// A pipeline as a statement: a bare name must be followed by a call, so a mistyped keyword is not taken
/// for a table name.
struct pipeline : seq<sor<source_call, seq<bare_source, at<one<'.'>>>>, star<method_call>> {};

// ---- DDL and other statements
// Keywords only statements use (kept here, not among the expression keywords: they are not reserved).
struct kw_insert : keyword<TAO_PEGTL_ISTRING("insert")> {};
struct kw_into : keyword<TAO_PEGTL_ISTRING("into")> {};
struct kw_delete : keyword<TAO_PEGTL_ISTRING("delete")> {};
struct kw_index : keyword<TAO_PEGTL_ISTRING("index")> {};
struct kw_unique : keyword<TAO_PEGTL_ISTRING("unique")> {};
struct kw_set : keyword<TAO_PEGTL_ISTRING("set")> {};
struct kw_reset : keyword<TAO_PEGTL_ISTRING("reset")> {};

struct if_not_exists_marker : seq<t<kw_if>, t<kw_not>, kw_exists> {};
struct if_exists_marker : seq<t<kw_if>, kw_exists> {};
struct object_name : t<sql::name> {};
struct column_type : seq<sql::type_spec> {};
// Column and table constraints as Flink writes them. Keys are never checked, so PRIMARY KEY must say NOT ENFORCED.
struct constraint_name : seq<t<kw_constraint>, t<sor<quoted<'`'>, word>>> {};
struct primary_key_marker : seq<opt<constraint_name>, t<kw_primary>, kw_key> {};
struct not_enforced : seq<t<kw_not>, kw_enforced> {};
struct not_enforced_spec : t<not_enforced> {};
struct comment_text : quoted<'\''> {};
struct comment_spec : t<comment_text> {};
struct comment_clause : seq<t<kw_comment>, must<comment_spec>> {};
struct not_null_marker : seq<t<kw_not>, kw_null> {};
struct column_primary_key : seq<t<primary_key_marker>, must<not_enforced_spec>> {};
/// NOT NULL, NULL (the default, accepted as Flink does), PRIMARY KEY NOT ENFORCED, COMMENT '...'.
struct column_constraint : sor<t<not_null_marker>, t<kw_null>, column_primary_key, comment_clause> {};
struct column_def : seq<t<sql::name>, must<column_type>, star<column_constraint>> {};
struct key_columns_open : t<one<'('>> {};
struct key_column : t<sql::name> {};
struct key_columns_close : t<one<')'>> {};
/// [CONSTRAINT name] PRIMARY KEY (a, b) NOT ENFORCED among the columns.
struct table_primary_key : seq<
    t<primary_key_marker>, must<key_columns_open>, must<key_column>, star<comma, must<key_column>>,
    must<key_columns_close>, must<not_enforced_spec>> {};
struct next_column_def : sor<table_primary_key, column_def> {};
struct table_comment : seq<t<kw_comment>, must<comment_spec>> {};
struct columns_open : t<one<'('>> {};
struct columns_close : t<one<')'>> {};
struct option_key : quoted<'\''> {};
struct option_value : quoted<'\''> {};
struct option_key_spec : t<option_key> {};
struct option_equals : t<one<'='>> {};
struct option_value_spec : t<option_value> {};
struct option : seq<option_key_spec, must<option_equals>, must<option_value_spec>> {};
struct next_option : seq<option> {};
struct options_open : t<one<'('>> {};
struct options_close : t<one<')'>> {};
struct with_clause : seq<
    t<kw_with>, must<options_open>, must<next_option>, star<comma, must<next_option>>, must<options_close>> {};
struct view_body : sor<pipeline, sql::query> {};
struct table_as : seq<t<kw_as>, must<view_body>> {};
struct create_table : seq<
    t<kw_create>, opt<t<kw_temporary>>, t<kw_table>, opt<t<if_not_exists_marker>>, must<object_name>,
    sor<table_as, seq<must<columns_open>, must<next_column_def>, star<comma, must<next_column_def>>,
                      must<columns_close>, opt<table_comment>, opt<with_clause>>>> {};
struct view_as : t<kw_as> {};
struct create_view : seq<
    t<kw_create>, opt<t<kw_temporary>>, t<kw_view>, opt<t<if_not_exists_marker>>, must<object_name>, must<view_as>,
    must<view_body>> {};
struct index_name : t<sql::name> {};
struct index_on : t<kw_on> {};
struct index_table : t<sql::name> {};
struct index_columns_open : t<one<'('>> {};
struct index_column : seq<t<sql::name>, opt<t<sor<kw_asc, kw_desc>>>> {};
struct index_columns_close : t<one<')'>> {};
/// CREATE [UNIQUE] INDEX name ON table (column [ASC|DESC], ...): accepted and ignored.
struct create_index : seq<
    t<kw_create>, opt<t<kw_unique>>, t<kw_index>, opt<t<if_not_exists_marker>>, must<index_name>, must<index_on>,
    must<index_table>, must<index_columns_open>, must<index_column>, star<comma, must<index_column>>,
    must<index_columns_close>> {};
struct create_what {};
struct create_other : seq<t<kw_create>, tao::pegtl::raise<create_what>> {};

struct view_marker : kw_view {};
struct drop_what : t<sor<kw_table, view_marker>> {};
struct drop_index : seq<t<kw_drop>, t<kw_index>, opt<t<if_exists_marker>>, must<index_name>> {};
struct drop : seq<t<kw_drop>, must<drop_what>, opt<t<if_exists_marker>>, must<object_name>> {};

// ---- INSERT and DELETE
struct into_word : t<kw_into> {};
struct insert_column : t<sql::name> {};
struct insert_columns_close : t<one<')'>> {};
struct insert_columns : seq<
    t<one<'('>>, must<insert_column>, star<comma, must<insert_column>>, must<insert_columns_close>> {};
struct values_row_open : t<one<'('>> {};
struct values_row_close : t<one<')'>> {};
struct values_row : seq<
    values_row_open, must<sql::first_argument>, star<comma, must<sql::next_argument>>, must<values_row_close>> {};
struct values_word : kw_values {};
struct insert_values : seq<t<values_word>, must<values_row>, star<comma, must<values_row>>> {};
struct insert_source : sor<insert_values, sql::query> {};
struct insert : seq<
    t<kw_insert>, must<into_word>, must<object_name>, opt<insert_columns>, must<insert_source>> {};
struct from_word : t<kw_from> {};
struct delete_condition : seq<sql::or_expr> {};
struct delete_where : seq<t<kw_where>, must<delete_condition>> {};
struct delete_rows : seq<t<kw_delete>, must<from_word>, must<object_name>, opt<delete_where>> {};

// ---- SET and RESET: keys and values quoted, or bare (table.exec.some-option, true, 10)
struct setting_word : plus<sor<ranges<'a', 'z', 'A', 'Z', '0', '9'>, one<'.', '-', '_'>>> {};
struct setting_key : sor<quoted<'\''>, setting_word> {};
struct setting_value : sor<quoted<'\''>, setting_word> {};
struct setting_key_spec : t<setting_key> {};
struct setting_equals : t<one<'='>> {};
struct setting_value_spec : t<setting_value> {};
struct set_option : seq<t<kw_set>, opt<setting_key_spec, must<setting_equals>, must<setting_value_spec>>> {};
struct reset_option : seq<t<kw_reset>, opt<setting_key_spec>> {};
// ---- CALL procedure(name => value, ...): the built-in procedures (dbgen)
struct kw_call : keyword<TAO_PEGTL_ISTRING("call")> {};
struct procedure_word : word {};
struct procedure_name : t<procedure_word> {};
struct call_open : t<one<'('>> {};
struct call_argument_word : word {};
struct call_arrow : t<sor<string<'=', '>'>, one<'='>>> {};
struct call_value_spec : t<setting_value> {};
struct call_argument : seq<t<call_argument_word>, must<call_arrow>, must<call_value_spec>> {};
struct next_call_argument : seq<call_argument> {};
struct call_close : t<one<')'>> {};
struct call_procedure : seq<
    t<kw_call>, must<procedure_name>, must<call_open>, opt<call_argument, star<comma, must<next_call_argument>>>,
    must<call_close>> {};

// ---- LOAD 'file': a library of user-defined functions
struct kw_load : keyword<TAO_PEGTL_ISTRING("load")> {};
struct library_file : quoted<'\''> {};
struct library_file_spec : t<library_file> {};
struct load_extension : seq<t<kw_load>, must<library_file_spec>> {};

// ---- COPY table TO | FROM 'file' [(HEADER [value], DELIMITER 'x', ...)], as DuckDB
struct kw_copy : keyword<TAO_PEGTL_ISTRING("copy")> {};
struct copy_to : kw_to {};
struct copy_from : kw_from {};
struct copy_direction : t<sor<copy_to, copy_from>> {};
struct copy_file : quoted<'\''> {};
struct copy_file_spec : t<copy_file> {};
struct copy_option_name : word {};
struct copy_option : seq<t<copy_option_name>, opt<t<setting_value>>> {};
struct copy_options_close : t<one<')'>> {};
struct copy_options : seq<t<one<'('>>, must<copy_option>, star<comma, must<copy_option>>, must<copy_options_close>> {};
struct copy_query_close : t<one<')'>> {};
/// COPY (SELECT ...) TO 'file': the rows of a query instead of a table's.
struct copied_query : seq<sql::query> {};
struct copy_query : seq<t<one<'('>>, must<copied_query>, must<copy_query_close>> {};
struct copy_source : sor<copy_query, object_name> {};
struct copy_rows : seq<t<kw_copy>, must<copy_source>, must<copy_direction>, must<copy_file_spec>, opt<copy_options>> {};

struct tables_word : t<kw_tables> {};
struct show_tables : seq<t<kw_show>, must<tables_word>> {};
struct describe_file : t<sql::string_literal> {};
struct describe_target : sor<describe_file, object_name> {};
struct describe : seq<t<sor<kw_describe, kw_desc>>, must<describe_target>> {};
struct plan_for : t<kw_for> {};
struct explain_target : sor<pipeline, sql::query> {};
struct explain : seq<t<kw_explain>, opt<t<kw_plan>, must<plan_for>>, must<explain_target>> {};
struct query_statement : seq<sql::query> {};
struct pipeline_statement : seq<pipeline> {};

struct statement : sor<
    pipeline_statement, create_table, create_view, create_index, create_other, drop_index, drop, show_tables,
    describe, explain, insert, delete_rows, set_option, reset_option, call_procedure, load_extension, copy_rows,
    query_statement> {};
struct statement_end : sor<t<one<';'>>, eof> {};
struct script_item : sor<t<one<';'>>, seq<statement, must<statement_end>>> {};
struct end_of_script : eof {};
struct script : seq<ws, star<script_item>, must<end_of_script>> {};

// clang-format on

}  // namespace tabula::parser::script
