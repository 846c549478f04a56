// The differential test's own pieces: a harness that cannot see a difference would pass anything.
#include <gtest/gtest.h>

#include "test/differential/canonical_rows.hpp"
#include "test/differential/query_generator.hpp"
#include "test/differential/sqlite_oracle.hpp"

namespace tabula::differential {
namespace {

TEST(MultisetDifference, EqualMultisetsInAnyOrderAgree) {
    CanonicalRows rows = canonicalRows({Row(nullptr, {Value::integer(2), Value::null(Types::STRING())}),
                                        Row(nullptr, {Value::integer(1), Value::string("a")})});
    EXPECT_EQ(rows, (CanonicalRows{"1|a", "2|NULL"}));
    EXPECT_EQ(multisetDifference({"1|a", "2|NULL"}, rows, 8), "");
}

TEST(MultisetDifference, ReportsAMissingDuplicateAndAnExtraRow) {
    EXPECT_EQ(multisetDifference({"1", "1", "2"}, {"1", "2", "3"}, 8),
              "  expected 3 rows, got 3\n  missing:\n    1\n  unexpected:\n    3\n");
}

TEST(SqliteOracle, AnswersInCanonicalFormAndRefusesInvalidSql) {
    GeneratedTable table{"t", {{"k", Types::INT(), ColumnKind::Integer}, {"s", Types::STRING(), ColumnKind::Text}}, {}};
    table.rows = {{Value::integer(2), Value::string("b")}, {Value::null(Types::INT()), Value::string("a")}};
    SqliteOracle oracle({table});
    EXPECT_EQ(oracle.run("SELECT k, s, k IS NULL FROM t"), (CanonicalRows{"2|b|0", "NULL|a|1"}));
    EXPECT_THROW(oracle.run("SELECT nope FROM t"), std::runtime_error);
}

TEST(QueryGenerator, SpellsIntersectAllForSqliteWithNumberedCopies) {
    // l = {1, 1, 1, NULL, NULL}, r = {1, 1, NULL}: INTERSECT ALL keeps min(n, m) copies, EXCEPT ALL n - m.
    GeneratedTable l{"l", {{"k", Types::INT(), ColumnKind::Integer}}, {}};
    GeneratedTable r{"r", {{"k", Types::INT(), ColumnKind::Integer}}, {}};
    for (int i = 0; i < 3; ++i) l.rows.push_back({Value::integer(1)});
    for (int i = 0; i < 2; ++i) l.rows.push_back({Value::null(Types::INT())});
    for (int i = 0; i < 2; ++i) r.rows.push_back({Value::integer(1)});
    r.rows.push_back({Value::null(Types::INT())});
    SqliteOracle oracle({l, r});
    EXPECT_EQ(oracle.run(sqliteSetOperation("SELECT k AS c0 FROM l", "INTERSECT ALL", "SELECT k AS c0 FROM r", 1)),
              (CanonicalRows{"1", "1", "NULL"}));
    EXPECT_EQ(oracle.run(sqliteSetOperation("SELECT k AS c0 FROM l", "EXCEPT ALL", "SELECT k AS c0 FROM r", 1)),
              (CanonicalRows{"1", "NULL"}));
    EXPECT_EQ(sqliteSetOperation("SELECT 1 AS c0", "UNION", "SELECT 2 AS c0", 1),
              "SELECT 1 AS c0 UNION SELECT 2 AS c0");
}

TEST(ParseFeatures, NamesTheUnknownFeatureAndTheKnownOnes) {
    EXPECT_EQ(parseFeatures("join,select"), (std::vector<Feature>{Feature::Join, Feature::Select}));
    try {
        parseFeatures("select,joins");
        FAIL() << "expected an error";
    } catch (const std::invalid_argument& e) {
        EXPECT_STREQ(e.what(),
                     "unknown feature 'joins'; known features: select, aggregate, union_all, join, set_operation, "
                     "subquery, window");
    }
}

}  // namespace
}  // namespace tabula::differential
