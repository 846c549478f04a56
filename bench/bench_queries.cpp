// bench_queries: streams projections of the bench_gen CSV through execute() (rows/s, time to first row, peak RSS),
// then times scan, filter+project and group-by queries over it, read from the file and from an in-memory copy
// (Table::cache()), and prints rows/s, MB/s and peak RSS per case as Markdown tables.
// Usage: bench_queries [--runs N] DATA.csv
#include <algorithm>
#include <charconv>
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iomanip>
#include <iostream>
#include <limits>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include <sys/resource.h>

#include <tabula/tabula.hpp>

#include "bench_table.hpp"
#include "process_memory.hpp"

namespace {

using tabula::bench::resetPeakRss;
using tabula::bench::statusKilobytes;

using Clock = std::chrono::steady_clock;

/// One benchmark query in the Table API: [filter(where)] [groupBy(group_by)] select(select).
struct QueryCase {
    const char* name;
    const char* where;     // nullptr: no filter
    const char* group_by;  // nullptr: no grouping
    const char* select;
};

const QueryCase kCases[] = {
    {"scan (count, sum of one column)", nullptr, nullptr, "COUNT(*) as n, amount.sum as total"},
    {"filter + project", "k100 < 5 && amount >= 5000", nullptr,
     "id, name.upperCase() as upper_name, amount * 2 as doubled"},
    {"group by, 100 groups", nullptr, "k100", "k100, COUNT(*) as n, amount.sum as total, day.max as last_day"},
    {"group by, 1,000,000 groups", nullptr, "k1m", "k1m, COUNT(*) as n, amount.sum as total"},
};

/// Streaming cases: a projection of the file read through execute() row by row. They run first, so the process
/// peak (getrusage) they report is theirs.
const char* const kStreamingSelects[] = {"id, name", "id, k100, k1m, amount, name, day"};

tabula::Table buildQuery(const tabula::Table& source, const QueryCase& c) {
    tabula::Table input = c.where ? source.filter(c.where) : source;
    return c.group_by ? input.groupBy(c.group_by).select(c.select) : input.select(c.select);
}

/// The query as the shell would write it, for the report.
std::string describe(const QueryCase& c) {
    std::string text = "t";
    if (c.where) text += std::string(".filter('") + c.where + "')";
    if (c.group_by) text += std::string(".groupBy('") + c.group_by + "')";
    return text + ".select('" + c.select + "')";
}

struct Options {
    int runs = 3;
    std::string path;
};

struct Measurement {
    double best_seconds = std::numeric_limits<double>::infinity();
    size_t rows_out = 0;
    int64_t peak_rss_kb = 0;
};

/// One warm-up run, then the best of `runs` timed runs; the peak RSS is the largest seen in any run.
Measurement measure(int runs, const std::function<size_t()>& run) {
    Measurement m;
    for (int i = 0; i <= runs; ++i) {
        resetPeakRss();
        const auto start = Clock::now();
        const size_t rows = run();
        const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
        m.peak_rss_kb = std::max(m.peak_rss_kb, statusKilobytes("VmHWM"));
        if (i == 0) continue;  // warm-up: fills the page cache and the allocator
        m.rows_out = rows;
        m.best_seconds = std::min(m.best_seconds, seconds);
    }
    return m;
}

/// Reads a query's result row by row, as a program streaming it would; returns the row count.
size_t countRows(const tabula::Table& query) {
    tabula::TableResult result = query.execute();
    size_t rows = 0;
    while (result.next() != nullptr) ++rows;
    return rows;
}

/// The process's peak resident set so far, in kB (getrusage: it never goes down).
int64_t processPeakKilobytes() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss;
}

std::string fixed(double v, int decimals) {
    std::ostringstream out;
    out << std::fixed << std::setprecision(decimals) << v;
    return out.str();
}

void printRow(std::string_view name, std::string_view source, int64_t rows_in, double file_mb, const Measurement& m) {
    std::cout << "| " << name << " | " << source << " | " << rows_in << " | " << m.rows_out << " | "
              << fixed(m.best_seconds, 3) << " | " << fixed(static_cast<double>(rows_in) / m.best_seconds / 1e6, 2)
              << " | " << fixed(file_mb / m.best_seconds, 1) << " | " << fixed(m.peak_rss_kb / 1024.0, 0) << " |"
              << std::endl;
}

