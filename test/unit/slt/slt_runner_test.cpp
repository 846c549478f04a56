// The runner on small files: passes, each kind of failure with its report, skips, halt, labels, settings.
#include <gtest/gtest.h>

#include <sstream>

#include "slt/slt_runner.hpp"

namespace tabula::slt {
namespace {

struct Outcome {
    RunCounts counts;
    std::string report;
};

Outcome run(const std::string& text, RunOptions options = {}) {
    std::ostringstream out;
    RunCounts counts = runFile("t.test", text, options, out);
    return {counts, out.str()};
}

const char* const kTable =
    "statement ok\nCREATE TABLE t1(a INTEGER, b TEXT)\n\n"
    "statement ok\nINSERT INTO t1 VALUES(1, 'x'), (2, ''), (3, NULL)\n\n";

TEST(SltRunner, PassingRecords) {
    Outcome outcome = run(std::string(kTable) +
                          "query IT rowsort\nSELECT a, b FROM t1\n----\n1\nx\n2\n(empty)\n3\nNULL\n\n"
                          "statement error\nSELECT nope FROM t1\n\n"
                          "hash-threshold 2\n\n"
                          "query I valuesort\nSELECT a FROM t1\n----\n3 values hashing to "
                          "c0710d6b4f15dfa88f600b0e6b624077\n");
    EXPECT_EQ(outcome.counts.passed, 5u) << outcome.report;
    EXPECT_EQ(outcome.counts.failed, 0u);
}

TEST(SltRunner, ReportsEachFailureWithItsLine) {
    Outcome outcome = run(std::string(kTable) +
                          "query I nosort\nSELECT a FROM t1 WHERE a = 1\n----\n2\n\n"
                          "statement ok\nSELECT nope FROM t1\n\n"
                          "statement error\nSELECT a FROM t1\n\n"
                          "query II nosort\nSELECT a FROM t1\n----\n1\n");
    EXPECT_EQ(outcome.counts.passed, 2u);
    EXPECT_EQ(outcome.counts.failed, 4u);
    EXPECT_NE(outcome.report.find(
                  "t.test:7: wrong result\nSELECT a FROM t1 WHERE a = 1\nexpected:\n  2\nactual:\n  1\n"),
              std::string::npos)
        << outcome.report;
    EXPECT_NE(outcome.report.find("t.test:12: statement failed\nSELECT nope FROM t1\nerror: 1:8: "), std::string::npos)
        << outcome.report;
    EXPECT_NE(outcome.report.find("t.test:15: statement succeeded but an error was expected"), std::string::npos);
    EXPECT_NE(outcome.report.find("t.test:18: the query has 1 columns but the record's types 'II' name 2"),
              std::string::npos);
}

TEST(SltRunner, SkipsAndHalts) {
    Outcome outcome = run("skipif tabula\nstatement ok\nnot sql\n\n"
                          "onlyif sqlite\nstatement ok\nnot sql\n\n"
                          "statement ok\nSELECT 1\n\n"
                          "halt\n\n"
                          "statement ok\nnot sql\n");
    EXPECT_EQ(outcome.counts.passed, 1u);
    EXPECT_EQ(outcome.counts.failed, 0u);
    EXPECT_EQ(outcome.counts.skipped, 3u);
}

TEST(SltRunner, QueriesSharingALabelMustAgree) {
    Outcome outcome = run(std::string(kTable) +
                          "query I rowsort same\nSELECT a FROM t1\n----\n1\n2\n3\n\n"
                          "query I rowsort same\nSELECT a FROM t1 ORDER BY a DESC\n----\n1\n2\n3\n\n"
                          "query I rowsort same\nSELECT a + 1 FROM t1\n----\n2\n3\n4\n");
    EXPECT_EQ(outcome.counts.passed, 4u);
    EXPECT_EQ(outcome.counts.failed, 1u);
    EXPECT_NE(outcome.report.find("t.test:21: result differs from the query at line 7 with the same label 'same'"),
              std::string::npos)
        << outcome.report;
}

TEST(SltRunner, SettingsApplyToTheFile) {
    const std::string file = std::string(kTable) + "query R nosort\nSELECT AVG(a) FROM t1 WHERE a < 3\n----\n1.500\n";
    EXPECT_EQ(run(file).counts.failed, 1u);  // Flink's AVG of INT is an INT: 1
    RunOptions options;
    options.settings = {{"table.exec.avg-integer-as-double", "true"}};
    EXPECT_EQ(run(file, options).counts.failed, 0u);
}

}  // namespace
}  // namespace tabula::slt
