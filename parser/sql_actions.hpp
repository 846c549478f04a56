// Actions of the SQL grammar: how each rule of sql_grammar.hpp turns into expression nodes, clauses and
// queries. Internal to the parser library; included by sql_parser.cpp and script_parser.cpp.
#pragma once

#include "parser/action_helpers.hpp"
#include "parser/sql_grammar.hpp"

namespace tabula::parser {

namespace sql_actions {

/// `name` or `qualifier.name`: a case-insensitive field.
ast::ExprPtr columnRef(std::span<Item> window, SourceSpan span);
/// The clause of `kind` from the window's expressions (or its number, for LIMIT/OFFSET/FETCH).
Clause clause(std::span<Item> window, ClauseKind kind, SourceSpan span);
/// `expr [ASC|DESC] [NULLS FIRST|LAST]` into an Ordering node.
ast::ExprPtr orderItem(std::span<Item> window, SourceSpan span);
/// An item of FROM: `name [alias [(columns)]]` or `(query) [alias [(columns)]]`.
ast::FromItem fromItem(std::span<Item> window, SourceSpan span);
/// TABLE(f(TABLE t, DESCRIPTOR(c), args...)) [alias]: the function, table and column names, the args, the alias.
ast::FromItem windowFunctionItem(std::span<Item> window, SourceSpan span);
/// LATERAL TABLE(call) [AS alias (columns)].
ast::FromItem lateralItem(std::span<Item> window, SourceSpan span);
/// Two FROM items joined: `window` holds the left item, the join's markers, the right item and then the ON
/// condition or the USING columns. More than ast::kMaxFromTables tables in all is an error.
ast::FromItem joinedItems(const Builder& builder, std::span<Item> window, SourceSpan span);
/// Assembles a SELECT from its clauses; `builder` reports clauses given twice.
ast::QueryPtr selectQuery(const Builder& builder, std::span<Item> window, SourceSpan span);
/// The set operator token of `text` (`UNION`, `except all`, `MINUS DISTINCT` ...): named by its canonical
/// operator ("UNION ALL", "EXCEPT"; MINUS is EXCEPT, DISTINCT the default), with the text as written.
Token setOperatorToken(std::string_view text, SourceSpan span);
/// A query and the queries set operators (tokens between them) add to it, as one flat chain.
ast::QueryPtr setOperations(std::span<Item> window, SourceSpan span);
/// The query at window[0] with the ORDER BY / LIMIT / OFFSET / FETCH clauses that follow it. A query in
/// parentheses with clauses of its own is wrapped as `SELECT * FROM (query)` first.
ast::QueryPtr withResultClauses(const Builder& builder, std::span<Item> window, SourceSpan span);
/// VALUES: the window holds one `$row` call per row (see kValuesRow), each with the row's expressions.
ast::QueryPtr valuesQuery(std::span<Item> window, SourceSpan span);
/// One definition of a WITH clause: the window holds its name, its column aliases and its query. Carried as a
/// FromItem (name, column_aliases, subquery) until withQuery collects it.
ast::FromItem commonTable(std::span<Item> window, SourceSpan span);
/// The body query (last in the window) with the WITH definitions before it. A body with a WITH clause of its own
/// (`WITH a AS (...) (WITH b AS (...) SELECT ...)`) is wrapped as `SELECT * FROM (body)` first.
ast::QueryPtr withQuery(std::span<Item> window, SourceSpan span);
/// The predicate `lhs <op> rhs` (or `lhs` alone) of the window; `x [NOT] IN (query)` and `x <op> ANY|ALL (query)`
/// become subquery nodes (NOT IN wrapped in not()).
ast::ExprPtr predicate(std::span<Item> window, SourceSpan span);
/// The window of `OVER (...)` or of a WINDOW definition: the window holds the `$partition` call (its keys), the
/// `$window_order` call (its Ordering nodes) and the frame's markers and offsets, each when written. A frame that
/// cannot hold any row in any partition (starting after it ends, or at UNBOUNDED FOLLOWING) is an error.
ast::WindowSpecPtr windowSpec(const Builder& builder, std::span<Item> window, SourceSpan span);
/// `call OVER window`: the window holds the call, then the window's spec or its name.
ast::ExprPtr windowedCall(std::span<Item> window, SourceSpan span);
/// A non-negative integer; too large a value is an error at `span`.
NumberItem countNumber(const Builder& builder, std::string_view digits, SourceSpan span);

// Markers of the join keywords.
inline constexpr char kInner[] = "inner";
inline constexpr char kLeft[] = "left";
inline constexpr char kRight[] = "right";
inline constexpr char kFull[] = "full";
inline constexpr char kCross[] = "cross";
inline constexpr char kNatural[] = "natural";
inline constexpr char kPartitioned[] = "partitioned";
inline constexpr char kJoin[] = "join";
/// The call that carries one row of VALUES from values_row to values_query.
inline constexpr char kValuesRow[] = "$row";
// The calls that carry GROUP BY's GROUPING SETS (...), one set (a, b) in it, ROLLUP (...) and CUBE (...) to
// selectQuery, which expands them into Query::grouping_sets.
inline constexpr char kGroupingSets[] = "$grouping_sets";
inline constexpr char kGroupingSet[] = "$grouping_set";
inline constexpr char kRollup[] = "$rollup";
inline constexpr char kCube[] = "$cube";
// The calls that carry a window's PARTITION BY keys and ORDER BY items to windowSpec, and the markers of its frame.
inline constexpr char kPartitionBy[] = "$partition";
inline constexpr char kWindowOrder[] = "$window_order";
inline constexpr char kRows[] = "rows";
inline constexpr char kRange[] = "range";
inline constexpr char kUnbounded[] = "unbounded";
inline constexpr char kCurrentRow[] = "current row";
inline constexpr char kPreceding[] = "preceding";
inline constexpr char kFollowing[] = "following";
// Markers of the quantifiers (SOME is ANY).
inline constexpr char kAny[] = "any";
inline constexpr char kAll[] = "all";

template <ClauseKind Kind>
struct make_clause {
    template <typename ActionInput>
    static void apply(const ActionInput& in, Builder& builder) {
        builder.replaceWindow(clause(builder.window(), Kind, builder.spanOf(in)));
    }
};

}  // namespace sql_actions

// clang-format off
template<> struct action<sql::plain_name> : actions::push_word {};
template<> struct action<sql::quoted_name> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        const std::string name = actions::unquote(in.string_view());
        builder.push(Token{TokenKind::Word, name, in.string(), builder.spanOf(in)});
    }
};
template<> struct action<sql::double_literal> : actions::push_number<ast::LiteralKind::Double, false> {};
template<> struct action<sql::decimal_literal> : actions::push_number<ast::LiteralKind::Decimal, false> {};
template<> struct action<sql::integer_literal> : actions::push_number<ast::LiteralKind::Integer, false> {};
template<> struct action<sql::string_literal> : actions::push_string {};
template<> struct action<sql::boolean_literal> : actions::push_boolean {};
template<> struct action<sql::null_literal> : actions::push_null {};
template<> struct action<sql::temporal_type> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        const std::string word = actions::upperCase(in.string_view());
        const TypeId id = word == "DATE" ? TypeId::Date : word == "TIME" ? TypeId::Time : TypeId::Timestamp;
        builder.push(TypeItem{DataType(id), builder.spanOf(in)});
    }
};
template<> struct action<sql::temporal_literal> : actions::make_cast {};
template<> struct action<sql::type_name> : actions::push_type {};
template<typename R> struct action<sql::call_name<R>> : actions::push_name {};
template<> struct action<sql::time_unit> : actions::push_symbol {};
template<> struct action<sql::interval_unit> : actions::push_symbol {};
template<> struct action<sql::trim_mode> : actions::push_symbol {};
template<> struct action<sql::distinct_marker> : actions::push_marker<actions::kDistinct> {};
template<> struct action<sql::star_argument> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        builder.push(ast::makeStar(builder.spanOf(in)));
    }
};
template<> struct action<sql::select_star> : action<sql::star_argument> {};

