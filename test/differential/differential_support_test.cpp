// The differential test's own pieces: a harness that cannot see a difference would pass anything.
#include <gtest/gtest.h>

#include <filesystem>
#include <regex>

#include "test/differential/canonical_rows.hpp"
#include "test/differential/flink_batch.hpp"
#include "test/differential/flink_output.hpp"
#include "test/differential/pipeline_generator.hpp"
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

TEST(FlinkOutput, ReadsRowsNullsEmptyTextsOkAndErrors) {
    const std::string text =
        "-- ok 1\n-- query 2\nc0,c1\n1,\n,\"\"\n\"a,\"\"b\"\"\nc\",2\n-- time_ms: 12\n-- query 3\nc0\n\n"
        "-- error 4: ValidationException: Column 'x' not found\n";
    std::map<int, FlinkOutcome> outcomes = parseFlinkOutput(text);
    ASSERT_EQ(outcomes.size(), 4u);
    EXPECT_EQ(outcomes[1].kind, FlinkOutcome::Kind::Ok);
    EXPECT_EQ(outcomes[2].columns, (std::vector<std::string>{"c0", "c1"}));
    EXPECT_EQ(canonicalRows(outcomes[2], true), (CanonicalRows{"1|NULL", "NULL|", "a,\"b\"\nc|2"}));
    EXPECT_EQ(canonicalRows(outcomes[3], true), (CanonicalRows{"NULL"}));
    EXPECT_EQ(outcomes[4].kind, FlinkOutcome::Kind::Error);
    EXPECT_EQ(outcomes[4].error, "ValidationException: Column 'x' not found");
    EXPECT_THROW(parseFlinkOutput("1,2\n"), std::runtime_error);
    EXPECT_THROW(parseFlinkOutput("-- query 1\nc\n-- query 1\nc\n"), std::runtime_error);
}

TEST(FlinkBatch, TabulaReadsTheBatchsFilesAsFlinkWould) {
    const std::filesystem::path dir = std::filesystem::temp_directory_path() / "differential_support_batch";
    std::filesystem::create_directories(dir);
    std::vector<GeneratedTable> tables{
        {"t", {{"k", Types::INT(), ColumnKind::Integer}, {"s", Types::STRING(), ColumnKind::Text}}, {}}};
    tables[0].rows = {{Value::integer(2), Value::null(Types::STRING())},
                      {Value::null(Types::INT()), Value::string("a")}};
    FlinkBatch batch(dir);
    batch.addTables(tables);
    EXPECT_EQ(tables[0].name, "t_0");
    batch.addQuery("SELECT k, s FROM t_0", false);
    batch.addQuery("scan('t_0').orderBy('k.asc').fetch(1)", true);
    ASSERT_EQ(batch.queries().size(), 2u);
    EXPECT_EQ(batch.queries()[0].statement, 2);
    std::map<int, FlinkOutcome> outcomes = runOnTabula(batch.script());
    EXPECT_EQ(outcomes[1].kind, FlinkOutcome::Kind::Ok);
    EXPECT_EQ(canonicalRows(outcomes[2], false), (CanonicalRows{"2|NULL", "NULL|a"}));
    EXPECT_EQ(canonicalRows(outcomes[3], true), (CanonicalRows{"2|NULL"}));
    std::filesystem::remove_all(dir);
}

TEST(PipelineGenerator, EveryPipelineRunsOnTabula) {
    const std::filesystem::path dir = std::filesystem::temp_directory_path() / "differential_support_pipelines";
    std::filesystem::create_directories(dir);
    std::mt19937_64 random(7);
    FlinkBatch batch(dir);
    std::vector<GeneratedTable> tables = generateTables(random, 6);
    batch.addTables(tables);
    PipelineGenerator generator(tables, random);
    for (int i = 0; i < 200; ++i) {
        GeneratedPipeline pipeline = generator.next();
        batch.addQuery(pipeline.text, pipeline.ordered);
    }
    std::map<int, FlinkOutcome> outcomes = runOnTabula(batch.script());
    for (const BatchQuery& query : batch.queries())
        EXPECT_EQ(outcomes[query.statement].kind, FlinkOutcome::Kind::Rows) << query.text << "\n"
                                                                            << outcomes[query.statement].error;
    std::filesystem::remove_all(dir);
}

TEST(PipelineGenerator, LeavesOutWhatFlink114GetsWrong) {
    std::mt19937_64 random(5);
    std::vector<GeneratedTable> tables = generateTables(random, 6);
    PipelineGenerator generator(tables, random);
    int sum0 = 0;
    int distinct_unions = 0;
    for (int i = 0; i < 2000; ++i) {
        const std::string pipeline = generator.next().text;
        // a union or minus (not unionAll, minusAll) has unfiltered operands, and nothing else in its pipeline
        if (pipeline.find(".union(") != std::string::npos || pipeline.find(".minus(") != std::string::npos) {
            ++distinct_unions;
            EXPECT_EQ(pipeline.find(".where("), std::string::npos) << pipeline;
        }
        if (pipeline.find(".sum0") == std::string::npos) continue;
        ++sum0;
        EXPECT_NE(pipeline.find(".groupBy("), std::string::npos) << pipeline;
    }
    EXPECT_GT(sum0, 0);
    EXPECT_GT(distinct_unions, 0);
}

TEST(QueryGenerator, LeavesOutWhatFlinkRefusesOrGetsWrong) {
    std::mt19937_64 random(3);
    std::vector<GeneratedTable> tables = generateTables(random, 6);
    QueryGenerator generator(tables, {Feature::Window, Feature::Select, Feature::Subquery}, random, Peers::Flink);
    const std::regex framed_ranking(R"((ROW_NUMBER|RANK|DENSE_RANK|NTILE|LAG|LEAD)\([^)]*\) OVER \([^)]*(ROWS|RANGE))");
    const std::regex compound_range(R"(ORDER BY [^)]*, [^)]*RANGE)");
    const std::regex bare_not_in(R"([a-z0-9.]+ NOT IN \(SELECT)");
    const std::regex self_comparison(R"((^|[ (])([a-z0-9.]+) (=|<>|<|<=|>|>=) \2($|[ )]))");
    for (int i = 0; i < 2000; ++i) {
        const std::string query = generator.next().tabula;
        EXPECT_FALSE(std::regex_search(query, framed_ranking)) << query;
        EXPECT_FALSE(std::regex_search(query, compound_range)) << query;
        EXPECT_FALSE(std::regex_search(query, self_comparison)) << query;
        EXPECT_FALSE(std::regex_search(query, bare_not_in)) << query;
        const bool lag = query.find("LAG(") != std::string::npos || query.find("LEAD(") != std::string::npos;
        if (lag) EXPECT_EQ(query.find(" OVER ("), query.rfind(" OVER (")) << query;
    }
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
