// Aggregates over sample inputs: COUNT, SUM, SUM0, AVG, MIN, MAX and the variance family, with Flink's result
// types, empty-input behaviour, NULLs skipped, overflow errors, and merging of partial states.
#include <cmath>
#include <cstring>
#include <limits>

#include "test/unit/functions/function_test_support.hpp"

namespace tabula::exec::testing {
namespace {

/// Runs the aggregate both in one state and split into two merged states; both must agree.
Value agg(std::string_view name, DataType type, const std::vector<Value>& inputs, std::string text = "agg(x)") {
    Value whole = aggregate(name, type, inputs, false, text);
    Value merged = aggregate(name, type, inputs, true, text);
    EXPECT_EQ(whole, merged) << name;
    return whole;
}

std::string aggError(std::string_view name, DataType type, const std::vector<Value>& inputs, bool split,
                     std::string text) {
    try {
        aggregate(name, type, inputs, split, text);
    } catch (const ExecutionError& e) {
        return e.what();
    }
    return "";
}

const std::vector<Value> kNone;

TEST(CountAggregate, RowsAndValues) {
    EXPECT_EQ(aggregateType("count", {}), Types::BIGINT());
    EXPECT_EQ(agg("count", DataType(), {Value(), Value(), Value()}), i64(3));  // count(*)
    EXPECT_EQ(agg("count", Types::INT(), {i32(1), null(Types::INT()), i32(3)}), i64(2));
    EXPECT_EQ(agg("count", Types::STRING(), kNone), i64(0));
    EXPECT_EQ(agg("COUNT", DataType(), kNone), i64(0));
    EXPECT_EQ(aggregateBindError("count", {Types::INT(), Types::INT()}),
              "function 'count' expects 0 to 1 arguments but got 2 (INT, INT)");
}

TEST(SumAggregate, TypesAndEmptyInput) {
    EXPECT_EQ(aggregateType("sum", {Types::SMALLINT()}), Types::SMALLINT());
    EXPECT_EQ(aggregateType("sum", {Types::FLOAT()}), Types::FLOAT());
    EXPECT_EQ(aggregateType("sum", {Types::DECIMAL(5, 2)}), Types::DECIMAL(38, 2));
    EXPECT_EQ(agg("sum", Types::INT(), {i32(1), i32(2), null(Types::INT()), i32(3)}), i32(6));
    EXPECT_EQ(agg("sum", Types::INT(), kNone), null(Types::INT()));
    EXPECT_EQ(agg("sum", Types::INT(), {null(Types::INT())}), null(Types::INT()));
    EXPECT_EQ(agg("sum0", Types::INT(), kNone), i32(0));
    EXPECT_EQ(agg("$SUM0", Types::INT(), {i32(4)}), i32(4));
    EXPECT_EQ(agg("sum", Types::TINYINT(), {Value::tinyint(100), Value::tinyint(27)}), Value::tinyint(127));
    EXPECT_EQ(agg("sum", Types::DOUBLE(), {f64(0.5), f64(0.25)}), f64(0.75));
    EXPECT_EQ(agg("sum", Types::FLOAT(), {f32(1.5f), f32(2.5f)}), f32(4.0f));
    EXPECT_EQ(agg("sum", Types::DECIMAL(5, 2), {dec("1.25", 5, 2), dec("2.50", 5, 2)}), dec("3.75", 38, 2));
    EXPECT_EQ(agg("sum0", Types::DECIMAL(5, 2), kNone), dec("0.00", 38, 2));
    EXPECT_EQ(agg("sum0", Types::DOUBLE(), kNone), f64(0.0));
}

TEST(SumAggregate, OverflowNamesTheCall) {
    std::vector<Value> inputs = {Value::tinyint(100), Value::tinyint(28)};
    EXPECT_EQ(aggError("sum", Types::TINYINT(), inputs, false, "sum(t)"), "integer overflow in 'sum(t)'");
    EXPECT_EQ(aggError("sum", Types::TINYINT(), inputs, true, "sum(t)"), "integer overflow in 'sum(t)'");  // in merge
    EXPECT_EQ(aggError("sum", Types::BIGINT(), {i64(std::numeric_limits<int64_t>::max()), i64(1)}, false, "x.sum"),
              "integer overflow in 'x.sum'");
    Value big = dec("99999999999999999999999999999999999999", 38, 0);
    EXPECT_EQ(aggError("sum", Types::DECIMAL(38, 0), {big, big}, false, "sum(d)"),
              "decimal overflow in 'sum(d)': the result needs more than 38 digits");
}

TEST(SumAggregate, BindErrors) {
    EXPECT_EQ(aggregateBindError("sum", {Types::STRING()}), "function 'sum' expects a numeric type but got STRING");
    EXPECT_EQ(aggregateBindError("avg", {DataType()}), "function 'avg' expects a numeric type but got NULL");
    EXPECT_EQ(aggregateBindError("stddevPop", {Types::DATE()}),
              "function 'stddevPop' expects a numeric type but got DATE");
}

TEST(AvgAggregate, KeepsTheInputTypeExceptDecimalScalesBelowSix) {
    EXPECT_EQ(aggregateType("avg", {Types::INT()}), Types::INT());
    EXPECT_EQ(aggregateType("avg", {Types::DECIMAL(5, 2)}), Types::DECIMAL(38, 6));
    EXPECT_EQ(aggregateType("avg", {Types::DECIMAL(12, 8)}), Types::DECIMAL(38, 8));
    EXPECT_EQ(agg("avg", Types::INT(), {i32(1), i32(2)}), i32(1));
    EXPECT_EQ(agg("avg", Types::INT(), {i32(1), i32(2), i32(4)}), i32(2));
    EXPECT_EQ(agg("avg", Types::INT(), {i32(-1), i32(-2)}), i32(-1));  // toward zero
    EXPECT_EQ(agg("avg", Types::BIGINT(),
                  {i64(std::numeric_limits<int64_t>::max()), i64(std::numeric_limits<int64_t>::max())}),
              i64(std::numeric_limits<int64_t>::max()));
    EXPECT_EQ(agg("avg", Types::DOUBLE(), {f64(1), f64(2)}), f64(1.5));
    EXPECT_EQ(agg("avg", Types::FLOAT(), {f32(1), f32(2), null(Types::FLOAT())}), f32(1.5f));
    EXPECT_EQ(agg("avg", Types::DECIMAL(5, 2), {dec("1.00", 5, 2), dec("2.00", 5, 2), dec("2.00", 5, 2)}),
              dec("1.666667", 38, 6));
    EXPECT_EQ(agg("avg", Types::DECIMAL(5, 2), {dec("-0.01", 5, 2), dec("-0.02", 5, 2), dec("0.00", 5, 2)}),
              dec("-0.010000", 38, 6));
    EXPECT_EQ(agg("avg", Types::DECIMAL(12, 8), {dec("0.00000001", 12, 8), dec("0.00000002", 12, 8)}),
              dec("0.00000002", 38, 8));  // half away from zero
    EXPECT_EQ(agg("avg", Types::DECIMAL(12, 8), {dec("-0.00000001", 12, 8), dec("-0.00000002", 12, 8)}),
              dec("-0.00000002", 38, 8));
    EXPECT_EQ(agg("avg", Types::INT(), kNone), null(Types::INT()));
}

TEST(MinMaxAggregate, ComparableTypes) {
    EXPECT_EQ(agg("min", Types::INT(), {i32(3), i32(1), null(Types::INT()), i32(2)}), i32(1));
    EXPECT_EQ(agg("max", Types::INT(), {i32(3), i32(1), i32(2)}), i32(3));
    EXPECT_EQ(agg("min", Types::STRING(), {str("b"), str("a"), str("c")}), str("a"));
    EXPECT_EQ(agg("max", Types::STRING(), {str("b"), str("a"), str("c")}), str("c"));
    EXPECT_EQ(agg("min", Types::BOOLEAN(), {boolean(true), boolean(false)}), boolean(false));
    EXPECT_EQ(agg("max", Types::DATE(), {date("2020-01-01"), date("1969-12-31")}), date("2020-01-01"));
    EXPECT_EQ(agg("min", Types::DECIMAL(5, 2), {dec("1.50", 5, 2), dec("-2.25", 5, 2)}), dec("-2.25", 5, 2));
    EXPECT_EQ(agg("max", Types::DOUBLE(), {f64(1.5), f64(-2)}), f64(1.5));
    EXPECT_EQ(agg("max", Types::STRING(), kNone), null(Types::STRING()));
    EXPECT_EQ(aggregateType("max", {Types::TIMESTAMP()}), Types::TIMESTAMP());
    EXPECT_EQ(aggregateBindError("min", {DataType()}), "function 'min' expects a typed argument but got NULL");
}

TEST(MinMaxAggregate, NaNIsTheLargestDoubleWhateverTheOrderOfRows) {
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const std::vector<std::vector<Value>> orders = {{f64(1.5), f64(nan), f64(-2)},
                                                    {f64(nan), f64(1.5), f64(-2)},
                                                    {f64(-2), f64(1.5), f64(nan)},
                                                    {f64(nan), f64(-2), f64(1.5)}};
    for (const auto& rows : orders) {
        EXPECT_EQ(agg("min", Types::DOUBLE(), rows), f64(-2));
        EXPECT_EQ(agg("max", Types::DOUBLE(), rows), f64(nan));
    }
    const float fnan = std::numeric_limits<float>::quiet_NaN();
    EXPECT_EQ(agg("max", Types::FLOAT(), {f32(fnan), f32(1)}), f32(fnan));
    EXPECT_EQ(agg("min", Types::FLOAT(), {f32(fnan), f32(1)}), f32(1));
    EXPECT_EQ(agg("min", Types::DOUBLE(), {f64(nan), f64(nan)}), f64(nan));
}

TEST(MinMaxAggregate, StringsOutliveTheirRow) {
    const AggregateFunction* max = findAggregateFunction("max");
    Signature signature = max->bind(std::vector<DataType>{Types::STRING()});
    auto accumulator = max->create(signature, "max(s)");
    alignas(16) std::byte state[64];
    ASSERT_LE(accumulator->stateSize(), sizeof state);
    Arena arena;
    accumulator->init(state);
    char row_buffer[8];
    for (const char* text : {"apple", "pear", "fig"}) {
        std::strcpy(row_buffer, text);
        Cell cell;
        cell.null = false;
        cell.s = StrRef{row_buffer, static_cast<uint32_t>(std::strlen(text))};
        accumulator->update(state, cell, arena);
    }
    std::strcpy(row_buffer, "zzzz");  // the last row's memory is reused
    Cell out;
    accumulator->finish(state, out);
    EXPECT_EQ(cellToValue(out, Types::STRING()), str("pear"));
}

TEST(VarianceAggregate, Integers) {
    // 1, 2, 3, 4: squared deviations sum to 5; population 1.25, sample 5/3; truncated to INT
    std::vector<Value> values = {i32(1), i32(2), i32(3), i32(4)};
    EXPECT_EQ(aggregateType("varPop", {Types::INT()}), Types::INT());
    EXPECT_EQ(agg("varPop", Types::INT(), values), i32(1));
    EXPECT_EQ(agg("varSamp", Types::INT(), values), i32(1));
    EXPECT_EQ(agg("stddevPop", Types::INT(), values), i32(1));
    EXPECT_EQ(agg("stddevSamp", Types::INT(), values), i32(1));
    EXPECT_EQ(agg("varPop", Types::INT(), {i32(0), i32(10)}), i32(25));
    // Flink's formula in integers: (SUM(x * x) - SUM(x) * SUM(x) / COUNT(x)) / COUNT(x), each division truncating;
    // for 1 and 2 that is (5 - 9 / 2) / 2 = 0, the sample form (5 - 4) / 1 = 1
    EXPECT_EQ(agg("varPop", Types::INT(), {i32(1), i32(2)}), i32(0));
    EXPECT_EQ(agg("varSamp", Types::INT(), {i32(1), i32(2)}), i32(1));
    EXPECT_EQ(agg("stddevSamp", Types::BIGINT(), {i64(1), i64(2), i64(4), i64(7), i64(5)}), i64(2));
    // where Flink's TINYINT steps wrap around (19 * 19 is 105 there, and VAR_POP 14), these are exact
    EXPECT_EQ(agg("varPop", Types::TINYINT(),
                  {Value::tinyint(1), Value::tinyint(2), Value::tinyint(4), Value::tinyint(7), Value::tinyint(5)}),
              Value::tinyint(4));
    EXPECT_EQ(aggError("varPop", Types::TINYINT(), {Value::tinyint(-128), Value::tinyint(127)}, false, "varPop(t)"),
              "integer overflow in 'varPop(t)'");
}

TEST(VarianceAggregate, Doubles) {
    std::vector<Value> values = {f64(1), f64(2), f64(3), f64(4)};
    EXPECT_DOUBLE_EQ(agg("VAR_POP", Types::DOUBLE(), values).asDouble(), 1.25);
    EXPECT_DOUBLE_EQ(agg("var_samp", Types::DOUBLE(), values).asDouble(), 5.0 / 3.0);
    EXPECT_DOUBLE_EQ(agg("STDDEV_POP", Types::DOUBLE(), values).asDouble(), std::sqrt(1.25));
    EXPECT_DOUBLE_EQ(agg("stddev_samp", Types::DOUBLE(), values).asDouble(), std::sqrt(5.0 / 3.0));
    EXPECT_DOUBLE_EQ(
        agg("stddevPop", Types::DOUBLE(), {f64(2), f64(4), f64(4), f64(4), f64(5), f64(5), f64(7), f64(9)}).asDouble(),
        2.0);
    EXPECT_EQ(agg("variance", Types::FLOAT(), {f32(1), f32(3)}), f32(2.0f));
    EXPECT_EQ(agg("stddev", Types::DOUBLE(), {f64(1), f64(3)}), f64(std::sqrt(2.0)));
}

TEST(VarianceAggregate, FewRows) {
    EXPECT_EQ(agg("varSamp", Types::DOUBLE(), {f64(5)}), null(Types::DOUBLE()));
    EXPECT_EQ(agg("stddevSamp", Types::INT(), {i32(5), null(Types::INT())}), null(Types::INT()));
    EXPECT_EQ(agg("varPop", Types::DOUBLE(), {f64(5)}), f64(0.0));
    EXPECT_EQ(agg("varPop", Types::DOUBLE(), kNone), null(Types::DOUBLE()));
    EXPECT_EQ(agg("stddevPop", Types::INT(), kNone), null(Types::INT()));
}

TEST(VarianceAggregate, Decimals) {
    // DECIMAL(38, max(s, 6)); the formula's steps round at their DECIMAL types' scales
    EXPECT_EQ(aggregateType("stddevPop", {Types::DECIMAL(5, 2)}), Types::DECIMAL(38, 6));
    EXPECT_EQ(aggregateType("varPop", {Types::DECIMAL(12, 8)}), Types::DECIMAL(38, 8));
    std::vector<Value> values = {dec("1.00", 5, 2), dec("2.00", 5, 2), dec("3.00", 5, 2), dec("4.00", 5, 2)};
    EXPECT_EQ(agg("varPop", Types::DECIMAL(5, 2), values), dec("1.25", 38, 6));
    EXPECT_EQ(agg("varSamp", Types::DECIMAL(5, 2), values), dec("1.666667", 38, 6));
    // 1, 2, 4: SUM(x) * SUM(x) / COUNT(x) is 16.333333 at scale 6, so VAR_SAMP is 4.666667 / 2 = 2.333334, and its
    // square root 1.527525
    std::vector<Value> spread = {dec("1.0", 5, 1), dec("2.0", 5, 1), dec("4.0", 5, 1)};
    EXPECT_EQ(agg("varSamp", Types::DECIMAL(5, 1), spread), dec("2.333334", 38, 6));
    EXPECT_EQ(agg("stddevSamp", Types::DECIMAL(5, 1), spread), dec("1.527525", 38, 6));
    Value big = dec("99999999999999999999999999999999999999", 38, 0);
    EXPECT_EQ(aggError("varPop", Types::DECIMAL(38, 0), {big, big}, false, "varPop(m)"),
              "decimal overflow in 'varPop(m)': the result needs more than 38 digits");
}

}  // namespace
}  // namespace tabula::exec::testing
