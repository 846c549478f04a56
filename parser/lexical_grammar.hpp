// Lexical rules shared by the string-expression, SQL and script grammars: identifier characters, keywords,
// digits, quoted text and the two kinds of whitespace. Pure PEGTL rules; no actions are attached to these
// shared types (each grammar derives its own rule types where it needs an action).
#pragma once

#include <tao/pegtl.hpp>

namespace tabula::parser::lex {

using namespace tao::pegtl;

// clang-format off

/// Bytes that may start an identifier: ASCII letters, '_', '$' and every byte of a multi-byte UTF-8 sequence
/// (so non-ASCII names work without decoding).
struct ident_first : sor<ranges<'a', 'z', 'A', 'Z', '_', '_', '$', '$'>, range<char(0x80), char(0xFF)>> {};
struct ident_other : sor<ident_first, digit> {};
/// An identifier as written (letters, digits, '_', '$'; not starting with a digit).
struct word : seq<ident_first, star<ident_other>> {};

/// A case-insensitive keyword that is not the prefix of a longer identifier (`asc` but not `ascending`).
template<typename Str> struct keyword : seq<Str, not_at<ident_other>> {};

struct digits : plus<digit> {};
struct exponent : seq<one<'e', 'E'>, opt<one<'+', '-'>>, digits> {};

/// The rest of a text quoted with Q, after the opening quote: a doubled Q stands for one Q.
template<char Q> struct quoted_tail : seq<star<sor<two<Q>, not_one<Q>>>, one<Q>> {};
/// Text quoted with Q. Once the opening quote is seen the closing one is required.
template<char Q> struct quoted : seq<one<Q>, must<quoted_tail<Q>>> {};

/// Blanks of Flink string expressions (no comments there: `--a` is two minus signs).
struct blanks : star<space> {};

struct line_comment : seq<two<'-'>, until<eolf>> {};
struct block_comment_tail : until<string<'*', '/'>> {};
struct block_comment : seq<string<'/', '*'>, must<block_comment_tail>> {};
/// Whitespace of SQL and scripts: blanks, `-- to end of line` and `/* ... */`.
struct sql_blanks : star<sor<space, line_comment, block_comment>> {};

// Keywords, shared by the grammars that use them.
struct kw_all : keyword<TAO_PEGTL_ISTRING("all")> {};
struct kw_and : keyword<TAO_PEGTL_ISTRING("and")> {};
struct kw_any : keyword<TAO_PEGTL_ISTRING("any")> {};
struct kw_as : keyword<TAO_PEGTL_ISTRING("as")> {};
struct kw_asc : keyword<TAO_PEGTL_ISTRING("asc")> {};
struct kw_between : keyword<TAO_PEGTL_ISTRING("between")> {};
struct kw_both : keyword<TAO_PEGTL_ISTRING("both")> {};
struct kw_by : keyword<TAO_PEGTL_ISTRING("by")> {};
struct kw_case : keyword<TAO_PEGTL_ISTRING("case")> {};
struct kw_cast : keyword<TAO_PEGTL_ISTRING("cast")> {};
struct kw_ceil : keyword<TAO_PEGTL_ISTRING("ceil")> {};
struct kw_ceiling : keyword<TAO_PEGTL_ISTRING("ceiling")> {};
struct kw_comment : keyword<TAO_PEGTL_ISTRING("comment")> {};
struct kw_constraint : keyword<TAO_PEGTL_ISTRING("constraint")> {};
struct kw_create : keyword<TAO_PEGTL_ISTRING("create")> {};
struct kw_cross : keyword<TAO_PEGTL_ISTRING("cross")> {};
struct kw_current_date : keyword<TAO_PEGTL_ISTRING("current_date")> {};
struct kw_current_range : keyword<TAO_PEGTL_ISTRING("current_range")> {};
struct kw_current_row : keyword<TAO_PEGTL_ISTRING("current_row")> {};
struct kw_current_time : keyword<TAO_PEGTL_ISTRING("current_time")> {};
struct kw_current_timestamp : keyword<TAO_PEGTL_ISTRING("current_timestamp")> {};
struct kw_date : keyword<TAO_PEGTL_ISTRING("date")> {};
struct kw_desc : keyword<TAO_PEGTL_ISTRING("desc")> {};
struct kw_describe : keyword<TAO_PEGTL_ISTRING("describe")> {};
struct kw_distinct : keyword<TAO_PEGTL_ISTRING("distinct")> {};
struct kw_double : keyword<TAO_PEGTL_ISTRING("double")> {};
struct kw_drop : keyword<TAO_PEGTL_ISTRING("drop")> {};
struct kw_else : keyword<TAO_PEGTL_ISTRING("else")> {};
struct kw_end : keyword<TAO_PEGTL_ISTRING("end")> {};
struct kw_enforced : keyword<TAO_PEGTL_ISTRING("enforced")> {};
struct kw_except : keyword<TAO_PEGTL_ISTRING("except")> {};
struct kw_exists : keyword<TAO_PEGTL_ISTRING("exists")> {};
struct kw_explain : keyword<TAO_PEGTL_ISTRING("explain")> {};
struct kw_extract : keyword<TAO_PEGTL_ISTRING("extract")> {};
struct kw_false : keyword<TAO_PEGTL_ISTRING("false")> {};
struct kw_fetch : keyword<TAO_PEGTL_ISTRING("fetch")> {};
struct kw_first : keyword<TAO_PEGTL_ISTRING("first")> {};
struct kw_flatten : keyword<TAO_PEGTL_ISTRING("flatten")> {};
struct kw_floor : keyword<TAO_PEGTL_ISTRING("floor")> {};
struct kw_for : keyword<TAO_PEGTL_ISTRING("for")> {};
struct kw_from : keyword<TAO_PEGTL_ISTRING("from")> {};
struct kw_full : keyword<TAO_PEGTL_ISTRING("full")> {};
struct kw_group : keyword<TAO_PEGTL_ISTRING("group")> {};
struct kw_having : keyword<TAO_PEGTL_ISTRING("having")> {};
struct kw_if : keyword<TAO_PEGTL_ISTRING("if")> {};
struct kw_in : keyword<TAO_PEGTL_ISTRING("in")> {};
struct kw_inner : keyword<TAO_PEGTL_ISTRING("inner")> {};
struct kw_intersect : keyword<TAO_PEGTL_ISTRING("intersect")> {};
struct kw_is : keyword<TAO_PEGTL_ISTRING("is")> {};
struct kw_join : keyword<TAO_PEGTL_ISTRING("join")> {};
struct kw_key : keyword<TAO_PEGTL_ISTRING("key")> {};
struct kw_last : keyword<TAO_PEGTL_ISTRING("last")> {};
struct kw_leading : keyword<TAO_PEGTL_ISTRING("leading")> {};
struct kw_left : keyword<TAO_PEGTL_ISTRING("left")> {};
struct kw_like : keyword<TAO_PEGTL_ISTRING("like")> {};
struct kw_limit : keyword<TAO_PEGTL_ISTRING("limit")> {};
struct kw_localtime : keyword<TAO_PEGTL_ISTRING("localtime")> {};
struct kw_localtimestamp : keyword<TAO_PEGTL_ISTRING("localtimestamp")> {};
struct kw_minus : keyword<TAO_PEGTL_ISTRING("minus")> {};
struct kw_natural : keyword<TAO_PEGTL_ISTRING("natural")> {};
struct kw_next : keyword<TAO_PEGTL_ISTRING("next")> {};
struct kw_not : keyword<TAO_PEGTL_ISTRING("not")> {};
struct kw_null : keyword<TAO_PEGTL_ISTRING("null")> {};
struct kw_nullof : keyword<TAO_PEGTL_ISTRING("nullof")> {};
struct kw_nulls : keyword<TAO_PEGTL_ISTRING("nulls")> {};
struct kw_offset : keyword<TAO_PEGTL_ISTRING("offset")> {};
struct kw_on : keyword<TAO_PEGTL_ISTRING("on")> {};
struct kw_only : keyword<TAO_PEGTL_ISTRING("only")> {};
struct kw_or : keyword<TAO_PEGTL_ISTRING("or")> {};
struct kw_some : keyword<TAO_PEGTL_ISTRING("some")> {};
struct kw_order : keyword<TAO_PEGTL_ISTRING("order")> {};
struct kw_outer : keyword<TAO_PEGTL_ISTRING("outer")> {};
struct kw_overlay : keyword<TAO_PEGTL_ISTRING("overlay")> {};
struct kw_over : keyword<TAO_PEGTL_ISTRING("over")> {};
struct kw_placing : keyword<TAO_PEGTL_ISTRING("placing")> {};
struct kw_plan : keyword<TAO_PEGTL_ISTRING("plan")> {};
struct kw_position : keyword<TAO_PEGTL_ISTRING("position")> {};
struct kw_precision : keyword<TAO_PEGTL_ISTRING("precision")> {};
struct kw_primary : keyword<TAO_PEGTL_ISTRING("primary")> {};
struct kw_right : keyword<TAO_PEGTL_ISTRING("right")> {};
struct kw_row : keyword<TAO_PEGTL_ISTRING("row")> {};
struct kw_rows : keyword<TAO_PEGTL_ISTRING("rows")> {};
struct kw_scan : keyword<TAO_PEGTL_ISTRING("scan")> {};
struct kw_select : keyword<TAO_PEGTL_ISTRING("select")> {};
struct kw_show : keyword<TAO_PEGTL_ISTRING("show")> {};
struct kw_substring : keyword<TAO_PEGTL_ISTRING("substring")> {};
struct kw_table : keyword<TAO_PEGTL_ISTRING("table")> {};
struct kw_lateral : keyword<TAO_PEGTL_ISTRING("lateral")> {};
struct kw_tables : keyword<TAO_PEGTL_ISTRING("tables")> {};
struct kw_temporary : keyword<TAO_PEGTL_ISTRING("temporary")> {};
struct kw_then : keyword<TAO_PEGTL_ISTRING("then")> {};
struct kw_time : keyword<TAO_PEGTL_ISTRING("time")> {};
struct kw_timestamp : keyword<TAO_PEGTL_ISTRING("timestamp")> {};
struct kw_timestampdiff : keyword<TAO_PEGTL_ISTRING("timestampdiff")> {};
struct kw_to : keyword<TAO_PEGTL_ISTRING("to")> {};
struct kw_todate : keyword<TAO_PEGTL_ISTRING("todate")> {};
struct kw_totime : keyword<TAO_PEGTL_ISTRING("totime")> {};
struct kw_totimestamp : keyword<TAO_PEGTL_ISTRING("totimestamp")> {};
struct kw_trailing : keyword<TAO_PEGTL_ISTRING("trailing")> {};
struct kw_trim : keyword<TAO_PEGTL_ISTRING("trim")> {};
struct kw_true : keyword<TAO_PEGTL_ISTRING("true")> {};
struct kw_unbounded_range : keyword<TAO_PEGTL_ISTRING("unbounded_range")> {};
struct kw_unbounded_row : keyword<TAO_PEGTL_ISTRING("unbounded_row")> {};
struct kw_union : keyword<TAO_PEGTL_ISTRING("union")> {};
struct kw_using : keyword<TAO_PEGTL_ISTRING("using")> {};
struct kw_values : keyword<TAO_PEGTL_ISTRING("values")> {};
struct kw_view : keyword<TAO_PEGTL_ISTRING("view")> {};
struct kw_when : keyword<TAO_PEGTL_ISTRING("when")> {};
struct kw_where : keyword<TAO_PEGTL_ISTRING("where")> {};
struct kw_window : keyword<TAO_PEGTL_ISTRING("window")> {};
struct kw_with : keyword<TAO_PEGTL_ISTRING("with")> {};
struct kw_without : keyword<TAO_PEGTL_ISTRING("without")> {};
struct kw_zone : keyword<TAO_PEGTL_ISTRING("zone")> {};

/// Units of extract/floor/ceil/timestampDiff (Flink's TimeIntervalUnit and TimePointUnit).
struct time_unit_word : sor<
    keyword<TAO_PEGTL_ISTRING("year_to_month")>, keyword<TAO_PEGTL_ISTRING("year")>,
    keyword<TAO_PEGTL_ISTRING("quarter")>, keyword<TAO_PEGTL_ISTRING("month")>, keyword<TAO_PEGTL_ISTRING("week")>,
    keyword<TAO_PEGTL_ISTRING("day_to_hour")>, keyword<TAO_PEGTL_ISTRING("day_to_minute")>,
    keyword<TAO_PEGTL_ISTRING("day_to_second")>, keyword<TAO_PEGTL_ISTRING("day")>,
    keyword<TAO_PEGTL_ISTRING("hour_to_minute")>, keyword<TAO_PEGTL_ISTRING("hour_to_second")>,
    keyword<TAO_PEGTL_ISTRING("hour")>, keyword<TAO_PEGTL_ISTRING("minute_to_second")>,
    keyword<TAO_PEGTL_ISTRING("minute")>, keyword<TAO_PEGTL_ISTRING("second")>> {};

/// Modes of trim.
struct trim_mode_word : sor<kw_leading, kw_trailing, kw_both> {};

/// A type name as SQL DDL, CAST and string expressions write it: a word with optional (p[, s]) arguments, or
/// DOUBLE PRECISION. Blanks between the parts follow the grammar's Blanks rule.
template<typename Blanks> struct type_arguments
    : seq<one<'('>, Blanks, digits, Blanks, opt<one<','>, Blanks, digits, Blanks>, one<')'>> {};
template<typename Blanks> struct type_text
    : sor<seq<kw_double, plus<space>, kw_precision>, seq<word, opt<Blanks, type_arguments<Blanks>>>> {};

// clang-format on

}  // namespace tabula::parser::lex
