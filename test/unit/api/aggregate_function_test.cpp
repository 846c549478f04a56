// User-defined aggregate functions over five rows (k, v BIGINT, w INT):
//   a 10 1 | a 20 3 | b 5 2 | b NULL 4 | c NULL 1
// through the Table API and SQL, grouped and global, over windows and with partial results merged; NULLs for
// optional and plain parameters, accumulators that live on the heap, STRING results, errors and registration.
// Expected values worked out by hand.
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "api_test_support.hpp"
#include "examples/weighted_avg.hpp"
#include "tabula/tabula.hpp"

namespace tabula {
namespace {

std::vector<std::vector<Value>> scoreRows() {
    return {{Value::string("a"), Value::bigint(10), Value::integer(1)},
            {Value::string("a"), Value::bigint(20), Value::integer(3)},
            {Value::string("b"), Value::bigint(5), Value::integer(2)},
            {Value::string("b"), Value::null(Types::BIGINT()), Value::integer(4)},
            {Value::string("c"), Value::null(Types::BIGINT()), Value::integer(1)}};
}

TableSchema scoreSchema() { return TableSchema({"k", "v", "w"}, {Types::STRING(), Types::BIGINT(), Types::INT()}); }

std::unique_ptr<TableEnvironment> scores() {
    auto env = std::make_unique<TableEnvironment>();
    env->getConfig().verify_plans = true;
    env->registerTable("scores", env->fromValues(scoreSchema(), scoreRows()));
    return env;
}

using test::errorOf;
using test::sortedRows;

using tabula_examples::WeightedAvg;
using tabula_examples::WeightedAvgAccumulator;

/// WeightedAvg without merge.
struct UnmergeableWeightedAvg : AggregateFunction<int64_t, WeightedAvgAccumulator> {
    void accumulate(WeightedAvgAccumulator& acc, int64_t value, int32_t weight) const {
        WeightedAvg().accumulate(acc, value, weight);
    }
    std::optional<int64_t> getValue(const WeightedAvgAccumulator& acc) const { return WeightedAvg().getValue(acc); }
};

/// Counts the NULL inputs: its parameter is optional, so NULLs reach it; no rows give 0, not NULL.
struct CountNulls : AggregateFunction<int64_t, int64_t> {
    void accumulate(int64_t& nulls, std::optional<int64_t> value) const { nulls += value.has_value() ? 0 : 1; }
    int64_t getValue(const int64_t& nulls) const { return nulls; }
};

/// The values in ascending order, comma-separated: an accumulator that must live on the heap, a STRING result.
struct SortedList : AggregateFunction<std::string, std::vector<int64_t>> {
    void accumulate(std::vector<int64_t>& values, int64_t value) const { values.push_back(value); }
    std::string getValue(const std::vector<int64_t>& values) const {
        std::vector<int64_t> sorted = values;
        std::sort(sorted.begin(), sorted.end());
        std::string out;
        for (int64_t value : sorted) out += (out.empty() ? "" : ",") + std::to_string(value);
        return out;
    }
    void merge(std::vector<int64_t>& values, const std::vector<int64_t>& other) const {
        values.insert(values.end(), other.begin(), other.end());
    }
};

struct Sum : AggregateFunction<int64_t, int64_t> {
    void accumulate(int64_t& sum, int64_t value) const { sum += value; }
    int64_t getValue(const int64_t& sum) const { return sum; }
    void merge(int64_t& sum, const int64_t& other) const { sum += other; }
};

/// A sum that starts at 100: createAccumulator decides each accumulator's first value.
struct SumFrom100 : AggregateFunction<int64_t, int64_t> {
    int64_t createAccumulator() const { return 100; }
    void accumulate(int64_t& sum, int64_t value) const { sum += value; }
    int64_t getValue(const int64_t& sum) const { return sum; }
};

/// A sum with retract and no merge: sliding frames take rows back out of one accumulator.
struct RetractingSum : AggregateFunction<int64_t, int64_t> {
    void accumulate(int64_t& sum, int64_t value) const { sum += value; }
    void retract(int64_t& sum, int64_t value) const { sum -= value; }
    int64_t getValue(const int64_t& sum) const { return sum; }
};

/// The values in ascending order, with retract and no merge: a STRING result of an accumulator that changes.
struct RetractingList : AggregateFunction<std::string, std::vector<int64_t>> {
    void accumulate(std::vector<int64_t>& values, int64_t value) const { values.push_back(value); }
    void retract(std::vector<int64_t>& values, int64_t value) const {
        values.erase(std::find(values.begin(), values.end(), value));
    }
    std::string getValue(const std::vector<int64_t>& values) const { return SortedList().getValue(values); }
};

struct Throwing : AggregateFunction<int64_t, int64_t> {
    void accumulate(int64_t&, int64_t value) const {
        if (value == 20) throw std::runtime_error("20 is not allowed");
    }
    int64_t getValue(const int64_t&) const { return 0; }
};

TEST(AggregateFunction, GroupedAndGlobalThroughTheTableApiAndSql) {
    auto env = scores();
    env->createTemporarySystemFunction("wAvg", WeightedAvg{});
    const Table scores = env->scan("scores");
    // a: (10*1 + 20*3) / (1 + 3) = 17; b: the NULL row is skipped, 5*2 / 2 = 5; c: no row left, NULL.
    const std::vector<std::string> grouped{"a,17", "b,5", "c,null"};
    EXPECT_EQ(sortedRows(scores.groupBy("k").select("k, wAvg(v, w)")), grouped);
    EXPECT_EQ(sortedRows(scores.groupBy("k").select("k, v.wavg(w)")), grouped);
    EXPECT_EQ(sortedRows(scores.groupBy("k").select({col("k"), call("WAVG", {col("v"), col("w")})})), grouped);
    EXPECT_EQ(sortedRows(env->sqlQuery("SELECT k, wavg(v, w) FROM scores GROUP BY k")), grouped);
    // (10 + 60 + 10) / (1 + 3 + 2) = 13, and arithmetic over the aggregate.
    EXPECT_EQ(sortedRows(scores.select("wAvg(v, w) + 1")), (std::vector<std::string>{"14"}));
    EXPECT_EQ(sortedRows(env->sqlQuery("SELECT k FROM scores GROUP BY k HAVING wavg(v, w) > 10")),
              (std::vector<std::string>{"a"}));
    // No rows at all: the value of a fresh accumulator.
    EXPECT_EQ(sortedRows(env->sqlQuery("SELECT wavg(v, w) FROM scores WHERE k = 'x'")),
              (std::vector<std::string>{"null"}));
    EXPECT_EQ(scores.groupBy("k").select("k, wAvg(v, w) as a").getSchema().getFieldType(1), Types::BIGINT());
}

TEST(AggregateFunction, NullsReachOptionalParametersOnly) {
    auto env = scores();
    env->registerFunction("countNulls", CountNulls{});
    EXPECT_EQ(sortedRows(env->scan("scores").groupBy("k").select("k, countNulls(v)")),
              (std::vector<std::string>{"a,0", "b,1", "c,1"}));
    EXPECT_EQ(sortedRows(env->sqlQuery("SELECT countNulls(v) FROM scores WHERE k = 'x'")),
              (std::vector<std::string>{"0"}));
    // A correlated subquery over no rows: the value of a fresh accumulator, 0, not NULL.
    EXPECT_EQ(sortedRows(env->sqlQuery("SELECT k, (SELECT countNulls(v) FROM scores i WHERE i.k = o.k AND i.w > 3) "
                                       "FROM scores o WHERE o.w = 1")),
              (std::vector<std::string>{"a,0", "c,0"}));
    // FILTER leaves rows out by making their arguments NULL, which this function would see.
    EXPECT_EQ(errorOf<ValidationError>([&] { env->sqlQuery("SELECT countNulls(v) FILTER (WHERE w > 1) FROM scores"); }),
              "1:36: FILTER is not supported for 'countNulls': it takes NULL arguments (a std::optional parameter), "
              "so the rows FILTER leaves out would still reach it\n"
              "SELECT countNulls(v) FILTER (WHERE w > 1) FROM scores\n"
              "                                   ^~~~~");
    env->registerFunction("wavg", WeightedAvg{});
    // a: only (20, 3) is left; b: (5, 2); c: nothing.
    EXPECT_EQ(sortedRows(env->sqlQuery("SELECT k, wavg(v, w) FILTER (WHERE w > 1) FROM scores GROUP BY k")),
              (std::vector<std::string>{"a,20", "b,5", "c,null"}));
}

TEST(AggregateFunction, HeapAccumulatorsAndStringResults) {
    auto env = scores();
    env->registerFunction("sortedList", SortedList{});
    EXPECT_EQ(sortedRows(env->sqlQuery("SELECT k, sortedList(v) FROM scores GROUP BY k")),
              (std::vector<std::string>{"a,10,20", "b,5", "c,"}));
    EXPECT_EQ(sortedRows(env->sqlQuery("SELECT sortedList(v) FROM scores")), (std::vector<std::string>{"5,10,20"}));
    env->registerFunction("sumFrom100", SumFrom100{});
    // a 100 + 10 + 20, b 100 + 5, c 100 (its one value is NULL)
    EXPECT_EQ(sortedRows(env->sqlQuery("SELECT k, sumFrom100(v) FROM scores GROUP BY k")),
              (std::vector<std::string>{"a,130", "b,105", "c,100"}));
}

TEST(AggregateFunction, PartialResultsFromSeveralPipelinesMerge) {
    auto env = scores();
    env->registerFunction("wAvg", WeightedAvg{});
    env->registerFunction("sortedList", SortedList{});
    env->registerFunction("unmergeable", UnmergeableWeightedAvg{});
    const Table twice = env->scan("scores").unionAll(env->scan("scores").filter("k = 'a'"));
    // a twice: (70 + 70) / (4 + 4) = 17; the lists of both inputs together.
    EXPECT_EQ(sortedRows(twice.groupBy("k").select("k, wAvg(v, w), sortedList(v)")),
              (std::vector<std::string>{"a,17,10,10,20,20", "b,5,5", "c,null,"}));
    EXPECT_EQ(sortedRows(twice.select("sortedList(v)")), (std::vector<std::string>{"5,10,10,20,20"}));
    EXPECT_EQ(sortedRows(env->scan("scores").groupBy("k").select("k, unmergeable(v, w)")),
              (std::vector<std::string>{"a,17", "b,5", "c,null"}));
    EXPECT_EQ(errorOf<ExecutionError>([&] { sortedRows(twice.groupBy("k").select("k, unmergeable(v, w)")); }),
              "1:4: aggregate function 'unmergeable' has no merge method, which 'unmergeable(v, w)' needs here: "
              "partial results of it are combined (its rows come from several pipelines, such as the inputs of a "
              "UNION ALL, or it runs over a sliding window frame, where a retract method would do instead)\n"
              "k, unmergeable(v, w)\n"
              "   ^~~~~~~~~~~~~~~~~");
}

TEST(AggregateFunction, OverWindows) {
    auto env = scores();
    env->registerFunction("mySum", Sum{});
    env->registerFunction("wAvg", WeightedAvg{});
    // Running sums of v by k in v order (NULLs first ascending): a 10, 30; b NULL -> 0, 5; c 0.
    EXPECT_EQ(sortedRows(env->sqlQuery("SELECT k, v, mySum(v) OVER (PARTITION BY k ORDER BY v) FROM scores")),
              (std::vector<std::string>{"a,10,10", "a,20,30", "b,5,5", "b,null,0", "c,null,0"}));
    // A sliding frame of the row and the one before, merged from partial sums; in (w, v) order the rows are
    // c NULL, a 10, b 5, a 20, b NULL.
    EXPECT_EQ(sortedRows(env->sqlQuery("SELECT k, v, mySum(v) OVER (ORDER BY w, v ROWS BETWEEN 1 PRECEDING AND CURRENT "
                                       "ROW) FROM scores")),
              (std::vector<std::string>{"a,10,10", "a,20,25", "b,5,15", "b,null,20", "c,null,0"}));
    // With retract instead of merge; in (w, v) order the rows are c NULL, a 10, b 5, a 20, b NULL.
    env->registerFunction("retractingSum", RetractingSum{});
    env->registerFunction("retractingList", RetractingList{});
    const auto over = [&](const std::string& call, const std::string& frame) {
        return sortedRows(
            env->sqlQuery("SELECT k, v, " + call + " OVER (ORDER BY w, v ROWS BETWEEN " + frame + ") FROM scores"));
    };
    EXPECT_EQ(over("retractingSum(v)", "1 PRECEDING AND CURRENT ROW"),
              (std::vector<std::string>{"a,10,10", "a,20,25", "b,5,15", "b,null,20", "c,null,0"}));
    EXPECT_EQ(over("retractingSum(v)", "2 PRECEDING AND 1 PRECEDING"),
              (std::vector<std::string>{"a,10,0", "a,20,15", "b,5,10", "b,null,25", "c,null,0"}));
    EXPECT_EQ(over("retractingSum(v)", "1 FOLLOWING AND 2 FOLLOWING"),
              (std::vector<std::string>{"a,10,25", "a,20,0", "b,5,20", "b,null,0", "c,null,15"}));
    EXPECT_EQ(over("retractingList(v)", "1 PRECEDING AND CURRENT ROW"),
              (std::vector<std::string>{"a,10,10", "a,20,5,20", "b,5,5,10", "b,null,20", "c,null,"}));
    EXPECT_EQ(errorOf<ValidationError>([&] { env->sqlQuery("SELECT wavg(v, w) OVER (ORDER BY v) FROM scores"); }),
              "1:8: aggregate function 'wAvg' with several arguments is not supported over a window\n"
              "SELECT wavg(v, w) OVER (ORDER BY v) FROM scores\n"
              "       ^~~~~~~~~~");
}

TEST(AggregateFunction, ExceptionsNameTheFunctionAndTheCall) {
    auto env = scores();
    env->registerFunction("risky", Throwing{});
    EXPECT_EQ(errorOf<ExecutionError>([&] { sortedRows(env->sqlQuery("SELECT k, risky(v) FROM scores GROUP BY k")); }),
              "1:11: aggregate function 'risky' failed in 'risky(v)' for (20) at row 2 of values: 20 is not allowed\n"
              "SELECT k, risky(v) FROM scores GROUP BY k\n"
              "          ^~~~~~~~");
    // The environment goes on working.
    EXPECT_EQ(sortedRows(env->sqlQuery("SELECT risky(v) FROM scores WHERE v < 20")), (std::vector<std::string>{"0"}));
}

TEST(AggregateFunction, CallsThatDoNotFitAreBindErrors) {
    auto env = scores();
    env->registerFunction("wAvg", WeightedAvg{});
    EXPECT_EQ(errorOf<ValidationError>([&] { env->sqlQuery("SELECT wavg(v) FROM scores"); }),
              "1:8: function 'wAvg' does not take (BIGINT); its signatures are wAvg(BIGINT, INT)\n"
              "SELECT wavg(v) FROM scores\n"
              "       ^~~~~~~");
    EXPECT_EQ(errorOf<ValidationError>([&] { env->sqlQuery("SELECT wavg(DISTINCT v, w) FROM scores"); }),
              "1:8: DISTINCT takes one argument; 'wavg' has 2\n"
              "SELECT wavg(DISTINCT v, w) FROM scores\n"
              "       ^~~~~~~~~~~~~~~~~~~");
    EXPECT_EQ(errorOf<ValidationError>([&] { env->sqlQuery("SELECT k, wavg(v, w) FROM scores"); }),
              "1:8: field 'k' is neither in the group keys nor inside an aggregate function\n"
              "SELECT k, wavg(v, w) FROM scores\n"
              "       ^");
}

TEST(AggregateFunction, Registration) {
    auto env = scores();
    EXPECT_EQ(errorOf<ValidationError>([&] { env->registerFunction("SUM", Sum{}); }),
              "a function named 'SUM' already exists (a built-in one); replaceTemporarySystemFunction replaces it");
    EXPECT_EQ(errorOf<ValidationError>([&] { env->registerFunction("upper", Sum{}); }),
              "'upper' is the name of a built-in scalar function; an aggregate function cannot take it");
    env->registerFunction("mySum", Sum{});
    EXPECT_EQ(errorOf<ValidationError>([&] { env->registerFunction("mysum", [](int64_t x) { return x; }); }),
              "'mysum' is the name of a registered aggregate function; a scalar function cannot take it");
    EXPECT_EQ(errorOf<ValidationError>([&] { env->registerFunction("mysum", WeightedAvg{}); }),
              "a function named 'mysum' already exists; replaceTemporarySystemFunction replaces it");
    // Replacing a built-in aggregate in this environment, then dropping the replacement brings it back.
    env->replaceTemporarySystemFunction("sum", CountNulls{});
    const Table before = env->sqlQuery("SELECT sum(v) FROM scores");
    EXPECT_EQ(sortedRows(before), (std::vector<std::string>{"2"}));
    EXPECT_TRUE(env->dropTemporarySystemFunction("SUM"));
    EXPECT_EQ(sortedRows(env->sqlQuery("SELECT sum(v) FROM scores")), (std::vector<std::string>{"35"}));
    EXPECT_EQ(sortedRows(before), (std::vector<std::string>{"2"}));  // bound before the drop: still the replacement
    EXPECT_TRUE(env->dropTemporarySystemFunction("mysum"));
    EXPECT_FALSE(env->dropTemporarySystemFunction("mysum"));
    EXPECT_EQ(errorOf<ValidationError>([&] { env->sqlQuery("SELECT mysum(v) FROM scores"); }).substr(0, 30),
              "1:8: unknown function 'mysum';");
    // Another environment never sees them.
    TableEnvironment other;
    other.registerTable("scores", other.fromValues(scoreSchema(), scoreRows()));
    env->registerFunction("wAvg", WeightedAvg{});
    EXPECT_EQ(errorOf<ValidationError>([&] { other.sqlQuery("SELECT wavg(v, w) FROM scores"); }).substr(0, 29),
              "1:8: unknown function 'wavg';");
}

}  // namespace
}  // namespace tabula
