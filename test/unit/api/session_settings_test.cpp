// SET / RESET: the two settings SQLite-style tests need and what they change, listing, errors. Expected values
// worked out by hand (AVG of 1, 2 and 4 is 7/3).
#include <gtest/gtest.h>

#include "api_test_support.hpp"
#include "tabula/tabula.hpp"

namespace tabula {
namespace {

using test::errorOf;
using test::resultRows;
TableEnvironment withNumbers() {
    TableEnvironment env;
    env.executeSql("CREATE TABLE t (i INT, b BIGINT, d DECIMAL(5, 2), f DOUBLE)");
    env.executeSql("INSERT INTO t VALUES (1, 1, 1.00, 1), (2, 2, 2.00, 2), (4, 4, 4.50, 4)");
    return env;
}

TEST(SessionSettings, AvgOfIntegersAsDouble) {
    TableEnvironment env = withNumbers();
    EXPECT_EQ(resultRows(env.executeSql("SELECT AVG(i), AVG(b), AVG(d), AVG(f) FROM t")),
              (std::vector<std::string>{"2,2,2.500000,2.3333333333333335"}));  // Flink: integers truncate
    EXPECT_EQ(env.executeSql("SET 'table.exec.avg-integer-as-double' = 'true'").getResultKind(), ResultKind::Success);
    const Table averages = env.sqlQuery("SELECT AVG(i), AVG(b), AVG(d) FROM t");
    EXPECT_EQ(averages.getSchema().getFieldTypes(),
              (std::vector<DataType>{Types::DOUBLE(), Types::DOUBLE(), Types::DECIMAL(38, 6)}));
    EXPECT_EQ(resultRows(averages.execute()),
              (std::vector<std::string>{"2.3333333333333335,2.3333333333333335,2.500000"}));
    EXPECT_EQ(resultRows(env.scan("t").select("i.avg").execute()), (std::vector<std::string>{"2.3333333333333335"}));
    env.executeSql("RESET 'table.exec.avg-integer-as-double'");
    EXPECT_EQ(resultRows(env.executeSql("SELECT AVG(i) FROM t")), (std::vector<std::string>{"2"}));
}

TEST(SessionSettings, DivisionByZeroAsNull) {
    TableEnvironment env = withNumbers();
    EXPECT_NE(errorOf([&] { resultRows(env.executeSql("SELECT i / (i - 1) FROM t")); }).find("division by zero"),
              std::string::npos);
    env.executeSql("SET table.exec.division-by-zero-as-null = true");
    EXPECT_EQ(
        resultRows(env.executeSql("SELECT i / (i - 1), i % (b - 1), d / (d - 1) IS NULL, MOD(b, 0) FROM t ORDER BY i")),
        (std::vector<std::string>{"null,null,true,null", "2,0,false,null", "1,1,false,null"}));
    // FLOAT and DOUBLE keep IEEE division.
    EXPECT_EQ(resultRows(env.executeSql("SELECT f / 0 FROM t WHERE i = 1")), (std::vector<std::string>{"Infinity"}));
    env.executeSql("RESET");
    EXPECT_NE(errorOf([&] { resultRows(env.executeSql("SELECT 1 / (i - 1) FROM t")); }).find("division by zero"),
              std::string::npos);
}

TEST(SessionSettings, SetAloneListsThem) {
    TableEnvironment env;
    env.executeSql("SET 'table.exec.division-by-zero-as-null' = 'TRUE'");
    TableResult listing = env.executeSql("SET");
    EXPECT_EQ(listing.getSchema().getFieldNames(), (std::vector<std::string>{"key", "value"}));
    EXPECT_EQ(resultRows(std::move(listing)), (std::vector<std::string>{"table.exec.avg-integer-as-double,false",
                                                                        "table.exec.division-by-zero-as-null,true"}));
    EXPECT_TRUE(env.getConfig().division_by_zero_as_null);
}

TEST(SessionSettings, Errors) {
    TableEnvironment env;
    EXPECT_EQ(errorOf([&] { env.executeSql("SET 'table.exec.avg-integer' = 'true'"); }),
              "1:5: unknown setting 'table.exec.avg-integer'; did you mean 'table.exec.avg-integer-as-double'? (SET "
              "lists the settings)\nSET 'table.exec.avg-integer' = 'true'\n    ^~~~~~~~~~~~~~~~~~~~~~~~");
    EXPECT_EQ(errorOf([&] { env.executeSql("SET table.exec.avg-integer-as-double = yes"); }),
              "1:5: setting 'table.exec.avg-integer-as-double' takes 'true' or 'false', not 'yes'\n"
              "SET table.exec.avg-integer-as-double = yes\n    ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~");
    EXPECT_EQ(errorOf([&] { env.executeSql("RESET nope"); }),
              "1:7: unknown setting 'nope' (SET lists the settings)\nRESET nope\n      ^~~~");
}

}  // namespace
}  // namespace tabula
