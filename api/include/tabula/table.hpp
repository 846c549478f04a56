// Table: an immutable, lazily evaluated relational expression with Flink's Table API operations.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <iosfwd>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "tabula/csv_table_sink.hpp"
#include "tabula/expression.hpp"
#include "tabula/group_window.hpp"
#include "tabula/over_window.hpp"
#include "tabula/row.hpp"
#include "tabula/schema.hpp"
#include "tabula/table_result.hpp"

namespace tabula {

namespace planner {
class LogicalNode;
}
namespace detail {
struct EnvironmentState;
struct Internals;
}  // namespace detail

class GroupedTable;
class OverWindowedTable;
class WindowedTable;
class WindowGroupedTable;

/// Every operation validates at once (unknown fields, type errors, misplaced aggregates throw ValidationError /
/// ParseError at the call, as in Flink) and returns a new Table; nothing runs until execute/collect/print.
/// Methods taking a string parse Flink's string-expression language; the overloads take DSL Expressions.
class Table {
public:
    Table select(std::string_view fields) const;
    Table select(std::vector<Expression> fields) const;
    template <class... E>
    requires Expressions<E...> Table select(E&&... fields)
    const { return select(std::vector<Expression>{std::forward<E>(fields)...}); }
    Table filter(std::string_view predicate) const;
    Table filter(const Expression& predicate) const;
    Table where(std::string_view predicate) const { return filter(predicate); }
    Table where(const Expression& predicate) const { return filter(predicate); }
    /// Renames all fields by position: as("a, b, c"). The count must match.
    Table as(std::string_view fields) const;
    Table as(std::vector<std::string> names) const;
    Table addColumns(std::string_view fields) const;
    Table addColumns(std::vector<Expression> fields) const;
    template <class... E>
    requires Expressions<E...> Table addColumns(E&&... fields)
    const { return addColumns(std::vector<Expression>{std::forward<E>(fields)...}); }
    Table addOrReplaceColumns(std::string_view fields) const;
    Table addOrReplaceColumns(std::vector<Expression> fields) const;
    template <class... E>
    requires Expressions<E...> Table addOrReplaceColumns(E&&... fields)
    const { return addOrReplaceColumns(std::vector<Expression>{std::forward<E>(fields)...}); }
    /// renameColumns("a as x, b as y")
    Table renameColumns(std::string_view fields) const;
    Table renameColumns(std::vector<Expression> fields) const;
    template <class... E>
    requires Expressions<E...> Table renameColumns(E&&... fields)
    const { return renameColumns(std::vector<Expression>{std::forward<E>(fields)...}); }
    Table dropColumns(std::string_view fields) const;
    Table dropColumns(std::vector<Expression> fields) const;
    template <class... E>
    requires Expressions<E...> Table dropColumns(E&&... fields)
    const { return dropColumns(std::vector<Expression>{std::forward<E>(fields)...}); }
    Table distinct() const;
    /// UNION ALL: this table's rows, then right's, duplicates kept. Fields match by position; the names are this
    /// table's; each field takes the type both sides widen to (INT with BIGINT is BIGINT, INT with DOUBLE is
    /// DOUBLE). Throws ValidationError when right belongs to another TableEnvironment, when the field counts
    /// differ, or when a field's two types do not combine (INT with STRING).
    Table unionAll(const Table& right) const;
    /// UNION: the distinct rows of this table and right together (NULLs equal). Flink calls it union, a C++
    /// keyword. Fields, names, types and errors as unionAll; so for the four below.
    Table union_(const Table& right) const;
    /// EXCEPT: the distinct rows of this table that right does not have.
    Table minus(const Table& right) const;
    /// EXCEPT ALL: a row n times here and m times in right is kept n - m times (none when m >= n).
    Table minusAll(const Table& right) const;
    /// INTERSECT: the distinct rows both tables have.
    Table intersect(const Table& right) const;
    /// INTERSECT ALL: a row n times here and m times in right is kept min(n, m) times.
    Table intersectAll(const Table& right) const;

