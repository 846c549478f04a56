// bench_wide: times `select * from t` over a CSV table with very many INT columns, phase by phase (registering
// the source, planning the query, explaining it, running it), to show how planning grows with the width.
// Usage: bench_wide [--rows N] COLUMNS...   (e.g. bench_wide 100000 1000000)
// Writes a header-less CSV of N rows (default 3) per width to the temporary folder and removes it afterwards.
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iomanip>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include <tabula/tabula.hpp>

namespace {

using Clock = std::chrono::steady_clock;

double secondsOf(const std::function<void()>& step) {
    Clock::time_point start = Clock::now();
    step();
    return std::chrono::duration<double>(Clock::now() - start).count();
}

/// `rows` lines of `columns` small integers.
void writeWideCsv(const std::string& path, size_t columns, size_t rows) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    for (size_t r = 0; r < rows; ++r) {
        for (size_t c = 0; c < columns; ++c) out << (c == 0 ? "" : ",") << (r + c) % 100;
        out << '\n';
    }
}

void benchWidth(size_t columns, size_t rows) {
    std::string path =
        (std::filesystem::temp_directory_path() / ("tabula_wide_" + std::to_string(columns) + ".csv")).string();
    writeWideCsv(path, columns, rows);
    tabula::TableEnvironment env;
    std::optional<tabula::Table> query;
    size_t result_rows = 0;
    double register_s = secondsOf([&] {
        tabula::CsvTableSource::Builder builder = tabula::CsvTableSource::builder();
        builder.path(path);
        for (size_t c = 0; c < columns; ++c) builder.field("c" + std::to_string(c), tabula::Types::INT());
        env.registerTableSource("t", builder.build());
    });
    double plan_s = secondsOf([&] { query = env.sqlQuery("select * from t"); });
    double explain_s = secondsOf([&] { (void)query->explain(); });
    double run_s = secondsOf([&] {
        tabula::TableResult result = query->execute();
        while (result.next() != nullptr) ++result_rows;
    });
    std::filesystem::remove(path);
    std::cout << "| " << columns << " | " << std::fixed << std::setprecision(3) << register_s << " | " << plan_s
              << " | " << explain_s << " | " << run_s << " (" << result_rows << " rows) |" << std::endl;
}

}  // namespace

int main(int argc, char** argv) {
    size_t rows = 3;
    std::vector<size_t> widths;
    for (int i = 1; i < argc; ++i) {
        std::string arg = argv[i];
        if (arg == "--rows" && i + 1 < argc) {
            rows = std::stoul(argv[++i]);
        } else {
            widths.push_back(std::stoul(arg));
        }
    }
    if (widths.empty()) widths = {100000, 1000000};
    std::cout << "| columns | register (s) | plan select * (s) | explain (s) | run (s) |\n|---|---|---|---|---|\n";
    for (size_t columns : widths) benchWidth(columns, rows);
}
