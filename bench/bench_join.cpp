// bench_join: times the HashJoin operator directly (no planner, no CSV): a build side of 1M rows joined with a
// probe side of 10M rows on BIGINT keys, once with unique build keys and once with 10 build rows per key, and
// prints build rows/s, probe rows/s and peak memory per build row as a Markdown table.
// Usage: bench_join [--runs N] [--build ROWS] [--probe ROWS]
#include <algorithm>
#include <cstdint>
#include <ctime>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <limits>
#include <sstream>
#include <string>
#include <string_view>

#include "exec/operators.hpp"
#include "exec/pipeline/executor.hpp"
#include "process_memory.hpp"

namespace {

using tabula::bench::resetPeakRss;
using tabula::bench::statusKilobytes;

/// CPU time of the process: a shared machine stretches wall-clock time, not this (the join runs on one thread).
struct Clock {
    using time_point = double;
    static double now() {
        timespec cpu{};
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &cpu);
        return static_cast<double>(cpu.tv_sec) + static_cast<double>(cpu.tv_nsec) * 1e-9;
    }
};
using namespace tabula;
using namespace tabula::exec;

constexpr size_t kMorselRows = 1024;

/// Generates `rows` rows of (key BIGINT, payload BIGINT): row i has key number pick(i) % distinct, spread over
/// 64 bits by an odd multiplier (a bijection), and payload i. With `first_row_at`, records when the first morsel
/// was asked for (the probe side starts right after the build side ended).
class KeyRows final : public PhysicalOperator {
public:
    KeyRows(uint64_t rows, uint64_t distinct, bool scattered, Clock::time_point* first_row_at = nullptr)
        : PhysicalOperator({Types::BIGINT(), Types::BIGINT()}, {}),
          rows_(rows),
          distinct_(distinct),
          scattered_(scattered),
          first_row_at_(first_row_at) {}

    OperatorDescription describe() const override { return {"KeyRows", {}, rows_}; }
    std::unique_ptr<GlobalState> makeGlobalState(QueryContext&) const override { return std::make_unique<Next>(); }

    Produced produce(Downstream& out, GlobalState* global, LocalState*) const override {
        uint64_t& next = static_cast<Next*>(global)->row;
        if (next == 0 && first_row_at_ != nullptr) *first_row_at_ = Clock::now();
        const uint64_t end = std::min(next + kMorselRows, rows_);
        Cell row[2];
        row[0].null = false;
        row[1].null = false;
        for (; next < end; ++next) {
            const uint64_t number = (scattered_ ? next * 2654435761ULL : next) % distinct_;
            row[0].i = static_cast<int64_t>(number * 0x9e3779b97f4a7c15ULL);
            row[1].i = static_cast<int64_t>(next);
            if (!out.push(RowView(row, 2))) return Produced::Done;
        }
        return next == rows_ ? Produced::Done : Produced::More;
    }

private:
    struct Next final : GlobalState {
        uint64_t row = 0;
    };
    uint64_t rows_;
    uint64_t distinct_;
    bool scattered_;
    Clock::time_point* first_row_at_;
};

class CountingSink final : public RowSink {
public:
    bool push(RowView) override {
        ++rows;
        return true;
    }
    uint64_t rows = 0;
};

struct Measurement {
    double build_seconds = std::numeric_limits<double>::infinity();
    double probe_seconds = std::numeric_limits<double>::infinity();
    uint64_t rows_out = 0;
    int64_t peak_growth_kb = 0;  // peak RSS during the run above the RSS before it
};

Measurement runJoin(uint64_t build_rows, uint64_t probe_rows, uint64_t distinct) {
    Clock::time_point probe_start = 0;
    const auto plan = makeHashJoin(JoinKind::Inner, {0}, {0}, JoinOutput{{0, 1, 3}, nullptr}, {},
                                   std::make_unique<KeyRows>(probe_rows, distinct, true, &probe_start),
                                   std::make_unique<KeyRows>(build_rows, distinct, false));
    const int64_t rss_before = statusKilobytes("VmRSS");
    resetPeakRss();
    QueryContext ctx;
    CountingSink out;
    const auto start = Clock::now();
    {
        Executor executor(*plan, ctx);
        executor.runToEnd(out);
    }
    const auto end = Clock::now();
    Measurement m;
    m.build_seconds = probe_start - start;
    m.probe_seconds = end - probe_start;
    m.rows_out = out.rows;
    m.peak_growth_kb = statusKilobytes("VmHWM") - rss_before;
    return m;
}

std::string fixed(double value, int digits) {
    std::ostringstream text;
    text << std::fixed << std::setprecision(digits) << value;
    return text.str();
}

}  // namespace

int main(int argc, char** argv) {
    int runs = 3;
    uint64_t build_rows = 1'000'000;
    uint64_t probe_rows = 10'000'000;
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string flag = argv[i];
        const uint64_t value = std::stoull(argv[i + 1]);
        if (flag == "--runs")
            runs = static_cast<int>(value);
        else if (flag == "--build")
            build_rows = value;
        else if (flag == "--probe")
            probe_rows = value;
        else {
            std::cerr << "usage: bench_join [--runs N] [--build ROWS] [--probe ROWS]\n";
            return 2;
        }
    }
    std::cout << "HashJoin, inner, BIGINT keys, output (probe key, probe payload, build payload); CPU seconds, best of "
              << runs << " runs after a warm-up\n\n"
              << "| case | build rows | probe rows | rows out | build s | build Mrows/s | probe s | probe Mrows/s |"
                 " peak bytes per build row |\n|---|---|---|---|---|---|---|---|---|\n";
    for (const uint64_t duplicates : {uint64_t{1}, uint64_t{10}}) {
        const uint64_t distinct = build_rows / duplicates;
        Measurement best;
        for (int run = 0; run <= runs; ++run) {
            const Measurement m = runJoin(build_rows, probe_rows, distinct);
            if (run == 0) continue;
            best.build_seconds = std::min(best.build_seconds, m.build_seconds);
            best.probe_seconds = std::min(best.probe_seconds, m.probe_seconds);
            best.rows_out = m.rows_out;
            best.peak_growth_kb = std::max(best.peak_growth_kb, m.peak_growth_kb);
        }
        std::cout << "| " << (duplicates == 1 ? "unique keys" : std::to_string(duplicates) + " rows per key") << " | "
                  << build_rows << " | " << probe_rows << " | " << best.rows_out << " | "
                  << fixed(best.build_seconds, 3) << " | " << fixed(build_rows / best.build_seconds / 1e6, 1) << " | "
                  << fixed(best.probe_seconds, 3) << " | " << fixed(probe_rows / best.probe_seconds / 1e6, 1) << " | "
                  << fixed(best.peak_growth_kb * 1024.0 / build_rows, 1) << " |\n";
    }
}