template<> struct action<sql::cast_call> : actions::make_cast {};
template<> struct action<sql::extract_call> : actions::make_prefix_call<false> {};
template<> struct action<sql::position_call> : actions::make_prefix_call<false> {};
template<> struct action<sql::substring_call> : actions::make_prefix_call<false> {};
template<> struct action<sql::overlay_call> : actions::make_prefix_call<false> {};
template<> struct action<sql::rounding_call> : actions::make_prefix_call<false> {};
template<> struct action<sql::timestampdiff_call> : actions::make_prefix_call<false> {};
template<> struct action<sql::function_call> : actions::make_prefix_call<false> {};
template<> struct action<sql::parenthesized_set> : actions::make_named_call<sql_actions::kGroupingSet> {};
template<> struct action<sql::rollup_item> : actions::make_named_call<sql_actions::kRollup> {};
template<> struct action<sql::cube_item> : actions::make_named_call<sql_actions::kCube> {};
template<> struct action<sql::grouping_sets_item> : actions::make_named_call<sql_actions::kGroupingSets> {};
template<> struct action<sql::filtered_call> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        const auto exprs = exprsOf(builder.window());
        if (exprs.size() < 2) return;
        auto call = std::make_shared<ast::Expr>(*exprs[0]);
        call->filter = exprs[1];
        call->span = builder.spanOf(in);
        call->height = std::max(call->height, exprs[1]->height + 1);
        builder.replaceWindow(ast::ExprPtr(std::move(call)));
    }
};
template<> struct action<sql::windowed_call> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        if (builder.window().size() < 2) return;
        builder.replaceWindow(sql_actions::windowedCall(builder.window(), builder.spanOf(in)));
    }
};
template<> struct action<sql::partition_by> : actions::make_named_call<sql_actions::kPartitionBy> {};
template<> struct action<sql::window_order> : actions::make_named_call<sql_actions::kWindowOrder> {};
/// Pushes the keyword as a marker named by its lower-case text (ROWS, RANGE, PRECEDING, FOLLOWING).
struct push_keyword_marker {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        builder.push(Token{TokenKind::Marker, actions::lowerCase(in.string_view()), in.string(), builder.spanOf(in)});
    }
};
template<> struct action<sql::frame_unit> : push_keyword_marker {};
template<> struct action<sql::frame_direction> : push_keyword_marker {};
template<> struct action<sql::unbounded_marker> : actions::push_marker<sql_actions::kUnbounded> {};
template<> struct action<sql::current_marker> : actions::push_marker<sql_actions::kCurrentRow> {};
template<> struct action<sql::window_spec> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        builder.replaceWindow(sql_actions::windowSpec(builder, builder.window(), builder.spanOf(in)));
    }
};
template<> struct action<sql::window_definition> {
    template<typename ActionInput> static void apply(const ActionInput&, Builder& builder) {
        const Token& name = tokenItem(builder.window(), 0);
        builder.replaceWindow(
            ast::NamedWindow{name.span, name.name, std::get<ast::WindowSpecPtr>(builder.window().back())});
    }
};
template<> struct action<sql::trim_call> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        auto args = exprsOf(builder.window());
        ast::ExprPtr operand = args.back();
        args.pop_back();
        builder.replaceWindow(actions::trimCall(tokenItem(builder.window(), 0), args, operand, builder.spanOf(in)));
    }
};
template<> struct action<sql::niladic_call> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        builder.push(ast::makeCall(in.string(), {}, builder.spanOf(in)));
    }
};
template<> struct action<sql::when_marker> : actions::push_marker<actions::kWhen> {};
template<> struct action<sql::else_marker> : actions::push_marker<actions::kElse> {};
template<> struct action<sql::case_expression> : actions::make_case {};
template<> struct action<sql::parenthesized> : actions::take_parenthesized_span {};
template<> struct action<sql::column_ref> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        builder.replaceWindow(sql_actions::columnRef(builder.window(), builder.spanOf(in)));
    }
};