Options parseArguments(int argc, char** argv) {
    Options options;
    for (int i = 1; i < argc; ++i) {
        std::string_view arg = argv[i];
        if (arg == "--runs" && i + 1 < argc) {
            std::string_view value = argv[++i];
            auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), options.runs);
            if (ec != std::errc() || end != value.data() + value.size() || options.runs < 1)
                throw std::runtime_error("--runs expects a whole number of at least 1, got '" + std::string(value) +
                                         "'");
        } else if (!arg.empty() && arg[0] != '-' && options.path.empty()) {
            options.path = arg;
        } else {
            throw std::runtime_error("unexpected argument '" + std::string(arg) + "'");
        }
    }
    if (options.path.empty()) throw std::runtime_error("missing the CSV path (make one with bench_gen)");
    return options;
}

/// Iterates execute() over each streaming projection: rows/s, time to the first row, and the process peak RSS.
void runStreamingCases(const tabula::Table& csv, int runs) {
    std::cout << "streaming (t.select(...).execute(), read row by row):\n\n"
              << "| select | rows | best s | Mrows/s | first row ms | process peak RSS MB |\n"
              << "|---|---:|---:|---:|---:|---:|" << std::endl;
    for (const char* fields : kStreamingSelects) {
        const tabula::Table query = csv.select(fields);
        double best_seconds = std::numeric_limits<double>::infinity();
        double first_row_ms = std::numeric_limits<double>::infinity();
        size_t rows = 0;
        for (int i = 0; i <= runs; ++i) {
            const auto start = Clock::now();
            tabula::TableResult result = query.execute();
            rows = result.next() != nullptr ? 1 : 0;
            const double first_ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
            while (result.next() != nullptr) ++rows;
            const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
            if (i == 0) continue;  // warm-up
            best_seconds = std::min(best_seconds, seconds);
            first_row_ms = std::min(first_row_ms, first_ms);
        }
        std::cout << "| " << fields << " | " << rows << " | " << fixed(best_seconds, 3) << " | "
                  << fixed(static_cast<double>(rows) / best_seconds / 1e6, 2) << " | " << fixed(first_row_ms, 1)
                  << " | " << fixed(processPeakKilobytes() / 1024.0, 0) << " |" << std::endl;
    }
    std::cout << "\n";
}

void runBenchmark(const Options& options) {
    const double file_mb = static_cast<double>(std::filesystem::file_size(options.path)) / 1e6;
    tabula::TableEnvironment env;
    env.registerTableSource("csv", tabula::bench::benchGenSource(options.path));
    const tabula::Table csv = env.scan("csv");

    const auto count_rows = [](const tabula::Table& table) {
        return table.select("COUNT(*)").collect().at(0).get<int64_t>(0);
    };
    const int64_t rows_in = count_rows(csv);
    const bool per_case_peaks = resetPeakRss();

    std::cout << "file: " << options.path << " (" << fixed(file_mb, 1) << " MB, " << rows_in
              << " rows); warm-up + best of " << options.runs
              << (per_case_peaks ? "; peak RSS per case" : "; peak RSS cumulative (reset refused)")
              << "\n\nqueries (t is the CSV file or its in-memory copy):\n";
    for (const QueryCase& c : kCases) std::cout << "  " << c.name << ": " << describe(c) << "\n";
    std::cout << "\n";
    runStreamingCases(csv, options.runs);
    std::cout << "| case | source | rows in | rows out | best s | Mrows/s | MB/s | peak RSS MB |\n"
              << "|---|---|---:|---:|---:|---:|---:|---:|" << std::endl;

    // The file cases run before the in-memory copy exists, so their peak RSS does not include it.
    const auto run_cases = [&](const tabula::Table& source, const char* label) {
        for (const QueryCase& c : kCases) {
            const tabula::Table query = buildQuery(source, c);
            printRow(c.name, label, rows_in, file_mb, measure(options.runs, [&] { return countRows(query); }));
        }
    };
    run_cases(csv, "CSV file");

    // Loading the in-memory copy is measured once: it is what cache() costs.
    resetPeakRss();
    const auto load_start = Clock::now();
    const tabula::Table memory = csv.cache();
    Measurement load;
    load.best_seconds = std::chrono::duration<double>(Clock::now() - load_start).count();
    load.peak_rss_kb = statusKilobytes("VmHWM");
    load.rows_out = static_cast<size_t>(count_rows(memory));
    printRow("load: cache() the whole file", "file → memory", rows_in, file_mb, load);
    run_cases(memory, "in memory");
    std::cout << "\nresident after the runs (in-memory copy included): " << fixed(statusKilobytes("VmRSS") / 1024.0, 0)
              << " MB\n";
}

}  // namespace

int main(int argc, char** argv) {
    try {
        runBenchmark(parseArguments(argc, argv));
    } catch (const std::exception& e) {
        std::cerr << "bench_queries: " << e.what() << "\nusage: bench_queries [--runs N] DATA.csv\n";
        return 1;
    }
    return 0;
}
