// Typed cell operations, row keys and the open-addressing index underneath the hash operators.
#include <gtest/gtest.h>

#include <limits>
#include <unordered_set>

#include "exec/operators/cell_ops.hpp"
#include "exec/operators/hash_index.hpp"
#include "exec/operators/row_keys.hpp"
#include "exec_test_support.hpp"

namespace tabula::exec {
namespace {

using namespace tabula::exec::test;

TEST(CellOps, DoublesFollowSqlNotIeee) {
    const CellOps ops = cellOps(Types::DOUBLE());
    const double nan = std::numeric_limits<double>::quiet_NaN();
    EXPECT_TRUE(ops.equal(doubleCell(0.0), doubleCell(-0.0)));
    EXPECT_EQ(ops.hash(doubleCell(0.0)), ops.hash(doubleCell(-0.0)));
    EXPECT_TRUE(ops.equal(doubleCell(nan), doubleCell(-nan)));
    EXPECT_EQ(ops.hash(doubleCell(nan)), ops.hash(doubleCell(-nan)));
    EXPECT_EQ(ops.compare(doubleCell(nan), doubleCell(nan)), 0);
    EXPECT_GT(ops.compare(doubleCell(nan), doubleCell(std::numeric_limits<double>::infinity())), 0);
    EXPECT_LT(ops.compare(doubleCell(-1e300), doubleCell(nan)), 0);
    EXPECT_FALSE(ops.equal(doubleCell(1.0), doubleCell(nan)));
}

TEST(CellOps, FloatsFollowSqlNotIeee) {
    const CellOps ops = cellOps(Types::FLOAT());
    const float nan = std::numeric_limits<float>::quiet_NaN();
    EXPECT_TRUE(ops.equal(floatCell(0.0F), floatCell(-0.0F)));
    EXPECT_EQ(ops.hash(floatCell(0.0F)), ops.hash(floatCell(-0.0F)));
    EXPECT_EQ(ops.hash(floatCell(nan)), ops.hash(floatCell(-nan)));
    EXPECT_GT(ops.compare(floatCell(nan), floatCell(3.0F)), 0);
    EXPECT_LT(ops.compare(floatCell(-3.0F), floatCell(3.0F)), 0);
}

TEST(CellOps, StringsCompareByBytes) {
    const CellOps ops = cellOps(Types::STRING());
    EXPECT_LT(ops.compare(stringCell("abc"), stringCell("abd")), 0);
    EXPECT_LT(ops.compare(stringCell("ab"), stringCell("abc")), 0);
    EXPECT_LT(ops.compare(stringCell(""), stringCell("a")), 0);
    EXPECT_EQ(ops.compare(stringCell(""), stringCell("")), 0);
    EXPECT_LT(ops.compare(stringCell("z"), stringCell("\xc3\xa9")), 0);  // z < é: bytes are unsigned
    EXPECT_TRUE(ops.equal(stringCell("same"), stringCell(std::string("same"))));
    EXPECT_FALSE(ops.equal(stringCell("same"), stringCell("sane")));
    EXPECT_EQ(ops.hash(stringCell("same text, long enough")),
              ops.hash(stringCell(std::string("same text, long enough"))));
    EXPECT_NE(ops.hash(stringCell("abcdefgh1")), ops.hash(stringCell("abcdefgh2")));
}

TEST(CellOps, BooleansAndDecimals) {
    const CellOps bools = cellOps(Types::BOOLEAN());
    EXPECT_LT(bools.compare(boolCell(false), boolCell(true)), 0);
    EXPECT_TRUE(bools.equal(boolCell(true), boolCell(true)));
    const CellOps decimals = cellOps(Types::DECIMAL(38, 4));
    const Int128 big = static_cast<Int128>(1) << 100;
    EXPECT_LT(decimals.compare(decimalCell(-big), decimalCell(1)), 0);
    EXPECT_GT(decimals.compare(decimalCell(big), decimalCell(big - 1)), 0);
    EXPECT_TRUE(decimals.equal(decimalCell(big), decimalCell(big)));
    EXPECT_NE(decimals.hash(decimalCell(big)), decimals.hash(decimalCell(big + 1)));
}

TEST(HashBytes, EveryByteCountsAtEveryLength) {
    for (size_t size = 0; size <= 24; ++size) {
        const std::string text(size, 'a');
        const std::string copy = " " + text;  // the same bytes elsewhere in memory
        const uint64_t hash = hashBytes(text.data(), size);
        EXPECT_EQ(hashBytes(copy.data() + 1, size), hash) << size;
        EXPECT_NE(hashBytes(text.data(), size), hashBytes((text + "a").data(), size + 1)) << size;
        for (size_t i = 0; i < size; ++i) {
            std::string changed = text;
            changed[i] = 'b';
            EXPECT_NE(hashBytes(changed.data(), size), hash) << "size " << size << ", byte " << i;
        }
    }
}

TEST(RowKeys, NullsEqualEachOtherAndNothingElse) {
    const std::vector<DataType> types{Types::INT(), Types::STRING()};
    const std::vector<uint32_t> columns{1, 0};
    RowKeys keys(columns, types);
    const std::vector<Cell> a{nullCell(), stringCell("x")};
    const std::vector<Cell> b{nullCell(), stringCell("x")};
    const std::vector<Cell> c{intCell(0), stringCell("x")};
    std::vector<Cell> key_a(2);
    keys.gather(a, key_a.data());
    EXPECT_EQ(key_a[0].s.view(), "x");
    EXPECT_TRUE(key_a[1].null);
    EXPECT_TRUE(keys.equal(b, key_a.data()));
    EXPECT_EQ(keys.hash(a), keys.hash(b));
    EXPECT_FALSE(keys.equal(c, key_a.data()));
    EXPECT_NE(keys.hash(a), keys.hash(c));
}

TEST(RowKeys, HashingRowsOfABatchGivesEachRowsHash) {
    // integer, string and double keys, in another order than the row's, with NULLs
    const std::vector<DataType> types{Types::BIGINT(), Types::STRING(), Types::DOUBLE(), Types::DATE()};
    const std::vector<uint32_t> columns{3, 1, 0, 2};
    RowKeys keys(columns, types);
    std::vector<Cell> rows;
    for (int64_t r = 0; r < 50; ++r) {
        rows.push_back(r % 5 == 0 ? nullCell() : intCell(r * 7));
        rows.push_back(r % 7 == 0 ? nullCell() : stringCell(r % 2 == 0 ? "even" : "odd"));
        rows.push_back(doubleCell(r % 3 == 0 ? -0.0 : static_cast<double>(r)));
        rows.push_back(r % 9 == 0 ? nullCell() : intCell(-r));
    }
    std::vector<uint64_t> hashes(50);
    keys.hashRows(rows.data(), 4, 50, hashes.data());
    for (size_t r = 0; r < 50; ++r) EXPECT_EQ(hashes[r], keys.hash(RowView(rows.data() + r * 4, 4))) << "row " << r;
}

TEST(HashIndex, HandsOutDenseIdsAndFindsThemAfterGrowth) {
    HashIndex index;
    constexpr uint32_t kEntries = 300000;
    auto hashOf = [](uint64_t v) { return hashFinish(hashCombine(kHashSeed, v)); };
    for (uint32_t v = 0; v < kEntries; ++v) {
        const auto [id, added] = index.findOrInsert(hashOf(v * 3), [&](uint32_t other) { return other * 3 == v * 3; });
        ASSERT_TRUE(added);
        ASSERT_EQ(id, v);
    }
    EXPECT_EQ(index.size(), kEntries);
    for (uint32_t v = 0; v < kEntries; v += 7) {
        const auto [id, added] = index.findOrInsert(hashOf(v * 3), [&](uint32_t other) { return other == v; });
        ASSERT_FALSE(added);
        ASSERT_EQ(id, v);
    }
    // Slots stay at most 70% full: 300000 entries need 2^19 slots of 8 bytes.
    EXPECT_EQ(index.memoryUsage(), (size_t{1} << 19) * 8);
}

TEST(HashIndex, CollidingHashesAreToldApartByEquality) {
    HashIndex index;
    std::vector<int> entries;
    for (int v = 0; v < 100; ++v) {
        const auto [id, added] = index.findOrInsert(42, [&](uint32_t other) { return entries[other] == v; });
        ASSERT_TRUE(added);
        entries.push_back(v);
        EXPECT_EQ(id, static_cast<uint32_t>(v));
    }
    const auto found = index.findOrInsert(42, [&](uint32_t other) { return entries[other] == 57; });
    EXPECT_EQ(found, std::make_pair(57U, false));
}

}  // namespace
}  // namespace tabula::exec