template<> struct action<sql::op_negate> : actions::push_operator<actions::kMinusPrefix> {};
template<> struct action<sql::op_identity> : actions::push_operator<actions::kPlusPrefix> {};
template<> struct action<sql::prefixed> : actions::make_unary {};
template<> struct action<sql::op_times> : actions::push_operator<actions::kTimes> {};
template<> struct action<sql::op_divide> : actions::push_operator<actions::kDivide> {};
template<> struct action<sql::op_mod> : actions::push_operator<actions::kMod> {};
template<> struct action<sql::multiplicative> : actions::fold_chain {};
template<> struct action<sql::op_plus> : actions::push_operator<actions::kPlus> {};
template<> struct action<sql::op_minus> : actions::push_operator<actions::kMinus> {};
template<> struct action<sql::additive> : actions::fold_chain {};
template<> struct action<sql::op_concat> : actions::push_operator<actions::kConcat> {};
template<> struct action<sql::concat_expr> : actions::fold_chain {};
template<> struct action<sql::op_equals> : actions::push_operator<actions::kEquals> {};
template<> struct action<sql::op_not_equals> : actions::push_operator<actions::kNotEquals> {};
template<> struct action<sql::op_greater_equal> : actions::push_operator<actions::kGreaterThanOrEqual> {};
template<> struct action<sql::op_greater> : actions::push_operator<actions::kGreaterThan> {};
template<> struct action<sql::op_less_equal> : actions::push_operator<actions::kLessThanOrEqual> {};
template<> struct action<sql::op_less> : actions::push_operator<actions::kLessThan> {};
template<> struct action<sql::is_not_null> : actions::push_operator<actions::kIsNotNull> {};
template<> struct action<sql::is_null> : actions::push_operator<actions::kIsNull> {};
template<> struct action<sql::is_not_true> : actions::push_operator<actions::kIsNotTrue> {};
template<> struct action<sql::is_true> : actions::push_operator<actions::kIsTrue> {};
template<> struct action<sql::is_not_false> : actions::push_operator<actions::kIsNotFalse> {};
template<> struct action<sql::is_false> : actions::push_operator<actions::kIsFalse> {};
template<> struct action<sql::is_distinct_from> : actions::push_operator<actions::kIsDistinctFrom> {};
template<> struct action<sql::is_not_distinct_from> : actions::push_operator<actions::kIsNotDistinctFrom> {};
template<> struct action<sql::between_operator>
    : actions::push_negatable_operator<actions::kBetween, actions::kNotBetween> {};
