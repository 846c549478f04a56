// HashJoin: every kind over duplicate and NULL keys on both sides, several key columns, string keys over several
// probe batches, empty inputs, residual conditions in outer, semi and anti joins of both orientations, the output
// column list, build sides combined from several pipeline instances, an early stop, large and mostly unmatched
// joins of every kind against their matches worked out here, and the errors for plans it cannot run; one probe row
// with 100,000 matches, and a cancel seen among them.
#include <gtest/gtest.h>

#include <atomic>
#include <cmath>
#include <map>
#include <optional>
#include <random>

#include "exec/operators/materialised_join.hpp"
#include "exec_test_support.hpp"
#include "tabula/error.hpp"

namespace tabula::exec {
namespace {

using namespace tabula::exec::test;

const std::vector<DataType> kSide{Types::INT(), Types::STRING()};  // key, label

/// Probe rows: key 1 once, key 2 twice, a NULL key, key 3 (no build row has it).
std::shared_ptr<RowStore> probeRows() {
    return makeTable(kSide, {{intCell(1), stringCell("p1")},
                             {intCell(2), stringCell("p2a")},
                             {intCell(2), stringCell("p2b")},
                             {nullCell(), stringCell("pn")},
                             {intCell(3), stringCell("p3")}});
}

/// Build rows: key 2 twice, key 4 (no probe row has it), a NULL key, key 1 once.
std::shared_ptr<RowStore> buildRows() {
    return makeTable(kSide, {{intCell(2), stringCell("b2a")},
                             {intCell(2), stringCell("b2b")},
                             {intCell(4), stringCell("b4")},
                             {nullCell(), stringCell("bn")},
                             {intCell(1), stringCell("b1")}});
}

std::shared_ptr<RowStore> empty() { return makeTable(kSide, {}); }

std::unique_ptr<PhysicalOperator> scan(std::shared_ptr<const RowStore> rows, std::string name = "t") {
    return makeTableScan(std::move(rows), std::move(name));
}

/// A join on column 0 of both sides, outputting `columns` (all four by default).
std::unique_ptr<PhysicalOperator> joinOnKey(JoinKind kind, std::shared_ptr<const RowStore> probe,
                                            std::shared_ptr<const RowStore> build,
                                            std::vector<uint32_t> columns = {0, 1, 2, 3}) {
    return makeHashJoin(kind, {0}, {0}, JoinOutput{std::move(columns), nullptr}, {}, scan(std::move(probe)),
                        scan(std::move(build)));
}

Rows join(JoinKind kind, std::shared_ptr<const RowStore> probe, std::shared_ptr<const RowStore> build,
          std::vector<uint32_t> columns = {0, 1, 2, 3}) {
    return runSorted(*joinOnKey(kind, std::move(probe), std::move(build), std::move(columns)));
}

// Worked out by hand: key 1 pairs once, key 2 pairs 2 x 2 times; NULL keys, 3 and 4 pair with nothing.
const Rows kPairs{{"1", "p1", "1", "b1"},
                  {"2", "p2a", "2", "b2a"},
                  {"2", "p2a", "2", "b2b"},
                  {"2", "p2b", "2", "b2a"},
                  {"2", "p2b", "2", "b2b"}};
const Rows kProbeUnmatched{{"NULL", "pn", "NULL", "NULL"}, {"3", "p3", "NULL", "NULL"}};
const Rows kBuildUnmatched{{"NULL", "NULL", "4", "b4"}, {"NULL", "NULL", "NULL", "bn"}};

Rows plus(Rows a, const Rows& b) {
    a.insert(a.end(), b.begin(), b.end());
    return sorted(std::move(a));
}

TEST(HashJoin, InnerPairsEveryDuplicateAndNoNullKey) {
    EXPECT_EQ(join(JoinKind::Inner, probeRows(), buildRows()), sorted(kPairs));
}

TEST(HashJoin, LeftKeepsUnmatchedAndNullKeyProbeRowsPadded) {
    EXPECT_EQ(join(JoinKind::Left, probeRows(), buildRows()), plus(kPairs, kProbeUnmatched));
}

TEST(HashJoin, RightKeepsUnmatchedAndNullKeyBuildRowsPadded) {
    EXPECT_EQ(join(JoinKind::Right, probeRows(), buildRows()), plus(kPairs, kBuildUnmatched));
}

TEST(HashJoin, FullKeepsBothSidesUnmatchedRows) {
    EXPECT_EQ(join(JoinKind::Full, probeRows(), buildRows()), plus(plus(kPairs, kProbeUnmatched), kBuildUnmatched));
}

TEST(HashJoin, SemiPassesEachMatchingProbeRowOnce) {
    EXPECT_EQ(join(JoinKind::Semi, probeRows(), buildRows(), {0, 1}),
              sorted({{"1", "p1"}, {"2", "p2a"}, {"2", "p2b"}}));
}

TEST(HashJoin, AntiPassesProbeRowsWithoutMatchIncludingNullKeys) {
    EXPECT_EQ(join(JoinKind::Anti, probeRows(), buildRows(), {0, 1}), sorted({{"NULL", "pn"}, {"3", "p3"}}));
}

// The sides traded: build rows b2a, b2b (key 2) and b1 have a probe match; b4 and the NULL key bn have none.
TEST(HashJoin, RightSemiPassesEachMatchedBuildRowOnceWhateverItsProbeDuplicates) {
    EXPECT_EQ(join(JoinKind::RightSemi, probeRows(), buildRows(), {2, 3}),
              sorted({{"2", "b2a"}, {"2", "b2b"}, {"1", "b1"}}));
}

TEST(HashJoin, RightAntiPassesBuildRowsWithoutMatchIncludingNullKeys) {
    EXPECT_EQ(join(JoinKind::RightAnti, probeRows(), buildRows(), {2, 3}), sorted({{"4", "b4"}, {"NULL", "bn"}}));
}

TEST(HashJoin, RightSemiAndRightAntiOverEmptySides) {
    const Rows all_build = sorted({{"2", "b2a"}, {"2", "b2b"}, {"4", "b4"}, {"NULL", "bn"}, {"1", "b1"}});
    EXPECT_EQ(join(JoinKind::RightSemi, empty(), buildRows(), {2, 3}), Rows{});
    EXPECT_EQ(join(JoinKind::RightAnti, empty(), buildRows(), {2, 3}), all_build);
    EXPECT_EQ(join(JoinKind::RightSemi, probeRows(), empty(), {2, 3}), Rows{});
    EXPECT_EQ(join(JoinKind::RightAnti, probeRows(), empty(), {2, 3}), Rows{});
}

TEST(HashJoin, OutputColumnsInAnyOrder) {
    EXPECT_EQ(join(JoinKind::Left, probeRows(), buildRows(), {3, 1}), sorted({{"b1", "p1"},
                                                                              {"b2a", "p2a"},
                                                                              {"b2b", "p2a"},
                                                                              {"b2a", "p2b"},
                                                                              {"b2b", "p2b"},
                                                                              {"NULL", "pn"},
                                                                              {"NULL", "p3"}}));
    EXPECT_EQ(join(JoinKind::Semi, probeRows(), buildRows(), {1}), sorted({{"p1"}, {"p2a"}, {"p2b"}}));
    EXPECT_EQ(join(JoinKind::Inner, probeRows(), buildRows(), {}), Rows(5, std::vector<std::string>{}));
}

TEST(HashJoin, EmptyBuildSide) {
    EXPECT_EQ(join(JoinKind::Inner, probeRows(), empty()), Rows{});
    EXPECT_EQ(join(JoinKind::Right, probeRows(), empty()), Rows{});
    EXPECT_EQ(join(JoinKind::Semi, probeRows(), empty(), {0, 1}), Rows{});
    const Rows padded = sorted({{"1", "p1", "NULL", "NULL"},
                                {"2", "p2a", "NULL", "NULL"},
                                {"2", "p2b", "NULL", "NULL"},
                                {"NULL", "pn", "NULL", "NULL"},
                                {"3", "p3", "NULL", "NULL"}});
    EXPECT_EQ(join(JoinKind::Left, probeRows(), empty()), padded);
    EXPECT_EQ(join(JoinKind::Full, probeRows(), empty()), padded);
    EXPECT_EQ(join(JoinKind::Anti, probeRows(), empty(), {0, 1}),
              sorted({{"1", "p1"}, {"2", "p2a"}, {"2", "p2b"}, {"NULL", "pn"}, {"3", "p3"}}));
}

TEST(HashJoin, EmptyProbeSide) {
    EXPECT_EQ(join(JoinKind::Inner, empty(), buildRows()), Rows{});
    EXPECT_EQ(join(JoinKind::Left, empty(), buildRows()), Rows{});
    EXPECT_EQ(join(JoinKind::Semi, empty(), buildRows(), {0}), Rows{});
    EXPECT_EQ(join(JoinKind::Anti, empty(), buildRows(), {0}), Rows{});
    const Rows padded = sorted({{"NULL", "NULL", "2", "b2a"},
                                {"NULL", "NULL", "2", "b2b"},
                                {"NULL", "NULL", "4", "b4"},
                                {"NULL", "NULL", "NULL", "bn"},
                                {"NULL", "NULL", "1", "b1"}});
    EXPECT_EQ(join(JoinKind::Right, empty(), buildRows()), padded);
    EXPECT_EQ(join(JoinKind::Full, empty(), buildRows()), padded);
    EXPECT_EQ(join(JoinKind::Full, empty(), empty()), Rows{});
}

const std::vector<DataType> kWide{Types::INT(), Types::STRING(), Types::INT()};  // x, y, payload

/// Joins on (x, y); outputs the probe payload and the build payload.
Rows joinOnTwoKeys(JoinKind kind) {
    auto probe = makeTable(kWide, {{intCell(1), stringCell("a"), intCell(10)},
                                   {intCell(1), stringCell("b"), intCell(11)},
                                   {intCell(2), stringCell("a"), intCell(12)},
                                   {intCell(1), nullCell(), intCell(13)},
                                   {nullCell(), stringCell("a"), intCell(14)}});
    auto build = makeTable(kWide, {{intCell(1), stringCell("a"), intCell(20)},
                                   {intCell(1), stringCell("a"), intCell(21)},
                                   {intCell(1), stringCell("b"), intCell(22)},
                                   {intCell(2), stringCell("b"), intCell(23)},
                                   {intCell(1), nullCell(), intCell(24)}});
    return runSorted(*makeHashJoin(kind, {0, 1}, {0, 1}, JoinOutput{{2, 5}, nullptr}, {}, scan(probe), scan(build)));
}

TEST(HashJoin, SeveralKeyColumnsMustAllBeEqualAndNonNull) {
    EXPECT_EQ(joinOnTwoKeys(JoinKind::Inner), sorted({{"10", "20"}, {"10", "21"}, {"11", "22"}}));
    EXPECT_EQ(joinOnTwoKeys(JoinKind::Full), sorted({{"10", "20"},
                                                     {"10", "21"},
                                                     {"11", "22"},
                                                     {"12", "NULL"},
                                                     {"13", "NULL"},
                                                     {"14", "NULL"},
                                                     {"NULL", "23"},
                                                     {"NULL", "24"}}));
}

const std::vector<DataType> kKeyValue{Types::INT(), Types::INT()};

/// Joins on column 0 with the residual `probe value < build value` (NULL when either is NULL); outputs all four.
Rows joinWithResidual(JoinKind kind) {
    auto probe = makeTable(
        kKeyValue,
        {{intCell(1), intCell(5)}, {intCell(1), intCell(50)}, {intCell(2), intCell(5)}, {nullCell(), intCell(5)}});
    auto build = makeTable(kKeyValue, {{intCell(1), intCell(10)},
                                       {intCell(1), intCell(3)},
                                       {intCell(1), nullCell()},
                                       {intCell(2), intCell(1)},
                                       {intCell(3), intCell(7)}});
    auto less = lambdaExpr(Types::BOOLEAN(), [](RowView row, EvalContext&, Cell& out) {
        out = row[1].null || row[3].null ? nullCell() : boolCell(row[1].i < row[3].i);
    });
    const bool probe_only = kind == JoinKind::Semi || kind == JoinKind::Anti;
    const bool build_only = kind == JoinKind::RightSemi || kind == JoinKind::RightAnti;
    JoinOutput output{probe_only   ? std::vector<uint32_t>{0, 1}
                      : build_only ? std::vector<uint32_t>{2, 3}
                                   : std::vector<uint32_t>{0, 1, 2, 3},
                      std::move(less)};
    return runSorted(*makeHashJoin(kind, {0}, {0}, std::move(output), {}, scan(probe), scan(build)));
}

// Only (1,5) with (1,10) passes the residual: 5 < 3 is false, 5 < NULL is NULL, 50 is not below 10 or 3, 5 < 1
// is false.
TEST(HashJoin, ResidualDecidesWhichPairsMatch) {
    EXPECT_EQ(joinWithResidual(JoinKind::Inner), (Rows{{"1", "5", "1", "10"}}));
    EXPECT_EQ(joinWithResidual(JoinKind::Semi), (Rows{{"1", "5"}}));
    EXPECT_EQ(joinWithResidual(JoinKind::Anti), sorted({{"1", "50"}, {"2", "5"}, {"NULL", "5"}}));
}

// Only the pair of probe (1,5) with build (1,10) passes: (1,10) alone has a match.
TEST(HashJoin, ResidualDecidesWhichBuildRowsRightSemiAndRightAntiPass) {
    EXPECT_EQ(joinWithResidual(JoinKind::RightSemi), (Rows{{"1", "10"}}));
    EXPECT_EQ(joinWithResidual(JoinKind::RightAnti), sorted({{"1", "3"}, {"1", "NULL"}, {"2", "1"}, {"3", "7"}}));
}

TEST(HashJoin, FailedResidualInAnOuterJoinPadsThePreservedRowInsteadOfDroppingIt) {
    const Rows probe_padded{{"1", "50", "NULL", "NULL"}, {"2", "5", "NULL", "NULL"}, {"NULL", "5", "NULL", "NULL"}};
    const Rows build_padded{{"NULL", "NULL", "1", "3"},
                            {"NULL", "NULL", "1", "NULL"},
                            {"NULL", "NULL", "2", "1"},
                            {"NULL", "NULL", "3", "7"}};
    const Rows pair{{"1", "5", "1", "10"}};
    EXPECT_EQ(joinWithResidual(JoinKind::Left), plus(pair, probe_padded));
    EXPECT_EQ(joinWithResidual(JoinKind::Right), plus(pair, build_padded));
    EXPECT_EQ(joinWithResidual(JoinKind::Full), plus(plus(pair, probe_padded), build_padded));
}

TEST(HashJoin, FloatingKeysMatchAsTheyCompare) {
    const std::vector<DataType> doubles{Types::DOUBLE()};
    auto probe = makeTable(doubles, {{doubleCell(0.0)}, {doubleCell(std::nan(""))}, {doubleCell(1.5)}});
    auto build = makeTable(doubles, {{doubleCell(-0.0)}, {doubleCell(std::nan(""))}, {doubleCell(2.5)}});
    const auto plan =
        makeHashJoin(JoinKind::Inner, {0}, {0}, JoinOutput{{0, 1}, nullptr}, {}, scan(probe), scan(build));
    EXPECT_EQ(runSorted(*plan), sorted({{"0", "-0"}, {"nan", "nan"}}));
}

// Keys of the types whose packed bytes are compared directly (BOOLEAN, SMALLINT, DECIMAL, DATE, all four at once),
// with values that differ only in the high bytes (a negative SMALLINT, a DECIMAL beyond 64 bits). Worked out by
// hand: probe row 0 equals build row 1 in all four keys; probe row 1 differs from build row 0 in the DECIMAL
// only; probe row 2 from build row 2 in the SMALLINT only (-1 against 255).
TEST(HashJoin, KeysOfEveryBytewiseTypeMatchOnlyWhenAllAreEqual) {
    const std::vector<DataType> types{Types::BOOLEAN(), Types::SMALLINT(), Types::DECIMAL(30, 2), Types::DATE(),
                                      Types::INT()};  // four keys, then the row's number
    const Int128 big = Int128(1) << 70;
    auto probe = makeTable(types, {{boolCell(true), intCell(-2), decimalCell(big), intCell(19000), intCell(0)},
                                   {boolCell(false), intCell(7), decimalCell(big + 1), intCell(-5), intCell(1)},
                                   {boolCell(true), intCell(-1), decimalCell(3), intCell(0), intCell(2)}});
    auto build = makeTable(types, {{boolCell(false), intCell(7), decimalCell(1), intCell(-5), intCell(10)},
                                   {boolCell(true), intCell(-2), decimalCell(big), intCell(19000), intCell(11)},
                                   {boolCell(true), intCell(255), decimalCell(3), intCell(0), intCell(12)}});
    const auto plan = makeHashJoin(JoinKind::Full, {0, 1, 2, 3}, {0, 1, 2, 3}, JoinOutput{{4, 9}, nullptr}, {},
                                   scan(probe), scan(build));
    EXPECT_EQ(runSorted(*plan), sorted({{"0", "11"}, {"1", "NULL"}, {"2", "NULL"}, {"NULL", "10"}, {"NULL", "12"}}));
}

// 100 probe rows are probed in several batches, which must copy the key strings of the rows they hold: the
// strings a probe row views are valid only during its call. Keys k0..k39; the build side lacks k0, k10, k20, k30.
TEST(HashJoin, StringKeysAcrossSeveralProbeBatches) {
    std::vector<std::string> texts;  // owns the strings the cells view until makeTable copies them
    texts.reserve(240);
    std::vector<std::vector<Cell>> probe_rows;
    Rows expected;
    for (int i = 0; i < 100; ++i) {
        texts.push_back("k" + std::to_string(i % 40));
        probe_rows.push_back({stringCell(texts.back()), intCell(i)});
        const std::string payload = i % 10 == 0 ? "NULL" : "b" + std::to_string(i % 40);
        expected.push_back({"k" + std::to_string(i % 40), std::to_string(i), payload});
    }
    std::vector<std::vector<Cell>> build_rows;
    for (int j = 0; j < 40; ++j) {
        if (j % 10 == 0) continue;
        texts.push_back("k" + std::to_string(j));
        texts.push_back("b" + std::to_string(j));
        build_rows.push_back({stringCell(texts[texts.size() - 2]), stringCell(texts.back())});
    }
    const auto probe = makeTable({Types::STRING(), Types::INT()}, probe_rows);
    const auto build = makeTable({Types::STRING(), Types::STRING()}, build_rows);
    // The probe keys are computed into the Project's scratch, which the next row overwrites.
    std::vector<CompiledExprPtr> computed;
    computed.push_back(lambdaExpr(Types::STRING(), [](RowView row, EvalContext& ctx, Cell& out) {
        out = row[0];
        out.s = ctx.scratch.copy(row[0].s.view());
    }));
    computed.push_back(lambdaExpr(Types::INT(), [](RowView row, EvalContext&, Cell& out) { out = row[1]; }));
    const auto plan = makeHashJoin(JoinKind::Left, {0}, {0}, JoinOutput{{0, 1, 3}, nullptr}, {},
                                   stack(probe, {makeProject(std::move(computed))}), scan(build));
    EXPECT_EQ(runSorted(*plan), sorted(std::move(expected)));
}

/// Drives the sink role directly: two pipeline instances gather half the build rows each and combine.
TEST(HashJoin, BuildSidesOfSeveralPipelineInstancesCombine) {
    const auto plan = joinOnKey(JoinKind::Full, probeRows(), buildRows());
    QueryContext ctx;
    const auto global = plan->makeGlobalState(ctx);
    auto first = plan->makeSinkState(global.get(), 1);
    auto second = plan->makeSinkState(global.get(), 1);
    const auto build = buildRows();
    for (size_t i = 0; i < build->rowCount(); ++i) {
        plan->consume(build->row(i), global.get(), (i % 2 == 0 ? first : second).get());
    }
    plan->combine(global.get(), first.get());
    plan->combine(global.get(), second.get());
    plan->finalize(global.get());

    Rows rows;
    FunctionSink collect([&](RowView row) {
        rows.push_back(renderRow(row, plan->types()));
        return true;
    });
    Downstream out = Downstream::caller();
    out.setCaller(collect);
    const auto probe_state = plan->makeStreamState(global.get());
    const auto probe = probeRows();
    for (size_t i = 0; i < probe->rowCount(); ++i) plan->execute(probe->row(i), out, global.get(), probe_state.get());
    plan->flush(out, global.get(), probe_state.get());
    const auto source_state = plan->makeSourceState(global.get());
    while (plan->produce(out, global.get(), source_state.get()) == PhysicalOperator::Produced::More) {
    }
    EXPECT_EQ(sorted(rows), plus(plus(kPairs, kProbeUnmatched), kBuildUnmatched));
}

TEST(HashJoin, LimitAboveStopsTheProbeSideEarly) {
    int probed = 0;
    auto probe = stack(numbers(10'000), {rowCounter(probed)});
    auto join_plan =
        makeHashJoin(JoinKind::Inner, {0}, {0}, JoinOutput{{0}, nullptr}, {}, std::move(probe), scan(numbers(10'000)));
    const auto plan = exec::makeLimit(0, 3, std::move(join_plan));
    EXPECT_EQ(runSorted(*plan), (Rows{{"1"}, {"2"}, {"3"}}));
    EXPECT_LE(probed, 32);  // one batch of probe rows held back
}

TEST(HashJoin, RunsBuildThenProbeThenUnmatchedBuildRows) {
    const auto plan = joinOnKey(JoinKind::Right, probeRows(), buildRows());
    QueryContext ctx;
    const Executor executor(*plan, ctx);
    EXPECT_EQ(describePipelines(executor.pipelines()),
              "P0: ColumnTableScan(name=[t]) -> HashJoin(kind=[right])\n"
              "P1: ColumnTableScan(name=[t], key_filters=[$0]) -> HashJoin(kind=[right]) -> result (after P0)\n"
              "P2: HashJoin(kind=[right]) -> result (after P0, P1)\n");
}

TEST(HashJoin, DescribesItsKindAndParameters) {
    const auto plan = makeHashJoin(JoinKind::Semi, {0}, {0}, JoinOutput{{0}, nullptr}, {{"on", "a = b"}},
                                   scan(probeRows()), scan(buildRows()));
    const OperatorDescription description = plan->describe();
    EXPECT_EQ(description.name, "HashJoin");
    EXPECT_EQ(description.params, (ExplainParams{{"kind", "semi"}, {"on", "a = b"}}));
}

/// Build keys 0..29999 three or four times each and every 97th key NULL; probe keys drawn from -100..39999 with
/// NULLs. Expected pairs by a nested loop over plain integers.
/// What a join of `kind` gives on key equality between rows with the keys `probe_keys` and `build_keys`
/// (nullopt: NULL), each row shown as its row number on each side ("NULL" for a side it does not show): worked
/// out probe row by probe row from a map of the build rows by key.
Rows nestedLoopJoin(JoinKind kind, const std::vector<std::optional<int64_t>>& probe_keys,
                    const std::vector<std::optional<int64_t>>& build_keys) {
    Rows expected;
    std::vector<bool> build_matched(build_keys.size(), false);
    const bool pairs =
        kind == JoinKind::Inner || kind == JoinKind::Left || kind == JoinKind::Right || kind == JoinKind::Full;
    std::map<int64_t, std::vector<size_t>> build_rows_of;  // key -> the build rows that have it
    for (size_t b = 0; b < build_keys.size(); ++b) {
        if (build_keys[b]) build_rows_of[*build_keys[b]].push_back(b);
    }
    for (size_t p = 0; p < probe_keys.size(); ++p) {
        bool matched = false;
        const auto found = probe_keys[p] ? build_rows_of.find(*probe_keys[p]) : build_rows_of.end();
        for (size_t b : found == build_rows_of.end() ? std::vector<size_t>{} : found->second) {
            matched = true;
            build_matched[b] = true;
            if (pairs) expected.push_back({std::to_string(p), std::to_string(b)});
        }
        const bool keep_alone = kind == JoinKind::Left || kind == JoinKind::Full || kind == JoinKind::Anti;
        if ((matched && kind == JoinKind::Semi) || (!matched && keep_alone)) {
            expected.push_back({std::to_string(p), "NULL"});
        }
    }
    for (size_t b = 0; b < build_keys.size(); ++b) {
        const bool unmatched_kept = kind == JoinKind::Right || kind == JoinKind::Full || kind == JoinKind::RightAnti;
        if ((!build_matched[b] && unmatched_kept) || (build_matched[b] && kind == JoinKind::RightSemi)) {
            expected.push_back({"NULL", std::to_string(b)});
        }
    }
    return sorted(std::move(expected));
}

/// Runs the join of `kind` on column 0 (the key) of rows whose column 1 is their row number, as nestedLoopJoin
/// shows its rows.
Rows joinRowNumbers(JoinKind kind, const std::vector<std::optional<int64_t>>& probe_keys,
                    const std::vector<std::optional<int64_t>>& build_keys) {
    const std::vector<DataType> types{Types::INT(), Types::BIGINT()};  // key, row number
    auto rows = [](const std::vector<std::optional<int64_t>>& keys) {
        std::vector<std::vector<Cell>> cells;
        for (size_t i = 0; i < keys.size(); ++i)
            cells.push_back({keys[i] ? intCell(*keys[i]) : nullCell(), intCell(static_cast<int64_t>(i))});
        return cells;
    };
    const auto probe = makeTable(types, rows(probe_keys));
    const auto build = makeTable(types, rows(build_keys));
    const bool probe_only = kind == JoinKind::Semi || kind == JoinKind::Anti;
    const bool build_only = kind == JoinKind::RightSemi || kind == JoinKind::RightAnti;
    const std::vector<uint32_t> columns = probe_only   ? std::vector<uint32_t>{1}
                                          : build_only ? std::vector<uint32_t>{3}
                                                       : std::vector<uint32_t>{1, 3};
    Rows actual = runSorted(*makeHashJoin(kind, {0}, {0}, JoinOutput{columns, nullptr}, {}, scan(probe), scan(build)));
    for (auto& row : actual) {
        if (probe_only) row.push_back("NULL");
        if (build_only) row.insert(row.begin(), "NULL");
    }
    return sorted(std::move(actual));
}

const JoinKind kEveryKind[] = {JoinKind::Inner, JoinKind::Left, JoinKind::Right,     JoinKind::Full,
                               JoinKind::Semi,  JoinKind::Anti, JoinKind::RightSemi, JoinKind::RightAnti};

TEST(HashJoin, LargeBuildSideWithDuplicatesAgreesWithTheMatchesByKey) {
    std::vector<std::optional<int64_t>> build_keys;
    for (int64_t i = 0; i < 100'000; ++i)
        build_keys.push_back(i % 97 == 0 ? std::nullopt : std::optional<int64_t>(i % 30'000));
    std::mt19937 random(7);
    std::uniform_int_distribution<int64_t> draw(-100, 39'999);
    std::vector<std::optional<int64_t>> probe_keys;
    for (int64_t i = 0; i < 2'000; ++i) {
        const int64_t key = draw(random);
        probe_keys.push_back(key < 0 ? std::nullopt : std::optional<int64_t>(key));
    }
    for (JoinKind kind : kEveryKind) {
        SCOPED_TRACE(std::string(joinKindName(kind)));
        const Rows expected = nestedLoopJoin(kind, probe_keys, build_keys);
        EXPECT_GT(expected.size(), 400u);
        EXPECT_EQ(joinRowNumbers(kind, probe_keys, build_keys), expected);
    }
}

// A probe batch whose rows mostly find an empty bucket: 3,000 probe rows (several scan batches), every 7th key
// NULL, against 20 build rows (keys 0, 150, ..., 2,850, a NULL key, a key no probe row has). The kinds that drop
// unmatched probe rows pass the others over without holding them; every kind must still give what a nested loop
// gives.
TEST(HashJoin, ProbeBatchesMostlyWithoutCandidatesAgreeWithANestedLoop) {
    std::vector<std::optional<int64_t>> probe_keys;
    for (int64_t i = 0; i < 3'000; ++i) probe_keys.push_back(i % 7 == 3 ? std::nullopt : std::optional<int64_t>(i));
    std::vector<std::optional<int64_t>> build_keys;
    for (int64_t key = 0; key < 3'000; key += 150) build_keys.push_back(key);
    build_keys.push_back(std::nullopt);
    build_keys.push_back(99'999);
    for (JoinKind kind : kEveryKind) {
        SCOPED_TRACE(std::string(joinKindName(kind)));
        EXPECT_EQ(joinRowNumbers(kind, probe_keys, build_keys), nestedLoopJoin(kind, probe_keys, build_keys));
    }
}

/// The EXPLAIN parameter of `scan_operator` naming the key filters it took, or "" when it took none.
std::string keyFilters(const PhysicalOperator& scan_operator) {
    for (const auto& [name, value] : scan_operator.describe().params) {
        if (name == "key_filters") return value;
    }
    return "";
}

// An inner join on k2 above a join of `lower` kind on k1, both over column scans: 2,000 probe rows (k1, k2, id) with
// NULL keys, duplicate build keys. The upper join's key filter reaches the probe scan through a lower join that
// keeps its probe rows' columns (inner, left, semi, anti), and the ids come out as maps of the keys say.
TEST(HashJoin, KeyFiltersReachTheScanThroughJoinsThatKeepItsRows) {
    const std::vector<DataType> probe_types{Types::INT(), Types::INT(), Types::BIGINT()};
    std::vector<std::vector<Cell>> probe_rows;
    for (int64_t i = 0; i < 2'000; ++i) {
        probe_rows.push_back(
            {i % 11 == 0 ? nullCell() : intCell(i % 50), i % 13 == 0 ? nullCell() : intCell(i % 37), intCell(i)});
    }
    std::vector<std::vector<Cell>> build1_rows{{nullCell()}, {intCell(3)}};
    for (int64_t key = 0; key < 50; key += 3) build1_rows.push_back({intCell(key)});  // 3 twice
    std::vector<std::vector<Cell>> build2_rows{{nullCell()}, {intCell(5)}};
    for (int64_t key = 0; key < 37; key += 5) build2_rows.push_back({intCell(key)});  // 5 twice
    const auto count_of = [](const std::vector<std::vector<Cell>>& rows, const Cell& key) {
        return key.null ? 0 : std::count_if(rows.begin(), rows.end(), [&](const auto& r) {
            return !r[0].null && r[0].i == key.i;
        });
    };
    for (JoinKind lower : {JoinKind::Inner, JoinKind::Left, JoinKind::Semi, JoinKind::Anti}) {
        SCOPED_TRACE(std::string(joinKindName(lower)));
        Rows expected;
        for (const auto& row : probe_rows) {
            const auto matches1 = count_of(build1_rows, row[0]);
            const auto rows1 = lower == JoinKind::Inner  ? matches1
                               : lower == JoinKind::Left ? std::max<decltype(matches1)>(matches1, 1)
                               : lower == JoinKind::Semi ? (matches1 > 0 ? 1 : 0)
                                                         : (matches1 == 0 ? 1 : 0);
            for (auto n = rows1 * count_of(build2_rows, row[1]); n > 0; --n)
                expected.push_back({std::to_string(row[2].i)});
        }
        auto lower_join =
            makeHashJoin(lower, {0}, {0}, JoinOutput{{0, 1, 2}, nullptr}, {}, scan(makeTable(probe_types, probe_rows)),
                         scan(makeTable({Types::INT()}, build1_rows)));
        auto upper_join = makeHashJoin(JoinKind::Inner, {1}, {0}, JoinOutput{{2}, nullptr}, {}, std::move(lower_join),
                                       scan(makeTable({Types::INT()}, build2_rows)));
        EXPECT_EQ(keyFilters(*upper_join->children()[0]->children()[0]),
                  lower == JoinKind::Left || lower == JoinKind::Anti ? "$1" : "$0, $1");
        EXPECT_EQ(runSorted(*upper_join), sorted(std::move(expected)));
    }
}

TEST(HashJoin, AKeyFilterPassesAFilterOnTheProbeSide) {
    const std::vector<DataType> types{Types::INT(), Types::INT()};  // key, value
    std::vector<std::vector<Cell>> probe_rows;
    for (int64_t i = 0; i < 500; ++i) probe_rows.push_back({intCell(i % 20), intCell(i)});
    auto even_value =
        lambdaExpr(Types::BOOLEAN(), [](RowView row, EvalContext&, Cell& out) { out = boolCell(row[1].i % 2 == 0); });
    auto filtered = makeFilter(std::move(even_value), "even", scan(makeTable(types, probe_rows)));
    auto join = makeHashJoin(JoinKind::Inner, {0}, {0}, JoinOutput{{1}, nullptr}, {}, std::move(filtered),
                             scan(makeTable({Types::INT()}, {{intCell(4)}, {intCell(5)}})));
    EXPECT_EQ(keyFilters(*join->children()[0]->children()[0]), "$0");
    Rows expected;  // key 4 with an even value: i = 4, 24, ..., 484; key 5 has only odd values
    for (int64_t i = 4; i < 500; i += 20) expected.push_back({std::to_string(i)});
    EXPECT_EQ(runSorted(*join), sorted(std::move(expected)));
}

TEST(HashJoin, NoKeyFilterPassesAJoinWhoseRowsComeFromItsBuildSide) {
    const std::vector<DataType> types{Types::INT(), Types::INT()};
    auto lower_join = makeHashJoin(JoinKind::Right, {0}, {0}, JoinOutput{{0, 1, 2, 3}, nullptr}, {},
                                   scan(makeTable(types, {{intCell(1), intCell(1)}})),
                                   scan(makeTable(types, {{intCell(1), intCell(2)}, {intCell(3), intCell(4)}})));
    auto upper_join = makeHashJoin(JoinKind::Inner, {1}, {0}, JoinOutput{{0, 3}, nullptr}, {}, std::move(lower_join),
                                   scan(makeTable({Types::INT()}, {{intCell(5)}})));
    EXPECT_EQ(keyFilters(*upper_join->children()[0]->children()[0]), "$0");  // the right join's own, not the upper's
    EXPECT_EQ(runSorted(*upper_join), Rows{});
}

/// A join of 1000 probe rows with 3 build rows each (3000 result rows, so several output batches) under a global
/// aggregate of `calls` over the result rows (probe key, build value). Build value n (0..2999) is NULL when
/// n % 7 == 0.
Rows aggregateOverJoin(std::vector<AggregateCall> calls) {
    const std::vector<DataType> types{Types::INT(), Types::BIGINT()};
    std::vector<std::vector<Cell>> probe_rows;
    std::vector<std::vector<Cell>> build_rows;
    for (int64_t key = 0; key < 1000; ++key) {
        probe_rows.push_back({intCell(key), intCell(-key)});
        for (int64_t j = 0; j < 3; ++j) {
            const int64_t n = key * 3 + j;
            build_rows.push_back({intCell(key), n % 7 == 0 ? nullCell() : intCell(n)});
        }
    }
    auto join = makeHashJoin(JoinKind::Inner, {0}, {0}, JoinOutput{{0, 3}, nullptr}, {},
                             scan(makeTable(types, probe_rows)), scan(makeTable(types, build_rows)));
    return runSorted(*makeHashAggregate({}, types, std::move(calls))(std::move(join)));
}

AggregateCall builtinSumOf(uint32_t column) {
    const AggregateFunction* sum = findAggregateFunction("sum");
    return AggregateCall{sum->create(sum->bind(std::vector<DataType>{Types::BIGINT()}), "sum(v)"), column,
                         Types::BIGINT(), false};
}

// Worked out by hand: 3000 result rows; the NULL values are the 429 multiples of 7 in 0..2999 (0, 7, ..., 2996),
// so 2571 values whose sum is 0 + ... + 2999 = 4498500 less 7 * (0 + ... + 428) = 642642: 3855858.
TEST(HashJoin, ResultRowsReachAnAggregateInBatchesWithTheirNulls) {
    std::vector<AggregateCall> calls;
    calls.push_back(countStar());
    calls.push_back(countOf(1, Types::BIGINT()));
    calls.push_back(sumOf(1));
    calls.push_back(builtinSumOf(1));
    EXPECT_EQ(aggregateOverJoin(std::move(calls)), (Rows{{"3000", "2571", "3855858", "3855858"}}));
    // With a DISTINCT aggregate the batch is added row by row: the same counts and sums.
    calls.clear();
    calls.push_back(countStar());
    calls.push_back(countOf(1, Types::BIGINT(), true));
    calls.push_back(builtinSumOf(1));
    EXPECT_EQ(aggregateOverJoin(std::move(calls)), (Rows{{"3000", "2571", "3855858"}}));
}

void expectInternalError(const std::function<void()>& make, const std::string& message) {
    try {
        make();
        ADD_FAILURE() << "expected: " << message;
    } catch (const InternalError& e) {
        EXPECT_EQ(std::string(e.what()), message);
    }
}

/// One probe row whose key all `build_rows` build rows share: a fan-out that a single input row makes.
std::unique_ptr<PhysicalOperator> fanOut(int build_rows, std::unique_ptr<PhysicalOperator> probe) {
    std::vector<std::vector<Cell>> build;
    for (int i = 0; i < build_rows; ++i) build.push_back({intCell(7), intCell(i)});
    const auto rows = makeTable({Types::INT(), Types::INT()}, build);
    return makeHashJoin(JoinKind::Inner, {0}, {0}, JoinOutput{{0, 1, 2, 3}, nullptr}, {}, std::move(probe), scan(rows));
}

TEST(HashJoin, OneProbeRowMatchesEveryBuildRowOfItsKey) {
    const auto plan = fanOut(100000, scan(makeTable({Types::INT(), Types::INT()}, {{intCell(7), intCell(-1)}})));
    QueryContext ctx;
    size_t rows = 0;
    int64_t sum = 0;
    runInto(
        *plan,
        [&](RowView row) {
            ++rows;
            sum += row[3].i;
            return true;
        },
        ctx);
    EXPECT_EQ(rows, 100000u);
    EXPECT_EQ(sum, int64_t{100000} * 99999 / 2);
}

TEST(HashJoin, StopsInsideTheMatchesOfOneProbeRowWhenTheUserCancels) {
    std::atomic<bool> cancel{false};
    const auto plan = fanOut(100000, scan(makeTable({Types::INT(), Types::INT()}, {{intCell(7), intCell(-1)}})));
    QueryContext ctx(&cancel);
    size_t rows = 0;
    // The request comes with the first output row; the one probe row is all of its morsel, so only the probe loop
    // can see it before the 100,000 matches are made.
    EXPECT_THROW(runInto(
                     *plan,
                     [&](RowView) {
                         cancel = true;
                         return ++rows > 0;
                     },
                     ctx),
                 QueryCancelledError);
    EXPECT_GT(rows, 0u);
    EXPECT_LE(rows, kCancelCheckInterval + kOutputBatchRows);
}

TEST(HashJoin, RejectsPlansItCannotRun) {
    const auto with = [](JoinKind kind, std::vector<uint32_t> probe_keys, std::vector<uint32_t> build_keys,
                         std::vector<uint32_t> columns, std::shared_ptr<const RowStore> build = buildRows()) {
        return [=] {
            makeHashJoin(kind, probe_keys, build_keys, JoinOutput{columns, nullptr}, {}, scan(probeRows()),
                         scan(build));
        };
    };
    expectInternalError(with(JoinKind::Inner, {0}, {0, 1}, {0}),
                        "internal error: a hash join needs the same positive number of keys on both sides, not 1 "
                        "and 2");
    expectInternalError(with(JoinKind::Inner, {}, {}, {0}),
                        "internal error: a hash join needs the same positive number of keys on both sides, not 0 "
                        "and 0");
    expectInternalError(with(JoinKind::Inner, {0}, {2}, {0}),
                        "internal error: hash join key 0 is out of range: columns 0 and 2 of inputs with 2 and 2 "
                        "columns");
    expectInternalError(with(JoinKind::Inner, {0}, {1}, {0}),
                        "internal error: hash join key 0 compares INT with STRING; the planner must give both sides "
                        "one type");
    expectInternalError(with(JoinKind::Inner, {0}, {0}, {0, 4}),
                        "internal error: join output column 4 is out of range: the inputs have 2 + 2 columns");
    expectInternalError(with(JoinKind::Anti, {0}, {0}, {0, 2}),
                        "internal error: semi and anti joins output probe columns only, not column 2");
    expectInternalError(with(JoinKind::RightSemi, {0}, {0}, {2, 1}),
                        "internal error: right semi and right anti joins output build columns only, not column 1");
    expectInternalError(
        [] {
            JoinOutput output{{0}, lambdaExpr(Types::INT(), [](RowView, EvalContext&, Cell&) {})};
            makeHashJoin(JoinKind::Left, {0}, {0}, std::move(output), {}, scan(probeRows()), scan(buildRows()));
        },
        "internal error: join condition has type INT, not BOOLEAN");
}

}  // namespace
}  // namespace tabula::exec
