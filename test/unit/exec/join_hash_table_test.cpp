// JoinHashTable: after building, every row of a key lies in the bucket of the key's hash (duplicates spread over
// several chunks included), each row exactly once, and rows with a NULL key lie in no bucket.
#include <gtest/gtest.h>

#include <map>

#include "exec/operators/join_hash_table.hpp"
#include "exec_test_support.hpp"

namespace tabula::exec {
namespace {

using namespace tabula::exec::test;

TEST(JoinHashTable, EveryRowOfAKeyIsInItsBucketAndNullKeysInNone) {
    const std::vector<DataType> types{Types::BIGINT(), Types::INT()};  // key, row number
    PackedRows rows(types);
    // Three chunks' worth of rows; key i % 1000, so each key has its rows in every chunk before the sort; every
    // 101st row has a NULL key.
    const size_t count = 3 * rows.chunkRows();
    std::map<int64_t, std::multiset<int64_t>> expected;  // key -> its rows' numbers
    size_t null_keys = 0;
    for (size_t i = 0; i < count; ++i) {
        const auto number = static_cast<int64_t>(i);
        if (i % 101 == 0) {
            rows.append(std::vector<Cell>{nullCell(), intCell(number)});
            ++null_keys;
        } else {
            rows.append(std::vector<Cell>{intCell(number % 1000), intCell(number)});
            expected[number % 1000].insert(number);
        }
    }
    const std::vector<uint32_t> key_column{0};
    const RowKeys keys(key_column, types);
    const JoinHashTable table(rows, keys);

    std::vector<Cell> row(2);
    size_t in_buckets = 0;
    for (const auto& [key, numbers] : expected) {
        const Cell key_cell = intCell(key);
        const JoinHashTable::Bucket bucket = table.bucket(keys.hash(RowView(&key_cell, 1)));
        std::multiset<int64_t> found;
        for (uint32_t id = bucket.begin; id < bucket.end; ++id) {
            rows.unpack(id, row.data());
            ASSERT_FALSE(row[0].null);
            if (row[0].i == key) found.insert(row[1].i);
        }
        EXPECT_EQ(found, numbers) << "key " << key;
        in_buckets += found.size();
    }
    EXPECT_EQ(in_buckets + null_keys, count);
    // The rows with a NULL key come last, after every bucket.
    for (size_t id = count - null_keys; id < count; ++id) {
        rows.unpack(id, row.data());
        EXPECT_TRUE(row[0].null);
    }
}

}  // namespace
}  // namespace tabula::exec
