// Table::unionAll: bag semantics (duplicates and NULLs kept), columns by position with names from the left, types
// widened, chains as one union, and the errors for inputs that do not fit. Expected rows are worked out by hand.
#include <gtest/gtest.h>

#include "api/src/internals.hpp"
#include "api_test_support.hpp"
#include "planner/logical/logical_plan.hpp"
#include "seed_tables.hpp"
#include "tabula/tabula.hpp"

namespace tabula {
namespace {

TableEnvironment peoplesEnvironment() {
    TableEnvironment env;
    env.getConfig().verify_plans = true;
    env.registerTableSource(
        "peoples", CsvTableSource(TABULA_TEST_DATA "/seed_peoples.csv", {"id", "last_name", "country", "gender"},
                                  {Types::INT(), Types::STRING(), Types::STRING(), Types::STRING()}));
    return env;
}

using test::errorOf;
using test::Rows;
using test::sortedRows;

TEST(UnionAll, KeepsDuplicatesAndTakesNamesFromTheLeft) {
    TableEnvironment env = peoplesEnvironment();
    Table first = env.scan("peoples").filter("id <= 2").select("id, last_name");
    Table again = env.scan("peoples").filter("id = 2 || id = 3").select("id as n, country as land");
    Table both = first.unionAll(again);
    EXPECT_EQ(both.getSchema().getFieldNames(), (std::vector<std::string>{"id", "last_name"}));
    EXPECT_EQ(sortedRows(both), (Rows{"1,Reed", "2,Bradley", "2,United States", "3,United States"}));
    EXPECT_EQ(sortedRows(first.unionAll(first)), (Rows{"1,Reed", "1,Reed", "2,Bradley", "2,Bradley"}));
}

TEST(UnionAll, KeepsNulls) {
    TableEnvironment env = peoplesEnvironment();
    TableSchema schema({"k", "v"}, {Types::STRING(), Types::INT()});
    Table left = env.fromValues(schema, {{Value::string("a"), Value::null(Types::INT())},
                                         {Value::null(Types::STRING()), Value::null(Types::INT())}});
    Table right = env.fromValues(schema, {{Value::null(Types::STRING()), Value::null(Types::INT())}});
    EXPECT_EQ(sortedRows(left.unionAll(right)), (Rows{"a,null", "null,null", "null,null"}));
}

TEST(UnionAll, WidensTypes) {
    TableEnvironment env = peoplesEnvironment();
    Table ints = env.fromValues(TableSchema({"i", "d", "m"}, {Types::INT(), Types::INT(), Types::DECIMAL(5, 2)}),
                                {{Value::integer(7), Value::integer(1), Value::decimal(12345, 5, 2)}});
    Table wide =
        env.fromValues(TableSchema({"b", "f", "n"}, {Types::BIGINT(), Types::DOUBLE(), Types::DECIMAL(7, 1)}),
                       {{Value::bigint(8000000000), Value::doublePrecision(2.5), Value::decimal(-123456, 7, 1)}});
    Table both = ints.unionAll(wide);
    // DECIMAL(5, 2) with DECIMAL(7, 1): 6 integer digits and 2 after the point.
    EXPECT_EQ(both.getSchema().getFieldTypes(),
              (std::vector<DataType>{Types::BIGINT(), Types::DOUBLE(), Types::DECIMAL(8, 2)}));
    EXPECT_EQ(sortedRows(both), (Rows{"7,1.0,123.45", "8000000000,2.5,-12345.60"}));
    // The right side widens too: the names stay the left's.
    Table reversed = wide.unionAll(ints);
    EXPECT_EQ(reversed.getSchema().getFieldNames(), (std::vector<std::string>{"b", "f", "n"}));
    EXPECT_EQ(sortedRows(reversed), sortedRows(both));
}

TEST(UnionAll, IntegerWithDecimalKeepsEveryDigit) {
    TableEnvironment env = peoplesEnvironment();
    Table ints = env.scan("peoples").filter("id = 20").select("id");
    Table decimals = env.fromValues(TableSchema({"x"}, {Types::DECIMAL(3, 2)}), {{Value::decimal(-150, 3, 2)}});
    Table both = ints.unionAll(decimals);
    // INT needs 10 integer digits: DECIMAL(12, 2).
    EXPECT_EQ(both.getSchema().getFieldTypes(), (std::vector<DataType>{Types::DECIMAL(12, 2)}));
    EXPECT_EQ(sortedRows(both), (Rows{"-1.50", "20.00"}));
}

TEST(UnionAll, EmptyInputs) {
    TableEnvironment env = peoplesEnvironment();
    Table none = env.scan("peoples").filter("id > 100").select("id");
    Table two = env.scan("peoples").filter("id > 18").select("id");
    EXPECT_EQ(sortedRows(none.unionAll(two)), (Rows{"19", "20"}));
    EXPECT_EQ(sortedRows(two.unionAll(none)), (Rows{"19", "20"}));
    EXPECT_EQ(sortedRows(none.unionAll(none)), Rows{});
}

TEST(UnionAll, AChainIsOneUnionOfEveryInput) {
    TableEnvironment env = peoplesEnvironment();
    Table a = env.scan("peoples").filter("id = 1").select("id");
    Table b = env.fromValues(TableSchema({"x"}, {Types::BIGINT()}), {{Value::bigint(5)}, {Value::bigint(1)}});
    Table c = env.scan("peoples").filter("id < 3").select("id");
    Table all = a.unionAll(b).unionAll(c);
    const planner::LogicalPtr& plan = detail::Internals::plan(all);
    ASSERT_NE(plan->as<planner::UnionAllNode>(), nullptr);
    EXPECT_EQ(plan->inputs().size(), 3u);
    EXPECT_EQ(all.getSchema().getFieldTypes(), (std::vector<DataType>{Types::BIGINT()}));
    EXPECT_EQ(sortedRows(all), (Rows{"1", "1", "1", "2", "5"}));
    // Grouping over the union sees every input's rows.
    EXPECT_EQ(sortedRows(all.groupBy("id").select("id, id.count as n")), (Rows{"1,3", "2,1", "5,1"}));
}

TEST(UnionAll, ExplainShowsAFilterInEveryInput) {
    TableEnvironment env = peoplesEnvironment();
    Table germans = env.scan("peoples").select("id, country");
    Table others = env.fromValues(TableSchema({"n", "c"}, {Types::INT(), Types::STRING()}),
                                  {{Value::integer(30), Value::string("Peru")}});
    Table t = germans.unionAll(others).filter("id > 18");
    std::string explain = t.explain();
    std::string optimized = explain.substr(explain.find("== Optimized Logical Plan =="));
    optimized = optimized.substr(0, optimized.find("== Physical Plan =="));
    EXPECT_EQ(optimized,
              "== Optimized Logical Plan ==\n"
              "UnionAll(fields=[id, country])\n"
              ":- Project(select=[id, country])\n"
              ":  +- Scan(table=[peoples], fields=[id, country], filter=[(id > 18)])\n"
              "+- Filter(condition=[(n > 18)])\n"
              "   +- Values(name=[values], rows=[1])\n\n");
    EXPECT_EQ(sortedRows(t), (Rows{"19,Germany", "20,United States", "30,Peru"}));
}

TEST(UnionAll, SqlExplainShowsTheFilterInEveryScanAndTheRowEstimates) {
    TableEnvironment env = peoplesEnvironment();
    Table t = env.sqlQuery(
        "select * from (select id, country from peoples union all "
        "select id + 100, last_name from peoples) where id > 18");
    std::string explain = t.explain();
    // The estimates: the file's 20 rows (it fits in the sample, so they are counted, and so are its ids 1..20):
    // id > 18 keeps 19 and 20; a quarter for the condition on a computed value; the sum of both for the union.
    EXPECT_EQ(explain.substr(explain.find("== Physical Plan ==")),
              "== Physical Plan ==\n"
              "Project(select=[id, country], rows=7)\n"
              "+- UnionAll(rows=7)\n"
              "   :- Project(select=[id, country], rows=2)\n"
              "   :  +- Filter(condition=[(id > 18)], rows=2)\n"
              "   :     +- CsvScan(table=[peoples], path=[" TABULA_TEST_DATA
              "/seed_peoples.csv], "
              "fields=[id, country], rows=20)\n"
              "   +- Project(select=[(id + 100), last_name], rows=5)\n"
              "      +- Filter(condition=[((id + 100) > 18)], rows=5)\n"
              "         +- CsvScan(table=[peoples], path=[" TABULA_TEST_DATA
              "/seed_peoples.csv], "
              "fields=[id, last_name], rows=20)\n");
    // 19 and 20 from the left; every id + 100 from the right.
    EXPECT_EQ(t.collect().size(), 22u);
}

TEST(UnionAll, DifferentFieldCountsAreAnError) {
    TableEnvironment env = peoplesEnvironment();
    Table two = env.scan("peoples").select("id, last_name as name");
    Table three = env.scan("peoples").select("id, last_name as name, id + 1 as age");
    EXPECT_EQ(errorOf([&] { two.unionAll(three); }),
              "unionAll needs inputs with the same number of fields, but the left has 2 (id INT, name STRING) and "
              "the right has 3 (id INT, name STRING, age INT)");
}

TEST(UnionAll, IncomparableTypesAreAnError) {
    TableEnvironment env = peoplesEnvironment();
    Table left = env.scan("peoples").select("id, id as name");
    Table right = env.scan("peoples").select("id, country as city");
    EXPECT_EQ(errorOf([&] { left.unionAll(right); }),
              "unionAll cannot combine INT and STRING in field 2 ('name' on the left, 'city' on the right)");
}

TEST(UnionAll, TablesOfAnotherEnvironmentAreAnError) {
    TableEnvironment env = peoplesEnvironment();
    TableEnvironment other = peoplesEnvironment();
    EXPECT_EQ(errorOf([&] { env.scan("peoples").unionAll(other.scan("peoples")); }),
              "unionAll needs a table of the same TableEnvironment");
}

}  // namespace
}  // namespace tabula
