// User-defined scalar functions over the seed's peoples.csv (ids 1..20; id 1 is Reed, 8 Fox of Germany): each
// C++ form of a function, each way of calling it, overload choice, NULLs, the types a signature maps to, errors,
// and registration. Expected values worked out by hand.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <memory>
#include <stdexcept>

#include "api_test_support.hpp"
#include "tabula/tabula.hpp"

namespace tabula {
namespace {

using test::errorOf;
using test::seedPeoples;

using test::sortedRows;

int64_t plusOne(int64_t x) { return x + 1; }

struct PlusOne : ScalarFunction {
    int64_t eval(int64_t x) const { return x + 1; }
    double eval(double x) const { return x + 1; }
    using Signatures = Overloads<int64_t(int64_t), double(double)>;
};

TEST(ScalarFunction, EveryFormAndEveryCall) {
    auto env = seedPeoples();
    env->registerFunction("plusOne", [](int64_t x) { return x + 1; });
    env->createTemporarySystemFunction(
        "plusTwo", +[](int64_t x) { return plusOne(plusOne(x)); });
    env->createTemporarySystemFunction("plusThree", &plusOne);  // a function pointer, through plusOne once more
    const Table people = env->scan("peoples").filter("id <= 3");
    const std::vector<std::string> expected{"2", "3", "4"};
    EXPECT_EQ(sortedRows(people.select("plusOne(id)")), expected);
    EXPECT_EQ(sortedRows(people.select("id.plusOne()")), expected);
    EXPECT_EQ(sortedRows(people.select("PLUSONE(id)")), expected);  // names match case-insensitively
    EXPECT_EQ(sortedRows(people.select({call("plusOne", {col("id")})})), expected);
    EXPECT_EQ(sortedRows(people.select({col("id").call("plusOne")})), expected);
    EXPECT_EQ(sortedRows(env->sqlQuery("SELECT plusone(id) FROM peoples WHERE id <= 3")), expected);
    EXPECT_EQ(sortedRows(people.select("plusTwo(id)")), (std::vector<std::string>{"3", "4", "5"}));
    EXPECT_EQ(sortedRows(people.select("plusThree(id)")), expected);
    // In a filter and inside other expressions.
    EXPECT_EQ(sortedRows(env->sqlQuery("SELECT id FROM peoples WHERE plusOne(id) * 2 = 10")),
              (std::vector<std::string>{"4"}));
    EXPECT_EQ(people.select("plusOne(id) as p").getSchema().getFieldType(0), Types::BIGINT());
}

TEST(ScalarFunction, OverloadsAreChosenByTheArgumentTypes) {
    auto env = seedPeoples();
    env->registerFunction("plusOne", PlusOne{});
    const Table one = env->scan("peoples").filter("id = 1");
    // An INT fits both overloads; BIGINT is the more specific (it widens to DOUBLE), as Java would choose.
    const Table integer = one.select("plusOne(id) as a, plusOne(1.5) as b, plusOne(2.5f) as c");
    EXPECT_EQ(integer.getSchema().getFieldType(0), Types::BIGINT());
    EXPECT_EQ(integer.getSchema().getFieldType(1), Types::DOUBLE());
    EXPECT_EQ(integer.getSchema().getFieldType(2), Types::DOUBLE());
    EXPECT_EQ(sortedRows(integer), (std::vector<std::string>{"2,2.5,3.5"}));
    EXPECT_EQ(errorOf<ValidationError>([&] { one.select("plusOne(last_name)"); }),
              "1:1: function 'plusOne' does not take (STRING); its signatures are plusOne(BIGINT), plusOne(DOUBLE)\n"
              "plusOne(last_name)\n"
              "^~~~~~~~~~~~~~~~~~");
}

struct Either : ScalarFunction {
    std::string eval(int64_t, double) const { return "long, double"; }
    std::string eval(double, int64_t) const { return "double, long"; }
    using Signatures = Overloads<std::string(int64_t, double), std::string(double, int64_t)>;
};

TEST(ScalarFunction, AnAmbiguousCallAsksForACast) {
    auto env = seedPeoples();
    env->registerFunction("either", Either{});
    const Table one = env->scan("peoples").filter("id = 1");
    EXPECT_EQ(sortedRows(one.select("either(id, 2.0)")), (std::vector<std::string>{"long, double"}));
    EXPECT_EQ(errorOf<ValidationError>([&] { one.select("either(id, id)"); }),
              "1:1: the call of 'either' with (INT, INT) fits several signatures equally well (either(BIGINT, DOUBLE), "
              "either(DOUBLE, BIGINT)); cast the arguments to choose one\n"
              "either(id, id)\n"
              "^~~~~~~~~~~~~~");
}

TEST(ScalarFunction, NullArgumentsAndResults) {
    auto env = seedPeoples();
    auto calls = std::make_shared<std::atomic<int>>(0);
    env->registerFunction("counted", [calls](int64_t x) {
        ++*calls;
        return x;
    });
    env->registerFunction("orZero", [](std::optional<int64_t> x) { return x.value_or(0); });
    env->registerFunction("evenOnly", [](int64_t x) { return x % 2 == 0 ? std::optional<int64_t>(x) : std::nullopt; });
    const Table three = env->scan("peoples").filter("id <= 3");
    // A NULL for a parameter that is no std::optional: NULL out, and the function is not called.
    EXPECT_EQ(sortedRows(three.select("counted(nullOf(BIGINT))")), (std::vector<std::string>{"null", "null", "null"}));
    EXPECT_EQ(calls->load(), 0);
    EXPECT_EQ(sortedRows(three.select("orZero(nullOf(BIGINT)), orZero(id)")),
              (std::vector<std::string>{"0,1", "0,2", "0,3"}));
    EXPECT_EQ(sortedRows(three.select("evenOnly(id)")), (std::vector<std::string>{"2", "null", "null"}));
}

TEST(ScalarFunction, TextTemporalAndDecimalTypes) {
    auto env = seedPeoples();
    env->registerFunction("shout", [](std::string_view s) {
        std::string out(s);
        for (char& c : out) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
        return out + "!";
    });
    env->registerFunction("initial", [](const std::string& s) { return std::string_view(s).substr(0, 1); });
    env->registerFunction("nextDay", [](Date d) { return Date{d.days + 1}; });
    env->registerFunction("nextSecond", [](Timestamp t) { return Timestamp{t.millis + 1000}; });
    env->registerFunction("addCent", [](Decimal<10, 2> d) { return Decimal<10, 2>{d.unscaled + 1}; });
    env->registerFunction("isEven", [](int32_t x) { return x % 2 == 0; });
    env->registerFunction("half", [](float x) { return x / 2; });
    const Table fox = env->scan("peoples").filter("id = 8");
    const Table out = fox.select(
        "shout(last_name), initial(country), nextDay('2020-02-28'.toDate), nextSecond('2020-12-31 "
        "23:59:59'.toTimestamp), "
        "addCent(12.34.cast(DECIMAL(10, 2))), isEven(id), half(3.0f)");
    EXPECT_EQ(sortedRows(out), (std::vector<std::string>{"FOX!,G,2020-02-29,2021-01-01 00:00:00.0,12.35,true,1.5"}));
    const TableSchema schema = out.getSchema();
    EXPECT_EQ(schema.getFieldType(0), Types::STRING());
    EXPECT_EQ(schema.getFieldType(2), Types::DATE());
    EXPECT_EQ(schema.getFieldType(3), Types::TIMESTAMP());
    EXPECT_EQ(schema.getFieldType(4), Types::DECIMAL(10, 2));
    EXPECT_EQ(schema.getFieldType(5), Types::BOOLEAN());
    EXPECT_EQ(schema.getFieldType(6), Types::FLOAT());
}

TEST(ScalarFunction, AThrowingFunctionNamesItselfAndTheCall) {
    auto env = seedPeoples();
    env->registerFunction("failOn", [](int32_t x) {
        if (x == 8) throw std::runtime_error("no Germans");
        return x;
    });
    env->registerFunction("failOdd", [](int32_t x) {
        if (x % 2 == 1) throw 42;
        return x;
    });
    EXPECT_EQ(sortedRows(env->scan("peoples").filter("id < 3").select("failOn(id)")),
              (std::vector<std::string>{"1", "2"}));
    const std::string message =
        errorOf<ExecutionError>([&] { sortedRows(env->sqlQuery("SELECT failOn(id) AS f FROM peoples")); });
    // id 8 is on the file's line 8.
    EXPECT_NE(message.find("function 'failOn' failed in 'failOn(id)' for (8) at " TABULA_TEST_DATA
                           "/seed_peoples.csv:8: no Germans"),
              std::string::npos)
        << message;
    EXPECT_NE(message.find("1:8"), std::string::npos) << message;  // where the call is written
    EXPECT_NE(errorOf<ExecutionError>([&] { sortedRows(env->scan("peoples").select("failOdd(id)")); })
                  .find("function 'failOdd' failed in 'failOdd(id)' for (1) at " TABULA_TEST_DATA
                        "/seed_peoples.csv:1 with an exception that is not a std::exception"),
              std::string::npos);
}

/// A failing row's place in its input, through the operators that pass rows on. failOn throws for id 8.
TEST(ScalarFunction, AFailingRowIsPlacedInItsInput) {
    auto env = seedPeoples();
    env->registerFunction("failOn", [](int32_t x) {
        if (x == 8) throw std::runtime_error("no eights");
        return x;
    });
    const auto failure = [&](const std::string& sql) {
        std::string message = errorOf<ExecutionError>([&] { sortedRows(env->sqlQuery(sql)); });
        return message.substr(0, message.find('\n'));
    };
    const std::string csv_line_8 = " at " TABULA_TEST_DATA "/seed_peoples.csv:8: no eights";
    // A filter that drops rows before the call: the 8 is the third row of id > 5, still the file's line 8.
    EXPECT_EQ(failure("SELECT failOn(id) FROM peoples WHERE id > 5"),
              "1:8: function 'failOn' failed in 'failOn(id)' for (8)" + csv_line_8);
    // A call above a projection and a filter of its own: each gives the row it was given back.
    EXPECT_EQ(failure("SELECT failOn(j) FROM (SELECT id + 1 AS j FROM peoples WHERE id > 3) WHERE j > 5"),
              "1:8: function 'failOn' failed in 'failOn(j)' for (8) at " TABULA_TEST_DATA
              "/seed_peoples.csv:7: no eights");
    // An in-memory table's rows by number: id 8 is the 8th row of the copy.
    env->executeSql("CREATE TABLE copy AS SELECT id FROM peoples");
    EXPECT_EQ(failure("SELECT failOn(id) FROM copy"),
              "1:8: function 'failOn' failed in 'failOn(id)' for (8) at row 8 of copy: no eights");
    // A JSON lines file's rows by line: id 8 is on line 3, after a blank line.
    const std::filesystem::path json = std::filesystem::temp_directory_path() / "tabula_failing_row.jsonl";
    std::ofstream(json) << "{\"id\": 7}\n\n{\"id\": 8}\n";
    env->executeSql("CREATE TABLE events (id INT) WITH ('connector' = 'filesystem', 'path' = '" + json.string() +
                    "', 'format' = 'json')");
    EXPECT_EQ(failure("SELECT failOn(id) FROM events"),
              "1:8: function 'failOn' failed in 'failOn(id)' for (8) at " + json.string() + ":3: no eights");
    std::filesystem::remove(json);
    // A row a join made is no one row of an input: the message gives the arguments only.
    EXPECT_EQ(failure("SELECT failOn(a.id) FROM peoples a JOIN peoples b ON a.id = b.id"),
              "1:8: function 'failOn' failed in 'failOn(a.id)' for (8): no eights");
}

TEST(ScalarFunction, RegistrationErrorsAndReplacing) {
    auto env = seedPeoples();
    auto twice = [](int64_t x) { return 2 * x; };
    env->registerFunction("twice", twice);
    EXPECT_EQ(errorOf<ValidationError>([&] { env->registerFunction("TWICE", twice); }),
              "a function named 'TWICE' already exists; replaceTemporarySystemFunction replaces it");
    EXPECT_EQ(errorOf<ValidationError>([&] { env->registerFunction("upper", twice); }),
              "a function named 'upper' already exists (a built-in one); replaceTemporarySystemFunction replaces it");
    EXPECT_EQ(errorOf<ValidationError>([&] { env->registerFunction("", twice); }), "a function name must not be empty");
    EXPECT_EQ(errorOf<ValidationError>([&] { env->replaceTemporarySystemFunction("sum", twice); }),
              "'sum' is the name of a built-in aggregate function; a scalar function cannot replace it");
    EXPECT_EQ(errorOf<ValidationError>([&] { env->dropTemporarySystemFunction("upper"); }),
              "'upper' is a built-in function; only registered functions can be dropped");
    EXPECT_FALSE(env->dropTemporarySystemFunction("never"));

    // Replacing a built-in in this environment only, and bringing it back by dropping the replacement.
    const Table fox = env->scan("peoples").filter("id = 8");
    env->replaceTemporarySystemFunction("upper", [](std::string_view) { return std::string("replaced"); });
    EXPECT_EQ(sortedRows(fox.select("upper(last_name)")), (std::vector<std::string>{"replaced"}));
    EXPECT_EQ(sortedRows(seedPeoples()->scan("peoples").filter("id = 8").select("upper(last_name)")),
              (std::vector<std::string>{"FOX"}));
    EXPECT_TRUE(env->dropTemporarySystemFunction("UPPER"));
    EXPECT_EQ(sortedRows(fox.select("upper(last_name)")), (std::vector<std::string>{"FOX"}));
    env->replaceTemporarySystemFunction("twice", [](int64_t x) { return 3 * x; });
    EXPECT_EQ(sortedRows(fox.select("twice(id)")), (std::vector<std::string>{"24"}));
}

TEST(ScalarFunction, LaterQueriesSeeChangesAndEarlierTablesKeepTheirFunction) {
    auto env = seedPeoples();
    const Table fox = env->scan("peoples").filter("id = 8");
    EXPECT_EQ(errorOf<ValidationError>([&] { fox.select("later(id)"); }).substr(0, 29),
              "1:1: unknown function 'later'");
    env->registerFunction("later", [](int64_t x) { return x * 10; });
    const Table bound = fox.select("later(id)");
    EXPECT_EQ(sortedRows(bound), (std::vector<std::string>{"80"}));
    EXPECT_NE(errorOf<ValidationError>([&] { fox.select("latter(id)"); }).find("did you mean 'later'?"),
              std::string::npos);
    EXPECT_TRUE(env->dropTemporarySystemFunction("later"));
    EXPECT_EQ(errorOf<ValidationError>([&] { fox.select("later(id)"); }).substr(0, 29),
              "1:1: unknown function 'later'");
    EXPECT_EQ(sortedRows(bound), (std::vector<std::string>{"80"}));
    // Another environment never sees this one's functions.
    env->registerFunction("mine", [](int64_t x) { return x; });
    EXPECT_EQ(errorOf<ValidationError>([&] { seedPeoples()->scan("peoples").select("mine(id)"); }).substr(0, 28),
              "1:1: unknown function 'mine'");
}

struct Counter : ScalarFunction {
    std::shared_ptr<std::atomic<int>> calls = std::make_shared<std::atomic<int>>(0);
    int64_t eval(int64_t x) const { return x + ++*calls * 0; }
    bool isDeterministic() const override { return false; }
};

TEST(ScalarFunction, ANonDeterministicFunctionRunsOncePerRow) {
    auto env = seedPeoples();
    Counter counter;
    env->registerFunction("counter", counter);
    EXPECT_EQ(sortedRows(env->scan("peoples").select("counter(7)")).size(), 20u);
    EXPECT_EQ(counter.calls->load(), 20);
}

}  // namespace
}  // namespace tabula
