// User-defined functions returning rows (a std::tuple): a scalar function through map, an aggregate function
// through aggregate, keyed and unkeyed; map and aggregate with functions of one value; NULLs; and the errors of
// calling each kind where another belongs. Over the seed's peoples.csv (ids 1..20; Germany: 8 Fox and 19 Evans,
// the rest the United States; 1 Reed, 2 Bradley). Expected rows worked out by hand.
#include <gtest/gtest.h>

#include <memory>
#include <optional>
#include <string>
#include <tuple>

#include "api_test_support.hpp"
#include "examples/split.hpp"
#include "examples/top2.hpp"
#include "tabula/tabula.hpp"

namespace tabula {
namespace {

using test::errorOf;
using test::sortedRows;

/// A name's initial and its length.
struct NameParts : ScalarFunction {
    std::tuple<std::string, int32_t> eval(std::string_view name) const {
        return {std::string(name.substr(0, 1)), static_cast<int32_t>(name.size())};
    }
};

struct Range {
    std::optional<int64_t> low;
    std::optional<int64_t> high;
};

/// The smallest and the largest value.
struct MinMax : AggregateFunction<std::tuple<std::optional<int64_t>, std::optional<int64_t>>, Range> {
    void accumulate(Range& range, int64_t v) const {
        if (!range.low || v < *range.low) range.low = v;
        if (!range.high || v > *range.high) range.high = v;
    }
    std::tuple<std::optional<int64_t>, std::optional<int64_t>> getValue(const Range& range) const {
        return {range.low, range.high};
    }
};

std::unique_ptr<TableEnvironment> peoples() {
    auto env = test::seedPeoples();
    env->registerFunction("nameParts", NameParts{});
    env->registerFunction("minMax", MinMax{});
    env->registerFunction("split", tabula_examples::Split{});
    env->registerFunction("top2", tabula_examples::Top2{});
    return env;
}

TEST(RowFunction, MapGivesTheColumnsOfEachRowsValue) {
    auto env = peoples();
    const Table two = env->scan("peoples").filter("id <= 2");
    const Table parts = two.map("nameParts(last_name) as (initial, length)");
    EXPECT_EQ(parts.getSchema().getFieldNames(), (std::vector<std::string>{"initial", "length"}));
    EXPECT_EQ(parts.getSchema().getFieldType(1), Types::INT());
    EXPECT_EQ(sortedRows(parts), (std::vector<std::string>{"B,7", "R,4"}));
    EXPECT_EQ(sortedRows(two.map(call("nameParts", {col("last_name")}))), (std::vector<std::string>{"B,7", "R,4"}));
    EXPECT_EQ(two.map("nameParts(last_name)").getSchema().getFieldNames(), (std::vector<std::string>{"f0", "f1"}));
    // A NULL argument the function does not take: a row of NULLs, as a scalar function gives NULL.
    EXPECT_EQ(sortedRows(env->scan("peoples").filter("id = 1").map("nameParts(nullOf(STRING))")),
              (std::vector<std::string>{"null,null"}));
    // A function of one value, built-in or not: one column.
    EXPECT_EQ(sortedRows(two.map("upper(last_name)")), (std::vector<std::string>{"BRADLEY", "REED"}));
    EXPECT_EQ(two.map("id + 1 as next").getSchema().getFieldNames(), (std::vector<std::string>{"next"}));
}

TEST(RowFunction, AggregateGivesTheColumnsOfEachGroupsValue) {
    auto env = peoples();
    const GroupedTable by_country = env->scan("peoples").groupBy("country");
    EXPECT_EQ(sortedRows(by_country.aggregate("minMax(id) as (lo, hi)").select("country, lo, hi")),
              (std::vector<std::string>{"Germany,8,19", "United States,1,20"}));
    EXPECT_EQ(sortedRows(by_country.aggregate(call("minMax", {col("id")}).as("lo", "hi")).select("hi")),
              (std::vector<std::string>{"19", "20"}));
    EXPECT_EQ(sortedRows(env->scan("peoples").aggregate("minMax(id)")), (std::vector<std::string>{"1,20"}));
    // Over no rows the unkeyed form still gives one row, a fresh accumulator's value.
    EXPECT_EQ(sortedRows(env->scan("peoples").filter("id > 100").aggregate("minMax(id)")),
              (std::vector<std::string>{"null,null"}));
    // An aggregate of one value: 8 + 19 = 27 for Germany, 210 - 27 = 183 for the United States.
    EXPECT_EQ(sortedRows(by_country.aggregate("id.sum as total").select("country, total")),
              (std::vector<std::string>{"Germany,27", "United States,183"}));
    EXPECT_EQ(env->scan("peoples").aggregate("id.count").getSchema().getFieldNames(), (std::vector<std::string>{"f0"}));
}

TEST(RowFunction, EachKindWhereItBelongs) {
    auto env = peoples();
    const Table table = env->scan("peoples");
    EXPECT_EQ(errorOf<ValidationError>([&] { table.map("split(last_name)"); }).substr(0, 61),
              "1:1: 'split' is a table function: flatMap(...) calls it, not ");
    EXPECT_EQ(errorOf<ValidationError>([&] { table.joinLateral("nameParts(last_name)"); }).substr(0, 73),
              "1:1: 'nameParts' is a scalar function returning several columns: map(...)");
    EXPECT_EQ(errorOf<ValidationError>([&] { table.select("nameParts(last_name)"); }).substr(0, 97),
              "1:1: 'nameParts' is a scalar function returning several columns: map(...) calls it, not in select");
    EXPECT_EQ(errorOf<ValidationError>([&] { table.groupBy("country").aggregate("top2(id)"); }).substr(0, 85),
              "1:1: 'top2' is a table aggregate function: flatAggregate(...) calls it, not aggregate");
    EXPECT_EQ(errorOf<ValidationError>([&] { table.groupBy("country").flatAggregate("minMax(id)"); }).substr(0, 67),
              "1:1: 'minMax' is an aggregate function returning several columns: a");
    EXPECT_EQ(errorOf<ValidationError>([&] { env->sqlQuery("SELECT minMax(id) FROM peoples"); }).substr(0, 97),
              "1:8: 'minMax' is an aggregate function returning several columns: aggregate(...) calls it after g");
    EXPECT_EQ(errorOf<ValidationError>([&] {
                  table.groupBy("country").aggregate("minMax(id) as (country, x)");
              }).substr(0, 63),
              "1:1: aggregate: the table already has a field 'country'; name t");
    // Registration names the kind as written.
    EXPECT_EQ(errorOf<ValidationError>([&] { env->registerFunction("nameParts", [](int64_t x) { return x; }); }),
              "'nameParts' is the name of a registered scalar function; a scalar function cannot take it");
    EXPECT_EQ(errorOf<ValidationError>([&] { env->registerFunction("minMax", tabula_examples::Top2{}); }).substr(0, 87),
              "'minMax' is the name of a registered aggregate function; a table aggregate function can");
}

}  // namespace
}  // namespace tabula
