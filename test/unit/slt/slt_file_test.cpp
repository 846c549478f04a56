// Reading sqllogictest files: every record kind, conditions for this engine, malformed headers.
#include <gtest/gtest.h>

#include "slt/slt_file.hpp"

namespace tabula::slt {
namespace {

TEST(SltFile, ReadsEveryRecordKind) {
    const std::vector<Record> records = parseFile(
        "# a comment\n"
        "hash-threshold 8\n"
        "\n"
        "statement ok\n"
        "CREATE TABLE t1(a INTEGER,\n  b TEXT)\n"
        "\n"
        "statement error\n"
        "SELECT nope\n"
        "\n"
        "query IT rowsort label-1\n"
        "SELECT a, b\nFROM t1\n"
        "----\n"
        "1\n"
        "x\n"
        "\n"
        "query R\n"
        "SELECT 1.5\n"
        "----\n"
        "1.500\n"
        "\n"
        "halt\n");
    ASSERT_EQ(records.size(), 6u);
    EXPECT_EQ(records[0].kind, RecordKind::HashThreshold);
    EXPECT_EQ(records[0].threshold, 8u);
    EXPECT_EQ(records[1].kind, RecordKind::StatementOk);
    EXPECT_EQ(records[1].line, 4u);
    EXPECT_EQ(records[1].sql, "CREATE TABLE t1(a INTEGER,\n  b TEXT)");
    EXPECT_EQ(records[2].kind, RecordKind::StatementError);
    EXPECT_EQ(records[3].kind, RecordKind::Query);
    EXPECT_EQ(records[3].types, "IT");
    EXPECT_EQ(records[3].sort, SortMode::RowSort);
    EXPECT_EQ(records[3].label, "label-1");
    EXPECT_EQ(records[3].sql, "SELECT a, b\nFROM t1");
    EXPECT_EQ(records[3].expected, (std::vector<std::string>{"1", "x"}));
    EXPECT_EQ(records[4].sort, SortMode::NoSort);
    EXPECT_EQ(records[4].expected, (std::vector<std::string>{"1.500"}));
    EXPECT_EQ(records[5].kind, RecordKind::Halt);
    for (const Record& record : records) EXPECT_FALSE(record.skipped);
}

TEST(SltFile, ConditionsNameTheEngine) {
    const std::vector<Record> records = parseFile(
        "skipif tabula\nstatement ok\nSELECT 1\n\n"
        "onlyif mysql\nstatement ok\nSELECT 2\n\n"
        "skipif mysql\nonlyif tabula\nstatement ok\nSELECT 3\n\n"
        "statement ok\nSELECT 4\n");
    ASSERT_EQ(records.size(), 4u);
    EXPECT_TRUE(records[0].skipped);
    EXPECT_TRUE(records[1].skipped);
    EXPECT_FALSE(records[2].skipped);
    EXPECT_FALSE(records[3].skipped);  // a condition applies to the next record only
}

TEST(SltFile, MalformedRecordsAreInvalid) {
    const std::vector<Record> records =
        parseFile("query IX nosort\nSELECT 1\n----\n1\n\nquery I sideways\nSELECT 1\n\n"
                  "frobnicate\n\nhash-threshold x\n");
    ASSERT_EQ(records.size(), 4u);
    EXPECT_EQ(records[0].kind, RecordKind::Invalid);
    EXPECT_EQ(records[0].error,
              "malformed query header: expected query <types I/T/R> [nosort|rowsort|valuesort] [label]");
    EXPECT_EQ(records[1].kind, RecordKind::Invalid);
    EXPECT_EQ(records[2].error, "unknown record 'frobnicate'");
    EXPECT_EQ(records[2].line, 9u);
    EXPECT_EQ(records[3].error, "hash-threshold takes a number, not 'x'");
}

}  // namespace
}  // namespace tabula::slt
