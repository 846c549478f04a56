// bench_join_api: the joins of bench_join end to end, through the Table API: a build table of 1M rows joined
// with a probe table of 10M rows on BIGINT keys, `--duplicates` build rows per key, over the CSV files or over
// in-memory copies made with cache() (`--source csv|memory`). The query is
// `probe.join(build, "pk = bk").select("COUNT(*) as n, bv.sum as total")`, so the planner chooses the build side
// from its estimates. Writes the CSV files into FOLDER when they are missing (bench_join_e2e.py reads the same
// files with DuckDB) and prints one line:
//   <source> <duplicates> <rows out> <join seconds> <peak RSS growth in bytes> <RSS growth of loading in bytes>
// The peak is measured from the RSS after loading, as bench_join_e2e.py measures DuckDB's: both hold their input
// tables in memory (in-memory cases) before the join starts, and the join's own memory is what is compared; the
// last field says what the loaded tables themselves take (0 over CSV).
// Times are CPU seconds of the process (a shared machine stretches wall-clock time; everything runs on one
// thread). One case per process: memory freed by one run stays with the allocator and would hide the next one's
// peak, so the peak is that of the first (warm-up) run.
// Usage: bench_join_api [--runs N] [--build ROWS] [--probe ROWS] [--duplicates D] [--source csv|memory] FOLDER
#include <algorithm>
#include <cstdint>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <limits>
#include <sstream>
#include <string>
#include <string_view>

#include <tabula/tabula.hpp>

#include "process_memory.hpp"

namespace {

using tabula::bench::resetPeakRss;
using tabula::bench::statusKilobytes;

using namespace tabula;

double cpuSeconds() {
    timespec cpu{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &cpu);
    return static_cast<double>(cpu.tv_sec) + static_cast<double>(cpu.tv_nsec) * 1e-9;
}

/// Writes `rows` lines "key,payload": key number pick(i) % distinct spread over 64 bits by an odd multiplier (a
/// bijection), payload i; as bench_join generates them. Written to a temporary name first, so that an
/// interrupted run leaves no partial file behind.
void writeKeys(const std::filesystem::path& path, uint64_t rows, uint64_t distinct, bool scattered) {
    if (std::filesystem::exists(path)) return;
    const std::filesystem::path partial = path.string() + ".partial";
    {
        std::ofstream out(partial, std::ios::binary);
        std::string line;
        for (uint64_t i = 0; i < rows; ++i) {
            const uint64_t number = (scattered ? i * 2654435761ULL : i) % distinct;
            line = std::to_string(static_cast<int64_t>(number * 0x9e3779b97f4a7c15ULL));
            line += ',';
            line += std::to_string(i);
            line += '\n';
            out << line;
        }
    }
    std::filesystem::rename(partial, path);
}

struct Measurement {
    double seconds = std::numeric_limits<double>::infinity();
    int64_t rows_out = 0;
    int64_t peak_growth_bytes = 0;
};

/// The best of `runs` timed joins after a warm-up; the peak memory growth of the warm-up.
Measurement timeJoin(const Table& probe, const Table& build, int runs) {
    const Table query = probe.join(build, "pk = bk").select("COUNT(*) as n, bv.sum as total");
    Measurement best;
    for (int run = 0; run <= runs; ++run) {
        const int64_t rss_before = statusKilobytes("VmRSS");
        resetPeakRss();
        const double start = cpuSeconds();
        const std::vector<Row> rows = query.collect();
        const double seconds = cpuSeconds() - start;
        if (run == 0) best.peak_growth_bytes = (statusKilobytes("VmHWM") - rss_before) * 1024;
        best.rows_out = rows.at(0).value(0).asInt64();
        if (run > 0) best.seconds = std::min(best.seconds, seconds);
    }
    return best;
}

}  // namespace

int main(int argc, char** argv) {
    int runs = 3;
    uint64_t build_rows = 1'000'000;
    uint64_t probe_rows = 10'000'000;
    uint64_t duplicates = 1;
    std::string source = "csv";
    std::filesystem::path folder;
    for (int i = 1; i < argc; ++i) {
        const std::string flag = argv[i];
        const bool numeric = flag == "--runs" || flag == "--build" || flag == "--probe" || flag == "--duplicates";
        if (i + 1 < argc && numeric) {
            const uint64_t value = std::stoull(argv[++i]);
            if (flag == "--runs")
                runs = static_cast<int>(value);
            else if (flag == "--build")
                build_rows = value;
            else if (flag == "--probe")
                probe_rows = value;
            else
                duplicates = std::max<uint64_t>(value, 1);
        } else if (i + 1 < argc && flag == "--source") {
            source = argv[++i];
        } else if (folder.empty() && flag.rfind("--", 0) != 0) {
            folder = flag;
        } else {
            folder.clear();
            break;
        }
    }
    if (folder.empty() || (source != "csv" && source != "memory")) {
        std::cerr << "usage: bench_join_api [--runs N] [--build ROWS] [--probe ROWS] [--duplicates D] "
                     "[--source csv|memory] FOLDER\n";
        return 2;
    }
    try {
        std::filesystem::create_directories(folder);
        const std::string suffix =
            std::to_string(build_rows) + "-" + std::to_string(probe_rows) + "-" + std::to_string(duplicates) + ".csv";
        const std::filesystem::path build_path = folder / ("build-" + suffix);
        const std::filesystem::path probe_path = folder / ("probe-" + suffix);
        writeKeys(build_path, build_rows, build_rows / duplicates, false);
        writeKeys(probe_path, probe_rows, build_rows / duplicates, true);

        const int64_t rss_at_start = statusKilobytes("VmRSS");
        TableEnvironment env;
        env.registerTableSource("build",
                                CsvTableSource(build_path.string(), {"bk", "bv"}, {Types::BIGINT(), Types::BIGINT()}));
        env.registerTableSource("probe",
                                CsvTableSource(probe_path.string(), {"pk", "pv"}, {Types::BIGINT(), Types::BIGINT()}));
        Table build = env.scan("build");
        Table probe = env.scan("probe");
        if (source == "memory") {
            build = build.cache();
            probe = probe.cache();
        }
        const int64_t loaded_bytes = (statusKilobytes("VmRSS") - rss_at_start) * 1024;
        const Measurement m = timeJoin(probe, build, runs);
        std::cout << source << ' ' << duplicates << ' ' << m.rows_out << ' ' << m.seconds << ' ' << m.peak_growth_bytes
                  << ' ' << loaded_bytes << std::endl;
    } catch (const Error& e) {
        std::cerr << e.what() << '\n';
        return 1;
    }
    return 0;
}