template<> struct action<sql::between_and> : actions::push_operator<actions::kAnd> {};
template<> struct action<sql::like_operator> : actions::push_negatable_operator<actions::kLike, actions::kNotLike> {};
template<> struct action<sql::in_operator> : actions::push_negatable_operator<actions::kIn, actions::kNotIn> {};
template<> struct action<sql::quantifier> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        const bool all = in.peek_char(1) == 'l' || in.peek_char(1) == 'L';
        builder.push(Token{TokenKind::Marker, all ? sql_actions::kAll : sql_actions::kAny, in.string(),
                           builder.spanOf(in)});
    }
};
template<> struct action<sql::predicate> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        if (builder.window().size() > 1)
            builder.replaceWindow(sql_actions::predicate(builder.window(), builder.spanOf(in)));
    }
};
template<> struct action<sql::scalar_subquery> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        builder.replaceWindow(ast::makeSubquery(ast::SubqueryKind::Scalar, std::get<ast::QueryPtr>(builder.window()[0]),
                                                nullptr, "", builder.spanOf(in)));
    }
};
template<> struct action<sql::exists_subquery> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        builder.replaceWindow(ast::makeSubquery(ast::SubqueryKind::Exists, std::get<ast::QueryPtr>(builder.window()[0]),
                                                nullptr, "", builder.spanOf(in)));
    }
};
template<> struct action<sql::op_not_word> : actions::push_operator<actions::kNot> {};
template<> struct action<sql::not_prefixed> : actions::make_unary {};
template<> struct action<sql::op_and> : actions::push_operator<actions::kAnd> {};
template<> struct action<sql::and_expr> : actions::fold_chain {};
template<> struct action<sql::op_or> : actions::push_operator<actions::kOr> {};
template<> struct action<sql::or_expr> : actions::fold_chain {};