    /// Joins with `right`, a Table of the same environment: every pair of rows (a cross product) until a later
    /// where()/filter() narrows it; an equality there between a field of each side makes it a hash join. The
    /// result has this table's fields, then right's. The sides may have fields of the same name, but using such a
    /// name afterwards is an error: rename one side first with as() or renameColumns().
    Table join(const Table& right) const;
    /// Inner join: the pairs of rows for which `predicate`, over this table's fields and right's, is TRUE.
    Table join(const Table& right, std::string_view predicate) const;
    Table join(const Table& right, const Expression& predicate) const;
    /// Outer joins on `predicate`: every row of the preserved side (left, right or both) is kept, with NULLs for
    /// the fields of the other side when no row there matches. A condition on the preserved side only decides
    /// which rows match; it never drops preserved rows. Conditions without an equality of the two sides run as
    /// nested-loop joins.
    Table leftOuterJoin(const Table& right, std::string_view predicate) const;
    Table leftOuterJoin(const Table& right, const Expression& predicate) const;
    Table rightOuterJoin(const Table& right, std::string_view predicate) const;
    Table rightOuterJoin(const Table& right, const Expression& predicate) const;
    Table fullOuterJoin(const Table& right, std::string_view predicate) const;
    Table fullOuterJoin(const Table& right, const Expression& predicate) const;
    /// Joins each row with the rows a user-defined table function (tabula/table_function.hpp) gives for it,
    /// as Flink's joinLateral: `joinLateral("split(line) as word")`, `joinLateral(call("split",
    /// col("line")).as("word"))`. The arguments read this table's fields; the function's columns come after them,
    /// named by the alias (f0, f1, ... without one) and apart from this table's fields. A row the function gives
    /// no rows for is left out; with `predicate` (over all fields) only the pairs it accepts stay.
    Table joinLateral(std::string_view call) const;
    Table joinLateral(const Expression& call) const;
    Table joinLateral(std::string_view call, std::string_view predicate) const;
    Table joinLateral(const Expression& call, const Expression& predicate) const;
    /// joinLateral that keeps a row the function gives no rows for, once, with NULL in the function's columns.
    Table leftOuterJoinLateral(std::string_view call) const;
    Table leftOuterJoinLateral(const Expression& call) const;
    /// The rows a table function gives for each row, alone (Flink's flatMap): `flatMap("split(line)").as("word")`.
    Table flatMap(std::string_view call) const;
    Table flatMap(const Expression& call) const;
    /// One row per row, the columns of a call's value alone (Flink's map): for a scalar function returning a
    /// std::tuple, its columns (`map("parse(line) as (name, age)")`; NULLs where a NULL argument made no call),
    /// for any other expression its value. Columns f0, f1, ... unless the alias names them.
    Table map(std::string_view call) const;
    Table map(const Expression& call) const;
    /// One row over all rows: an aggregate function's value (Flink's aggregate) — for one returning a std::tuple
    /// its columns (`aggregate("stats(v) as (lo, hi)")`), for any other its value. Columns f0, f1, ... unless the
    /// alias names them.
    Table aggregate(std::string_view call) const;
    Table aggregate(const Expression& call) const;
    /// The rows a user-defined table aggregate function (tabula/table_aggregate_function.hpp) emits over all of
    /// this table's rows, as one group (even when there are none): `flatAggregate("top2(v) as (v, rank)")`. The
    /// columns are the function's, named by the alias (f0, f1, ... without one).
    Table flatAggregate(std::string_view call) const;
    Table flatAggregate(const Expression& call) const;
    GroupedTable groupBy(std::string_view fields) const;
    GroupedTable groupBy(std::vector<Expression> fields) const;
    template <class... E>
    requires Expressions<E...> GroupedTable groupBy(E&&... fields)
    const;
    /// orderBy("a.desc, b") — ascending by default; NULL sorts as the largest value.
    Table orderBy(std::string_view fields) const;
    Table orderBy(std::vector<Expression> fields) const;
    template <class... E>
    requires Expressions<E...> Table orderBy(E&&... fields)
    const { return orderBy(std::vector<Expression>{std::forward<E>(fields)...}); }
    /// Skips n rows of a sorted table. Throws ValidationError when n < 0 or the table is not sorted.
    Table offset(int64_t n) const;
    /// Keeps the first n rows of a sorted table. Throws ValidationError when n < 0 or the table is not sorted.
    Table fetch(int64_t n) const;
    /// Deprecated spellings of offset/fetch.
    Table limit(int64_t offset) const;
    Table limit(int64_t offset, int64_t fetch) const;

