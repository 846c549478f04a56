// bench_load: loads TPC-H tables from their CSV files into in-memory tables (CREATE TABLE m_<t> AS SELECT * FROM
// <t>) and prints per table and in total the CPU and wall seconds, the memory the loaded tables hold
// (TableSnapshot::memoryUsage) and the process's peak RSS. bench_load_duckdb.py does the same in DuckDB.
//   bench_load <data dir> [table,table,...]     (all eight tables when no list is given)
#include <sys/resource.h>

#include <chrono>
#include <cstdio>
#include <sstream>
#include <string>
#include <vector>

#include "api/src/internals.hpp"
#include "planner/logical/values_node.hpp"
#include "process_memory.hpp"
#include "tabula/tabula.hpp"
#include "tpch_data.hpp"

namespace {

double cpuSeconds() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    const auto seconds = [](const timeval& t) { return static_cast<double>(t.tv_sec) + t.tv_usec / 1e6; };
    return seconds(usage.ru_utime) + seconds(usage.ru_stime);
}

/// Bytes the in-memory table `name` holds now.
size_t tableBytes(const tabula::TableEnvironment& env, const std::string& name) {
    const tabula::Table table = env.scan(name);
    const auto& plan = tabula::detail::Internals::plan(table);
    return plan->as<tabula::planner::ValuesNode>()->table()->snapshot()->memoryUsage();
}

std::vector<std::string> tablesToLoad(int argc, char** argv) {
    std::vector<std::string> names;
    if (argc > 2) {
        std::stringstream list(argv[2]);
        for (std::string name; std::getline(list, name, ',');) names.push_back(name);
        return names;
    }
    for (const auto& table : tabula::tpch::tpchTables()) names.push_back(table.name);
    return names;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: bench_load <data dir> [table,table,...]\n");
        return 2;
    }
    tabula::TableEnvironment env;
    tabula::tpch::registerTpchTables(env, argv[1]);
    double total_cpu = 0, total_wall = 0;
    size_t total_bytes = 0;
    for (const std::string& name : tablesToLoad(argc, argv)) {
        const double cpu_before = cpuSeconds();
        const auto wall_before = std::chrono::steady_clock::now();
        env.executeSql("CREATE TABLE m_" + name + " AS SELECT * FROM " + name);
        const double cpu = cpuSeconds() - cpu_before;
        const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - wall_before).count();
        const size_t bytes = tableBytes(env, "m_" + name);
        std::printf("%-9s cpu %7.2f s  wall %7.2f s  table %8.1f MB\n", name.c_str(), cpu, wall, bytes / 1e6);
        total_cpu += cpu;
        total_wall += wall;
        total_bytes += bytes;
    }
    std::printf("total     cpu %7.2f s  wall %7.2f s  table %8.1f MB  peak RSS %.0f MB\n", total_cpu, total_wall,
                total_bytes / 1e6, tabula::bench::statusKilobytes("VmHWM") / 1024.0);
    return 0;
}
