// bench_tpch: runs the 22 TPC-H queries over a folder of TPC-H CSV files (by default test/data/tpch, scale factor
// 0.01) through sqlQuery and prints one line per query: its name, its rows, and its best wall-clock time in
// milliseconds over --runs runs (CSV parsing included: tables are read as each query runs), or the error that
// stopped it. Usage: bench_tpch [--runs N] [FOLDER]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <limits>
#include <string>

#include <tabula/tabula.hpp>

#include "tpch_data.hpp"

int main(int argc, char** argv) {
    int runs = 3;
    std::filesystem::path folder = TABULA_TPCH_DATA;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--runs" && i + 1 < argc) {
            runs = std::max(1, std::atoi(argv[++i]));
        } else if (arg.rfind("--", 0) == 0) {
            std::fprintf(stderr, "usage: bench_tpch [--runs N] [FOLDER]\n");
            return 2;
        } else {
            folder = arg;
        }
    }
    tabula::TableEnvironment env;
    tabula::tpch::registerTpchTables(env, folder);
    double total_ms = 0;
    for (int number = 1; number <= 22; ++number) {
        const std::string name = tabula::tpch::tpchQueryName(number);
        try {
            const std::string query = tabula::tpch::tpchQuery(folder, number);
            double best_ms = std::numeric_limits<double>::infinity();
            size_t rows = 0;
            for (int run = 0; run < runs; ++run) {
                const auto start = std::chrono::steady_clock::now();
                rows = env.sqlQuery(query).execute().collect().size();
                const std::chrono::duration<double, std::milli> elapsed = std::chrono::steady_clock::now() - start;
                best_ms = std::min(best_ms, elapsed.count());
            }
            total_ms += best_ms;
            std::printf("%s %6zu rows %9.1f ms\n", name.c_str(), rows, best_ms);
        } catch (const std::exception& error) {
            const std::string message = error.what();
            std::printf("%s failed: %s\n", name.c_str(), message.substr(0, message.find('\n')).c_str());
        }
        std::fflush(stdout);
    }
    std::printf("total of the queries that ran: %.1f ms\n", total_ms);
    return 0;
}
