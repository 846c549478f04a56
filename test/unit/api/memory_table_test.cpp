// In-memory tables: CREATE TABLE without WITH, INSERT (VALUES, SELECT, column lists, casts, all or nothing),
// CREATE TABLE AS, DELETE, Table::insertInto, rows made one at a time (appendMadeRows), and the errors of each.
// Expected rows worked out by hand.
#include <gtest/gtest.h>

#include "api/src/internals.hpp"
#include "api/src/memory_table.hpp"
#include "api_test_support.hpp"
#include "seed_tables.hpp"
#include "tabula/tabula.hpp"

namespace tabula {
namespace {

using test::errorOf;
using test::Rows;
using test::sorted;
using test::sortedRows;

Rows rowsOf(const TableEnvironment& env, const std::string& sql) {
    Rows out;
    for (const Row& row : env.sqlQuery(sql).collect()) out.push_back(row.toString());
    return out;
}

TEST(MemoryTable, SqliteTypeNamesMapToOurs) {
    TableEnvironment env;
    env.executeSql(
        "CREATE TABLE t (a INTEGER, b TEXT, c REAL, d VARCHAR(30), e DECIMAL, f DECIMAL(5, 2), g BOOLEAN, "
        "h CHAR(2), i DOUBLE, j FLOAT, k BIGINT)");
    EXPECT_EQ(env.scan("t").getSchema().getFieldTypes(),
              (std::vector<DataType>{Types::INT(), Types::STRING(), Types::FLOAT(), Types::STRING(),
                                     Types::DECIMAL(38, 18), Types::DECIMAL(5, 2), Types::BOOLEAN(), Types::STRING(),
                                     Types::DOUBLE(), Types::FLOAT(), Types::BIGINT()}));
}

TEST(MemoryTable, InsertCastsValuesToTheColumnTypes) {
    TableEnvironment env;
    env.executeSql("CREATE TABLE t (a BIGINT, b DOUBLE, c STRING, d DECIMAL(5, 2))");
    env.executeSql("INSERT INTO t VALUES (1, 2, 'x', 1.5), (NULL, 0.5, NULL, 3)");
    EXPECT_EQ(env.scan("t").getSchema().getFieldType(0), Types::BIGINT());
    EXPECT_EQ(rowsOf(env, "SELECT * FROM t"), (Rows{"1,2.0,x,1.50", "null,0.5,null,3.00"}));
}

TEST(MemoryTable, ColumnListFillsTheOthersWithNull) {
    TableEnvironment env;
    env.executeSql("CREATE TABLE t (a INT, b STRING, c INT)");
    env.executeSql("INSERT INTO t (c, A) VALUES (3, 1)");
    EXPECT_EQ(rowsOf(env, "SELECT * FROM t"), (Rows{"1,null,3"}));
    EXPECT_EQ(errorOf([&] { env.executeSql("INSERT INTO t (a, x) VALUES (1, 2)"); }),
              "1:19: table 't' has no column 'x'; did you mean 'a'?\nINSERT INTO t (a, x) VALUES (1, 2)\n"
              "                  ^");
    EXPECT_EQ(errorOf([&] { env.executeSql("INSERT INTO t (a, a) VALUES (1, 2)"); }),
              "1:19: column 'a' is named twice\nINSERT INTO t (a, a) VALUES (1, 2)\n                  ^");
}

TEST(MemoryTable, InsertSelectAppendsItsRows) {
    TableEnvironment env = test::seedEnvironment();
    env.executeSql("CREATE TABLE ids (id BIGINT)");
    env.executeSql("INSERT INTO ids SELECT prod_id FROM products WHERE prod_id <= 2");
    env.executeSql("INSERT INTO ids SELECT id + 10 FROM ids");  // reads the table it fills: the rows before
    EXPECT_EQ(sortedRows(env.sqlQuery("SELECT id FROM ids")), sorted({"1", "2", "11", "12"}));
}

TEST(MemoryTable, AFailingInsertInsertsNothing) {
    TableEnvironment env;
    env.executeSql("CREATE TABLE t (a INT)");
    env.executeSql("INSERT INTO t VALUES (1)");
    // The second row's value does not fit an INT: the first row is not stored either.
    EXPECT_NE(errorOf([&] { env.executeSql("INSERT INTO t VALUES ('2'), ('x')"); }).find("cannot cast"),
              std::string::npos);
    EXPECT_EQ(errorOf([&] { env.executeSql("INSERT INTO t VALUES (2), (3, 4)"); }),
              "1:27: this row has 2 values, but 1 are expected (a)\nINSERT INTO t VALUES (2), (3, 4)\n"
              "                          ^~~~~~");
    EXPECT_EQ(errorOf([&] { env.executeSql("INSERT INTO t SELECT 1, 2"); }),
              "1:1: cannot insert into 't': the rows have 2 values, the table has 1 column\n"
              "INSERT INTO t SELECT 1, 2\n^~~~~~~~~~~~~~~~~~~~~~~~~");
    env.executeSql("CREATE TABLE d (day DATE)");
    EXPECT_EQ(errorOf([&] { env.executeSql("INSERT INTO d VALUES (TRUE)"); }),
              "1:1: cannot insert a BOOLEAN value into column 'day' of 'd', of type DATE\n"
              "INSERT INTO d VALUES (TRUE)\n^~~~~~~~~~~~~~~~~~~~~~~~~~~");
    EXPECT_EQ(rowsOf(env, "SELECT * FROM t"), (Rows{"1"}));
}

TEST(MemoryTable, CreateTableAsStoresTheRows) {
    TableEnvironment env = test::seedEnvironment();
    env.executeSql("CREATE TABLE cheap AS SELECT prod_id, price FROM products WHERE price < 13");
    EXPECT_EQ(env.scan("cheap").getSchema().getFieldNames(), (std::vector<std::string>{"prod_id", "price"}));
    EXPECT_EQ(rowsOf(env, "SELECT * FROM cheap"), (Rows{"4,12.65"}));
    env.executeSql("INSERT INTO cheap VALUES (9, 1)");
    EXPECT_EQ(rowsOf(env, "SELECT count(*) FROM cheap"), (Rows{"2"}));
    // A query that fails leaves no table behind.
    EXPECT_NE(errorOf([&] { env.executeSql("CREATE TABLE bad AS SELECT 1 / (prod_id - prod_id) FROM products"); }),
              "no error");
    EXPECT_EQ(env.listTables(), (std::vector<std::string>{"cheap", "peoples", "products", "sales"}));
}

TEST(MemoryTable, DeleteKeepsTheRowsTheConditionIsNotTrueFor) {
    TableEnvironment env;
    env.executeSql("CREATE TABLE t (a INT)");
    env.executeSql("INSERT INTO t VALUES (1), (2), (NULL), (4)");
    env.executeSql("CREATE VIEW big AS SELECT a FROM t WHERE a > 1");
    env.executeSql("DELETE FROM t WHERE a = 2");
    EXPECT_EQ(rowsOf(env, "SELECT * FROM t"), (Rows{"1", "null", "4"}));
    EXPECT_EQ(rowsOf(env, "SELECT * FROM big"), (Rows{"4"}));  // views see the change
    env.executeSql("DELETE FROM t");
    EXPECT_TRUE(rowsOf(env, "SELECT * FROM t").empty());
}

TEST(MemoryTable, OnlyInMemoryTablesChange) {
    TableEnvironment env = test::seedEnvironment();
    env.executeSql("CREATE VIEW v AS SELECT 1 AS a");
    EXPECT_EQ(errorOf([&] { env.executeSql("INSERT INTO v VALUES (1)"); }),
              "1:1: cannot insert into 'v': it is a view\nINSERT INTO v VALUES (1)\n^~~~~~~~~~~~~~~~~~~~~~~~");
    EXPECT_EQ(errorOf([&] { env.executeSql("DELETE FROM sales"); }),
              "1:1: cannot delete from 'sales': it is a CSV or JSON table; rows can be deleted only from in-memory "
              "tables (CREATE TABLE without WITH)\nDELETE FROM sales\n^~~~~~~~~~~~~~~~~");
}

TEST(MemoryTable, InsertIntoFromTheTableApi) {
    TableEnvironment env = test::seedEnvironment();
    env.executeSql("CREATE TABLE names (id BIGINT, name STRING)");
    env.scan("peoples").filter("pe_id < 3").select("pe_id, last_name").insertInto("names");
    EXPECT_EQ(sortedRows(env.scan("names")), sorted({"1,Reed", "2,Bradley"}));
    EXPECT_EQ(errorOf([&] { env.scan("peoples").select("pe_id").insertInto("names"); }),
              "cannot insert into 'names': the rows have 1 values, the table has 2 columns");
}

TEST(MemoryTable, DeclarationAndTargetErrors) {
    TableEnvironment env;
    EXPECT_EQ(errorOf([&] { env.executeSql("CREATE TABLE t (a INT, A STRING)"); }),
              "1:24: column 'A' is declared twice\nCREATE TABLE t (a INT, A STRING)\n                       ^~~~~~~~");
    env.executeSql("CREATE TABLE t (a INT)");
    EXPECT_EQ(errorOf([&] { env.executeSql("CREATE TABLE T (b INT)"); }),
              "1:1: a table named 'T' is already registered\nCREATE TABLE T (b INT)\n^~~~~~~~~~~~~~~~~~~~~~");
    env.executeSql("CREATE TABLE IF NOT EXISTS t (b INT)");  // the name is taken: nothing happens
    EXPECT_EQ(env.scan("t").getSchema().getFieldNames(), (std::vector<std::string>{"a"}));
    EXPECT_EQ(errorOf([&] { env.executeSql("DELETE FROM u WHERE a = 1"); }).substr(0, 45),
              "1:13: unknown table 'u'; did you mean 't'?\nDE");
    TableEnvironment other;
    EXPECT_EQ(errorOf([&] { other.sqlQuery("SELECT 1 AS a").insertInto("t"); }),
              "cannot insert into unknown table 't'");
    other.executeSql("CREATE TABLE t (a INT)");
    EXPECT_EQ(errorOf([&] { env.sqlQuery("SELECT 1 AS a").insertInto("u"); }),
              "cannot insert into unknown table 'u'; did you mean 't'?");
    EXPECT_EQ(errorOf([&] { other.sqlQuery("SELECT 1 AS a").insertInto("t"); }), "no error");
}

TEST(MemoryTable, ManySingleRowInsertsAppend) {
    TableEnvironment env;
    env.executeSql("CREATE TABLE t (a INT, s VARCHAR(10))");
    for (int i = 0; i < 300; ++i) env.executeSql("INSERT INTO t VALUES (" + std::to_string(i) + ", 'v')");
    EXPECT_EQ(rowsOf(env, "SELECT count(*), sum(a) FROM t"), (Rows{"300,44850"}));
}

TEST(MemoryTable, MadeRowsAreAppendedWithTheirStringsCopied) {
    TableEnvironment env;
    env.executeSql("CREATE TABLE t (a INT, s STRING, m DECIMAL(15, 2))");
    env.executeSql("INSERT INTO t VALUES (0, 'first', 0.5)");
    std::string text;  // reused for every row: the table must keep copies
    int made = 0;
    const int64_t appended =
        detail::appendMadeRows(*detail::Internals::state(env), "t", [&](std::span<exec::Cell> row) {
            if (made == 2) return false;
            ++made;
            text = made == 1 ? "one" : "two";
            for (exec::Cell& cell : row) cell.null = false;
            row[0].i = made;
            row[1].s = exec::StrRef{text.data(), static_cast<uint32_t>(text.size())};
            row[2].setDecimal(Int128(made * 125));
            return true;
        });
    EXPECT_EQ(appended, 2);
    text = "xxx";
    EXPECT_EQ(rowsOf(env, "SELECT * FROM t ORDER BY a"), (Rows{"0,first,0.50", "1,one,1.25", "2,two,2.50"}));
    env.executeSql("CREATE VIEW v AS SELECT 1 AS a");
    EXPECT_EQ(errorOf([&] {
                  detail::appendMadeRows(*detail::Internals::state(env), "v",
                                         [](std::span<exec::Cell>) { return false; });
              }),
              "cannot insert into 'v': it is a view");
}

}  // namespace
}  // namespace tabula
