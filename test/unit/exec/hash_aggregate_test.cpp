// HashAggregate: grouping (NULL keys, NaN keys, many groups), built-in accumulators over batches of many groups,
// count(*) against count(x), empty input, DISTINCT aggregates, and the accumulator life cycle (init, update,
// finish, destroy, alignment).
#include <gtest/gtest.h>

#include <algorithm>
#include <limits>
#include <map>

#include "exec/function_registry.hpp"
#include "exec_test_support.hpp"
#include "tabula/error.hpp"

namespace tabula::exec {
namespace {

using namespace tabula::exec::test;

const std::vector<DataType> kTypes{Types::STRING(), Types::INT()};  // country, amount

std::shared_ptr<RowStore> sales() {
    return makeTable(kTypes, {{stringCell("fr"), intCell(10)},
                              {stringCell("de"), intCell(5)},
                              {nullCell(), intCell(7)},
                              {stringCell("fr"), nullCell()},
                              {stringCell("de"), intCell(5)},
                              {nullCell(), nullCell()},
                              {stringCell("fr"), intCell(1)}});
}

std::vector<AggregateCall> countsAndSum() {
    std::vector<AggregateCall> list;
    list.push_back(countStar());
    list.push_back(countOf(1, Types::INT()));
    list.push_back(sumOf(1));
    return list;
}

const std::vector<DataType> kOutTypes{Types::STRING(), Types::BIGINT(), Types::BIGINT(), Types::BIGINT()};

TEST(HashAggregate, GroupsInFirstSeenOrderWithNullKeysTogether) {
    const Rows rows = runOne(sales(), makeHashAggregate({0}, kTypes, countsAndSum()), kOutTypes);
    EXPECT_EQ(rows, (Rows{{"fr", "3", "2", "11"}, {"de", "2", "2", "10"}, {"NULL", "2", "1", "7"}}));
}

TEST(HashAggregate, GlobalAggregate) {
    const Rows rows = runOne(sales(), makeHashAggregate({}, kTypes, countsAndSum()),
                             {Types::BIGINT(), Types::BIGINT(), Types::BIGINT()});
    EXPECT_EQ(rows, (Rows{{"7", "5", "28"}}));
}

TEST(HashAggregate, GlobalAggregateOfNoRowsEmitsOneRow) {
    const Rows rows = runOne(makeTable(kTypes, {}), makeHashAggregate({}, kTypes, countsAndSum()),
                             {Types::BIGINT(), Types::BIGINT(), Types::BIGINT()});
    EXPECT_EQ(rows, (Rows{{"0", "0", "NULL"}}));
}

TEST(HashAggregate, GroupedAggregateOfNoRowsEmitsNothing) {
    EXPECT_TRUE(runOne(makeTable(kTypes, {}), makeHashAggregate({0}, kTypes, countsAndSum()), kOutTypes).empty());
}

TEST(HashAggregate, AllNullInputsGiveNullSumAndZeroCount) {
    auto table = makeTable(kTypes, {{stringCell("x"), nullCell()}, {stringCell("x"), nullCell()}});
    EXPECT_EQ(runOne(table, makeHashAggregate({0}, kTypes, countsAndSum()), kOutTypes),
              (Rows{{"x", "2", "0", "NULL"}}));
}

TEST(HashAggregate, KeysOnlyActLikeDistinct) {
    EXPECT_EQ(runOne(sales(), makeHashAggregate({0}, kTypes, {}), {Types::STRING()}), (Rows{{"fr"}, {"de"}, {"NULL"}}));
}

TEST(HashAggregate, KeyColumnsInAnyOrderAndSeveral) {
    const std::vector<DataType> types{Types::INT(), Types::STRING(), Types::BOOLEAN()};
    auto table = makeTable(types, {{intCell(1), stringCell("a"), boolCell(true)},
                                   {intCell(2), stringCell("a"), nullCell()},
                                   {intCell(3), stringCell("b"), boolCell(true)},
                                   {intCell(4), stringCell("a"), boolCell(true)},
                                   {intCell(5), stringCell("a"), nullCell()},
                                   {intCell(6), nullCell(), nullCell()}});
    std::vector<AggregateCall> list;
    list.push_back(sumOf(0));
    const Rows rows = runOne(table, makeHashAggregate({2, 1}, types, std::move(list)),
                             {Types::BOOLEAN(), Types::STRING(), Types::BIGINT()});
    EXPECT_EQ(rows, (Rows{{"true", "a", "5"}, {"NULL", "a", "7"}, {"true", "b", "3"}, {"NULL", "NULL", "6"}}));
}

TEST(HashAggregate, FloatingPointKeysGroupSignedZerosAndNaNs) {
    const std::vector<DataType> types{Types::DOUBLE(), Types::FLOAT()};
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const float fnan = std::numeric_limits<float>::quiet_NaN();
    auto table = makeTable(types, {{doubleCell(0.0), floatCell(-0.0F)},
                                   {doubleCell(nan), floatCell(fnan)},
                                   {doubleCell(-0.0), floatCell(0.0F)},
                                   {doubleCell(-nan), floatCell(-fnan)},
                                   {doubleCell(2.0), floatCell(2.0F)}});
    std::vector<AggregateCall> list;
    list.push_back(countStar());
    EXPECT_EQ(runOne(table, makeHashAggregate({0, 1}, types, std::move(list)),
                     {Types::DOUBLE(), Types::FLOAT(), Types::BIGINT()}),
              (Rows{{"0", "-0", "2"}, {"nan", "nan", "2"}, {"2", "2", "1"}}));
}

TEST(HashAggregate, DecimalDateAndBigintKeys) {
    const std::vector<DataType> types{Types::DECIMAL(38, 2), Types::DATE(), Types::BIGINT()};
    const Int128 big = static_cast<Int128>(1) << 90;
    auto table = makeTable(types, {{decimalCell(big), intCell(1), intCell(INT64_MIN)},
                                   {decimalCell(big + 1), intCell(1), intCell(INT64_MIN)},
                                   {decimalCell(big), intCell(1), intCell(INT64_MIN)},
                                   {decimalCell(big), intCell(2), intCell(INT64_MIN)}});
    std::vector<AggregateCall> list;
    list.push_back(countStar());
    const Rows rows = runOne(table, makeHashAggregate({0, 1, 2}, types, std::move(list)),
                             {Types::DECIMAL(38, 2), Types::DATE(), Types::BIGINT(), Types::BIGINT()});
    ASSERT_EQ(rows.size(), 3U);
    EXPECT_EQ(rows[0][3], "2");
    EXPECT_EQ(rows[1][3], "1");
    EXPECT_EQ(rows[2][3], "1");
}

TEST(HashAggregate, DistinctAggregatesCountEachValueOncePerGroup) {
    const std::vector<DataType> types{Types::STRING(), Types::INT(), Types::STRING()};
    auto table = makeTable(types, {{stringCell("a"), intCell(1), stringCell("x")},
                                   {stringCell("a"), intCell(1), stringCell("y")},
                                   {stringCell("b"), intCell(1), stringCell("x")},
                                   {stringCell("a"), intCell(2), nullCell()},
                                   {stringCell("a"), nullCell(), stringCell("x")},
                                   {stringCell("b"), intCell(3), stringCell("x")},
                                   {stringCell("a"), intCell(2), stringCell("y")}});
    std::vector<AggregateCall> list;
    list.push_back(countOf(1, Types::INT(), true));
    list.push_back(sumOf(1, true));
    list.push_back(sumOf(1, false));
    list.push_back(countOf(2, Types::STRING(), true));
    list.push_back(countStar());
    const Rows rows =
        runOne(table, makeHashAggregate({0}, types, std::move(list)),
               {Types::STRING(), Types::BIGINT(), Types::BIGINT(), Types::BIGINT(), Types::BIGINT(), Types::BIGINT()});
    EXPECT_EQ(rows, (Rows{{"a", "2", "3", "6", "2", "5"}, {"b", "2", "4", "4", "1", "2"}}));
}

TEST(HashAggregate, GlobalDistinctAggregate) {
    const std::vector<DataType> types{Types::DOUBLE()};
    const double nan = std::numeric_limits<double>::quiet_NaN();
    auto table = makeTable(types, {{doubleCell(1.5)},
                                   {doubleCell(nan)},
                                   {doubleCell(1.5)},
                                   {doubleCell(-0.0)},
                                   {doubleCell(0.0)},
                                   {doubleCell(nan)},
                                   {nullCell()}});
    std::vector<AggregateCall> list;
    list.push_back(countOf(0, Types::DOUBLE(), true));
    EXPECT_EQ(runOne(table, makeHashAggregate({}, types, std::move(list)), {Types::BIGINT()}), (Rows{{"3"}}));
}

TEST(HashAggregate, StringResultsFromTheArenaOutliveTheInput) {
    const std::vector<DataType> types{Types::INT(), Types::STRING()};
    std::vector<std::vector<Cell>> rows;
    std::vector<std::string> texts;
    texts.reserve(3000);
    for (int64_t i = 0; i < 3000; ++i) {
        texts.push_back("name-" + std::to_string(2999 - i));
        rows.push_back({intCell(i % 3), stringCell(texts.back())});
    }
    std::vector<AggregateCall> list;
    list.push_back(AggregateCall{std::make_unique<MinStringAccumulator>(), 1, Types::STRING(), false});
    const Rows out =
        runOne(makeTable(types, rows), makeHashAggregate({0}, types, std::move(list)), {Types::INT(), Types::STRING()});
    // Group g holds the names 2999 - i for i = g (mod 3); the smallest by bytes is worked out here.
    std::map<int64_t, std::string> expected;
    for (int64_t i = 0; i < 3000; ++i) {
        const std::string name = "name-" + std::to_string(2999 - i);
        auto [it, added] = expected.emplace(i % 3, name);
        if (!added && name < it->second) it->second = name;
    }
    EXPECT_EQ(out, (Rows{{"0", expected[0]}, {"1", expected[1]}, {"2", expected[2]}}));
}

TEST(HashAggregate, ManyIntegerGroups) {
    constexpr int64_t kGroups = 200000;
    const std::vector<DataType> types{Types::BIGINT(), Types::INT()};
    std::vector<std::vector<Cell>> rows;
    // Key k (scattered by a multiplier) appears k % 3 + 1 times, with values 1, 2, 3 in turn.
    for (int round = 0; round < 3; ++round) {
        for (int64_t k = 0; k < kGroups; ++k) {
            if (k % 3 + 1 > round) rows.push_back({intCell(k * 7919 - 1000000), intCell(round + 1)});
        }
    }
    std::vector<AggregateCall> list;
    list.push_back(countStar());
    list.push_back(sumOf(1));
    const Rows out = runOne(makeTable(types, rows), makeHashAggregate({0}, types, std::move(list)),
                            {Types::BIGINT(), Types::BIGINT(), Types::BIGINT()});
    ASSERT_EQ(out.size(), static_cast<size_t>(kGroups));
    for (int64_t k = 0; k < kGroups; ++k) {
        const int64_t count = k % 3 + 1;
        const int64_t sum = count * (count + 1) / 2;
        ASSERT_EQ(out[k], (std::vector<std::string>{std::to_string(k * 7919 - 1000000), std::to_string(count),
                                                    std::to_string(sum)}))
            << "group " << k;
    }
}

/// The built-in aggregate `name` over `column` of type BIGINT (nullopt: count(*)).
AggregateCall builtIn(const std::string& name, std::optional<uint32_t> column) {
    const AggregateFunction* function = findAggregateFunction(name);
    std::vector<DataType> types;
    if (column) types.push_back(Types::BIGINT());
    return AggregateCall{function->create(function->bind(types), name), column, Types::BIGINT(), false};
}

// The built-in accumulators take a scan batch's rows, group by group, in one call per aggregate (where the batch's
// inputs hold no NULL: the first 2,000 rows) or value by value: 3,000 rows, key i % 41 (NULL where i % 13 == 0),
// value i (NULL where i >= 2,000 and i % 5 == 0). Each group's count(*), count, sum, min and max are worked out
// here row by row.
TEST(HashAggregate, BuiltInAggregatesOverBatchesOfManyGroups) {
    const std::vector<DataType> types{Types::BIGINT(), Types::BIGINT()};
    std::vector<std::vector<Cell>> rows;
    struct Group {
        int64_t rows = 0, values = 0, sum = 0, min = INT64_MAX, max = INT64_MIN;
    };
    std::map<std::string, Group> expected;
    for (int64_t i = 0; i < 3000; ++i) {
        const bool null_key = i % 13 == 0, null_value = i >= 2000 && i % 5 == 0;
        rows.push_back({null_key ? nullCell() : intCell(i % 41), null_value ? nullCell() : intCell(i)});
        Group& group = expected[null_key ? "NULL" : std::to_string(i % 41)];
        ++group.rows;
        if (null_value) continue;
        ++group.values;
        group.sum += i;
        group.min = std::min(group.min, i);
        group.max = std::max(group.max, i);
    }
    std::vector<AggregateCall> list;
    list.push_back(builtIn("count", std::nullopt));
    for (const char* name : {"count", "sum", "min", "max"}) list.push_back(builtIn(name, 1));
    const Rows out = runOne(makeTable(types, rows), makeHashAggregate({0}, types, std::move(list)),
                            std::vector<DataType>(6, Types::BIGINT()));
    Rows want;
    for (const auto& [key, g] : expected) {
        want.push_back({key, std::to_string(g.rows), std::to_string(g.values), std::to_string(g.sum),
                        std::to_string(g.min), std::to_string(g.max)});
    }
    EXPECT_EQ(sorted(out), sorted(want));
}

TEST(HashAggregate, ManyStringGroupsWithDistinctCounts) {
    constexpr int64_t kGroups = 200000;
    const std::vector<DataType> types{Types::STRING(), Types::INT()};
    std::vector<std::string> keys;
    keys.reserve(kGroups);
    for (int64_t k = 0; k < kGroups; ++k) keys.push_back("customer#" + std::to_string(k));
    std::vector<std::vector<Cell>> rows;
    // Key k gets the values 0, 1, 0, 1 ... (k % 4 + 1 rows): min(k % 4 + 1, 2) distinct values.
    for (int64_t round = 0; round < 4; ++round) {
        for (int64_t k = 0; k < kGroups; ++k) {
            if (k % 4 >= round) rows.push_back({stringCell(keys[static_cast<size_t>(k)]), intCell(round % 2)});
        }
    }
    std::vector<AggregateCall> list;
    list.push_back(countStar());
    list.push_back(countOf(1, Types::INT(), true));
    const Rows out = runOne(makeTable(types, rows), makeHashAggregate({0}, types, std::move(list)),
                            {Types::STRING(), Types::BIGINT(), Types::BIGINT()});
    ASSERT_EQ(out.size(), static_cast<size_t>(kGroups));
    for (int64_t k = 0; k < kGroups; ++k) {
        const int64_t count = k % 4 + 1;
        ASSERT_EQ(out[k], (std::vector<std::string>{keys[static_cast<size_t>(k)], std::to_string(count),
                                                    std::to_string(std::min<int64_t>(count, 2))}))
            << "group " << k;
    }
}

/// Counts life-cycle calls, checks state alignment, and holds heap memory per state (leaks show under ASan).
struct LifeCycle {
    int inits = 0;
    int updates = 0;
    int finishes = 0;
    int destroys = 0;
    bool misaligned = false;
};

class TrackingAccumulator final : public Accumulator {
public:
    explicit TrackingAccumulator(LifeCycle& log) : log_(log) {}
    struct State {
        Int128 wide;  // needs 16-byte alignment
        std::vector<int64_t>* values;
    };
    size_t stateSize() const override { return sizeof(State); }
    void init(std::byte* state) const override {
        ++log_.inits;
        if (reinterpret_cast<uintptr_t>(state) % 16 != 0) log_.misaligned = true;
        *reinterpret_cast<State*>(state) = State{0, new std::vector<int64_t>()};
    }
    void update(std::byte* state, const Cell& input, Arena&) const override {
        ++log_.updates;
        auto& s = *reinterpret_cast<State*>(state);
        s.wide += input.i;
        s.values->push_back(input.i);
    }
    void merge(std::byte*, const std::byte*) const override {}
    void finish(const std::byte* state, Cell& out) const override {
        ++log_.finishes;
        out = intCell(static_cast<int64_t>(reinterpret_cast<const State*>(state)->values->size()));
    }
    void destroy(std::byte* state) const override {
        ++log_.destroys;
        delete reinterpret_cast<State*>(state)->values;
    }

private:
    LifeCycle& log_;
};

std::vector<AggregateCall> tracked(LifeCycle& first, LifeCycle& second) {
    std::vector<AggregateCall> list;
    list.push_back(AggregateCall{std::make_unique<TrackingAccumulator>(first), 1, Types::INT(), false});
    list.push_back(countStar());  // an 8-byte state between two 16-byte aligned ones
    list.push_back(AggregateCall{std::make_unique<TrackingAccumulator>(second), 1, Types::INT(), true});
    return list;
}

TEST(HashAggregate, StatesAreAlignedInitialisedAndDestroyedOnce) {
    const std::vector<DataType> types{Types::INT(), Types::INT()};
    std::vector<std::vector<Cell>> rows;
    for (int64_t i = 0; i < 5000; ++i) rows.push_back({intCell(i % 2500), i % 5 == 0 ? nullCell() : intCell(i % 4)});
    LifeCycle first, second;
    const Rows out = runOne(makeTable(types, rows), makeHashAggregate({0}, types, tracked(first, second)),
                            {Types::INT(), Types::BIGINT(), Types::BIGINT(), Types::BIGINT()});
    EXPECT_EQ(out.size(), 2500U);
    EXPECT_FALSE(first.misaligned);
    EXPECT_FALSE(second.misaligned);
    EXPECT_EQ(first.inits, 2500);
    EXPECT_EQ(first.updates, 4000);  // every fifth value is NULL
    EXPECT_EQ(first.finishes, 2500);
    EXPECT_EQ(first.destroys, 2500);
    EXPECT_EQ(second.destroys, 2500);
    // Group g holds rows g and g + 2500 with values g % 4 and (g + 2500) % 4 = g % 4: one distinct value
    // unless a value is NULL (i % 5 == 0).
    int distinct_updates = 0;
    for (int64_t g = 0; g < 2500; ++g) {
        const bool a = g % 5 != 0, b = (g + 2500) % 5 != 0;
        distinct_updates += (a || b) ? 1 : 0;
    }
    EXPECT_EQ(second.updates, distinct_updates);
}

TEST(HashAggregate, DownstreamStopStillDestroysEveryState) {
    const std::vector<DataType> types{Types::INT(), Types::INT()};
    std::vector<std::vector<Cell>> rows;
    for (int64_t i = 0; i < 100; ++i) rows.push_back({intCell(i), intCell(i)});
    LifeCycle first, second;
    int received = 0;
    auto plan = stack(makeTable(types, rows), {makeHashAggregate({0}, types, tracked(first, second))});
    QueryContext ctx;
    runInto(
        *plan, [&](RowView) { return ++received < 3; }, ctx);
    EXPECT_EQ(received, 3);
    EXPECT_EQ(first.finishes, 3);
    EXPECT_EQ(first.destroys, 100);
    EXPECT_EQ(second.destroys, 100);
}

TEST(HashAggregate, DestroysStatesWhenNeverFinished) {
    const std::vector<DataType> types{Types::INT(), Types::INT()};
    LifeCycle first, second;
    {
        auto op = makeHashAggregate({0}, types, tracked(first, second))(makeTableScan(makeTable(types, {}), "t"));
        QueryContext ctx;
        auto global = op->makeGlobalState(ctx);
        auto local = op->makeSinkState(global.get(), 0);
        op->consume(std::vector<Cell>{intCell(1), intCell(2)}, global.get(), local.get());
        op->consume(std::vector<Cell>{intCell(2), intCell(2)}, global.get(), local.get());
    }
    EXPECT_EQ(first.inits, 2);
    EXPECT_EQ(first.destroys, 2);
    EXPECT_EQ(first.finishes, 0);
}

/// Runs `op`'s sink role with `instances` local states, row i of `input` going to instance i % instances, then
/// combines them in order, finalizes, and returns what its source role emits.
Rows runInInstances(const PhysicalOperator& op, const RowStore& input, size_t instances,
                    const std::vector<DataType>& out_types) {
    QueryContext ctx;
    auto global = op.makeGlobalState(ctx);
    std::vector<std::unique_ptr<LocalState>> locals;
    for (size_t i = 0; i < instances; ++i) locals.push_back(op.makeSinkState(global.get(), 0));
    for (size_t row = 0; row < input.rowCount(); ++row) {
        op.consume(input.row(row), global.get(), locals[row % instances].get());
    }
    for (auto& local : locals) op.combine(global.get(), local.get());
    op.finalize(global.get());
    Rows rows;
    FunctionSink sink([&](RowView row) {
        rows.push_back(renderRow(row, out_types));
        return true;
    });
    Downstream out = Downstream::caller();
    out.setCaller(sink);
    while (op.produce(out, global.get(), nullptr) == PhysicalOperator::Produced::More) {
    }
    return rows;
}

TEST(HashAggregate, CombiningThreeInstancesMergesTheirGroups) {
    auto op = makeHashAggregate({0}, kTypes, countsAndSum())(makeTableScan(sales(), "sales"));
    // Instance 0 sees every fr row, 1 both de rows, 2 both NULL-key rows; groups keep first-seen order.
    const Rows expected{{"fr", "3", "2", "11"}, {"de", "2", "2", "10"}, {"NULL", "2", "1", "7"}};
    EXPECT_EQ(runInInstances(*op, *sales(), 3, kOutTypes), expected);
    EXPECT_EQ(runInInstances(*op, *sales(), 1, kOutTypes), expected);
}

TEST(HashAggregate, CombiningMergesGroupsKeyedOnAColumnThatIsNotTheFirst) {
    // Grouped on amount (column 1), counting rows: 10, 5 (twice), 7, NULL (twice), 1.
    std::vector<AggregateCall> list;
    list.push_back(countStar());
    auto op = makeHashAggregate({1}, kTypes, std::move(list))(makeTableScan(sales(), "sales"));
    const std::vector<DataType> out_types{Types::INT(), Types::BIGINT()};
    Rows expected{{"10", "1"}, {"5", "2"}, {"7", "1"}, {"NULL", "2"}, {"1", "1"}};
    EXPECT_EQ(runInInstances(*op, *sales(), 1, out_types), expected);
    Rows split = runInInstances(*op, *sales(), 3, out_types);
    std::sort(split.begin(), split.end());
    std::sort(expected.begin(), expected.end());
    EXPECT_EQ(split, expected);
}

TEST(HashAggregate, CombiningDistinctAggregatesCountsAValueSeenByTwoInstancesOnce) {
    // de's 5 reaches instances 1 and 0 (rows 1 and 4 of 2 instances); fr's 10 and 1 reach instance 0.
    std::vector<AggregateCall> list;
    list.push_back(countOf(1, Types::INT(), true));
    list.push_back(countStar());
    auto op = makeHashAggregate({0}, kTypes, std::move(list))(makeTableScan(sales(), "sales"));
    const std::vector<DataType> out_types{Types::STRING(), Types::BIGINT(), Types::BIGINT()};
    const Rows expected{{"fr", "2", "3"}, {"de", "1", "2"}, {"NULL", "1", "2"}};
    for (size_t instances : {1, 2, 3}) {
        Rows rows = runInInstances(*op, *sales(), instances, out_types);
        std::sort(rows.begin(), rows.end());
        Rows want = expected;
        std::sort(want.begin(), want.end());
        EXPECT_EQ(rows, want) << instances << " instances";
    }
}

/// SINGLE_VALUE over `column` of INT, named "(q)" in its error.
AggregateCall singleValueOf(uint32_t column) {
    const AggregateFunction* function = findAggregateFunction("single_value");
    const std::vector<DataType> types{Types::INT()};
    return AggregateCall{function->create(function->bind(types), "(q)"), column, Types::INT(), false};
}

TEST(HashAggregate, SingleValueGivesTheOneValueNullForNoneAndFailsOnASecondRow) {
    std::vector<AggregateCall> list;
    list.push_back(singleValueOf(1));
    auto one_each = makeTable(kTypes, {{stringCell("fr"), intCell(10)}, {stringCell("de"), nullCell()}});
    EXPECT_EQ(runOne(one_each, makeHashAggregate({0}, kTypes, std::move(list)), {Types::STRING(), Types::INT()}),
              (Rows{{"fr", "10"}, {"de", "NULL"}}));
    list.clear();
    list.push_back(singleValueOf(1));
    EXPECT_EQ(runOne(makeTable(kTypes, {}), makeHashAggregate({}, kTypes, std::move(list)), {Types::INT()}),
              (Rows{{"NULL"}}));
    // A NULL counts as a row: "fr" has 10 and NULL.
    list.clear();
    list.push_back(singleValueOf(1));
    auto two = makeTable(kTypes, {{stringCell("fr"), intCell(10)}, {stringCell("fr"), nullCell()}});
    try {
        runOne(two, makeHashAggregate({0}, kTypes, std::move(list)), {Types::STRING(), Types::INT()});
        FAIL() << "expected an error";
    } catch (const ExecutionError& e) {
        EXPECT_STREQ(e.what(), "scalar subquery returned more than one row: (q)");
    }
}

}  // namespace
}  // namespace tabula::exec