// ---- SELECT
template<> struct action<sql::aliased_item> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        const auto window = builder.window();
        std::vector<std::string> names = wordsOf(window);
        if (names.empty()) return;
        builder.replaceWindow(ast::makeAlias(exprItem(window, 0), std::move(names), builder.spanOf(in)));
    }
};
template<> struct action<sql::qualified_star> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        auto star = std::make_shared<ast::Expr>(*ast::makeStar(builder.spanOf(in)));
        star->qualifier = tokenItem(builder.window(), 0).name;
        builder.replaceWindow(std::move(star));
    }
};
template<> struct action<sql::select_list> : sql_actions::make_clause<ClauseKind::Select> {};
template<> struct action<sql::window_function_partition> : actions::push_marker<sql_actions::kPartitioned> {};
template<> struct action<sql::window_function_call> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        builder.replaceWindow(sql_actions::windowFunctionItem(builder.window(), builder.spanOf(in)));
    }
};
template<> struct action<sql::lateral_table> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        builder.replaceWindow(sql_actions::lateralItem(builder.window(), builder.spanOf(in)));
    }
};
template<> struct action<sql::table_ref> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        builder.replaceWindow(sql_actions::fromItem(builder.window(), builder.spanOf(in)));
    }
};
template<> struct action<sql::inner_marker> : actions::push_marker<sql_actions::kInner> {};
template<> struct action<sql::left_marker> : actions::push_marker<sql_actions::kLeft> {};
template<> struct action<sql::right_marker> : actions::push_marker<sql_actions::kRight> {};
template<> struct action<sql::full_marker> : actions::push_marker<sql_actions::kFull> {};
template<> struct action<sql::cross_marker> : actions::push_marker<sql_actions::kCross> {};
template<> struct action<sql::natural_marker> : actions::push_marker<sql_actions::kNatural> {};
template<> struct action<sql::join_word> : actions::push_marker<sql_actions::kJoin> {};
template<> struct action<sql::join_tail> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        // The left item stands just before the window: the join folds onto it.
        const auto with_left = std::span<Item>(builder.items()).subspan(builder.windowBegin() - 1);
        builder.replaceWindow(sql_actions::joinedItems(builder, with_left, builder.spanOf(in)), 1);
    }
};
template<> struct action<sql::where_clause> : sql_actions::make_clause<ClauseKind::Where> {};
template<> struct action<sql::group_by_clause> : sql_actions::make_clause<ClauseKind::GroupBy> {};
template<> struct action<sql::having_clause> : sql_actions::make_clause<ClauseKind::Having> {};
template<> struct action<sql::order_direction> : actions::push_direction {};
template<> struct action<sql::nulls_position> : actions::push_nulls_position {};
template<> struct action<sql::order_item> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        builder.replaceWindow(sql_actions::orderItem(builder.window(), builder.spanOf(in)));
    }
};
template<> struct action<sql::order_by_clause> : sql_actions::make_clause<ClauseKind::OrderBy> {};
template<> struct action<sql::count_number> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        builder.push(sql_actions::countNumber(builder, in.string_view(), builder.spanOf(in)));
    }
};
template<> struct action<sql::frame_offset> : action<sql::count_number> {};
template<> struct action<sql::limit_clause> : sql_actions::make_clause<ClauseKind::Limit> {};
template<> struct action<sql::offset_clause> : sql_actions::make_clause<ClauseKind::Offset> {};
template<> struct action<sql::fetch_clause> : sql_actions::make_clause<ClauseKind::Fetch> {};
template<> struct action<sql::select_query> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        builder.replaceWindow(sql_actions::selectQuery(builder, builder.window(), builder.spanOf(in)));
    }
};
/// A query in parentheses spans them too, so that the text of a set operation ending in one is whole.
template<> struct action<sql::parenthesised_query> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        auto query = std::make_shared<ast::Query>(*std::get<ast::QueryPtr>(builder.window().back()));
        query->span = builder.spanOf(in);
        builder.replaceWindow(ast::QueryPtr(std::move(query)));
    }
};
template<> struct action<sql::interval_literal> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        const auto window = builder.window();
        const ast::ExprPtr& count = exprItem(window, 0);
        const ast::ExprPtr& unit = exprItem(window, 1);
        builder.replaceWindow(actions::intervalLiteral(builder, count->text, count->span, unit->text,
                                                       "'" + count->text + "' " + unit->text, builder.spanOf(in)));
    }
};
template<> struct action<sql::values_row> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        builder.replaceWindow(ast::makeCall(sql_actions::kValuesRow, exprsOf(builder.window()), builder.spanOf(in)));
    }
};
template<> struct action<sql::values_query> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        builder.replaceWindow(sql_actions::valuesQuery(builder.window(), builder.spanOf(in)));
    }
};
template<> struct action<sql::common_table> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        builder.replaceWindow(sql_actions::commonTable(builder.window(), builder.spanOf(in)));
    }
};
template<> struct action<sql::with_query> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        builder.replaceWindow(sql_actions::withQuery(builder.window(), builder.spanOf(in)));
    }
};
template<> struct action<sql::union_operator> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        const SourceSpan span = builder.spanOf(in);
        builder.push(sql_actions::setOperatorToken(in.string_view().substr(0, span.end - span.begin), span));
    }
};
template<> struct action<sql::intersect_operator> : action<sql::union_operator> {};
template<> struct action<sql::intersect_term> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        if (builder.window().size() == 1) return;  // a single operand
        builder.replaceWindow(sql_actions::setOperations(builder.window(), builder.spanOf(in)));
    }
};
template<> struct action<sql::set_expression> : action<sql::intersect_term> {};
template<> struct action<sql::misplaced_set_operator> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        builder.fail(builder.spanOf(in).begin,
                     "ORDER BY, LIMIT, OFFSET and FETCH end the whole query; to order or limit one operand of a "
                     "set operation, put it in parentheses: (SELECT ... ORDER BY ... LIMIT ...) UNION ...");
    }
};
template<> struct action<sql::query_body> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        if (builder.window().size() == 1) return;  // no ORDER BY, LIMIT, OFFSET or FETCH
        builder.replaceWindow(sql_actions::withResultClauses(builder, builder.window(), builder.spanOf(in)));
    }
};
// clang-format on

}  // namespace tabula::parser
