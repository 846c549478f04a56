// Table API joins over the seed's peoples, sales and products files. Expected rows are worked out by hand from
// the files: 23 sales by 13 of the 20 people (7, 9, 11, 12, 14, 16 and 18 bought nothing), 5 products.
#include <gtest/gtest.h>

#include <algorithm>

#include "api_test_support.hpp"
#include "seed_tables.hpp"
#include "tabula/tabula.hpp"

namespace tabula {
namespace {

using test::errorOf;
using test::Rows;
using test::seedEnvironment;
using test::sorted;
using test::sortedRows;

Table seedExample2(const TableEnvironment& env) {
    return env.scan("peoples")
        .join(env.scan("sales"))
        .where("pe_id = people_id")
        .join(env.scan("products"))
        .where("product_id = prod_id")
        .select("last_name, product_name, price")
        .where("price < 40");
}

TEST(SeedExample, JoinsPeoplesSalesAndProducts) {
    EXPECT_EQ(sortedRows(seedExample2(seedEnvironment())),
              sorted({"Burton,Namenda,27.67", "Marshall,Namenda,27.67", "Burke,Namenda,27.67", "Adams,Namenda,27.67",
                      "Evans,Namenda,27.67", "Garza,CTx4 Gel 5000,12.65", "Fox,CTx4 Gel 5000,12.65",
                      "Nichols,CTx4 Gel 5000,12.65", "Stephens,CTx4 Gel 5000,12.65", "Bradley,CTx4 Gel 5000,12.65",
                      "Lane,CTx4 Gel 5000,12.65"}));
}

TEST(SeedExample, JoinPlanHasTwoHashJoinsWithThePriceFilterBelowThem) {
    std::string explain = seedExample2(seedEnvironment()).explain();
    std::string physical = explain.substr(explain.find("== Physical Plan =="));
    // sales (23 rows) meet the 3 products estimated under 40 first, the smaller result; then the peoples.
    size_t outer = physical.find("HashJoin(kind=[inner], keys=[people_id = pe_id], build=[left]");
    size_t inner = physical.find("HashJoin(kind=[inner], keys=[product_id = prod_id]");
    size_t price = physical.find("(price < ");
    EXPECT_NE(outer, std::string::npos) << physical;
    EXPECT_NE(inner, std::string::npos) << physical;
    EXPECT_NE(price, std::string::npos) << physical;
    EXPECT_LT(outer, inner) << physical;  // printed after the join: below it
    EXPECT_LT(inner, price) << physical;
    EXPECT_EQ(physical.find("CrossProduct"), std::string::npos) << physical;
    EXPECT_EQ(physical.find("NestedLoopJoin"), std::string::npos) << physical;
}

TEST(TableApiJoin, JoinWithoutAConditionPairsEveryRow) {
    TableEnvironment env = seedEnvironment();
    EXPECT_EQ(env.scan("peoples").join(env.scan("products")).collect().size(), 100u);
}

TEST(TableApiJoin, LeftOuterJoinKeepsPeopleWithoutSales) {
    TableEnvironment env = seedEnvironment();
    Table joined = env.scan("peoples").leftOuterJoin(env.scan("sales"), "pe_id = people_id");
    EXPECT_EQ(joined.collect().size(), 30u);  // 23 sales + 7 people without one
    EXPECT_EQ(sortedRows(joined.where("people_id.isNull").select("pe_id")),
              sorted({"7", "9", "11", "12", "14", "16", "18"}));
}

TEST(TableApiJoin, RightOuterJoinKeepsTheRightSide) {
    TableEnvironment env = seedEnvironment();
    // People 1..8 have 1, 1, 3, 1, 1, 4, 0 and 3 sales: 14 pairs, and person 7 alone.
    Table joined = env.scan("sales").rightOuterJoin(env.scan("peoples").filter("pe_id <= 8"), "people_id = pe_id");
    EXPECT_EQ(joined.collect().size(), 15u);
    EXPECT_EQ(sortedRows(joined.where("product_id.isNull").select("pe_id, last_name")), Rows{"7,Gutierrez"});
}

TEST(TableApiJoin, FullOuterJoinKeepsBothSides) {
    TableEnvironment env = seedEnvironment();
    // Sales of product 5 were to people 19, 5, 13, 3 and 15; of people 16..20 only 19 bought it.
    Table joined = env.scan("sales")
                       .filter("product_id = 5")
                       .fullOuterJoin(env.scan("peoples").filter("pe_id > 15"), "people_id = pe_id");
    EXPECT_EQ(sortedRows(joined.select("people_id, pe_id")),
              sorted({"19,19", "5,null", "13,null", "3,null", "15,null", "null,16", "null,17", "null,18", "null,20"}));
}

TEST(TableApiJoin, ANonEquiSelfJoinThroughAs) {
    TableEnvironment env = seedEnvironment();
    Table products = env.scan("products");
    // Five distinct prices: every pair once, cheaper first.
    Table pairs = products.join(products.as("p2, n2, pr2"), "price < pr2");
    EXPECT_EQ(pairs.collect().size(), 10u);
    EXPECT_NE(pairs.explain().find("NestedLoopJoin(kind=[inner], condition=[(price < pr2)]"), std::string::npos)
        << pairs.explain();
}

TEST(TableApiJoin, KeysOfIntAndBigintAndExpressionKeys) {
    TableEnvironment env = seedEnvironment();
    Table people = env.scan("peoples").select("pe_id.cast(BIGINT) as pid, last_name");
    EXPECT_EQ(env.scan("sales").join(people, "people_id = pid").collect().size(), 23u);
    // people_id + 1 names person 21 for the two sales of person 20, who has no successor.
    EXPECT_EQ(env.scan("sales").join(people, "people_id + 1 = pid").collect().size(), 21u);
}

TEST(TableApiJoin, Errors) {
    TableEnvironment env = seedEnvironment();
    TableEnvironment other = seedEnvironment();
    Table sales = env.scan("sales");
    EXPECT_EQ(errorOf([&] { sales.join(other.scan("products")); }),
              "cannot join tables of different TableEnvironments");
    EXPECT_EQ(errorOf([&] { sales.join(env.scan("products"), "product_id"); }),
              "1:1: a predicate must be BOOLEAN, but 'product_id' is INT\n"
              "product_id\n"
              "^~~~~~~~~~");
    EXPECT_EQ(errorOf([&] { sales.join(env.scan("products"), "product_name = people_id"); }),
              "1:1: cannot compare STRING with INT in '='\n"
              "product_name = people_id\n"
              "^~~~~~~~~~~~~~~~~~~~~~~~");
    EXPECT_EQ(errorOf([&] { sales.join(env.scan("products"), "product_id = prod_di"); }),
              "1:14: unknown field 'prod_di'; did you mean 'prod_id'? Input fields: people_id, product_id, prod_id, "
              "product_name, price\n"
              "product_id = prod_di\n"
              "             ^~~~~~~");
    // A name both sides have cannot be told apart afterwards.
    Table self = sales.join(sales.select("people_id, product_id as p2"));
    EXPECT_EQ(errorOf([&] { self.select("people_id"); }),
              "1:1: field name 'people_id' is ambiguous: the input has two fields of that name; rename one first "
              "with as() or renameColumns()\n"
              "people_id\n"
              "^~~~~~~~~");
}

}  // namespace
}  // namespace tabula