    /// Over windows for select(): `window(Over.partitionBy("a").orderBy("ts").preceding("2.rows").as("w"))
    /// .select("a, b.sum over w")`. Several windows may be given; their aliases must differ.
    OverWindowedTable window(const OverWindow& window) const;
    OverWindowedTable window(std::vector<OverWindow> windows) const;
    /// A group window, for groupBy: `window(Tumble.over("10.minutes").on("ts").as("w")).groupBy("w, k")
    /// .select("k, w.start, w.end, v.sum")`. Rows whose time is NULL belong to no window and are left out.
    WindowedTable window(const GroupWindow& window) const;

    const TableSchema& getSchema() const;
    void printSchema() const;
    void printSchema(std::ostream& out) const;
    /// Flink-style plan description: abstract syntax tree, optimized logical plan, physical plan.
    std::string explain() const;

    /// Starts the query and returns its rows as they are produced (see TableResult). Waits for the first rows, so
    /// errors opening the sources throw here; errors further into the data throw while reading the result.
    TableResult execute() const;
    /// Runs the query to its end and returns every row.
    std::vector<Row> collect() const { return execute().collect(); }
    /// Runs the query and prints the rows as a box table (as the shell does) to stdout / `out`.
    void print() const;
    void print(std::ostream& out) const;
    /// Runs the query now and returns a Table over the rows held in memory: later queries over it do not read
    /// the source again.
    Table cache() const;

    /// Runs the query now and writes its rows to `sink`'s file (Flink defers this to the next execute; tabula
    /// writes at once). The file is replaced only once every row is written: a query that fails or is cancelled
    /// leaves it as it was. Throws ValidationError before running anything when the file exists and the sink's
    /// mode is NO_OVERWRITE; IoError when the file cannot be written; what execute() and reading the result throw.
    void writeToSink(const CsvTableSink& sink) const;
    /// Flink 1.x's insertInto: runs the query now and writes its rows into the table registered as `name`:
    /// - an in-memory table (CREATE TABLE without WITH) gets them appended, each value cast to its column's type,
    ///   all or nothing (ExecutionError when a value does not fit; nothing is inserted then);
    /// - a sink (registerTableSink) or a filesystem table created by CREATE TABLE ... WITH gets them written
    ///   atomically as writeToSink (a filesystem table's file gets them appended); fields match by position, each
    ///   type the table's or one that widens to it.
    /// Throws ValidationError before running anything for an unknown name, one that cannot be written (a view, a
    /// table from registerTableSource) or mismatched fields.
    void insertInto(std::string_view name) const;

private:
    /// The library makes Tables and reads their plan and environment through Internals alone.
    friend struct detail::Internals;
    /// A table reading `plan`, belonging to `env`.
    Table(std::shared_ptr<detail::EnvironmentState> env, std::shared_ptr<const planner::LogicalNode> plan);

