// Random SQL queries over the generated tables, each in two spellings: tabula's (Flink SQL) and SQLite's. They
// differ only where SQLite lacks a form (INTERSECT ALL, EXCEPT ALL); everything else is the common subset, with
// every output column aliased c0, c1, ... and only integer and text values, so results compare exactly.
#pragma once

#include <random>
#include <string>
#include <vector>

#include "test/differential/random_tables.hpp"

namespace tabula::differential {

/// The query shapes a run may generate; each engine feature that the differential test covers is one of these.
enum class Feature {
    Select,        ///< one table: expressions, WHERE, DISTINCT
    Aggregate,     ///< GROUP BY, HAVING, global aggregates
    UnionAll,      ///< UNION ALL of two or three selects
    Join,          ///< inner, outer, cross and comma joins, equi and non-equi, self-joins, three tables
    SetOperation,  ///< UNION, INTERSECT [ALL], EXCEPT [ALL]
    Subquery,  ///< [NOT] EXISTS, [NOT] IN, scalar subqueries, correlated or not, in WHERE (also under OR) and SELECT
    Window,    ///< window functions over partitions and ROWS/RANGE frames, the window ordered by every column
};

/// Parses "select,aggregate,..." (names as in Feature, lower case with '_'); throws std::invalid_argument naming
/// an unknown entry and the known ones.
std::vector<Feature> parseFeatures(const std::string& list);

/// `left <op> right` as SQLite must be asked it: the same text, except INTERSECT ALL and EXCEPT ALL, which SQLite
/// lacks, over operands whose `columns` outputs are named c0, c1, ...
std::string sqliteSetOperation(const std::string& left, const std::string& op, const std::string& right,
                               size_t columns);

struct QueryPair {
    std::string tabula;
    std::string sqlite;
};

/// Which engines a query must run on besides tabula. Flink refuses some standard forms and answers others wrongly
/// (docs/flink-differences.md lists them); its queries leave those out.
enum class Peers { Sqlite, Flink };

class QueryGenerator {
public:
    /// `tables` and `random` must outlive the generator.
    QueryGenerator(const std::vector<GeneratedTable>& tables, std::vector<Feature> features, std::mt19937_64& random,
                   Peers peers = Peers::Sqlite);
    QueryPair next();

private:
    struct ScopeColumn {
        std::string reference;  // as written in the query: "k" or "a.k"
        ColumnKind kind;
    };
    using Scope = std::vector<ScopeColumn>;
    struct From {
        std::string text;
        Scope scope;
        std::string where;  // a condition the FROM needs (a comma join's keys), or ""
    };

    int pick(int n) { return std::uniform_int_distribution<int>(0, n - 1)(random_); }
    bool chance(int percent) { return pick(100) < percent; }
    const ScopeColumn& column(const Scope& scope, ColumnKind kind) { return randomOfKind(scope, kind, random_); }

    std::string integerExpr(const Scope& scope, int depth);
    std::string textExpr(const Scope& scope, int depth);
    std::string valueExpr(const Scope& scope, ColumnKind kind) {
        return kind == ColumnKind::Integer ? integerExpr(scope, 1) : textExpr(scope, 1);
    }
    std::string predicate(const Scope& scope, int depth);
    /// A predicate that reads a column of `scope`, so that no engine folds it to a constant.
    std::string columnPredicate(const Scope& scope, int depth);
    /// `left <op> right` with two operands made by `operand`; for Flink never an operand compared with itself
    /// (Flink 1.20 takes `x <= x` in a WHERE for TRUE, keeping the rows where x is NULL).
    template <typename MakeOperand>
    std::string comparison(MakeOperand operand);

    From singleTable();
    From joinedTables();
    std::string joinCondition(const Scope& left, const Scope& right);
    std::vector<ColumnKind> randomShape();
    /// SELECT [DISTINCT] <shape> FROM ... [WHERE ...]: one operand of a set operation, or a whole query.
    std::string selectCore(const std::vector<ColumnKind>& shape, bool joins);
    std::string aggregateQuery();
    /// SELECT the table's columns and one or two window calls FROM one table [WHERE ...]. Each window orders by
    /// every column, NULLs placed explicitly, so that only identical rows tie and the result is one multiset.
    std::string windowQuery();
    /// `OVER (...` of windowQuery, without its ')': maybe a partition key, then the total order and maybe a frame, or
    /// a RANGE frame with offsets over `integer_key` alone (`value_range`: rows may tie in the window's order).
    struct Window {
        std::string text;   // up to the frame
        std::string frame;  // " ROWS ...", " RANGE ..." or ""
        bool value_range;
    };
    Window windowSpec(const Scope& scope, const std::string& integer_key);
    /// A query over one aliased table with subqueries over another in its WHERE and select list.
    std::string subqueryQuery();
    /// A test or value over a subquery, maybe correlated with `outer`: EXISTS, IN, a scalar aggregate.
    std::string subqueryPredicate(const Scope& outer);
    std::string scalarSubquery(const Scope& outer);
    /// ` FROM table AS alias WHERE ...` of a subquery, its columns in `inner`; correlated with `outer` by an
    /// equality or an inequality of integers, or not at all.
    std::string subqueryFrom(const Scope& outer, Scope& inner);
    QueryPair setOperation(bool union_all_only);

    const std::vector<GeneratedTable>& tables_;
    std::vector<Feature> features_;
    std::mt19937_64& random_;
    Peers peers_;
    int next_alias_ = 0;
};

}  // namespace tabula::differential
