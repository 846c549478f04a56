// The generated tables at scale factor 0.01 against the rules of the TPC-H specification: row counts, keys and
// foreign keys, lines per order, value ranges and the values derived from others.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "tabula/error.hpp"
#include "tabula/temporal.hpp"
#include "tpchgen/distributions.hpp"
#include "tpchgen/key_rules.hpp"
#include "tpchgen/row_generator.hpp"

namespace tabula::tpchgen {
namespace {

/// A table's rows with their text copied.
struct StoredRow {
    std::vector<int64_t> numbers;
    std::vector<std::string> texts;
};

std::vector<StoredRow> generate(TpchTable table, const Scale& scale) {
    const size_t width = tableSpec(table).columns.size();
    std::vector<Field> row(width);
    std::vector<StoredRow> rows;
    const std::unique_ptr<RowGenerator> generator = makeRowGenerator(table, scale);
    while (generator->next(row)) {
        StoredRow& stored = rows.emplace_back();
        for (const Field& field : row) {
            stored.numbers.push_back(field.number);
            stored.texts.emplace_back(field.text);
        }
    }
    return rows;
}

/// The column named `name` of `table`.
size_t column(TpchTable table, std::string_view name) {
    const auto columns = tableSpec(table).columns;
    for (size_t i = 0; i < columns.size(); ++i)
        if (columns[i].name == name) return i;
    ADD_FAILURE() << "no column " << name;
    return 0;
}

class GeneratedTables : public ::testing::Test {
protected:
    static void SetUpTestSuite() {
        for (const TableSpec& spec : tableSpecs()) tables_[spec.table] = generate(spec.table, kScale);
    }
    static const std::vector<StoredRow>& rows(TpchTable table) { return tables_[table]; }
    static int64_t number(const StoredRow& row, TpchTable table, std::string_view name) {
        return row.numbers[column(table, name)];
    }
    static const std::string& text(const StoredRow& row, TpchTable table, std::string_view name) {
        return row.texts[column(table, name)];
    }
    /// The values of one column, as a set.
    static std::set<int64_t> keys(TpchTable table, std::string_view name) {
        std::set<int64_t> out;
        for (const StoredRow& row : rows(table)) out.insert(number(row, table, name));
        return out;
    }