    std::shared_ptr<detail::EnvironmentState> env_;
    std::shared_ptr<const planner::LogicalNode> plan_;
};

/// A table grouped on keys; select() may use keys, aggregates of other fields, and constants.
class GroupedTable {
public:
    Table select(std::string_view fields) const;
    Table select(std::vector<Expression> fields) const;
    template <class... E>
    requires Expressions<E...> Table select(E&&... fields)
    const { return select(std::vector<Expression>{std::forward<E>(fields)...}); }
    /// The rows a user-defined table aggregate function emits for each group, after the group's keys (Flink's
    /// flatAggregate): `groupBy("k").flatAggregate(call("top2", col("v")).as("v", "rank")).select("k, v, rank")`.
    /// The keys keep their field names (`_c<i>` for another expression); the function's columns are named by the
    /// alias (f0, f1, ... without one) and must differ from the keys'.
    Table flatAggregate(std::string_view call) const;
    Table flatAggregate(const Expression& call) const;
    /// One row per group: the keys, then an aggregate function's value (Flink's aggregate) — for one returning a
    /// std::tuple its columns: `groupBy("k").aggregate(call("stats", col("v")).as("lo", "hi")).select("k, lo, hi")`.
    Table aggregate(std::string_view call) const;
    Table aggregate(const Expression& call) const;

private:
    /// Only Table::groupBy makes grouped tables.
    friend class Table;
    /// Validates the keys against the input (throws as select would). `key_text` is the string they were parsed
    /// from, or "" for DSL keys.
    GroupedTable(Table input, std::vector<std::shared_ptr<const ast::Expr>> keys, std::string key_text);

    Table input_;
    std::vector<std::shared_ptr<const ast::Expr>> keys_;
    std::string key_text_;
};

/// A table with a group window; groupBy must name the window's alias among its keys.
class WindowedTable {
public:
    WindowGroupedTable groupBy(std::string_view fields) const;
    WindowGroupedTable groupBy(std::vector<Expression> fields) const;
    template <class... E>
    requires Expressions<E...> WindowGroupedTable groupBy(E&&... fields)
    const;

private:
    friend class Table;
    /// Checks the window's alias (throws ValidationError as Flink's builders do).
    WindowedTable(Table input, GroupWindow window);

    Table input_;
    GroupWindow window_;
};

/// A table grouped on a group window and keys: select() may use the keys, the window's properties (`w.start`,
/// `w.end` exclusive, `w.rowtime` = end - 1 ms; none for row-count windows) and aggregates of other fields.
class WindowGroupedTable {
public:
    Table select(std::string_view fields) const;
    Table select(std::vector<Expression> fields) const;
    template <class... E>
    requires Expressions<E...> Table select(E&&... fields)
    const { return select(std::vector<Expression>{std::forward<E>(fields)...}); }

private:
    friend class WindowedTable;
    /// Validates the keys against the input, the window among them (throws as select would).
    WindowGroupedTable(Table input, GroupWindow window, std::vector<std::shared_ptr<const ast::Expr>> keys,
                       std::string key_text);
    Table selectItems(std::vector<std::shared_ptr<const ast::Expr>> items, std::string_view text) const;

    Table input_;
    GroupWindow window_;
    std::vector<std::shared_ptr<const ast::Expr>> keys_;
    std::string key_text_;
};

/// A table with over windows: select() may use `aggregate over alias` (and SQL's window functions, `rank() over
/// alias`) besides the table's fields.
class OverWindowedTable {
public:
    Table select(std::string_view fields) const;

private:
    friend class Table;
    /// Checks the windows' frames and aliases (throws ValidationError as Flink's builders do).
    OverWindowedTable(Table input, std::vector<OverWindow> windows);

    Table input_;
    std::vector<OverWindow> windows_;
};

template <class... E>
requires Expressions<E...> GroupedTable Table::groupBy(E&&... fields)
const { return groupBy(std::vector<Expression>{std::forward<E>(fields)...}); }

template <class... E>
requires Expressions<E...> WindowGroupedTable WindowedTable::groupBy(E&&... fields)
const { return groupBy(std::vector<Expression>{std::forward<E>(fields)...}); }

}  // namespace tabula
