// Helpers for the CSV scan tests: temporary files, a collecting operator and one-call scans.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include "exec/cell.hpp"
#include "exec/csv/csv_scan.hpp"
#include "exec/pipeline/executor.hpp"
#include "tabula/error.hpp"

namespace tabula::exec::testing_support {

/// Writes `content` byte for byte to a fresh file in the test temp folder and returns its path.
inline std::string writeTempFile(const std::string& content) {
    static int counter = 0;
    const ::testing::TestInfo* info = ::testing::UnitTest::GetInstance()->current_test_info();
    std::string name = std::string(info->test_suite_name()) + "_" + info->name() + "_" + std::to_string(++counter);
    for (char& c : name)
        if (c == '/') c = '_';
    std::string path = ::testing::TempDir() + "tabula_csv_" + name + ".csv";
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << content;
    return path;
}

/// Records every row as text: values joined by '|', strings in single quotes, NULL as NULL.
class Collector : public RowSink {
public:
    explicit Collector(std::vector<DataType> types, size_t stop_after = SIZE_MAX)
        : types_(std::move(types)), stop_after_(stop_after) {}

    bool push(RowView row) override {
        EXPECT_EQ(row.size(), types_.size());
        std::string text;
        for (size_t i = 0; i < row.size() && i < types_.size(); ++i) {
            if (i > 0) text += '|';
            Value v = cellToValue(row[i], types_[i]);
            if (v.isNull())
                text += "NULL";
            else if (types_[i].id() == TypeId::String)
                text += "'" + v.asString() + "'";
            else
                text += v.toString();
        }
        rows.push_back(text);
        return rows.size() < stop_after_;
    }

    std::vector<std::string> rows;

private:
    std::vector<DataType> types_;
    size_t stop_after_;
};

/// A table of one file: field names and types, options, the columns to read (all when not set).
struct ScanRequest {
    std::vector<std::string> names;
    std::vector<DataType> types;
    CsvOptions options = {};
    std::optional<std::vector<uint32_t>> columns = std::nullopt;
    size_t chunk_size = kCsvChunkSize;
    size_t stop_after = SIZE_MAX;
};

struct ScanOutcome {
    std::vector<std::string> rows;
    std::vector<std::string> warnings;
};

inline ScanOutcome scanFile(const std::string& path, const ScanRequest& request) {
    std::vector<uint32_t> columns;
    if (request.columns) {
        columns = *request.columns;
    } else {
        for (uint32_t i = 0; i < request.names.size(); ++i) columns.push_back(i);
    }
    std::vector<DataType> out_types;
    for (uint32_t c : columns) out_types.push_back(request.types.at(c));
    auto source = makeCsvScanWithChunkSize(path, TableSchema(request.names, request.types), request.options, columns,
                                           {}, request.chunk_size);
    Collector collector(out_types, request.stop_after);
    QueryContext ctx;
    Executor(*source, ctx).runToEnd(collector);
    return ScanOutcome{collector.rows, ctx.takeWarnings()};
}

/// Scans `content` from a temporary file, which is removed afterwards.
inline ScanOutcome scanText(const std::string& content, const ScanRequest& request) {
    std::string path = writeTempFile(content);
    ScanOutcome outcome = scanFile(path, request);
    std::remove(path.c_str());
    return outcome;
}

/// The IoError message a scan of `content` raises (with the temp path replaced by "data.csv"), or "no error".
inline std::string scanErrorOf(const std::string& content, const ScanRequest& request) {
    std::string path = writeTempFile(content);
    std::string message = "no error";
    try {
        scanFile(path, request);
    } catch (const IoError& e) {
        message = e.what();
        if (message.compare(0, path.size(), path) == 0) message = "data.csv" + message.substr(path.size());
    }
    std::remove(path.c_str());
    return message;
}

/// Every scan test runs with tiny read chunks too, so each kind of record also lies across chunk boundaries.
class CsvScanTest : public ::testing::TestWithParam<size_t> {
protected:
    ScanRequest table(std::vector<std::string> names, std::vector<DataType> types) const {
        ScanRequest request;
        request.names = std::move(names);
        request.types = std::move(types);
        request.chunk_size = GetParam();
        return request;
    }
};

inline auto chunkSizes() {
    return ::testing::Values(size_t{1}, size_t{2}, size_t{3}, size_t{7}, size_t{64}, kCsvChunkSize);
}

}  // namespace tabula::exec::testing_support
