// Syntax trees for Flink string expressions, SQL statements and shell pipelines. Nodes carry byte spans into
// the text they were parsed from; they know nothing of catalogs or types (the binder gives them meaning).
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "tabula/error.hpp"
#include "tabula/type.hpp"

namespace tabula::ast {

struct Expr;
struct Query;
struct WindowSpec;
/// Expression trees are immutable and shared (the DSL and the binder reuse subtrees).
using ExprPtr = std::shared_ptr<const Expr>;
using WindowSpecPtr = std::shared_ptr<const WindowSpec>;

enum class ExprKind {
    Literal,   // a constant; see LiteralKind
    Field,     // a field reference by name (`name`); SQL may qualify it (`qualifier`.`name`)
    Star,      // `*`, or `t.*` in SQL (qualifier set)
    Call,      // a function or operator call: `name`(args...), e.g. plus(a, 1), count(a), upper(s)
    Cast,      // CAST(args[0] AS `type`)
    Case,      // CASE WHEN args[0] THEN args[1] ... [ELSE last] END; `has_else` tells whether the last is ELSE
    Alias,     // args[0] AS names... (one name, or several for `as (x, y)`)
    Ordering,  // args[0] ASC|DESC [NULLS FIRST|LAST], only at the top of orderBy / ORDER BY items
    Over,      // args[0] OVER `name` (a window of the WINDOW clause) or OVER (window), SQL's inline window
    Subquery,  // a query used as a value or a test; see SubqueryKind
};

/// The forms of a subquery in an expression (SQL only). `x NOT IN (query)` is not(x IN (query)).
enum class SubqueryKind {
    Scalar,  // (query): its one column of its at most one row
    Exists,  // EXISTS (query)
    In,      // args[0] IN (query)
    Any,     // args[0] <op> ANY|SOME (query); text is the comparison's canonical name (equals, lessThan, ...)
    All,     // args[0] <op> ALL (query); text as for Any
};

enum class LiteralKind {
    Null,            // Null(TYPE)/nullOf(TYPE) (type set) or SQL NULL (type NULL)
    Boolean,         // text is "true" or "false"
    Integer,         // text: decimal digits with optional leading '-'; INT when it fits, else BIGINT
    Long,            // 12L: BIGINT
    Decimal,         // 1.5p in expressions, 1.5 in SQL: text without suffix
    Float,           // 1.5f: text without suffix
    Double,          // 1.5, 1e3, 1.5d in expressions, 1e3 in SQL: text without suffix
    String,          // text is the unescaped value
    IntervalMillis,  // 10.minutes: text is the number of milliseconds
    IntervalMonths,  // 2.years: text is the number of months
    RowCount,        // 10.rows: text is the count
    Symbol,          // a keyword argument: time unit (DAY, HOUR, ...), trim mode (LEADING, ...), over bound
                     // (CURRENT_ROW, UNBOUNDED_RANGE, ...); text upper-case
};

/// One node. Which members are meaningful depends on `kind` (see ExprKind); the rest stay empty.
struct Expr {
    ExprKind kind = ExprKind::Literal;
    SourceSpan span;  // bytes of the whole node in the parsed text

