#include "test/differential/query_generator.hpp"

#include <algorithm>
#include <stdexcept>

namespace tabula::differential {
namespace {

struct FeatureName {
    Feature feature;
    const char* name;
};
constexpr FeatureName kFeatureNames[] = {
    {Feature::Select, "select"}, {Feature::Aggregate, "aggregate"},        {Feature::UnionAll, "union_all"},
    {Feature::Join, "join"},     {Feature::SetOperation, "set_operation"}, {Feature::Subquery, "subquery"},
    {Feature::Window, "window"}};

std::string aliasList(size_t count) {
    std::string list;
    for (size_t i = 0; i < count; ++i) list += (i ? ", c" : "c") + std::to_string(i);
    return list;
}

/// SQLite has no INTERSECT ALL / EXCEPT ALL. Numbering the copies of each row turns them into the distinct forms:
/// the n-th copy of a row on the left survives INTERSECT exactly when the right has at least n copies.
std::string numberedCopies(const std::string& select, size_t columns) {
    std::string list = aliasList(columns);
    return "SELECT " + list + ", row_number() OVER (PARTITION BY " + list + ") AS copy_number FROM (" + select + ")";
}

}  // namespace

std::string sqliteSetOperation(const std::string& left, const std::string& op, const std::string& right,
                               size_t columns) {
    if (op != "INTERSECT ALL" && op != "EXCEPT ALL") return left + " " + op + " " + right;
    std::string distinct_op = op.substr(0, op.find(' '));
    return "SELECT " + aliasList(columns) + " FROM (" + numberedCopies(left, columns) + " " + distinct_op + " " +
           numberedCopies(right, columns) + ")";
}

std::vector<Feature> parseFeatures(const std::string& list) {
    std::vector<Feature> features;
    size_t start = 0;
    while (start <= list.size()) {
        size_t end = list.find(',', start);
        if (end == std::string::npos) end = list.size();
        std::string name = list.substr(start, end - start);
        bool known = false;
        for (const FeatureName& entry : kFeatureNames) {
            if (name == entry.name) {
                features.push_back(entry.feature);
                known = true;
            }
        }
        if (!known) {
            std::string names;
            for (const FeatureName& entry : kFeatureNames) names += std::string(names.empty() ? "" : ", ") + entry.name;
            throw std::invalid_argument("unknown feature '" + name + "'; known features: " + names);
        }
        start = end + 1;
    }
    return features;
}

QueryGenerator::QueryGenerator(const std::vector<GeneratedTable>& tables, std::vector<Feature> features,
                               std::mt19937_64& random, Peers peers)
    : tables_(tables), features_(std::move(features)), random_(random), peers_(peers) {}

std::string QueryGenerator::integerExpr(const Scope& scope, int depth) {
    int choice = depth <= 0 ? pick(3) : pick(9);
    switch (choice) {
        case 0:
        case 1: return column(scope, ColumnKind::Integer).reference;
        case 2: return std::to_string(pick(7) - 2);
        case 3: return "(" + integerExpr(scope, depth - 1) + " + " + integerExpr(scope, depth - 1) + ")";
        case 4: return "(" + integerExpr(scope, depth - 1) + " - " + integerExpr(scope, depth - 1) + ")";
        case 5: return "(" + integerExpr(scope, depth - 1) + " * " + std::to_string(pick(4)) + ")";
        case 6:
            return "COALESCE(" + column(scope, ColumnKind::Integer).reference + ", " + std::to_string(pick(5)) + ")";
        case 7:
            return "CASE WHEN " + predicate(scope, depth - 1) + " THEN " + integerExpr(scope, depth - 1) + " ELSE " +
                   integerExpr(scope, depth - 1) + " END";
        default: return "ABS(" + integerExpr(scope, depth - 1) + ")";
    }
}

std::string QueryGenerator::textExpr(const Scope& scope, int depth) {
    switch (depth <= 0 ? pick(2) : pick(5)) {
        case 0: return column(scope, ColumnKind::Text).reference;
        case 1: return std::string("'") + "abcde"[pick(5)] + "'";
        case 2: return "(" + textExpr(scope, depth - 1) + " || " + textExpr(scope, depth - 1) + ")";
        case 3: return "COALESCE(" + column(scope, ColumnKind::Text).reference + ", 'z')";
        default:
            return "CASE WHEN " + predicate(scope, depth - 1) + " THEN " + textExpr(scope, depth - 1) + " ELSE " +
                   textExpr(scope, depth - 1) + " END";
    }
}

template <typename MakeOperand>
std::string QueryGenerator::comparison(MakeOperand operand) {
    static const char* const kComparisons[] = {"=", "<>", "<", "<=", ">", ">="};
    const std::string left = operand();
    const char* op = kComparisons[pick(6)];
    std::string right = operand();
    while (peers_ == Peers::Flink && right == left) right = operand();
    return left + " " + op + " " + right;
}

std::string QueryGenerator::columnPredicate(const Scope& scope, int depth) {
    auto reads_column = [&scope](const std::string& text) {
        return std::any_of(scope.begin(), scope.end(),
                           [&text](const ScopeColumn& c) { return text.find(c.reference) != std::string::npos; });
    };
    std::string condition = predicate(scope, depth);
    while (!reads_column(condition)) condition = predicate(scope, depth);
    return condition;
}

std::string QueryGenerator::predicate(const Scope& scope, int depth) {
    switch (depth <= 0 ? pick(4) : pick(9)) {
        case 0:
        case 1: return comparison([&] { return integerExpr(scope, depth - 1); });
        case 2: return comparison([&] { return textExpr(scope, 0); });
        case 3:
            return column(scope, chance(50) ? ColumnKind::Integer : ColumnKind::Text).reference +
                   (chance(50) ? " IS NULL" : " IS NOT NULL");
        case 4: return "(" + predicate(scope, depth - 1) + " AND " + predicate(scope, depth - 1) + ")";
        case 5: return "(" + predicate(scope, depth - 1) + " OR " + predicate(scope, depth - 1) + ")";
        case 6: return "NOT (" + predicate(scope, depth - 1) + ")";
        case 7:
            return column(scope, ColumnKind::Integer).reference + (chance(50) ? " NOT IN (" : " IN (") +
                   std::to_string(pick(5)) + ", " + std::to_string(pick(5)) + ")";
        default:
            return integerExpr(scope, 0) + " BETWEEN " + std::to_string(pick(4) - 1) + " AND " +
                   std::to_string(pick(6) + 2);
    }
}

QueryGenerator::From QueryGenerator::singleTable() {
    const GeneratedTable& table = tables_[pick(static_cast<int>(tables_.size()))];
    From from{table.name, {}, ""};
    for (const GeneratedColumn& c : table.columns) from.scope.push_back({c.name, c.kind});
    return from;
}

std::string QueryGenerator::joinCondition(const Scope& left, const Scope& right) {
    std::string condition;
    switch (pick(6)) {
        case 0:  // a non-equi condition: only a nested-loop join can run it
            condition =
                column(left, ColumnKind::Integer).reference + " < " + column(right, ColumnKind::Integer).reference;
            break;
        case 1:  // an expression key
            condition = "(" + column(left, ColumnKind::Integer).reference +
                        " + 1) = " + column(right, ColumnKind::Integer).reference;
            break;
        case 2:  // two keys, one of them text
            condition = column(left, ColumnKind::Integer).reference + " = " +
                        column(right, ColumnKind::Integer).reference + " AND " +
                        column(left, ColumnKind::Text).reference + " = " + column(right, ColumnKind::Text).reference;
            break;
        default:
            condition =
                column(left, ColumnKind::Integer).reference + " = " + column(right, ColumnKind::Integer).reference;
    }
    if (chance(30)) {  // a residual condition, possibly on one side only
        Scope both = left;
        both.insert(both.end(), right.begin(), right.end());
        const Scope& scope = chance(50) ? both : (chance(50) ? left : right);
        // SQLite 3.40 evaluates an inner join's ON conjunct that reads no column once for the whole query, and so
        // drops the preserved rows of a RIGHT or FULL join that follows: residuals read a column.
        condition += " AND " + columnPredicate(scope, 0);
    }
    return condition;
}

QueryGenerator::From QueryGenerator::joinedTables() {
    auto aliased = [this](const GeneratedTable& table) {
        std::string alias = "x" + std::to_string(next_alias_++);
        From from{table.name + " AS " + alias, {}, ""};
        for (const GeneratedColumn& c : table.columns) from.scope.push_back({alias + "." + c.name, c.kind});
        return from;
    };
    auto randomTable = [this]() -> const GeneratedTable& { return tables_[pick(static_cast<int>(tables_.size()))]; };
    From from = aliased(randomTable());
    // What an ON condition may read: the items of its own join. JOIN binds tighter than a comma, so after
    // `a, b` a JOIN's ON sees b and not a (SQLite, joining left to right, would accept a).
    Scope visible = from.scope;
    int joins = chance(25) ? 2 : 1;
    for (int j = 0; j < joins; ++j) {
        From right = aliased(randomTable());
        static const char* const kKinds[] = {"JOIN",       "INNER JOIN",      "LEFT JOIN",
                                             "RIGHT JOIN", "FULL OUTER JOIN", "LEFT OUTER JOIN"};
        int kind = pick(8);
        if (kind == 6) {
            from.text += " CROSS JOIN " + right.text;
        } else if (kind == 7 && j == 0) {  // a comma join whose keys come from WHERE
            from.where = column(from.scope, ColumnKind::Integer).reference + " = " +
                         column(right.scope, ColumnKind::Integer).reference;
            from.text += ", " + right.text;
            visible.clear();
        } else if (j == 0 && chance(15)) {  // every table has a column k; the first join's left has one only
            from.text += std::string(" ") + kKinds[kind % 6] + " " + right.text + " USING (k)";
        } else {
            from.text +=
                std::string(" ") + kKinds[kind % 6] + " " + right.text + " ON " + joinCondition(visible, right.scope);
        }
        from.scope.insert(from.scope.end(), right.scope.begin(), right.scope.end());
        visible.insert(visible.end(), right.scope.begin(), right.scope.end());
    }
    return from;
}

std::vector<ColumnKind> QueryGenerator::randomShape() {
    std::vector<ColumnKind> shape(1 + pick(3));
    for (ColumnKind& kind : shape) kind = chance(60) ? ColumnKind::Integer : ColumnKind::Text;
    return shape;
}

std::string QueryGenerator::selectCore(const std::vector<ColumnKind>& shape, bool joins) {
    From from = joins ? joinedTables() : singleTable();
    std::string sql = chance(20) ? "SELECT DISTINCT " : "SELECT ";
    for (size_t i = 0; i < shape.size(); ++i) {
        sql += (i ? ", " : "") + valueExpr(from.scope, shape[i]) + " AS c" + std::to_string(i);
    }
    sql += " FROM " + from.text;
    std::string where = from.where;
    // Flink drops the DISTINCT of a UNION one of whose operands it folds to nothing (a WHERE that is false for
    // every row without reading one): for Flink a WHERE reads a column.
    if (chance(50))
        where += (where.empty() ? "" : " AND ") +
                 (peers_ == Peers::Flink ? columnPredicate(from.scope, 2) : predicate(from.scope, 2));
    if (!where.empty()) sql += " WHERE " + where;
    return sql;
}

std::string QueryGenerator::aggregateQuery() {
    bool joins = std::find(features_.begin(), features_.end(), Feature::Join) != features_.end() && chance(30);
    From from = joins ? joinedTables() : singleTable();
    // A key reads a column: SQLite takes a bare integer literal in GROUP BY as an ordinal, Flink as a constant.
    std::string key;
    switch (pick(5)) {
        case 0: break;
        case 1: key = column(from.scope, ColumnKind::Text).reference; break;
        case 2:
            key = "(" + column(from.scope, ColumnKind::Integer).reference + " + " + std::to_string(pick(3)) + ")";
            break;
        case 3: key = "COALESCE(" + column(from.scope, ColumnKind::Text).reference + ", 'z')"; break;
        default: key = column(from.scope, ColumnKind::Integer).reference;
    }
    std::string integer = column(from.scope, ColumnKind::Integer).reference;
    std::string text = column(from.scope, ColumnKind::Text).reference;
    const std::string aggregates[] = {
        "COUNT(*)",          "COUNT(" + integer + ")",      "SUM(" + integer + ")", "MIN(" + integer + ")",
        "MAX(" + text + ")", "COUNT(DISTINCT " + text + ")"};
    std::string sql = "SELECT ";
    int columns = 0;
    if (!key.empty()) sql += key + " AS c" + std::to_string(columns++);
    for (int i = 0, n = 1 + pick(3); i < n; ++i) {
        sql += (columns ? ", " : "") + aggregates[pick(6)] + " AS c" + std::to_string(columns);
        ++columns;
    }
    sql += " FROM " + from.text;
    std::string where = from.where;
    if (chance(40)) where += (where.empty() ? "" : " AND ") + predicate(from.scope, 1);
    if (!where.empty()) sql += " WHERE " + where;
    if (!key.empty()) {
        sql += " GROUP BY " + key;
        if (chance(30)) sql += " HAVING COUNT(*) > 1";
    }
    return sql;
}

std::string QueryGenerator::subqueryFrom(const Scope& outer, Scope& inner) {
    const GeneratedTable& table = tables_[pick(static_cast<int>(tables_.size()))];
    const std::string alias = "x" + std::to_string(next_alias_++);
    for (const GeneratedColumn& c : table.columns) inner.push_back({alias + "." + c.name, c.kind});
    std::string where;
    if (chance(70)) {
        static const char* const kCorrelations[] = {" = ", " = ", " = ", " < ", " >= "};
        where = column(inner, ColumnKind::Integer).reference + kCorrelations[pick(5)] +
                column(outer, ColumnKind::Integer).reference;
    }
    if (chance(40)) where += (where.empty() ? "" : " AND ") + predicate(inner, 0);
    return " FROM " + table.name + " AS " + alias + (where.empty() ? "" : " WHERE " + where);
}

std::string QueryGenerator::scalarSubquery(const Scope& outer) {
    Scope inner;
    std::string from = subqueryFrom(outer, inner);
    const std::string value = column(inner, ColumnKind::Integer).reference;
    const std::string aggregates[] = {"COUNT(*)", "COUNT(" + value + ")", "MIN(" + value + ")", "MAX(" + value + ")",
                                      "SUM(" + value + ")"};
    return "(SELECT " + aggregates[pick(5)] + from + ")";
}

std::string QueryGenerator::subqueryPredicate(const Scope& outer) {
    static const char* const kComparisons[] = {"=", "<>", "<", "<=", ">", ">="};
    switch (pick(4)) {
        case 0: {
            Scope inner;
            return std::string(chance(50) ? "NOT " : "") + "EXISTS (SELECT 1" + subqueryFrom(outer, inner) + ")";
        }
        case 1: {
            Scope inner;
            std::string from = subqueryFrom(outer, inner);
            std::string value = column(outer, ColumnKind::Integer).reference;
            const bool negated = chance(50);
            // Flink 1.20 takes NULL NOT IN (a correlated subquery's empty result) for unknown, not TRUE.
            if (negated && peers_ == Peers::Flink) value = "COALESCE(" + value + ", -9)";
            return value + (negated ? " NOT IN" : " IN") + " (SELECT " + column(inner, ColumnKind::Integer).reference +
                   from + ")";
        }
        default: return integerExpr(outer, 0) + " " + kComparisons[pick(6)] + " " + scalarSubquery(outer);
    }
}

std::string QueryGenerator::subqueryQuery() {
    const GeneratedTable& table = tables_[pick(static_cast<int>(tables_.size()))];
    const std::string alias = "x" + std::to_string(next_alias_++);
    Scope outer;
    for (const GeneratedColumn& c : table.columns) outer.push_back({alias + "." + c.name, c.kind});
    std::vector<ColumnKind> shape = randomShape();
    std::string sql = "SELECT ";
    for (size_t i = 0; i < shape.size(); ++i) {
        std::string value =
            shape[i] == ColumnKind::Integer && chance(30) ? scalarSubquery(outer) : valueExpr(outer, shape[i]);
        sql += (i ? ", " : "") + value + " AS c" + std::to_string(i);
    }
    sql += " FROM " + table.name + " AS " + alias;
    std::string where = subqueryPredicate(outer);
    if (chance(30)) where = "(" + where + " OR " + predicate(outer, 0) + ")";
    if (chance(30)) where += " AND " + subqueryPredicate(outer);
    return sql + " WHERE " + where;
}

QueryPair QueryGenerator::setOperation(bool union_all_only) {
    bool joins = std::find(features_.begin(), features_.end(), Feature::Join) != features_.end() && chance(30);
    std::vector<ColumnKind> shape = randomShape();
    static const char* const kOperators[] = {"UNION",  "UNION ALL",     "INTERSECT",
                                             "EXCEPT", "INTERSECT ALL", "EXCEPT ALL"};
    std::string op = union_all_only ? "UNION ALL" : kOperators[pick(6)];
    std::string left = selectCore(shape, joins);
    std::string right = selectCore(shape, joins);
    QueryPair query{left + " " + op + " " + right, sqliteSetOperation(left, op, right, shape.size())};
    // SQLite gives every compound operator the same precedence, so only chains of one operator are generated.
    if (query.tabula == query.sqlite && chance(25)) {
        std::string third = selectCore(shape, joins);
        query.tabula += " " + op + " " + third;
        query.sqlite = query.tabula;
    }
    return query;
}

QueryGenerator::Window QueryGenerator::windowSpec(const Scope& scope, const std::string& integer_key) {
    std::string spec = "OVER (";
    if (chance(60)) {
        spec += "PARTITION BY " + column(scope, chance(50) ? ColumnKind::Integer : ColumnKind::Text).reference + " ";
    }
    if (chance(15)) {
        // A RANGE frame with offsets orders by its one key: rows tie on it, so only order-free calls may use it.
        return {
            spec + "ORDER BY " + integer_key + (chance(50) ? " DESC" : "") + " NULLS FIRST",
            " RANGE BETWEEN " + std::to_string(pick(3)) + " PRECEDING AND " + std::to_string(pick(3)) + " FOLLOWING",
            true};
    }
    std::string order;
    for (const ScopeColumn& c : scope) {
        order += (order.empty() ? "" : ", ") + c.reference + (chance(30) ? " DESC" : "") +
                 (chance(50) ? " NULLS FIRST" : " NULLS LAST");
    }
    spec += "ORDER BY " + order;
    std::string frame;
    const std::string bounds[] = {"UNBOUNDED PRECEDING", std::to_string(pick(3)) + " PRECEDING", "CURRENT ROW",
                                  std::to_string(pick(3)) + " FOLLOWING", "UNBOUNDED FOLLOWING"};
    switch (pick(4)) {
        case 0: break;  // the default frame
        case 1: {
            const int start = pick(4);
            frame = " ROWS BETWEEN " + bounds[start] + " AND " + bounds[std::max(start, 1 + pick(4))];
            break;
        }
        case 2:  // Flink takes RANGE frames over one sort key only
            frame = std::string(peers_ == Peers::Flink ? " ROWS" : " RANGE") +
                    " BETWEEN CURRENT ROW AND UNBOUNDED FOLLOWING";
            break;
        default: frame = " ROWS " + std::to_string(pick(4)) + " PRECEDING";
    }
    return {spec, frame, false};
}

std::string QueryGenerator::windowQuery() {
    From from = singleTable();
    const std::string integer = column(from.scope, ColumnKind::Integer).reference;
    const std::string text = column(from.scope, ColumnKind::Text).reference;
    std::string sql = "SELECT ";
    int columns = 0;
    for (const ScopeColumn& c : from.scope) {
        sql += (columns ? ", " : "") + c.reference + " AS c" + std::to_string(columns);
        ++columns;
    }
    const std::string order_free[] = {"COUNT(*)", "COUNT(" + integer + ")", "SUM(" + integer + ")", "MIN(" + text + ")",
                                      "MAX(" + integer + ")"};
    const std::string ordered[] = {
        "ROW_NUMBER()", "RANK()", "DENSE_RANK()", "NTILE(" + std::to_string(1 + pick(4)) + ")",
        "LAG(" + integer + ", " + std::to_string(pick(3)) + ")",
        // Flink 1.20 types LEAD with a default NOT NULL, and fails on a NULL value it reads: for Flink it reads none.
        "LEAD(" + (peers_ == Peers::Flink ? "COALESCE(" + text + ", 'null')" : text) + ", 1, 'none')",
        // Flink's FIRST_VALUE and LAST_VALUE skip NULL values, SQLite's do not:
        // over values that are never NULL both read the frame's first and last row.
        "FIRST_VALUE(COALESCE(" + text + ", 'null'))", "LAST_VALUE(COALESCE(" + integer + ", -1))",
        "SUM(" + integer + ")", "MIN(" + text + ")", "COUNT(*)"};
    for (int i = 0, n = 1 + pick(2); i < n; ++i) {
        const Window window = windowSpec(from.scope, integer);
        int choice = pick(11);
        // Flink 1.20 answers NULL for every LAG and LEAD of a query with another window with a ROWS frame.
        while (peers_ == Peers::Flink && n > 1 && !window.value_range && (choice == 4 || choice == 5))
            choice = pick(11);
        const std::string& call = window.value_range ? order_free[choice % 5] : ordered[choice];
        // Flink refuses a frame on ROW_NUMBER, RANK, DENSE_RANK, NTILE, LAG and LEAD, which the standard says
        // ignore it.
        const bool ranking = !window.value_range && choice < 6;
        const std::string frame = ranking && peers_ == Peers::Flink ? "" : window.frame;
        sql += ", " + call + " " + window.text + frame + ") AS c" + std::to_string(columns);
        ++columns;
    }
    sql += " FROM " + from.text;
    if (chance(40)) sql += " WHERE " + predicate(from.scope, 1);
    return sql;
}

QueryPair QueryGenerator::next() {
    switch (features_[pick(static_cast<int>(features_.size()))]) {
        case Feature::Select: {
            std::string query = selectCore(randomShape(), false);
            return {query, query};
        }
        case Feature::Aggregate: {
            std::string query = aggregateQuery();
            return {query, query};
        }
        case Feature::UnionAll: return setOperation(true);
        case Feature::Join: {
            std::vector<ColumnKind> shape = randomShape();
            std::string query = selectCore(shape, true);
            return {query, query};
        }
        case Feature::SetOperation: return setOperation(false);
        case Feature::Subquery: {
            std::string query = subqueryQuery();
            return {query, query};
        }
        case Feature::Window: {
            std::string query = windowQuery();
            return {query, query};
        }
    }
    throw std::logic_error("unhandled feature");
}

}  // namespace tabula::differential
