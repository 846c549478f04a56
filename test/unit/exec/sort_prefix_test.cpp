// Sort-key prefixes: comparing the encodings as unsigned integers orders the values as the sort does, and the
// prefix decides alone only for types it holds whole.
#include "exec/operators/sort_prefix.hpp"

#include <gtest/gtest.h>

#include <limits>
#include <vector>

#include "exec_test_support.hpp"

namespace tabula::exec {
namespace {

using namespace tabula::exec::test;

/// Whether the prefixes of `cells` (in the order the sort puts them) never decrease, and rise where `rises`.
void expectOrdered(const DataType& type, const std::vector<Cell>& cells) {
    const SortPrefix prefix = sortPrefixFor(type);
    for (size_t i = 1; i < cells.size(); ++i)
        EXPECT_LT(prefix.encode(cells[i - 1]), prefix.encode(cells[i])) << type.toString() << " at " << i;
}

TEST(SortPrefix, IntegersOrderAcrossTheSign) {
    expectOrdered(Types::BIGINT(),
                  {intCell(std::numeric_limits<int64_t>::min()), intCell(-2), intCell(-1), intCell(0), intCell(1),
                   intCell(255), intCell(256), intCell(std::numeric_limits<int64_t>::max())});
    EXPECT_TRUE(sortPrefixFor(Types::INT()).decisive);
    EXPECT_TRUE(sortPrefixFor(Types::DATE()).decisive);
}

TEST(SortPrefix, DoublesFollowTheSortsOrderOfZeroInfinityAndNaN) {
    constexpr double kInf = std::numeric_limits<double>::infinity();
    expectOrdered(Types::DOUBLE(), {doubleCell(-kInf), doubleCell(-1e300), doubleCell(-1.5), doubleCell(-1e-300),
                                    doubleCell(0.0), doubleCell(1e-300), doubleCell(2.5), doubleCell(kInf),
                                    doubleCell(std::numeric_limits<double>::quiet_NaN())});
    const SortPrefix prefix = sortPrefixFor(Types::DOUBLE());
    EXPECT_EQ(prefix.encode(doubleCell(-0.0)), prefix.encode(doubleCell(0.0)));  // -0.0 equals 0.0
    EXPECT_EQ(prefix.encode(doubleCell(-std::numeric_limits<double>::quiet_NaN())),
              prefix.encode(doubleCell(std::numeric_limits<double>::quiet_NaN())));  // one NaN
}

TEST(SortPrefix, FloatsAndBooleans) {
    expectOrdered(Types::FLOAT(), {floatCell(-3.5F), floatCell(-0.25F), floatCell(0.0F), floatCell(1.0F),
                                   floatCell(std::numeric_limits<float>::quiet_NaN())});
    expectOrdered(Types::BOOLEAN(), {boolCell(false), boolCell(true)});
}

TEST(SortPrefix, StringsByTheirFirstEightBytesWhichDoNotDecide) {
    expectOrdered(Types::STRING(),
                  {stringCell(""), stringCell("a"), stringCell("ab"), stringCell("b"), stringCell("\xc3\xa9")});
    const SortPrefix prefix = sortPrefixFor(Types::STRING());
    EXPECT_FALSE(prefix.decisive);
    EXPECT_EQ(prefix.encode(stringCell("abcdefgh-one")), prefix.encode(stringCell("abcdefgh-two")));
}

TEST(SortPrefix, DecimalsClampedTo64BitsWhichDoNotDecide) {
    const Int128 big = Int128{1} << 100;
    expectOrdered(Types::DECIMAL(38, 2), {decimalCell(-big), decimalCell(-1), decimalCell(1), decimalCell(2),
                                          decimalCell(std::numeric_limits<int64_t>::max())});
    const SortPrefix prefix = sortPrefixFor(Types::DECIMAL(38, 2));
    EXPECT_FALSE(prefix.decisive);
    EXPECT_EQ(prefix.encode(decimalCell(big)), prefix.encode(decimalCell(big + 1)));  // both beyond 64 bits
    EXPECT_EQ(prefix.encode(decimalCell(-big)), prefix.encode(decimalCell(-big - 1)));
}

}  // namespace
}  // namespace tabula::exec
