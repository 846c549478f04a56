// End-to-end tests of the public Table API over the seed's peoples.csv. Expected rows are worked out by hand
// from the 20 rows of the file (18 in the United States, 2 in Germany; 12 Male, 8 Female).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>

#include "tabula/tabula.hpp"

namespace tabula {
namespace {

/// An environment that checks every plan rewrite (as in debug builds).
TableEnvironment verifyingEnvironment() {
    TableEnvironment env;
    env.getConfig().verify_plans = true;
    return env;
}

TableEnvironment peoplesEnvironment(const std::string& path = TABULA_TEST_DATA "/seed_peoples.csv") {
    TableEnvironment env = verifyingEnvironment();
    env.registerTableSource("peoples",
                            CsvTableSource(path, {"id", "last_name", "country", "gender"},
                                           {Types::INT(), Types::STRING(), Types::STRING(), Types::STRING()}));
    return env;
}

/// Rows as Flink prints them, sorted, for multiset comparison.
std::vector<std::string> sortedRows(const Table& table) {
    std::vector<std::string> out;
    for (const Row& row : table.execute()) out.push_back(row.toString());
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<std::string> orderedRows(const Table& table) {
    std::vector<std::string> out;
    for (const Row& row : table.execute()) out.push_back(row.toString());
    return out;
}

using Rows = std::vector<std::string>;

TEST(SeedExample, CountByCountryWithTableApi) {
    Table t = peoplesEnvironment().scan("peoples").groupBy("country").select("country, id.count");
    EXPECT_EQ(sortedRows(t), (Rows{"Germany,2", "United States,18"}));
    EXPECT_EQ(t.getSchema().getFieldNames(), (std::vector<std::string>{"country", "_c1"}));
    EXPECT_EQ(t.getSchema().getFieldType(1), Types::LONG());
}

TEST(SeedExample, CountByCountryAndGenderWithSql) {
    TableEnvironment env = peoplesEnvironment();
    Table t = env.sql("select country, gender, count(id) from peoples group by country, gender");
    EXPECT_EQ(sortedRows(t),
              (Rows{"Germany,Female,1", "Germany,Male,1", "United States,Female,7", "United States,Male,11"}));
    EXPECT_EQ(t.getSchema().getFieldNames(), (std::vector<std::string>{"country", "gender", "EXPR$2"}));
}

TEST(TableApi, FilterAndSelect) {
    Table peoples = peoplesEnvironment().scan("peoples");
    EXPECT_EQ(sortedRows(peoples.filter("gender === 'Female' && country = 'Germany'").select("last_name")),
              (Rows{"Fox"}));
    EXPECT_EQ(sortedRows(peoples.where("id > 18").select("last_name, id * 2 as twice")),
              (Rows{"Evans,38", "Stephens,40"}));
}

TEST(TableApi, DslExpressions) {
    Table peoples = peoplesEnvironment().scan("peoples");
    Table t = peoples.filter(col("id") > lit(18)).select({col("last_name"), (col("id") * lit(2)).as("x")});
    EXPECT_EQ(sortedRows(t), (Rows{"Evans,38", "Stephens,40"}));
    EXPECT_EQ(t.getSchema().getFieldNames(), (std::vector<std::string>{"last_name", "x"}));
    Table grouped = peoples.groupBy({col("gender")}).select({col("gender"), col("id").count().as("n")});
    EXPECT_EQ(sortedRows(grouped), (Rows{"Female,8", "Male,12"}));
}

TEST(TableApi, DslLiteralsListsAndStar) {
    Table peoples = peoplesEnvironment().scan("peoples");
    // C++ values beside an Expression are literals, on either side; fields one by one instead of a list.
    Table t = peoples.filter(col("id") > 18 && col("country") == "United States")
                  .select(col("last_name"), (2 * col("id") + 1).as("x"), (col("id") / 2.0).as("half"));
    EXPECT_EQ(sortedRows(t), (Rows{"Stephens,41,10.0"}));  // id 19 is Evans of Germany, 20 Stephens
    EXPECT_EQ(sortedRows(peoples.groupBy(col("gender")).select(col("gender"), col("id").count().as("n"))),
              (Rows{"Female,8", "Male,12"}));
    EXPECT_EQ(sortedRows(peoples.filter(col("id") <= int64_t{2}).select(col("*"))),
              (Rows{"1,Reed,United States,Female", "2,Bradley,United States,Female"}));
    EXPECT_EQ(peoples.select(star()).getSchema().getFieldNames(),
              (std::vector<std::string>{"id", "last_name", "country", "gender"}));
    // The literal each C++ type becomes: int -> lit(int32_t), int64_t -> lit(int64_t), text -> lit(std::string).
    EXPECT_EQ((col("a") + 1).toString(), (col("a") + lit(1)).toString());
    EXPECT_EQ((1 - col("a")).toString(), (lit(1) - col("a")).toString());
    EXPECT_EQ((col("a") * int64_t{3}).toString(), (col("a") * lit(int64_t{3})).toString());
    EXPECT_NE((col("a") * int64_t{3}).toString(), (col("a") * lit(3)).toString());
    EXPECT_EQ((col("s") != "x").toString(), (col("s") != lit("x")).toString());
    EXPECT_EQ(
        sortedRows(
            peoples.filter(col("id") == 1).select(col("last_name") == std::string("Reed"), true || col("id") > 5)),
        (Rows{"true,true"}));
}

TEST(TableApi, OrderByFetchOffsetLimit) {
    Table peoples = peoplesEnvironment().scan("peoples");
    EXPECT_EQ(orderedRows(peoples.orderBy("id.desc").fetch(3).select("last_name")),
              (Rows{"Stephens", "Evans", "Boyd"}));
    EXPECT_EQ(orderedRows(peoples.orderBy("last_name").offset(17).select("last_name")),
              (Rows{"Stephens", "Welch", "Woods"}));
    EXPECT_EQ(orderedRows(peoples.orderBy("id").limit(2, 3).select("id")), (Rows{"3", "4", "5"}));
    EXPECT_EQ(orderedRows(peoples.orderBy("id").offset(1).fetch(2).select("id")), (Rows{"2", "3"}));
    EXPECT_EQ(orderedRows(peoples.orderBy("country.desc, id").fetch(3).select("id")), (Rows{"1", "2", "3"}));
}

TEST(TableApi, Distinct) {
    Table peoples = peoplesEnvironment().scan("peoples");
    EXPECT_EQ(sortedRows(peoples.select("country").distinct()), (Rows{"Germany", "United States"}));
    EXPECT_EQ(sortedRows(peoples.select("country, gender").distinct()).size(), 4u);
}

TEST(TableApi, GlobalAggregates) {
    Table peoples = peoplesEnvironment().scan("peoples");
    // avg of INT keeps the INT type: 210 / 20 = 10.5 truncates to 10.
    EXPECT_EQ(orderedRows(peoples.select("id.sum, id.avg, id.min, id.max, COUNT(*) as n")), (Rows{"210,10,1,20,20"}));
}

TEST(TableApi, AggregatesOverNoRows) {
    Table none = peoplesEnvironment().scan("peoples").filter("id > 100");
    EXPECT_EQ(orderedRows(none.select("id.sum, id.count")), (Rows{"null,0"}));
    EXPECT_TRUE(orderedRows(none.groupBy("country").select("country, id.count")).empty());
}

TEST(TableApi, ColumnOperations) {
    Table peoples = peoplesEnvironment().scan("peoples");
    EXPECT_EQ(peoples.as("a, b, c, d").getSchema().getFieldNames(), (std::vector<std::string>{"a", "b", "c", "d"}));
    EXPECT_EQ(peoples.renameColumns("id as pe_id").getSchema().getFieldNames(),
              (std::vector<std::string>{"pe_id", "last_name", "country", "gender"}));
    EXPECT_EQ(peoples.dropColumns("last_name, gender").getSchema().getFieldNames(),
              (std::vector<std::string>{"id", "country"}));
    Table added = peoples.addColumns("id + 100 as big").filter("id = 1").select("big");
    EXPECT_EQ(orderedRows(added), (Rows{"101"}));
    Table replaced = peoples.addOrReplaceColumns("id * 10 as id").filter("id = 10").select("last_name");
    EXPECT_EQ(orderedRows(replaced), (Rows{"Reed"}));
}

TEST(TableApi, SchemaPrintsAsFlink) {
    Table peoples = peoplesEnvironment().scan("peoples");
    EXPECT_EQ(peoples.getSchema().toString(),
              "root\n |-- id: INT\n |-- last_name: STRING\n |-- country: STRING\n |-- gender: STRING\n");
}

TEST(TableApi, ExplainHasThreeSections) {
    std::string text = peoplesEnvironment().scan("peoples").filter("id > 3").select("country").explain();
    EXPECT_NE(text.find("== Abstract Syntax Tree =="), std::string::npos);
    EXPECT_NE(text.find("== Optimized Logical Plan =="), std::string::npos);
    EXPECT_NE(text.find("== Physical Plan =="), std::string::npos);
    EXPECT_NE(text.find("CsvScan(table=[peoples]"), std::string::npos);
}

TEST(TableApi, PhysicalSortAndTopNShowTheirKeys) {
    // Columns of peoples: id $0, last_name $1, country $2, gender $3.
    Table sorted = peoplesEnvironment().scan("peoples").orderBy("country.desc, id");
    EXPECT_NE(sorted.explain().find("Sort(keys=[$2 DESC NULLS FIRST, $0 ASC NULLS LAST], rows=20)"), std::string::npos)
        << sorted.explain();
    Table top = peoplesEnvironment().scan("peoples").orderBy("id.desc").offset(1).fetch(2);
    EXPECT_NE(top.explain().find("TopN(keys=[$0 DESC NULLS FIRST], offset=[1], fetch=[2], rows=2)"), std::string::npos)
        << top.explain();
}

TEST(TableApi, RowAccess) {
    Table t = peoplesEnvironment().scan("peoples").filter("id = 8");
    auto rows = t.collect();
    ASSERT_EQ(rows.size(), 1u);
    EXPECT_EQ(rows[0].get<int32_t>("id"), 8);
    EXPECT_EQ(rows[0].get<std::string>(1), "Fox");
    EXPECT_EQ(rows[0].get<std::optional<std::string>>("country"), std::optional<std::string>("Germany"));
    EXPECT_EQ(rows[0].get<int64_t>(0), 8);  // a widening read loses nothing
    EXPECT_THROW(rows[0].get<int16_t>(0), ValidationError);
    EXPECT_THROW(rows[0].get<int32_t>(4), ValidationError);
}

TEST(TableApi, CacheDoesNotReadTheFileAgain) {
    auto path = std::filesystem::temp_directory_path() / "tabula_cache_test.csv";
    std::filesystem::copy_file(TABULA_TEST_DATA "/seed_peoples.csv", path,
                               std::filesystem::copy_options::overwrite_existing);
    TableEnvironment env = peoplesEnvironment(path.string());
    Table cached = env.scan("peoples").cache();
    std::filesystem::remove(path);
    EXPECT_EQ(sortedRows(cached.groupBy("country").select("country, id.count")),
              (Rows{"Germany,2", "United States,18"}));
    EXPECT_THROW(env.scan("peoples").execute(), IoError);
}

TEST(TableApi, FromValues) {
    TableEnvironment env = verifyingEnvironment();
    Table t =
        env.fromValues({{Value::integer(1), Value::string("a")}, {Value::integer(2), Value::null(Types::STRING())}});
    EXPECT_EQ(t.getSchema().getFieldNames(), (std::vector<std::string>{"f0", "f1"}));
    EXPECT_EQ(orderedRows(t.select("f0 + 1, f1")), (Rows{"2,a", "3,null"}));
}

TEST(TableApi, RegisteredTablesMixWithSql) {
    TableEnvironment env = peoplesEnvironment();
    env.registerTable("germans", env.scan("peoples").filter("country = 'Germany'"));
    EXPECT_EQ(sortedRows(env.sqlQuery("select last_name from germans")), (Rows{"Evans", "Fox"}));
    EXPECT_EQ(env.listTables(), (std::vector<std::string>{"germans", "peoples"}));
}

TEST(TableApi, DropsMatchTheKindOfWhatIsDropped) {
    TableEnvironment env = peoplesEnvironment();
    env.registerTable("germans", env.scan("peoples").filter("country = 'Germany'"));
    env.registerTable("same", env.scan("peoples"));  // shares the table's plan
    try {
        env.dropTemporaryView("peoples");
        ADD_FAILURE() << "dropped a table as a view";
    } catch (const ValidationError& error) {
        EXPECT_STREQ(error.what(), "cannot drop view 'peoples': it is a table");
    }
    try {
        env.dropTemporaryTable("GERMANS");
        ADD_FAILURE() << "dropped a view as a table";
    } catch (const ValidationError& error) {
        EXPECT_STREQ(error.what(), "cannot drop table 'GERMANS': it is a view");
    }
    EXPECT_FALSE(env.dropTemporaryView("nothere"));
    EXPECT_TRUE(env.dropTemporaryView("same"));
    EXPECT_EQ(env.listTables(), (std::vector<std::string>{"germans", "peoples"}));
    EXPECT_TRUE(env.dropTemporaryView("Germans"));
    EXPECT_TRUE(env.dropTemporaryTable("peoples"));
    EXPECT_TRUE(env.listTables().empty());
}

TEST(Sql, ClausesTogether) {
    TableEnvironment env = peoplesEnvironment();
    EXPECT_EQ(orderedRows(env.sqlQuery("SELECT gender, COUNT(*) AS n FROM peoples WHERE country <> 'Germany' "
                                       "GROUP BY gender HAVING COUNT(*) > 7 ORDER BY n DESC")),
              (Rows{"Male,11"}));
    EXPECT_EQ(orderedRows(env.sqlQuery("select last_name from peoples order by id desc limit 2 offset 1")),
              (Rows{"Evans", "Boyd"}));
    EXPECT_EQ(orderedRows(env.sqlQuery("select distinct country from peoples order by 1")),
              (Rows{"Germany", "United States"}));
    EXPECT_EQ(orderedRows(env.sqlQuery("select last_name from peoples where id between 2 and 3 order by id")),
              (Rows{"Bradley", "Adams"}));
}

}  // namespace
}  // namespace tabula