    static inline const Scale kScale = Scale::of(0.01);
    static inline std::map<TpchTable, std::vector<StoredRow>> tables_;
};

TEST_F(GeneratedTables, HaveTheCardinalitiesOfTheScaleFactor) {
    EXPECT_EQ(rows(TpchTable::Region).size(), 5U);
    EXPECT_EQ(rows(TpchTable::Nation).size(), 25U);
    EXPECT_EQ(rows(TpchTable::Part).size(), 2000U);
    EXPECT_EQ(rows(TpchTable::Supplier).size(), 100U);
    EXPECT_EQ(rows(TpchTable::PartSupp).size(), 8000U);
    EXPECT_EQ(rows(TpchTable::Customer).size(), 1500U);
    EXPECT_EQ(rows(TpchTable::Orders).size(), 15000U);
    // Four lines per order on average: 60,000, give or take the spread of 15,000 draws from 1..7 (sd ~ 250).
    EXPECT_NEAR(static_cast<double>(rows(TpchTable::LineItem).size()), 60000.0, 1000.0);
}

TEST_F(GeneratedTables, PrimaryKeysAreDenseAndOrderKeysSparse) {
    const std::set<int64_t> parts = keys(TpchTable::Part, "p_partkey");
    EXPECT_EQ(parts.size(), 2000U);
    EXPECT_EQ(*parts.begin(), 1);
    EXPECT_EQ(*parts.rbegin(), 2000);
    const std::set<int64_t> customers = keys(TpchTable::Customer, "c_custkey");
    EXPECT_EQ(customers.size(), 1500U);
    EXPECT_EQ(*customers.rbegin(), 1500);
    const std::set<int64_t> orders = keys(TpchTable::Orders, "o_orderkey");
    EXPECT_EQ(orders.size(), 15000U);
    for (int64_t key : orders) EXPECT_LT((key - 1) % 32, 8) << key;
    EXPECT_EQ(*orders.begin(), 1);
    EXPECT_EQ(*orders.rbegin(), 14999 / 8 * 32 + 14999 % 8 + 1);
}

TEST_F(GeneratedTables, EveryForeignKeyIsFound) {
    const std::set<int64_t> regions = keys(TpchTable::Region, "r_regionkey");
    const std::set<int64_t> nations = keys(TpchTable::Nation, "n_nationkey");
    const std::set<int64_t> parts = keys(TpchTable::Part, "p_partkey");
    const std::set<int64_t> suppliers = keys(TpchTable::Supplier, "s_suppkey");
    const std::set<int64_t> customers = keys(TpchTable::Customer, "c_custkey");
    const std::set<int64_t> orders = keys(TpchTable::Orders, "o_orderkey");
    std::set<std::pair<int64_t, int64_t>> part_suppliers;
    for (const StoredRow& row : rows(TpchTable::PartSupp))
        part_suppliers.insert(
            {number(row, TpchTable::PartSupp, "ps_partkey"), number(row, TpchTable::PartSupp, "ps_suppkey")});
    EXPECT_EQ(part_suppliers.size(), 8000U) << "a (ps_partkey, ps_suppkey) pair is repeated";
    for (const auto& [part, supplier] : part_suppliers) {
        EXPECT_TRUE(parts.count(part));
        EXPECT_TRUE(suppliers.count(supplier));
    }
    for (const StoredRow& row : rows(TpchTable::Nation))
        EXPECT_TRUE(regions.count(number(row, TpchTable::Nation, "n_regionkey")));
    for (const StoredRow& row : rows(TpchTable::Supplier))
        EXPECT_TRUE(nations.count(number(row, TpchTable::Supplier, "s_nationkey")));
    for (const StoredRow& row : rows(TpchTable::Customer))
        EXPECT_TRUE(nations.count(number(row, TpchTable::Customer, "c_nationkey")));
    for (const StoredRow& row : rows(TpchTable::Orders)) {
        const int64_t customer = number(row, TpchTable::Orders, "o_custkey");
        EXPECT_TRUE(customers.count(customer));
        EXPECT_NE(customer % 3, 0) << "customers whose key is a multiple of 3 place no orders";
    }
    for (const StoredRow& row : rows(TpchTable::LineItem)) {
        EXPECT_TRUE(orders.count(number(row, TpchTable::LineItem, "l_orderkey")));
        EXPECT_TRUE(part_suppliers.count(
            {number(row, TpchTable::LineItem, "l_partkey"), number(row, TpchTable::LineItem, "l_suppkey")}));
    }
}

TEST_F(GeneratedTables, EachOrderHasOneToSevenLinesNumberedFromOne) {
    std::map<int64_t, std::vector<int64_t>> lines;
    for (const StoredRow& row : rows(TpchTable::LineItem))
        lines[number(row, TpchTable::LineItem, "l_orderkey")].push_back(
            number(row, TpchTable::LineItem, "l_linenumber"));
    EXPECT_EQ(lines.size(), 15000U);
    std::set<size_t> counts;
    for (const auto& [order, numbers] : lines) {
        counts.insert(numbers.size());
        for (size_t i = 0; i < numbers.size(); ++i) EXPECT_EQ(numbers[i], static_cast<int64_t>(i + 1));
    }
    EXPECT_EQ(counts, (std::set<size_t>{1, 2, 3, 4, 5, 6, 7}));
}

TEST_F(GeneratedTables, OrdersAgreeWithTheirLines) {
    const int32_t current = daysFromCivil(1995, 6, 17);
    std::map<int64_t, std::pair<int64_t, std::string>> from_lines;  // order -> total price, line statuses
    std::map<int64_t, int64_t> order_dates;
    for (const StoredRow& row : rows(TpchTable::Orders))
        order_dates[number(row, TpchTable::Orders, "o_orderkey")] = number(row, TpchTable::Orders, "o_orderdate");
    for (const StoredRow& row : rows(TpchTable::LineItem)) {
        const TpchTable t = TpchTable::LineItem;
        const int64_t order_date = order_dates.at(number(row, t, "l_orderkey"));
        const int64_t ship = number(row, t, "l_shipdate"), commit = number(row, t, "l_commitdate");
        const int64_t receipt = number(row, t, "l_receiptdate");
        EXPECT_GE(ship - order_date, 1);
        EXPECT_LE(ship - order_date, 121);
        EXPECT_GE(commit - order_date, 30);
        EXPECT_LE(commit - order_date, 90);
        EXPECT_GE(receipt - ship, 1);
        EXPECT_LE(receipt - ship, 30);
        const std::string& flag = text(row, t, "l_returnflag");
        EXPECT_EQ(flag == "N", receipt > current) << flag;
        EXPECT_TRUE(flag == "N" || flag == "R" || flag == "A") << flag;
        EXPECT_EQ(text(row, t, "l_linestatus"), ship > current ? "O" : "F");
        const int64_t quantity = number(row, t, "l_quantity");
        EXPECT_EQ(quantity % 100, 0);
        EXPECT_GE(quantity, 100);
        EXPECT_LE(quantity, 5000);
        EXPECT_EQ(number(row, t, "l_extendedprice"), quantity / 100 * retailPriceCents(number(row, t, "l_partkey")));
        const int64_t discount = number(row, t, "l_discount"), tax = number(row, t, "l_tax");
        EXPECT_GE(discount, 0);
        EXPECT_LE(discount, 10);
        EXPECT_GE(tax, 0);
        EXPECT_LE(tax, 8);
        auto& [total, statuses] = from_lines[number(row, t, "l_orderkey")];
        total += number(row, t, "l_extendedprice") * (100 - discount) / 100 * (100 + tax) / 100;
        statuses += text(row, t, "l_linestatus");
    }
    const int32_t first = daysFromCivil(1992, 1, 1), last = daysFromCivil(1998, 12, 31) - 151;
    for (const StoredRow& row : rows(TpchTable::Orders)) {
        const TpchTable t = TpchTable::Orders;
        const auto& [total, statuses] = from_lines.at(number(row, t, "o_orderkey"));
        EXPECT_EQ(number(row, t, "o_totalprice"), total);
        const bool all_f = statuses.find('O') == std::string::npos, all_o = statuses.find('F') == std::string::npos;
        EXPECT_EQ(text(row, t, "o_orderstatus"), all_f ? "F" : all_o ? "O" : "P");
        EXPECT_GE(number(row, t, "o_orderdate"), first);
        EXPECT_LE(number(row, t, "o_orderdate"), last);
    }
}

TEST_F(GeneratedTables, PartsFollowTheWordListsAndThePriceFormula) {
    const auto colours = partColours();
    for (const StoredRow& row : rows(TpchTable::Part)) {
        const TpchTable t = TpchTable::Part;
        std::set<std::string> words;
        std::string name = text(row, t, "p_name");
        for (size_t start = 0; start <= name.size();) {
            const size_t space = std::min(name.find(' ', start), name.size());
            const std::string word = name.substr(start, space - start);
            EXPECT_NE(std::find(colours.begin(), colours.end(), word), colours.end()) << word;
            words.insert(word);
            start = space + 1;
        }
        EXPECT_EQ(words.size(), 5U) << name;
        const std::string& mfgr = text(row, t, "p_mfgr");
        const std::string& brand = text(row, t, "p_brand");
        ASSERT_EQ(mfgr.substr(0, 13), "Manufacturer#");
        ASSERT_EQ(brand.size(), 8U);
        EXPECT_EQ(brand[6], mfgr[13]) << "the brand's first digit is the manufacturer";
        EXPECT_TRUE(brand[7] >= '1' && brand[7] <= '5') << brand;
        EXPECT_GE(number(row, t, "p_size"), 1);
        EXPECT_LE(number(row, t, "p_size"), 50);
        EXPECT_EQ(number(row, t, "p_retailprice"), retailPriceCents(number(row, t, "p_partkey")));
        const size_t comment = text(row, t, "p_comment").size();
        EXPECT_GE(comment, 5U);
        EXPECT_LE(comment, 22U);
    }
    EXPECT_EQ(retailPriceCents(1), 90100);  // 901.00, the first part's price in the specification's sample
    EXPECT_EQ(partTypes().size(), 150U);
    EXPECT_EQ(partContainers().size(), 40U);
    EXPECT_EQ(colours.size(), 92U);
}

TEST_F(GeneratedTables, PhonesStartWithTheNationCode) {
    for (const TpchTable t : {TpchTable::Supplier, TpchTable::Customer}) {
        const std::string prefix = t == TpchTable::Supplier ? "s_" : "c_";
        for (const StoredRow& row : rows(t)) {
            const std::string& phone = text(row, t, prefix + "phone");
            ASSERT_EQ(phone.size(), 15U);
            EXPECT_EQ(std::stoi(phone.substr(0, 2)), number(row, t, prefix + "nationkey") + 10);
            const int64_t balance = number(row, t, prefix + "acctbal");
            EXPECT_GE(balance, -99999);
            EXPECT_LE(balance, 999999);
        }
    }
}

TEST(RowGenerator, TwoRunsYieldTheSameRows) {
    const Scale scale = Scale::of(0.01);
    std::vector<Field> first(16), second(16);
    auto a = makeRowGenerator(TpchTable::LineItem, scale), b = makeRowGenerator(TpchTable::LineItem, scale);
    size_t count = 0;
    while (a->next(first)) {
        ASSERT_TRUE(b->next(second));
        for (size_t i = 0; i < first.size(); ++i) {
            ASSERT_EQ(first[i].number, second[i].number) << "row " << count;
            ASSERT_EQ(first[i].text, second[i].text) << "row " << count;
        }
        ++count;
    }
    EXPECT_FALSE(b->next(second));
}

TEST(RowGenerator, ScaleFactorsOutsideTheRangeAreRefused) {
    EXPECT_NO_THROW(checkScaleFactor(0.01));
    EXPECT_NO_THROW(checkScaleFactor(300));
    try {
        checkScaleFactor(0.001);
        ADD_FAILURE();
    } catch (const ValidationError& error) {
        EXPECT_EQ(error.message(), "the scale factor must be between 0.01 and 300, not 0.001");
    }
    try {
        checkScaleFactor(0.012);
        ADD_FAILURE();
    } catch (const ValidationError& error) {
        EXPECT_EQ(error.message(),
                  "at scale factor 0.012 the specification's partsupp formula gives a part the same supplier twice; "
                  "take 0.01 or a scale factor from 0.023");
    }
    EXPECT_NO_THROW(checkScaleFactor(0.023));
    EXPECT_FALSE(partSuppliersDiffer(2400, 120));
    EXPECT_TRUE(partSuppliersDiffer(2000, 100));
    EXPECT_TRUE(partSuppliersDiffer(200'000, 10'000));
    for (double factor : {0.0, -1.0, 301.0, 1.0 / 0.0}) {
        try {
            checkScaleFactor(factor);
            ADD_FAILURE() << factor;
        } catch (const ValidationError& error) {
            EXPECT_EQ(error.message().substr(0, 50), "the scale factor must be between 0.01 and 300, not");
        }
    }
}

}  // namespace
}  // namespace tabula::tpchgen
