// User-defined table aggregate functions: Flink's Top2 (examples/top2.hpp) through groupBy(...).flatAggregate and
// the unkeyed flatAggregate, over a CSV file (string keys) and rows in memory; NULLs, text rows, the errors of
// binding and of a throwing function, and registration. Expected rows worked out by hand.
#include <gtest/gtest.h>

#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <tuple>

#include "api_test_support.hpp"
#include "examples/top2.hpp"
#include "tabula/tabula.hpp"

namespace tabula {
namespace {

using tabula_examples::Top2;
using test::errorOf;
using test::sortedRows;

/// The seed's peoples.csv (ids 1..20; Germany: 8 Fox and 19 Evans, the rest the United States) and scores in
/// memory: a 5, a 9, a NULL, b 7, c NULL.
std::unique_ptr<TableEnvironment> environment() {
    auto env = test::seedPeoples();
    TableSchema schema({"k", "v"}, {Types::STRING(), Types::BIGINT()});
    env->registerTable("scores", env->fromValues(schema, {{Value::string("a"), Value::bigint(5)},
                                                          {Value::string("a"), Value::bigint(9)},
                                                          {Value::string("a"), Value::null(Types::BIGINT())},
                                                          {Value::string("b"), Value::bigint(7)},
                                                          {Value::string("c"), Value::null(Types::BIGINT())}}));
    env->registerFunction("top2", Top2{});
    return env;
}

TEST(TableAggregateFunction, Top2PerGroupInEveryForm) {
    auto env = environment();
    const std::vector<std::string> expected{"Germany,19,1", "Germany,8,2", "United States,18,2", "United States,20,1"};
    const GroupedTable by_country = env->scan("peoples").groupBy("country");
    EXPECT_EQ(sortedRows(by_country.flatAggregate("top2(id) as (v, rank)").select("country, v, rank")), expected);
    EXPECT_EQ(
        sortedRows(by_country.flatAggregate(call("top2", {col("id")}).as("v", "rank")).select("country, v, rank")),
        expected);
    EXPECT_EQ(sortedRows(by_country.flatAggregate("id.top2() as (v, rank)")), expected);
    // Without an alias the columns are f0, f1; the keys come first.
    const Table unnamed = by_country.flatAggregate("top2(id)");
    EXPECT_EQ(unnamed.getSchema().getFieldNames(), (std::vector<std::string>{"country", "f0", "f1"}));
    EXPECT_EQ(unnamed.getSchema().getFieldType(1), Types::BIGINT());
    EXPECT_EQ(unnamed.getSchema().getFieldType(2), Types::INT());
    // A key that is an expression is named _c<position>; several keys.
    EXPECT_EQ(sortedRows(env->scan("peoples").groupBy("id % 2").flatAggregate("top2(id) as (v, rank)")),
              (std::vector<std::string>{"0,18,2", "0,20,1", "1,17,2", "1,19,1"}));
    EXPECT_EQ(env->scan("peoples").groupBy("id % 2").flatAggregate("top2(id)").getSchema().getFieldName(0), "_c0");
    EXPECT_EQ(sortedRows(env->scan("peoples")
                             .filter("id > 16")
                             .groupBy("country, gender")
                             .flatAggregate("top2(id) as (v, rank)")
                             .select("country, gender, v")),
              (std::vector<std::string>{"Germany,Male,19", "United States,Male,18", "United States,Male,20"}));
}

TEST(TableAggregateFunction, UnkeyedOverEveryRow) {
    auto env = environment();
    EXPECT_EQ(sortedRows(env->scan("peoples").flatAggregate("top2(id) as (v, rank)")),
              (std::vector<std::string>{"19,2", "20,1"}));
    // No rows: one group still, whose fresh accumulator Top2 emits nothing for.
    EXPECT_EQ(sortedRows(env->scan("peoples").filter("id > 100").flatAggregate("top2(id)")),
              (std::vector<std::string>{}));
    // Rows from two pipelines (the inputs of a UNION ALL) reach one accumulator.
    const Table low = env->scan("peoples").filter("id <= 3").select("id");
    const Table high = env->scan("peoples").filter("id >= 19").select("id");
    EXPECT_EQ(sortedRows(low.unionAll(high).flatAggregate("top2(id) as (v, rank)")),
              (std::vector<std::string>{"19,2", "20,1"}));
}

struct Count : TableAggregateFunction<int64_t, int64_t> {
    void accumulate(int64_t& n, std::optional<int64_t>) const { ++n; }
    void emitValue(const int64_t& n, Collector<int64_t>& out) const { out.collect(n); }
};

/// Emits "k=v" once per value and then the count, to show text rows and NULL skipping.
struct Listing : TableAggregateFunction<std::tuple<std::string, std::optional<int64_t>>, std::vector<int64_t>> {
    void accumulate(std::vector<int64_t>& values, int64_t v) const { values.push_back(v); }
    void emitValue(const std::vector<int64_t>& values, Collector<Row>& out) const {
        for (int64_t v : values) out.collect({"value " + std::to_string(v), v});
        out.collect({"count", std::nullopt});
    }
};

TEST(TableAggregateFunction, NullsTextAndAccumulatorsOnTheHeap) {
    auto env = environment();
    env->registerFunction("countAll", Count{});
    env->registerFunction("listing", Listing{});
    // A std::optional parameter sees NULLs: a has 3 rows, c 1.
    EXPECT_EQ(sortedRows(env->scan("scores").groupBy("k").flatAggregate("countAll(v) as n")),
              (std::vector<std::string>{"a,3", "b,1", "c,1"}));
    // Without keys over no rows: one row from a fresh accumulator.
    EXPECT_EQ(sortedRows(env->scan("scores").filter("k = 'x'").flatAggregate("countAll(v)")),
              (std::vector<std::string>{"0"}));
    // Any other parameter skips them: c's group has no value, and still emits its count row.
    EXPECT_EQ(sortedRows(env->scan("scores").groupBy("k").flatAggregate("listing(v) as (label, value)")),
              (std::vector<std::string>{"a,count,null", "a,value 5,5", "a,value 9,9", "b,count,null", "b,value 7,7",
                                        "c,count,null"}));
    EXPECT_EQ(sortedRows(env->scan("scores").groupBy("k").flatAggregate("top2(v) as (v2, rank)")),
              (std::vector<std::string>{"a,5,2", "a,9,1", "b,7,1"}));
}

TEST(TableAggregateFunction, BindingErrors) {
    auto env = environment();
    env->registerFunction("plusOne", [](int64_t x) { return x + 1; });
    const GroupedTable grouped = env->scan("peoples").groupBy("country");
    EXPECT_EQ(errorOf<ValidationError>([&] { grouped.flatAggregate("tpo2(id)"); }),
              "1:1: unknown table aggregate function 'tpo2'; did you mean 'top2'?\n"
              "tpo2(id)\n"
              "^~~~~~~~");
    EXPECT_EQ(errorOf<ValidationError>([&] { grouped.flatAggregate("sum(id)"); }).substr(0, 99),
              "1:1: 'sum' is an aggregate function; only a table aggregate function can be called by flatAggregate");
    EXPECT_EQ(errorOf<ValidationError>([&] { grouped.flatAggregate("plusOne(id)"); }).substr(0, 99),
              "1:1: 'plusOne' is a scalar function; only a table aggregate function can be called by flatAggregate");
    EXPECT_EQ(errorOf<ValidationError>([&] { grouped.flatAggregate("top2(last_name)"); }),
              "1:1: function 'top2' does not take (STRING); its signatures are top2(BIGINT)\n"
              "top2(last_name)\n"
              "^~~~~~~~~~~~~~~");
    EXPECT_EQ(errorOf<ValidationError>([&] { grouped.flatAggregate("top2(id) as v"); }).substr(0, 71),
              "1:1: 1 name is given for the columns of 'top2', which gives 2 columns\nt");
    EXPECT_EQ(errorOf<ValidationError>([&] { grouped.flatAggregate("top2(id) as (country, rank)"); }).substr(0, 103),
              "1:1: flatAggregate: the table already has a field 'country'; name the function's columns apart with "
              ".as");
    EXPECT_EQ(errorOf<ValidationError>([&] { grouped.flatAggregate("top2(id.sum)"); }).substr(0, 91),
              "1:6: aggregate function 'sum' is not allowed in the arguments of a table aggregate function");
    EXPECT_EQ(errorOf<ValidationError>([&] { grouped.flatAggregate("top2(nope)"); }).substr(0, 26),
              "1:6: unknown field 'nope'.");
    EXPECT_EQ(errorOf<ValidationError>([&] { env->sqlQuery("SELECT top2(id) FROM peoples"); }).substr(0, 111),
              "1:8: 'top2' is a table aggregate function: it is called by flatAggregate(...) after groupBy or on a "
              "whole table");
}

TEST(TableAggregateFunction, AThrowingFunctionNamesItselfAndTheCall) {
    auto env = environment();
    struct FailOn8 : TableAggregateFunction<int32_t, int32_t> {
        void accumulate(int32_t& acc, int32_t id) const {
            if (id == 8) throw std::runtime_error("no eights");
            acc = id;
        }
        void emitValue(const int32_t& acc, Collector<int32_t>& out) const {
            if (acc == 19) throw std::runtime_error("no emitting 19");
            out.collect(acc);
        }
    };
    env->registerFunction("failOn8", FailOn8{});
    const std::string message = errorOf<ExecutionError>(
        [&] { sortedRows(env->scan("peoples").groupBy("country").flatAggregate("failOn8(id) as x")); });
    EXPECT_NE(message.find("1:1: table aggregate function 'failOn8' failed in 'failOn8(id)' for (8): no eights"),
              std::string::npos)
        << message;
    const std::string emitting = errorOf<ExecutionError>(
        [&] { sortedRows(env->scan("peoples").filter("id <> 8").groupBy("country").flatAggregate("failOn8(id)")); });
    EXPECT_NE(emitting.find("table aggregate function 'failOn8' failed in 'failOn8(id)': no emitting 19"),
              std::string::npos)
        << emitting;
}

TEST(TableAggregateFunction, RegistrationBesideOtherKinds) {
    auto env = environment();
    EXPECT_EQ(errorOf<ValidationError>([&] { env->registerFunction("TOP2", Count{}); }),
              "a function named 'TOP2' already exists; replaceTemporarySystemFunction replaces it");
    EXPECT_EQ(errorOf<ValidationError>([&] { env->registerFunction("top2", [](int64_t x) { return x; }); }),
              "'top2' is the name of a registered table aggregate function; a scalar function cannot take it");
    EXPECT_EQ(errorOf<ValidationError>([&] { env->registerFunction("max", Count{}); }),
              "'max' is the name of a built-in aggregate function; a table aggregate function cannot take it");
    const Table bound = env->scan("peoples").flatAggregate("top2(id)");
    env->replaceTemporarySystemFunction("top2", Count{});
    EXPECT_EQ(sortedRows(env->scan("peoples").flatAggregate("top2(id)")), (std::vector<std::string>{"20"}));
    EXPECT_TRUE(env->dropTemporarySystemFunction("top2"));
    EXPECT_EQ(errorOf<ValidationError>([&] { env->scan("peoples").flatAggregate("top2(id)"); }).substr(0, 44),
              "1:1: unknown table aggregate function 'top2'");
    // A table bound before keeps calling the function it bound.
    EXPECT_EQ(sortedRows(bound), (std::vector<std::string>{"19,2", "20,1"}));
}

}  // namespace
}  // namespace tabula
