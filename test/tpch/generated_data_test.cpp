// The 22 TPC-H queries over data generated at scale factor 0.01 return about as many rows as over the reference
// data (test/data/tpch/answers). A count fixed by the query's groups or limit must match exactly; a count that
// depends on which few rows the random draws select may differ by an allowance, set per query below.
#include <gtest/gtest.h>

#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>

#include "result_table.hpp"
#include "tabula/table_environment.hpp"
#include "tpch_data.hpp"
#include "tpchgen/csv_output.hpp"

namespace tabula::tpch {
namespace {

const std::filesystem::path kDataDir = std::filesystem::path(TABULA_TEST_DATA) / "tpch";

/// How far a query's row count may stray from the reference answer's: the larger of a fraction of it and a
/// number of rows.
struct Allowance {
    double fraction;
    int rows;
};

Allowance allowanceFor(int query) {
    switch (query) {
        case 2: return {0, 3};      // parts of size 15 whose cheapest European supplier ...: a handful
        case 9: return {0.05, 0};   // nation and year pairs with a green part sold: about 173 of 175
        case 11: return {0.25, 0};  // German stock above a fraction of the total: scales with the ~4 German suppliers
        case 13: return {0.15, 0};  // distinct numbers of orders per customer: the tail of a distribution
        case 16: return {0.05, 0};  // brand, type and size groups among ~300 parts
        case 18: return {0, 4};     // orders of more than 300 items: a couple at this scale
        case 20: return {0, 4};     // Canadian suppliers with excess forest parts: one or two
        case 21: return {0, 8};     // the few Saudi Arabian suppliers (~4 of 100) that kept orders waiting
        default: return {0, 0};     // fixed by the groups (q01 4 rows, q04 5, ...) or by a LIMIT
    }
}

size_t answerRows(int number) {
    return readAnswerFile(kDataDir / "answers" / (tpchQueryName(number) + ".csv")).rows.size();
}

class GeneratedData : public ::testing::TestWithParam<int> {
protected:
    static void SetUpTestSuite() {
        dir_ = std::filesystem::temp_directory_path() / ("tpch_generated_" + std::to_string(getpid()));
        std::vector<tpchgen::TpchTable> tables;
        for (const tpchgen::TableSpec& spec : tpchgen::tableSpecs()) tables.push_back(spec.table);
        tpchgen::writeTables(tables, tpchgen::Scale::of(0.01), dir_);
    }
    static void TearDownTestSuite() { std::filesystem::remove_all(dir_); }
    static inline std::filesystem::path dir_;
};

TEST_P(GeneratedData, RowCountIsAboutTheOfficialOne) {
    const int number = GetParam();
    TableEnvironment env;
    registerTpchTables(env, dir_);
    TableResult result = env.sqlQuery(tpchQuery(kDataDir, number)).execute();
    const size_t actual = collectResult(result).rows.size();
    const size_t expected = answerRows(number);
    const Allowance allowance = allowanceFor(number);
    const double allowed = std::max(allowance.fraction * static_cast<double>(expected), double(allowance.rows));
    EXPECT_LE(std::abs(static_cast<double>(actual) - static_cast<double>(expected)), allowed)
        << tpchQueryName(number) << ": " << actual << " rows, the official answer has " << expected;
}

INSTANTIATE_TEST_SUITE_P(Tpch, GeneratedData, ::testing::Range(1, 23),
                         [](const ::testing::TestParamInfo<int>& info) { return tpchQueryName(info.param); });

}  // namespace
}  // namespace tabula::tpch
