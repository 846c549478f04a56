// bench_driver: tabula's side of bench/run. A long-lived process reading one command per line on stdin and
// answering each with one line on stdout, so that the runner can time every query of a benchmark in a process
// that already holds its tables. Fields are separated by tabs:
//
//   tpch <memory|csv> DIR        registers DIR's eight TPC-H CSV tables (csv: read by every query; memory: each
//                                table read once into an in-memory copy with cache(), which later queries read)
//   micro <memory|csv> FILE      registers bench_gen's FILE as table t, the same way
//   query SQL_FILE OUTPUT_FILE   runs the SQL query in SQL_FILE and writes its rows to OUTPUT_FILE as CSV
//   quit
//
// A load or a query answers `ok ROWS CPU_S WALL_S RSS_BEFORE_KB RSS_AFTER_KB PEAK_KB` (the process's CPU time, user
// and system, and the wall time of the command; the resident set before and after it and its peak during it, from
// /proc/self/status, the peak reset before the command); anything that fails answers `error MESSAGE` (its first
// line) and the driver goes on reading commands.
#include <chrono>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iostream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include <sys/resource.h>

#include <tabula/result_format.hpp>
#include <tabula/tabula.hpp>

#include "bench_table.hpp"
#include "process_memory.hpp"
#include "tpch_data.hpp"

namespace {

using tabula::bench::resetPeakRss;
using tabula::bench::statusKilobytes;

/// What one command cost, as the answer line reports it.
struct Cost {
    size_t rows = 0;
    double cpu_seconds = 0;
    double wall_seconds = 0;
    int64_t rss_before_kb = 0;
    int64_t rss_after_kb = 0;
    int64_t peak_kb = 0;
};

double processCpuSeconds() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    const auto seconds = [](const timeval& t) { return static_cast<double>(t.tv_sec) + t.tv_usec / 1e6; };
    return seconds(usage.ru_utime) + seconds(usage.ru_stime);
}

/// Runs `work` (which returns a row count) and measures it.
Cost measure(const std::function<size_t()>& work) {
    Cost cost;
    cost.rss_before_kb = statusKilobytes("VmRSS");
    resetPeakRss();
    const double cpu_start = processCpuSeconds();
    const auto wall_start = std::chrono::steady_clock::now();
    cost.rows = work();
    cost.wall_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - wall_start).count();
    cost.cpu_seconds = processCpuSeconds() - cpu_start;
    cost.rss_after_kb = statusKilobytes("VmRSS");
    cost.peak_kb = statusKilobytes("VmHWM");
    return cost;
}

std::vector<std::string> splitTabs(const std::string& line) {
    std::vector<std::string> fields;
    std::istringstream in(line);
    std::string field;
    while (std::getline(in, field, '\t')) fields.push_back(field);
    return fields;
}

std::string readFile(const std::string& path) {
    std::ifstream in(path);
    if (!in) throw std::runtime_error("cannot read " + path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

/// Replaces each of the CSV tables `names` by an in-memory copy of its rows; returns the rows copied.
size_t cacheTables(tabula::TableEnvironment& env, const std::vector<std::string>& names) {
    size_t rows = 0;
    for (const std::string& name : names) {
        const tabula::Table copy = env.scan(name).cache();
        env.dropTemporaryTable(name);
        env.registerTable(name, copy);
        rows += static_cast<size_t>(copy.select("COUNT(*)").collect().at(0).get<int64_t>(0));
    }
    return rows;
}

/// Registers the tables a load command names, in a fresh environment, and copies them into memory if asked.
size_t load(tabula::TableEnvironment& env, const std::vector<std::string>& command) {
    if (command.size() != 3 || (command[1] != "memory" && command[1] != "csv"))
        throw std::runtime_error("expected: " + command[0] + " memory|csv PATH");
    std::vector<std::string> names;
    if (command[0] == "tpch") {
        tabula::tpch::registerTpchTables(env, command[2]);
        for (const tabula::tpch::TpchTable& table : tabula::tpch::tpchTables()) names.push_back(table.name);
    } else {
        env.registerTableSource("t", tabula::bench::benchGenSource(command[2]));
        names.push_back("t");
    }
    return command[1] == "memory" ? cacheTables(env, names) : 0;
}

size_t runQuery(tabula::TableEnvironment& env, const std::vector<std::string>& command) {
    if (command.size() != 3) throw std::runtime_error("expected: query SQL_FILE OUTPUT_FILE");
    const std::string sql = readFile(command[1]);
    std::ofstream out(command[2], std::ios::binary | std::ios::trunc);
    if (!out) throw std::runtime_error("cannot write " + command[2]);
    tabula::TableResult result = env.sqlQuery(sql).execute();
    const std::unique_ptr<tabula::RowWriter> writer =
        tabula::makeRowWriter({.format = tabula::OutputFormat::Csv, .header = true}, out);
    writer->begin(result.getSchema());
    size_t rows = 0;
    for (const tabula::Row& row : result) {
        writer->write(row);
        ++rows;
    }
    writer->end();
    out.flush();
    if (!out) throw std::runtime_error("cannot write " + command[2]);
    return rows;
}

std::string firstLine(const std::string& text) { return text.substr(0, text.find('\n')); }

}  // namespace

int main() {
    std::ios::sync_with_stdio(false);
    auto env = std::make_unique<tabula::TableEnvironment>();
    std::string line;
    while (std::getline(std::cin, line)) {
        const std::vector<std::string> command = splitTabs(line);
        if (command.empty()) continue;
        if (command[0] == "quit") break;
        try {
            Cost cost;
            if (command[0] == "tpch" || command[0] == "micro") {
                env = std::make_unique<tabula::TableEnvironment>();
                cost = measure([&] { return load(*env, command); });
            } else if (command[0] == "query") {
                cost = measure([&] { return runQuery(*env, command); });
            } else {
                throw std::runtime_error("unknown command '" + command[0] + "'");
            }
            std::cout << "ok\t" << cost.rows << '\t' << cost.cpu_seconds << '\t' << cost.wall_seconds << '\t'
                      << cost.rss_before_kb << '\t' << cost.rss_after_kb << '\t' << cost.peak_kb << std::endl;
        } catch (const std::exception& error) {
            std::cout << "error\t" << firstLine(error.what()) << std::endl;
        }
    }
    return 0;
}