    LiteralKind literal_kind = LiteralKind::Null;  // Literal
    std::string text;                 // Literal: see LiteralKind; Field: field name; Call: function name as
                                      // written (operators use canonical names, see below); Over: window name,
                                      // empty with an inline window
    std::string qualifier;            // Field/Star in SQL: table name or alias before the dot, else ""
    DataType type;                    // Cast target; typed NULL literal
    std::vector<ExprPtr> args;        // Call arguments, Cast/Alias/Ordering/Over operand, Case branches
    std::vector<std::string> names;   // Alias: the new name(s)
    bool distinct = false;            // Call: aggregate over distinct values (`a.count.distinct`, COUNT(DISTINCT a))
    bool descending = false;          // Ordering
    std::optional<bool> nulls_first;  // Ordering: NULLS FIRST/LAST when written
    bool has_else = false;            // Case
    bool case_insensitive = false;    // Field: resolve the name case-insensitively (SQL)
    int32_t position = -1;            // Field: when >= 0, the scope column at this position, whatever its name
                                      // (the binder expands `*` so; two columns may share a name)
    ExprPtr filter;                   // Call in SQL: the condition of `agg(...) FILTER (WHERE filter)`, else null
    SubqueryKind subquery_kind = SubqueryKind::Scalar;  // Subquery
    std::shared_ptr<const Query> query;                 // Subquery
    WindowSpecPtr window;                               // Over with an inline window, else null
    uint32_t height = 1;  // nodes on the longest path down from here, 1 for a leaf; set by the
                          // builders, so code that recurses over a tree can refuse deep ones
};

/// Trees the parser builds are at most this high (DuckDB's default max_expression_depth), so recursive walks
/// over them, including their destruction, stay within any reasonable stack.
inline constexpr uint32_t kMaxExprHeight = 1000;

// Canonical call names the grammars emit for operators and SQL words; the binder looks every call name up
// case-insensitively in one function registry, so `a.upperCase()`, `upper(a)` and SQL UPPER(a) meet there.
//   plus minus times divide mod minusPrefix plusPrefix           + - * / % and unary - +
//   equals notEquals greaterThan greaterThanOrEqual lessThan lessThanOrEqual
//   and or not                                                  && || ! (and SQL AND OR NOT)
//   isNull isNotNull isTrue isFalse isNotTrue isNotFalse        IS [NOT] NULL/TRUE/FALSE
//   in(a, v1, v2, ...)  notIn  between(a, lo, hi)  notBetween  like(a, pattern)  notLike  similar
//   if(c, t, f)   (`?`, `if`)            concat(a, b)  (SQL `||`)
//   count(*) is Call "count" with one Star argument.
//   a.log(base) is emitted as log(base, a); a.trim() as trim(Symbol BOTH, ' ', a);
//   a.extract(DAY) as extract(Symbol DAY, a); a.floor(HOUR) as floor(a, Symbol HOUR).

/// Builders used by grammars, tests and the C++ DSL.
ExprPtr makeLiteral(LiteralKind kind, std::string text, SourceSpan span = {});
ExprPtr makeNull(DataType type, SourceSpan span = {});
ExprPtr makeField(std::string name, SourceSpan span = {});
ExprPtr makeStar(SourceSpan span = {});
ExprPtr makeCall(std::string name, std::vector<ExprPtr> args, SourceSpan span = {}, bool distinct = false);
ExprPtr makeCast(ExprPtr operand, DataType type, SourceSpan span = {});
ExprPtr makeAlias(ExprPtr operand, std::vector<std::string> names, SourceSpan span = {});
ExprPtr makeOrdering(ExprPtr operand, bool descending, std::optional<bool> nulls_first = std::nullopt,
                     SourceSpan span = {});
/// CASE WHEN branches[0] THEN branches[1] ... [ELSE else_result] END. REQUIRES: branches.size() is even, > 0.
ExprPtr makeCase(std::vector<ExprPtr> branches, ExprPtr else_result = nullptr, SourceSpan span = {});
/// operand OVER window.
ExprPtr makeOver(ExprPtr operand, std::string window, SourceSpan span = {});
/// operand OVER (window): SQL's inline window.
ExprPtr makeOver(ExprPtr operand, WindowSpecPtr window, SourceSpan span = {});
/// A subquery of `kind`; `probe` is the left operand of In/Any/All (null otherwise), `comparison` the canonical name
/// of Any/All's operator.
ExprPtr makeSubquery(SubqueryKind kind, std::shared_ptr<const Query> query, ExprPtr probe = nullptr,
                     std::string comparison = "", SourceSpan span = {});

// ---------------------------------------------------------------------------------------------------------
// Windows of SQL's window functions

/// Where a window frame starts or ends, relative to the current row.
enum class FrameBoundKind { UnboundedPreceding, Preceding, CurrentRow, Following, UnboundedFollowing };

/// One bound of a frame. For Preceding and Following, `offset` is a number (`offset_kind` Integer: rows for ROWS,
/// the ORDER BY key's units for RANGE) or an interval (IntervalMillis: milliseconds, IntervalMonths: months).
struct FrameBound {
    FrameBoundKind kind = FrameBoundKind::CurrentRow;
    int64_t offset = 0;
    LiteralKind offset_kind = LiteralKind::Integer;
    SourceSpan span;
};

/// ROWS counts rows; RANGE counts in the values of the ORDER BY key and takes the current row's peers (rows equal
/// in the ORDER BY keys) with it.
enum class FrameUnit { Rows, Range };

/// `ROWS|RANGE BETWEEN start AND end`, or `ROWS|RANGE start` (end CURRENT ROW).
struct WindowFrame {
    FrameUnit unit = FrameUnit::Range;
    FrameBound start;
    FrameBound end;
    SourceSpan span;
};

/// `(PARTITION BY ... ORDER BY ... frame)`: which rows a window function sees for each row.
struct WindowSpec {
    SourceSpan span;
    std::vector<ExprPtr> partition_by;
    std::vector<ExprPtr> order_by;     // Ordering nodes
    std::optional<WindowFrame> frame;  // none written: the default frame
};

/// `name AS (window)` of a WINDOW clause.
struct NamedWindow {
    SourceSpan span;  // the name
    std::string name;
    WindowSpecPtr window;
};

/// Structural equality ignoring spans: same kinds, texts, types, flags and equal children in order. Used by
/// round-trip tests and to match grouped expressions in a select list.
bool equalsIgnoringSpans(const Expr& a, const Expr& b);

/// A readable, re-parsable rendering in Flink string-expression syntax (prefix-call form for every call),
/// used by EXPLAIN, error messages and round-trip tests: `plus(a, 1) AS x`, `count(*)`, `'it''s'`.
std::string toString(const Expr& expr);

// ---------------------------------------------------------------------------------------------------------
// SQL queries

struct Query;
using QueryPtr = std::shared_ptr<const Query>;

enum class JoinKind { Inner, Left, Right, Full, Cross };

struct FromJoin;

/// An item of FROM: a named table, a file named in quotes (read without DDL) or a parenthesised subquery (a
/// derived table), each with an optional alias and, after the alias, optional names for its columns:
/// `(SELECT ...) AS s (x, y)`; or two items joined; or a table function's call, LATERAL TABLE(f(...)).
/// A window table function: TABLE(TUMBLE(TABLE t, DESCRIPTOR(ts), size)), HOP(..., slide, size) or
/// CUMULATE(..., step, size) — the rows of table `table`, once per window, with the window's bounds appended.
struct WindowTableFunction {
    std::string function;  // as written
    SourceSpan function_span;
    std::string table;
    SourceSpan table_span;
    std::string time_column;  // the DESCRIPTOR's column
    SourceSpan time_span;
    std::vector<ExprPtr> args;  // after the DESCRIPTOR
    bool partitioned = false;   // TABLE t PARTITION BY ... (SESSION's form)
};

struct FromItem {
    SourceSpan span;
    std::string name;                         // table name as written; empty for a subquery, a file or a join
    std::string file;                         // the path of `FROM 'people.csv'`; empty otherwise
    std::string alias;                        // empty when none
    std::vector<std::string> column_aliases;  // empty when none
    QueryPtr subquery;                        // set for a derived table
    std::shared_ptr<const FromJoin> join;     // set for `left [NATURAL] [kind] JOIN right [ON ... | USING (...)]`
    std::shared_ptr<const WindowTableFunction> window_function;  // set for TABLE(TUMBLE(...)); name is its table
    ExprPtr lateral_call;  // set for LATERAL TABLE(f(...)): the call of a table function over the items before
    uint32_t tables = 1;   // the tables and subqueries it joins: 1, or the sum of a join's sides
};

/// A FROM clause joins at most this many tables and subqueries, so the recursive walks over joins stay within any
/// reasonable stack and planning time.
inline constexpr uint32_t kMaxFromTables = 1000;

/// Two FROM items joined. `a JOIN b JOIN c` is left-deep: (a JOIN b) JOIN c.
struct FromJoin {
    SourceSpan span;  // the join keywords as written (LEFT OUTER JOIN)
    JoinKind kind = JoinKind::Inner;
    bool natural = false;  // NATURAL: the columns both sides name alike, as if in USING
    FromItem left;
    FromItem right;
    ExprPtr condition;                       // ON; null for CROSS, NATURAL and USING
    std::vector<std::string> using_columns;  // USING (c, ...) as written
    std::vector<SourceSpan> using_spans;     // span of each USING column
};

struct SetOperation;

/// `name [(columns)] AS (query)` in a WITH clause.
struct CommonTableExpression {
    SourceSpan span;  // the whole definition
    std::string name;
    std::vector<std::string> column_aliases;  // empty when none
    QueryPtr query;
};

/// SELECT [DISTINCT] items [FROM from, ...] [WHERE] [GROUP BY] [HAVING] [ORDER BY] [LIMIT] [OFFSET], or two queries
/// combined by a set operation, or VALUES rows (then only `span`, `set_operation` or `values`, and the ORDER BY /
/// LIMIT / OFFSET clauses, which apply to the combined rows, are set). Any of them may follow a WITH clause.
struct Query {
    SourceSpan span;
    std::vector<CommonTableExpression> with;            // WITH ... in written order; empty when none
    std::shared_ptr<const SetOperation> set_operation;  // set for `a UNION ALL b ...` etc.
    std::vector<std::vector<ExprPtr>> values;           // VALUES (...), (...): the rows; empty for other queries
    bool distinct = false;
    std::vector<ExprPtr> items;     // select list; may hold Alias and Star nodes
    std::vector<FromItem> from;     // the comma-separated items in order (each maybe a join); empty without FROM
    ExprPtr where;                  // null when absent
    std::vector<ExprPtr> group_by;  // the distinct keys when grouping_sets is set
    /// GROUPING SETS, ROLLUP and CUBE expanded: each set lists the positions in group_by of its keys, in written
    /// order (a set may repeat). Empty for a plain GROUP BY, which groups by all of group_by.
    std::vector<std::vector<size_t>> grouping_sets;
    ExprPtr having;                    // null when absent
    std::vector<ExprPtr> order_by;     // Ordering nodes
    std::optional<int64_t> limit;      // LIMIT n / FETCH FIRST n ROWS ONLY
    std::optional<int64_t> offset;     // OFFSET n [ROWS]
    SourceSpan result_clauses;         // ORDER BY ... LIMIT/OFFSET/FETCH as written; empty when there are none
    std::vector<NamedWindow> windows;  // WINDOW w AS (...), ...; empty when none
};

/// The set operators of SQL (MINUS is EXCEPT).
enum class SetOperator { Union, UnionAll, Intersect, IntersectAll, Except, ExceptAll };

/// One `operator operand` step of a set-operation chain.
struct SetStep {
    SourceSpan span;  // the operator as written (UNION ALL)
    SetOperator op = SetOperator::UnionAll;
    QueryPtr operand;  // the query on the operator's right
};

/// `first UNION ALL q1 EXCEPT q2 ...`: a chain of set operations of one level, applied left to right, so
/// `a UNION b EXCEPT c` is (a UNION b) EXCEPT c. INTERSECT binds tighter: in `a UNION b INTERSECT c` the second
/// operand is the chain b INTERSECT c. A chain stays flat however long it is, so walks over it need not recurse.
struct SetOperation {
    QueryPtr first;
    std::vector<SetStep> steps;  // at least one
};

// ---------------------------------------------------------------------------------------------------------
// Shell statements

/// One argument of a Table API call in a shell pipeline: a quoted string (unescaped), an integer, or a
/// nested pipeline (for calls that take a table, added with joins).
struct PipelineArg;

/// One method call in a pipeline: `.groupBy('country')`.
struct MethodCall {
    SourceSpan span;
    std::string name;  // as written: groupBy, select, filter, ...
    std::vector<PipelineArg> args;
};

/// `scan('peoples').groupBy('country').select('country, id.count')`, or `peoples.select(...)`: a source and
/// the calls applied to it in order.
struct Pipeline {
    SourceSpan span;
    std::string source_call;  // "scan" / "from", or "" when a bare registered name stands first
    std::string table;        // the table name
    SourceSpan table_span;
    std::vector<MethodCall> calls;
};

struct PipelineArg {
    SourceSpan span;  // the argument as written (quotes included)
    std::variant<std::string, int64_t, std::shared_ptr<const Pipeline>> value;
    /// Byte offset in the script where the string's content starts: adding it to an error offset found
    /// inside the string points into the script (exact unless the string holds doubled quotes).
    uint32_t content_offset = 0;
};

/// `name type [NOT NULL | NULL] [[CONSTRAINT c] PRIMARY KEY NOT ENFORCED] [COMMENT '...']`
struct ColumnDef {
    SourceSpan span;
    std::string name;
    DataType type;
    bool not_null = false;     // NOT NULL: reading NULL there is an error
    bool primary_key = false;  // PRIMARY KEY NOT ENFORCED on this column
    std::string comment;       // COMMENT '...', "" when none
};

/// `[CONSTRAINT c] PRIMARY KEY (a, b) NOT ENFORCED` among the columns of CREATE TABLE.
struct PrimaryKey {
    SourceSpan span;
    std::vector<std::string> columns;
    std::vector<SourceSpan> column_spans;
};

/// CREATE TABLE [IF NOT EXISTS] name (col type ..., [table constraint]) [COMMENT '...'] [WITH ('key' = 'value', ...)]
/// (a CSV table with WITH, an in-memory table without), or CREATE TABLE [IF NOT EXISTS] name AS (query | pipeline).
struct CreateTable {
    std::string name;
    SourceSpan name_span;
    bool if_not_exists = false;
    std::vector<ColumnDef> columns;
    std::vector<PrimaryKey> primary_keys;  // table constraints in written order (more than one is an error)
    std::string comment;                   // the table's COMMENT, "" when none
    std::vector<std::pair<std::string, std::string>> options;  // in written order; keys as written
    std::vector<SourceSpan> option_spans;                      // span of each key, for error carets
    /// CREATE TABLE ... AS: the rows to store; monostate when the table is declared with columns.
    std::variant<std::monostate, QueryPtr, std::shared_ptr<const Pipeline>> as_body;
};

/// CREATE [TEMPORARY] VIEW [IF NOT EXISTS] name AS (query | pipeline)
struct CreateView {
    std::string name;
    bool if_not_exists = false;
    std::variant<QueryPtr, std::shared_ptr<const Pipeline>> body;
};

/// DROP TABLE|VIEW [IF EXISTS] name
struct DropTable {
    std::string name;
    bool if_exists = false;
    bool view = false;
};

/// SHOW TABLES
struct ShowTables {};

/// DESCRIBE name, or DESCRIBE 'file.csv' for the columns a file read without DDL has
struct Describe {
    std::string name;  // empty for a file
    std::string file;  // empty for a table or view
    SourceSpan span;   // the name or the quoted file name
};

/// INSERT INTO name [(columns)] VALUES (...), ... or INSERT INTO name [(columns)] query
struct Insert {
    std::string table;
    SourceSpan table_span;
    std::vector<std::string> columns;  // as written; empty: every column in order
    std::vector<SourceSpan> column_spans;
    std::vector<QueryPtr> rows;  // VALUES: each row as a SELECT of its expressions (no FROM)
    QueryPtr query;              // INSERT ... query; null for VALUES
};

/// DELETE FROM name [WHERE condition]
struct Delete {
    std::string table;
    SourceSpan table_span;
    ExprPtr where;  // null: every row
};

/// CREATE [UNIQUE] INDEX ... ON t (...) and DROP INDEX [IF EXISTS] name: accepted for SQL scripts written for
/// other engines; they change nothing.
struct IndexStatement {};

/// SET ['key' = 'value'] and RESET ['key']: session settings.
struct SetOption {
    bool reset = false;
    std::string key;  // empty: SET lists the settings, RESET resets them all
    SourceSpan key_span;
    std::string value;  // SET key = value
};

/// CALL name(argument => value, ...): runs a built-in procedure (dbgen(sf => N) makes the TPC-H tables).
struct CallProcedure {
    /// One `name => value`; the value as written, unquoted.
    struct Argument {
        std::string name;
        SourceSpan name_span;
        std::string value;
        SourceSpan value_span;
    };
    std::string name;
    SourceSpan name_span;
    std::vector<Argument> arguments;
};

/// LOAD 'file': loads a library of user-defined functions (TableEnvironment::loadExtension).
struct LoadExtension {
    std::string file;  // unquoted
    SourceSpan file_span;
};

/// COPY table TO 'file' [(options)] and COPY table FROM 'file' [(options)], as DuckDB spells them: the table's rows
/// written to a CSV file, or a CSV file's rows inserted into the table.
struct Copy {
    /// `HEADER`, `HEADER false`, `DELIMITER ';'`: a name and a value ("" when only the name is written).
    struct Option {
        std::string name;
        std::string value;
        SourceSpan span;
    };
    std::string table;      // "" when the rows come from `query`
    SourceSpan table_span;  // of the table's name or of the query
    QueryPtr query;         // COPY (query) TO
    bool to = true;         // TO: write the file; FROM: read it
    std::string file;       // unquoted
    SourceSpan file_span;
    std::vector<Option> options;
};

struct Statement;

/// EXPLAIN query | pipeline
struct Explain {
    std::shared_ptr<const Statement> target;
};

/// One statement of a script, with its span (the terminating ';' excluded).
struct Statement {
    SourceSpan span;
    std::variant<QueryPtr, std::shared_ptr<const Pipeline>, CreateTable, CreateView, DropTable, ShowTables, Describe,
                 Explain, Insert, Delete, IndexStatement, SetOption, CallProcedure, LoadExtension, Copy>
        body;
};

}  // namespace tabula::ast
