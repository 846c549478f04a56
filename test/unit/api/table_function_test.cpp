// User-defined table functions over a few lines of text: each way of joining one (joinLateral, leftOuterJoinLateral,
// flatMap, SQL's LATERAL TABLE), tuple rows, overloads, NULL arguments, the errors of binding and of a throwing
// function, and registration beside scalar and aggregate functions. Expected rows worked out by hand.
#include <gtest/gtest.h>

#include <atomic>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <tuple>

#include "api_test_support.hpp"
#include "examples/split.hpp"
#include "tabula/tabula.hpp"

namespace tabula {
namespace {

using test::errorOf;
using test::sortedRows;

/// Lines 1 "a bb", 2 "ccc", 3 "" (no words), 4 NULL.
std::unique_ptr<TableEnvironment> lines() {
    auto env = std::make_unique<TableEnvironment>();
    env->getConfig().verify_plans = true;
    TableSchema schema({"id", "line"}, {Types::INT(), Types::STRING()});
    env->registerTable("lines", env->fromValues(schema, {{Value::integer(1), Value::string("a bb")},
                                                         {Value::integer(2), Value::string("ccc")},
                                                         {Value::integer(3), Value::string("")},
                                                         {Value::integer(4), Value::null(Types::STRING())}}));
    return env;
}

using tabula_examples::Split;  // one row (word, length) per word of a line

/// One column: 1..n.
struct Range : TableFunction<int64_t> {
    void eval(int64_t n) const {
        for (int64_t i = 1; i <= n; ++i) collect(i);
    }
};

TEST(TableFunction, JoinLateralInEveryForm) {
    auto env = lines();
    env->registerFunction("split", Split{});
    const Table table = env->scan("lines");
    const std::vector<std::string> expected{"1,a bb,a,1", "1,a bb,bb,2", "2,ccc,ccc,3"};
    EXPECT_EQ(sortedRows(table.joinLateral("split(line) as (word, length)")), expected);
    EXPECT_EQ(sortedRows(table.joinLateral(call("split", {col("line")}).as("word", "length"))), expected);
    EXPECT_EQ(sortedRows(table.joinLateral("line.split() as (word, length)")), expected);
    // Without an alias the columns are f0, f1, as in Flink.
    const Table unnamed = table.joinLateral("split(line)");
    EXPECT_EQ(unnamed.getSchema().getFieldName(2), "f0");
    EXPECT_EQ(unnamed.getSchema().getFieldName(3), "f1");
    EXPECT_EQ(unnamed.getSchema().getFieldType(2), Types::STRING());
    EXPECT_EQ(unnamed.getSchema().getFieldType(3), Types::INT());
    EXPECT_EQ(sortedRows(unnamed.select("id, f1")), (std::vector<std::string>{"1,1", "1,2", "2,3"}));
    // With a predicate over both sides.
    EXPECT_EQ(sortedRows(table.joinLateral("split(line) as (word, length)", "length > id")),
              (std::vector<std::string>{"1,a bb,bb,2", "2,ccc,ccc,3"}));
    EXPECT_EQ(sortedRows(table.joinLateral(call("split", {col("line")}).as("word", "length"), col("word") == lit("a"))),
              (std::vector<std::string>{"1,a bb,a,1"}));
    // Then grouped: Flink's word count.
    EXPECT_EQ(sortedRows(table.joinLateral("split(line) as (word, length)").groupBy("id").select("id, word.count")),
              (std::vector<std::string>{"1,2", "2,1"}));
}

TEST(TableFunction, LeftOuterJoinLateralKeepsRowsWithoutResults) {
    auto env = lines();
    env->registerFunction("split", Split{});
    const Table table = env->scan("lines");
    // Line 3 gives no words and line 4 is NULL (the function is not called): each stays once, with NULLs.
    EXPECT_EQ(
        sortedRows(table.leftOuterJoinLateral("split(line) as (word, length)")),
        (std::vector<std::string>{"1,a bb,a,1", "1,a bb,bb,2", "2,ccc,ccc,3", "3,,null,null", "4,null,null,null"}));
    EXPECT_EQ(sortedRows(table.leftOuterJoinLateral(call("split", {col("line")}).as("w", "n")).select("id, n")),
              (std::vector<std::string>{"1,1", "1,2", "2,3", "3,null", "4,null"}));
}

TEST(TableFunction, FlatMapGivesTheFunctionsRowsAlone) {
    auto env = lines();
    env->registerFunction("split", Split{});
    env->registerFunction("range", Range{});
    const Table table = env->scan("lines");
    const Table words = table.flatMap("split(line)");
    EXPECT_EQ(words.getSchema().getFieldCount(), 2u);
    EXPECT_EQ(sortedRows(words), (std::vector<std::string>{"a,1", "bb,2", "ccc,3"}));
    EXPECT_EQ(sortedRows(table.flatMap(call("split", {col("line")})).as("word, length").select("word")),
              (std::vector<std::string>{"a", "bb", "ccc"}));
    EXPECT_EQ(sortedRows(table.flatMap("range(id) as n").select("n.sum")), (std::vector<std::string>{"20"}));
}

TEST(TableFunction, LateralTableInSql) {
    auto env = lines();
    env->registerFunction("split", Split{});
    const std::vector<std::string> expected{"1,a", "1,bb", "2,ccc"};
    EXPECT_EQ(sortedRows(env->sqlQuery("SELECT id, word FROM lines, LATERAL TABLE(split(line)) AS t(word, length)")),
              expected);
    EXPECT_EQ(sortedRows(
                  env->sqlQuery("SELECT id, word FROM lines CROSS JOIN LATERAL TABLE(split(line)) AS t(word, length)")),
              expected);
    EXPECT_EQ(sortedRows(env->sqlQuery(
                  "SELECT id, t.word FROM lines JOIN LATERAL TABLE(split(line)) AS t(word, length) ON length > 1")),
              (std::vector<std::string>{"1,bb", "2,ccc"}));
    EXPECT_EQ(sortedRows(env->sqlQuery(
                  "SELECT id, word FROM lines LEFT JOIN LATERAL TABLE(split(line)) AS t(word, length) ON TRUE")),
              (std::vector<std::string>{"1,a", "1,bb", "2,ccc", "3,null", "4,null"}));
    // Without an alias: the function's name qualifies f0, f1.
    EXPECT_EQ(sortedRows(env->sqlQuery("SELECT id, split.f1 FROM lines, LATERAL TABLE(split(line)) WHERE id = 2")),
              (std::vector<std::string>{"2,3"}));
    EXPECT_EQ(sortedRows(env->sqlQuery("SELECT word, COUNT(*) FROM lines, LATERAL TABLE(split('x y x')) AS t(word, n) "
                                       "WHERE id = 1 GROUP BY word")),
              (std::vector<std::string>{"x,2", "y,1"}));
}

struct Copies : TableFunction<std::string> {
    void eval(std::string_view s, int32_t times) const {
        for (int32_t i = 0; i < times; ++i) collect(std::string(s));
    }
    void eval(int64_t n) const { collect("number " + std::to_string(n)); }
    using Signatures = Overloads<void(std::string_view, int32_t), void(int64_t)>;
};

TEST(TableFunction, OverloadsAndArgumentCasts) {
    auto env = lines();
    env->registerFunction("copies", Copies{});
    const Table two = env->scan("lines").filter("id = 2");
    EXPECT_EQ(sortedRows(two.flatMap("copies(line, 2)")), (std::vector<std::string>{"ccc", "ccc"}));
    EXPECT_EQ(sortedRows(two.flatMap("copies(id)")), (std::vector<std::string>{"number 2"}));  // INT widens
    EXPECT_EQ(errorOf<ValidationError>([&] { two.flatMap("copies(line)"); }),
              "1:1: function 'copies' does not take (STRING); its signatures are copies(STRING, INT), copies(BIGINT)\n"
              "copies(line)\n"
              "^~~~~~~~~~~~");
}

TEST(TableFunction, NullArguments) {
    auto env = lines();
    auto calls = std::make_shared<std::atomic<int>>(0);
    struct Counted : TableFunction<int32_t> {
        std::shared_ptr<std::atomic<int>> calls;
        void eval(std::string_view) const {
            ++*calls;
            collect(1);
        }
    };
    struct OrEmpty : TableFunction<std::optional<std::string>> {
        void eval(std::optional<std::string_view> s) const {
            collect(s ? std::optional<std::string>(std::string(*s)) : std::nullopt);
        }
    };
    env->registerFunction("counted", Counted{{}, calls});
    env->registerFunction("orEmpty", OrEmpty{});
    const Table table = env->scan("lines");
    EXPECT_EQ(sortedRows(table.joinLateral("counted(line) as one").select("id")),
              (std::vector<std::string>{"1", "2", "3"}));
    EXPECT_EQ(calls->load(), 3);  // never for line 4's NULL
    EXPECT_EQ(sortedRows(table.joinLateral("orEmpty(line) as s").select("id, s")),
              (std::vector<std::string>{"1,a bb", "2,ccc", "3,", "4,null"}));
}

struct CountedCalls : TableFunction<int32_t> {
    std::shared_ptr<std::atomic<int>> calls = std::make_shared<std::atomic<int>>(0);
    void eval(int32_t id) const {
        ++*calls;
        collect(id * 10);
    }
};

TEST(TableFunction, ConditionsOnTheTableRunBeforeTheFunction) {
    auto env = lines();
    CountedCalls function;
    env->registerFunction("tens", function);
    const Table joined =
        env->sqlQuery("SELECT id, x FROM lines, LATERAL TABLE(tens(id)) AS t(x) WHERE id = 2 AND x > 5");
    const std::string plan = joined.explain();
    EXPECT_NE(plan.find("Correlate(invocation=[tens(id)], columns=[x], joinType=[inner])"), std::string::npos) << plan;
    EXPECT_EQ(sortedRows(joined), (std::vector<std::string>{"2,20"}));
    EXPECT_EQ(function.calls->load(), 1);  // id = 2 filtered the rows before the call; x > 5 stays after it
    EXPECT_EQ(sortedRows(env->scan("lines").leftOuterJoinLateral("tens(id) as x").where("id > 2 && x < 40")),
              (std::vector<std::string>{"3,,30"}));
    EXPECT_EQ(function.calls->load(), 3);
}

TEST(TableFunction, BindingErrors) {
    auto env = lines();
    env->registerFunction("split", Split{});
    env->registerFunction("plusOne", [](int64_t x) { return x + 1; });
    const Table table = env->scan("lines");
    EXPECT_EQ(errorOf<ValidationError>([&] { table.joinLateral("splat(line)"); }),
              "1:1: unknown table function 'splat'; did you mean 'split'?\n"
              "splat(line)\n"
              "^~~~~~~~~~~");
    EXPECT_EQ(errorOf<ValidationError>([&] { table.joinLateral("plusOne(id)"); }),
              "1:1: 'plusOne' is a scalar function; only a table function can be joined as a table\n"
              "plusOne(id)\n"
              "^~~~~~~~~~~");
    EXPECT_EQ(errorOf<ValidationError>([&] { table.flatMap("line"); }).substr(0, 47),
              "1:1: 'line' is not a call of a table function\nl");
    EXPECT_EQ(errorOf<ValidationError>([&] { table.joinLateral("split(line) as word"); }).substr(0, 73),
              "1:1: 1 name is given for the columns of 'split', which gives 2 columns\nsp");
    EXPECT_EQ(errorOf<ValidationError>([&] { table.joinLateral("split(line) as (id, n)"); }).substr(0, 101),
              "1:1: joinLateral: the table already has a field 'id'; name the function's columns apart with "
              ".as(...)");
    EXPECT_EQ(errorOf<ValidationError>([&] { table.select("split(line)"); }).substr(0, 165),
              "1:1: 'split' is a table function: it is joined as a table (LATERAL TABLE(...) in SQL, joinLateral, "
              "leftOuterJoinLateral or flatMap), not called in select\nsplit(line)");
    EXPECT_NE(errorOf<ValidationError>([&] {
                  env->sqlQuery("SELECT * FROM lines RIGHT JOIN LATERAL TABLE(split(line)) AS t(w, n) ON TRUE");
              }).find("LATERAL TABLE"),
              std::string::npos);
}

TEST(TableFunction, AThrowingFunctionNamesItselfTheCallAndItsArguments) {
    auto env = lines();
    struct FailOn : TableFunction<int32_t> {
        void eval(int32_t id) const {
            if (id == 2) throw std::runtime_error("no twos");
            collect(id);
        }
    };
    env->registerFunction("failOn", FailOn{});
    EXPECT_EQ(sortedRows(env->scan("lines").filter("id <> 2").flatMap("failOn(id)")),
              (std::vector<std::string>{"1", "3", "4"}));
    const std::string message = errorOf<ExecutionError>(
        [&] { sortedRows(env->sqlQuery("SELECT * FROM lines, LATERAL TABLE(failOn(id)) AS t(x)")); });
    EXPECT_NE(message.find("table function 'failOn' failed in 'failOn(id)' for (2) at row 2 of values: no twos"),
              std::string::npos)
        << message;
    EXPECT_NE(message.find("1:36"), std::string::npos) << message;  // where the call is written
}

TEST(TableFunction, RegistrationBesideOtherKinds) {
    auto env = lines();
    env->registerFunction("split", Split{});
    EXPECT_EQ(errorOf<ValidationError>([&] { env->registerFunction("SPLIT", Range{}); }),
              "a function named 'SPLIT' already exists; replaceTemporarySystemFunction replaces it");
    EXPECT_EQ(errorOf<ValidationError>([&] { env->registerFunction("split", [](int64_t x) { return x; }); }),
              "'split' is the name of a registered table function; a scalar function cannot take it");
    EXPECT_EQ(errorOf<ValidationError>([&] { env->registerFunction("upper", Range{}); }),
              "'upper' is the name of a built-in scalar function; a table function cannot take it");
    // Replacing with another table function, then dropping it.
    env->replaceTemporarySystemFunction("split", Range{});
    EXPECT_EQ(sortedRows(env->scan("lines").filter("id = 2").flatMap("split(id)")),
              (std::vector<std::string>{"1", "2"}));
    EXPECT_TRUE(env->dropTemporarySystemFunction("split"));
    EXPECT_EQ(errorOf<ValidationError>([&] { env->scan("lines").flatMap("split(id)"); }).substr(0, 35),
              "1:1: unknown table function 'split'");
}

}  // namespace
}  // namespace tabula
