// CSV scan control: early stop, finish(), repeated runs, factory validation and a file larger than one read chunk.
#include <cstdio>

#include "exec/operators.hpp"
#include "test/unit/csv/csv_test_support.hpp"

namespace tabula::exec {
namespace {

using testing_support::scanText;
using Rows = std::vector<std::string>;

testing_support::ScanRequest idName() {
    testing_support::ScanRequest request;
    request.names = {"id", "name"};
    request.types = {Types::INT(), Types::STRING()};
    return request;
}

TEST(CsvScanControl, StopsWhenTheConsumerIsSatisfied) {
    auto request = idName();
    request.stop_after = 2;
    // The third line is malformed: reading it would throw, so the scan must stop before it.
    auto out = scanText("1,a\n2,b\nnot a record\n", request);
    EXPECT_EQ(out.rows, (Rows{"1|'a'", "2|'b'"}));
}

TEST(CsvScanControl, StopInsideTheBlankLinesOfAOneColumnFile) {
    testing_support::ScanRequest request;
    request.names = {"v"};
    request.types = {Types::INT()};
    request.stop_after = 1;
    auto out = scanText("\n\nbad\n", request);
    EXPECT_EQ(out.rows, (Rows{"NULL"}));
}

TEST(CsvScanControl, RowsPushedInBatchesKeepTheirTextAcrossRefillsAndUnquoting) {
    // Many batches' worth of rows, every third with a doubled quote (its text is an unquoted copy that the next
    // such row reuses), read 64 bytes at a time (every refill moves the buffer that the other rows' text views).
    std::string content;
    Rows expected;
    for (int i = 0; i < 1000; ++i) {
        const std::string id = std::to_string(i);
        const bool doubled = i % 3 == 0;
        content += id + (doubled ? ",\"q\"\"" + id + "\"\n" : ",n" + id + "\n");
        expected.push_back(id + (doubled ? "|'q\"" + id + "'" : "|'n" + id + "'"));
    }
    auto request = idName();
    for (size_t chunk_size : {size_t{64}, kCsvChunkSize}) {
        request.chunk_size = chunk_size;
        EXPECT_EQ(scanText(content, request).rows, expected) << "chunk size " << chunk_size;
    }
}

TEST(CsvScanControl, AMalformedLineIsReportedAfterTheRowsBeforeItReachedTheConsumer) {
    std::string content;
    for (int i = 0; i < 300; ++i) content += std::to_string(i) + ",a\n";
    content += "x,a\n1,b\n";
    std::string path = testing_support::writeTempFile(content);
    auto source =
        makeCsvScan(path, TableSchema({"id", "name"}, {Types::INT(), Types::STRING()}), CsvOptions{}, {0, 1}, {});
    testing_support::Collector collector({Types::INT(), Types::STRING()});
    QueryContext ctx;
    EXPECT_THROW(Executor(*source, ctx).runToEnd(collector), IoError);
    std::remove(path.c_str());
    EXPECT_EQ(collector.rows.size(), 300u);
}

TEST(CsvScanControl, LenientWarningSurvivesAnEarlyStop) {
    auto request = idName();
    request.options.ignore_parse_errors = true;
    request.stop_after = 1;
    std::string path = testing_support::writeTempFile("x,a\n2,b\n3,c\n");
    auto out = testing_support::scanFile(path, request);
    EXPECT_EQ(out.rows, (Rows{"2|'b'"}));
    ASSERT_EQ(out.warnings.size(), 1u);
    EXPECT_EQ(out.warnings[0], "skipped 1 malformed line(s) in " + path + "; first: " + path +
                                   ":1:1: cannot parse 'x' as INT in column 'id'");
}

TEST(CsvScanControl, SourceCanRunTwice) {
    std::string path = testing_support::writeTempFile("1,a\n2,\"b\"\"\"\n");
    auto source =
        makeCsvScan(path, TableSchema({"id", "name"}, {Types::INT(), Types::STRING()}), CsvOptions{}, {1, 0}, {});
    for (int run = 0; run < 2; ++run) {
        testing_support::Collector collector({Types::STRING(), Types::INT()});
        QueryContext ctx;
        Executor(*source, ctx).runToEnd(collector);
        EXPECT_EQ(collector.rows, (Rows{"'a'|1", "'b\"'|2"}));
    }
}

TEST(CsvScanControl, FactoryRejectsBadOptionsAndColumns) {
    TableSchema schema({"id", "name"}, {Types::INT(), Types::STRING()});
    CsvOptions no_delimiter;
    no_delimiter.field_delimiter.clear();
    EXPECT_THROW(makeCsvScan("a.csv", schema, no_delimiter, {0}, {}), ValidationError);
    try {
        makeCsvScan("a.csv", schema, CsvOptions{}, {0, 5}, {});
        FAIL() << "expected an ExecutionError";
    } catch (const ExecutionError& e) {
        EXPECT_STREQ(e.what(), "CSV scan of 'a.csv' asks for field 5 but the file has 2 fields");
    }
}

TEST(CsvScanControl, FileLargerThanOneChunk) {
    // About 7 MB: records fall across many 1 MiB read boundaries, some with quoted fields.
    std::string content;
    const int kRows = 300'000;
    for (int i = 0; i < kRows; ++i) {
        std::string id = std::to_string(i);
        content.append(id).append(i % 7 == 0 ? ",\"name, " : ",name").append(id).append(i % 7 == 0 ? "\"," : ",");
        content.append(std::to_string(i % 1000)).append(".5\n");
    }
    std::string path = testing_support::writeTempFile(content);
    TableSchema schema({"id", "name", "score"}, {Types::INT(), Types::STRING(), Types::DOUBLE()});

    struct Summer : RowSink {
        int64_t rows = 0, id_sum = 0, quoted = 0;
        double score_sum = 0;
        bool push(RowView row) override {
            ++rows;
            id_sum += row[0].i;
            score_sum += row[2].d;
            quoted += row[1].s.view().find(", ") != std::string_view::npos;
            return true;
        }
    } summer;
    QueryContext ctx;
    auto scan = makeCsvScan(path, schema, CsvOptions{}, {0, 1, 2}, {});
    Executor(*scan, ctx).runToEnd(summer);
    std::remove(path.c_str());
    EXPECT_EQ(summer.rows, kRows);
    EXPECT_EQ(summer.id_sum, int64_t{kRows} * (kRows - 1) / 2);
    EXPECT_EQ(summer.quoted, (kRows + 6) / 7);
    // 300 full cycles of 0.5 .. 999.5.
    EXPECT_DOUBLE_EQ(summer.score_sum, 300 * (999.0 * 1000 / 2 + 500));
}

}  // namespace
}  // namespace tabula::exec
