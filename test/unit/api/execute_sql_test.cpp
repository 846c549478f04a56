// executeSql and sqlUpdate: each statement kind and the result Flink gives it, one statement per call, errors.
// Expected rows worked out by hand from the statements.
#include <gtest/gtest.h>

#include "api_test_support.hpp"
#include "seed_tables.hpp"
#include "tabula/tabula.hpp"

namespace tabula {
namespace {

using test::errorOf;
using test::resultRows;
using test::Rows;

TEST(ExecuteSql, DdlReturnsOkAndQueriesTheirRows) {
    TableEnvironment env;
    TableResult created = env.executeSql("CREATE TABLE t (a INT, b STRING)");
    EXPECT_EQ(created.getResultKind(), ResultKind::Success);
    EXPECT_EQ(created.getSchema().getFieldNames(), (std::vector<std::string>{"result"}));
    EXPECT_EQ(resultRows(std::move(created)), (Rows{"OK"}));
    env.executeSql("INSERT INTO t VALUES (1, 'x'), (2, 'y');");
    TableResult query = env.executeSql("SELECT b, a * 10 FROM t ORDER BY a DESC");
    EXPECT_EQ(query.getResultKind(), ResultKind::SuccessWithContent);
    EXPECT_EQ(resultRows(std::move(query)), (Rows{"y,20", "x,10"}));
}

TEST(ExecuteSql, InsertAndDeleteReturnTheirRowCount) {
    TableEnvironment env;
    env.executeSql("CREATE TABLE t (a INT)");
    TableResult inserted = env.executeSql("INSERT INTO t VALUES (1), (2), (3)");
    EXPECT_EQ(inserted.getResultKind(), ResultKind::SuccessWithContent);
    EXPECT_EQ(inserted.getSchema().getFieldNames(), (std::vector<std::string>{"t"}));
    EXPECT_EQ(inserted.getSchema().getFieldType(0), Types::BIGINT());
    EXPECT_EQ(resultRows(std::move(inserted)), (Rows{"3"}));
    EXPECT_EQ(resultRows(env.executeSql("DELETE FROM t WHERE a >= 2")), (Rows{"2"}));
    EXPECT_EQ(resultRows(env.executeSql("SELECT * FROM t")), (Rows{"1"}));
}

TEST(ExecuteSql, ShowDescribeAndExplain) {
    TableEnvironment env = test::seedEnvironment();
    EXPECT_EQ(resultRows(env.executeSql("SHOW TABLES")), (Rows{"peoples", "products", "sales"}));
    EXPECT_EQ(resultRows(env.executeSql("DESCRIBE sales")), (Rows{"people_id,INT", "product_id,INT"}));
    Rows plan = resultRows(env.executeSql("EXPLAIN SELECT people_id FROM sales"));
    ASSERT_EQ(plan.size(), 1u);
    EXPECT_NE(plan[0].find("== Physical Plan =="), std::string::npos) << plan[0];
}

TEST(ExecuteSql, CreateAndDropViewsAndTables) {
    TableEnvironment env;
    env.executeSql("CREATE TABLE t (a INT)");
    env.executeSql("INSERT INTO t VALUES (5)");
    env.executeSql("CREATE VIEW v AS SELECT a + 1 AS b FROM t");
    EXPECT_EQ(resultRows(env.executeSql("SELECT b FROM v")), (Rows{"6"}));
    EXPECT_EQ(resultRows(env.executeSql("DROP VIEW v")), (Rows{"OK"}));
    EXPECT_EQ(resultRows(env.executeSql("DROP TABLE IF EXISTS nothing")), (Rows{"OK"}));
    env.executeSql("DROP TABLE t");
    EXPECT_TRUE(env.listTables().empty());
    EXPECT_EQ(errorOf([&] { env.executeSql("DROP TABLE t"); }),
              "1:1: cannot drop table 't': no such table or view.\nDROP TABLE t\n^~~~~~~~~~~~");
}

TEST(ExecuteSql, IndexStatementsAreAcceptedAndChangeNothing) {
    TableEnvironment env;
    env.executeSql("CREATE TABLE t (a INT, b INT)");
    EXPECT_EQ(resultRows(env.executeSql("CREATE UNIQUE INDEX t_a ON t (a, b DESC)")), (Rows{"OK"}));
    EXPECT_EQ(resultRows(env.executeSql("DROP INDEX t_a")), (Rows{"OK"}));
    EXPECT_EQ(env.listTables(), (std::vector<std::string>{"t"}));
}

TEST(ExecuteSql, TakesExactlyOneStatement) {
    TableEnvironment env;
    EXPECT_EQ(errorOf([&] { env.executeSql("SELECT 1; SELECT 2"); }),
              "1:11: executeSql runs one statement; this is a second one\nSELECT 1; SELECT 2\n          ^~~~~~~~");
    EXPECT_EQ(errorOf([&] { env.executeSql(" -- nothing\n"); }), "executeSql needs a statement; the text holds none");
    EXPECT_EQ(errorOf([&] { env.executeSql("scan('t').select('a')"); }),
              "1:1: Table API pipelines run in the tabula shell; executeSql takes SQL statements\n"
              "scan('t').select('a')\n^~~~~~~~~~~~~~~~~~~~~");
}

TEST(ExecuteSql, ErrorsCarryTheirPosition) {
    TableEnvironment env;
    env.executeSql("CREATE TABLE t (a INT)");
    EXPECT_EQ(errorOf([&] { env.executeSql("SELECT nope FROM t"); }).substr(0, 5), "1:8: ");
    EXPECT_EQ(errorOf([&] { env.executeSql("INSERT INTO u VALUES (1)"); }),
              "1:13: unknown table 'u'; did you mean 't'?\nINSERT INTO u VALUES (1)\n            ^");
    EXPECT_EQ(errorOf([&] { env.executeSql("INSERT INTO t VALUES (1, 2)"); }),
              "1:22: this row has 2 values, but 1 are expected (a)\nINSERT INTO t VALUES (1, 2)\n"
              "                     ^~~~~~");
}

TEST(SqlUpdate, RunsChangesAndRefusesQueries) {
    TableEnvironment env;
    env.sqlUpdate("CREATE TABLE t (a INT)");
    env.sqlUpdate("INSERT INTO t SELECT 7");
    EXPECT_EQ(resultRows(env.executeSql("SELECT a FROM t")), (Rows{"7"}));
    EXPECT_EQ(errorOf([&] { env.sqlUpdate("SELECT a FROM t"); }),
              "1:1: sqlUpdate takes INSERT, DELETE, CREATE, DROP, SET and RESET statements; run queries with "
              "sqlQuery or executeSql\nSELECT a FROM t\n^~~~~~~~~~~~~~~");
}

}  // namespace
}  // namespace tabula
