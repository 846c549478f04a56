// Reading sqllogictest files: every record kind, conditions for this engine, malformed headers, and what each
// dialect accepts.
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
        "halt\n",
        Dialect::Sqlite);
    ASSERT_EQ(records.size(), 6u);
    EXPECT_EQ(records[0].kind, RecordKind::HashThreshold);
    EXPECT_EQ(records[0].threshold, 8u);
    EXPECT_EQ(records[1].kind, RecordKind::StatementOk);
    EXPECT_EQ(records[1].line, 4u);
    EXPECT_EQ(records[1].sql_line, 5u);
    EXPECT_EQ(records[1].sql, "CREATE TABLE t1(a INTEGER,\n  b TEXT)");
    EXPECT_EQ(records[2].kind, RecordKind::StatementError);
    EXPECT_EQ(records[2].expected_error, "");
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
    for (Dialect dialect : {Dialect::Sqlite, Dialect::DuckDb}) {
        const std::vector<Record> records = parseFile(
            "skipif tabula\nstatement ok\nSELECT 1\n\n"
            "onlyif mysql\nstatement ok\nSELECT 2\n\n"
            "skipif mysql\nonlyif tabula\nstatement ok\nSELECT 3\n\n"
            "statement ok\nSELECT 4\n",
            dialect);
        ASSERT_EQ(records.size(), 4u);
        EXPECT_TRUE(records[0].skipped);
        EXPECT_TRUE(records[1].skipped);
        EXPECT_FALSE(records[2].skipped);
        EXPECT_FALSE(records[3].skipped);  // a condition applies to the next record only
    }
}

TEST(SltFile, MalformedRecordsAreInvalid) {
    const std::vector<Record> records = parseFile(
        "query IX nosort\nSELECT 1\n----\n1\n\nquery I sideways\nSELECT 1\n\n"
        "frobnicate\n\nhash-threshold x\n\nquery\nSELECT 1\n\nstatement maybe\nSELECT 1\n\n"
        "statement ok\n\nskipif\nstatement ok\nSELECT 1\n",
        Dialect::Sqlite);
    ASSERT_EQ(records.size(), 8u);
    for (const Record& record : records) EXPECT_EQ(record.kind, RecordKind::Invalid) << record.line;
    EXPECT_EQ(records[0].error, "unknown column type 'X' in 'IX': the types are I, T and R");
    EXPECT_EQ(records[1].error, "unknown sort mode 'sideways'");
    EXPECT_EQ(records[2].error, "unknown command 'frobnicate'");
    EXPECT_EQ(records[2].line, 9u);
    EXPECT_EQ(records[3].error, "hash-threshold takes a number, not 'x'");
    EXPECT_EQ(records[4].error, "expected 'query <types> [nosort|rowsort|valuesort] [label]'");
    EXPECT_EQ(records[5].error, "expected 'statement ok' or 'statement error [message]'");
    EXPECT_EQ(records[6].error, "the record has no statement text");
    EXPECT_EQ(records[7].error, "skipif needs an engine name");
}

TEST(SltFile, StatementErrorsMayNameTheirMessage) {
    const std::vector<Record> records = parseFile(
        "statement error Unknown field 'x'\nSELECT x\n\n"
        "statement error\nSELECT x\n----\nUnknown field\n'x'\n\n"
        "statement ok\nSELECT 1\n----\nno\n",
        Dialect::DuckDb);
    ASSERT_EQ(records.size(), 3u);
    EXPECT_EQ(records[0].expected_error, "Unknown field 'x'");
    EXPECT_EQ(records[0].sql, "SELECT x");
    EXPECT_EQ(records[1].kind, RecordKind::StatementError);
    EXPECT_EQ(records[1].expected_error, "Unknown field\n'x'");
    EXPECT_EQ(records[1].sql, "SELECT x");
    EXPECT_EQ(records[2].error, "'statement ok' has no expected output after ----");
}

TEST(SltFile, TheSuiteDialectTakesModesRequireAndAnyTypeLetter) {
    const std::string text =
        "require something\n\n"
        "mode output_result\n\n"
        "query ID\nSELECT 1, DATE '2024-01-01'\n----\n1\t2024-01-01\n\n"
        "mode skip\n\n"
        "statement ok\nnot run\n\n"
        "mode unskip\n\n"
        "statement ok\nSELECT 1\n";
    const std::vector<Record> records = parseFile(text, Dialect::DuckDb);
    ASSERT_EQ(records.size(), 3u);
    EXPECT_EQ(records[0].kind, RecordKind::Query);
    EXPECT_EQ(records[0].types, "ID");
    EXPECT_FALSE(records[0].skipped);
    EXPECT_TRUE(records[1].skipped);
    EXPECT_FALSE(records[2].skipped);

    // SQLite's files know none of it.
    const std::vector<Record> sqlite = parseFile(text, Dialect::Sqlite);
    ASSERT_EQ(sqlite.size(), 7u);
    EXPECT_EQ(sqlite[0].error, "unknown command 'require'");
    EXPECT_EQ(sqlite[1].error, "unknown command 'mode'");
    EXPECT_EQ(sqlite[2].error, "unknown column type 'D' in 'ID': the types are I, T and R");
}

}  // namespace
}  // namespace tabula::slt
