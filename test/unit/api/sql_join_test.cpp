// SQL joins over the seed's files: seed example 2 written in SQL, the physical plans each join form gets, and
// binder errors with their excerpts. Expected rows are those of the Table API test (worked out by hand).
#include <gtest/gtest.h>

#include "seed_tables.hpp"
#include "tabula/tabula.hpp"

namespace tabula {
namespace {

using test::Rows;
using test::seedEnvironment;
using test::sorted;
using test::sortedRows;

/// The physical part of the query's EXPLAIN.
std::string physicalPlan(const TableEnvironment& env, const std::string& sql) {
    const std::string explain = env.sqlQuery(sql).explain();
    return explain.substr(explain.find("== Physical Plan =="));
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

const char* const kSeedExample2 =
    "select last_name, product_name, price from peoples, sales, products "
    "where pe_id = people_id and product_id = prod_id and price < 40";

TEST(SqlJoin, SeedExample2FromACommaList) {
    EXPECT_EQ(sortedRows(seedEnvironment().sqlQuery(kSeedExample2)),
              sorted({"Burton,Namenda,27.67", "Marshall,Namenda,27.67", "Burke,Namenda,27.67", "Adams,Namenda,27.67",
                      "Evans,Namenda,27.67", "Garza,CTx4 Gel 5000,12.65", "Fox,CTx4 Gel 5000,12.65",
                      "Nichols,CTx4 Gel 5000,12.65", "Stephens,CTx4 Gel 5000,12.65", "Bradley,CTx4 Gel 5000,12.65",
                      "Lane,CTx4 Gel 5000,12.65"}));
}

TEST(SqlJoin, CommaListWithWhereEqualitiesPlansHashJoins) {
    const std::string physical = physicalPlan(seedEnvironment(), kSeedExample2);
    EXPECT_TRUE(contains(physical, "HashJoin(kind=[inner], keys=[product_id = prod_id]")) << physical;
    EXPECT_TRUE(contains(physical, "HashJoin(kind=[inner], keys=[people_id = pe_id]")) << physical;
    EXPECT_FALSE(contains(physical, "CrossProduct")) << physical;
    EXPECT_FALSE(contains(physical, "NestedLoopJoin")) << physical;
}

TEST(SqlJoin, EachFormGetsItsPhysicalJoin) {
    const TableEnvironment env = seedEnvironment();
    EXPECT_TRUE(contains(physicalPlan(env, "select * from peoples p join sales s on p.pe_id = s.people_id"),
                         "HashJoin(kind=[inner], keys=[pe_id = people_id]"));
    const std::string left = physicalPlan(
        env, "select * from peoples p left join sales s on p.pe_id = s.people_id and p.country = 'Germany'");
    // The planner may swap the sides to build the smaller one (a right join of sales and peoples); the condition on
    // the preserved side stays a residual of the join.
    EXPECT_TRUE(contains(left, "keys=[pe_id = people_id], residual=[(country = 'Germany')]")) << left;
    EXPECT_TRUE(contains(left, "HashJoin(kind=[left]") || contains(left, "HashJoin(kind=[right]")) << left;
    const std::string using_plan = physicalPlan(
        env, "select * from sales full join (select prod_id as product_id, price from products) x using (product_id)");
    EXPECT_TRUE(contains(using_plan, "HashJoin(kind=[full], keys=[product_id = product_id]")) << using_plan;
    const std::string non_equi =
        physicalPlan(env, "select * from products a left join products b on a.price < b.price");
    EXPECT_TRUE(contains(non_equi, "NestedLoopJoin(kind=[left]")) << non_equi;
    EXPECT_TRUE(contains(physicalPlan(env, "select * from sales cross join products"), "CrossProduct"));
}

TEST(SqlJoin, UsingMergesTheKeyAndKeepsTheSides) {
    const TableEnvironment env = seedEnvironment();
    const Table joined = env.sqlQuery(
        "select * from (select people_id as id from sales where product_id = 4) s "
        "right join (select pe_id as id, last_name from peoples where pe_id in (7, 10)) p using (id)");
    EXPECT_EQ(joined.getSchema().getFieldNames(), (std::vector<std::string>{"id", "last_name"}));
    EXPECT_EQ(sortedRows(joined), sorted({"7,Gutierrez", "10,Nichols"}));
}

std::string validationMessage(const TableEnvironment& env, const std::string& sql) {
    try {
        env.sqlQuery(sql);
    } catch (const ValidationError& e) {
        return e.what();
    }
    return "no error";
}

TEST(SqlJoin, ErrorsPointAtTheirItem) {
    const TableEnvironment env = seedEnvironment();
    EXPECT_EQ(validationMessage(env, "select * from sales join sales on true"),
              "1:26: table 'sales' appears twice in FROM; give one an alias\n"
              "select * from sales join sales on true\n"
              "                         ^~~~~");
    EXPECT_EQ(validationMessage(env, "select * from sales s join products p using (prod_id)"),
              "1:46: USING column 'prod_id' is not a column of the left side of the join; did you mean "
              "'product_id'?\n"
              "select * from sales s join products p using (prod_id)\n"
              "                                             ^~~~~~~");
    EXPECT_EQ(validationMessage(env, "select * from sales s join products p on s.product_id + p.prod_id"),
              "1:42: a predicate must be BOOLEAN, but 's.product_id + p.prod_id' is INT\n"
              "select * from sales s join products p on s.product_id + p.prod_id\n"
              "                                         ^~~~~~~~~~~~~~~~~~~~~~~~");
}

TEST(SqlJoin, AThousandTablesJoinAsACommaListAndAsAChain) {
    // t0 .. t999, each the two rows 1 and 2, chained by equalities: two rows come out. The comma list with its
    // WHERE of 999 equalities took 23.9 s and 5 GB while its conjunctions were rebuilt left-deep.
    TableEnvironment env;
    env.executeSql("create view t as select * from (values (1), (2)) as v(a)");
    std::string tables = "t t0";
    std::string equalities;
    std::string chain = "t t0";
    for (int i = 1; i < 1000; ++i) {
        const std::string name = "t" + std::to_string(i);
        const std::string equality = "t" + std::to_string(i - 1) + ".a = " + name + ".a";
        tables += ", t " + name;
        equalities += (i > 1 ? " and " : "") + equality;
        chain += " join t " + name + " on " + equality;
    }
    EXPECT_EQ(sortedRows(env.sqlQuery("select count(*) from " + tables + " where " + equalities)), Rows{"2"});
    EXPECT_EQ(sortedRows(env.sqlQuery("select count(*) from " + chain)), Rows{"2"});
}

}  // namespace
}  // namespace tabula
