// bench_udf: what calling a user-defined scalar, aggregate or table function costs against a built-in doing the same work, over
// bench_gen's table held in memory (Table::cache()). Each pair runs alternating, built-in first, and the median
// CPU time of the runs is reported with the ratio and the cost per call above the built-in's.
// Usage: bench_udf [--runs N] DATA.csv
#include <algorithm>
#include <cctype>
#include <cstdint>
#include <ctime>
#include <iomanip>
#include <iostream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <tabula/tabula.hpp>

#include "bench_table.hpp"

namespace {

struct MySumAccumulator {
    double sum = 0;
    bool any = false;
};

/// A query written twice: with a built-in, and with the registered function of the same work.
struct Pair {
    const char* name;
    const char* builtin;
    const char* user;
};

const Pair kPairs[] = {
    {"BIGINT + 1", "SELECT SUM(id + 1) FROM t", "SELECT SUM(plus_one(id)) FROM t"},
    {"DOUBLE * 2", "SELECT SUM(amount * 2) FROM t", "SELECT SUM(twice(amount)) FROM t"},
    {"UPPER of a STRING", "SELECT MAX(UPPER(name)) FROM t", "SELECT MAX(shout(name)) FROM t"},
    {"SUM of a DOUBLE", "SELECT SUM(amount) FROM t", "SELECT my_sum(amount) FROM t"},
    {"SUM of a DOUBLE in 100 groups", "SELECT k100, SUM(amount) FROM t GROUP BY k100",
     "SELECT k100, my_sum(amount) FROM t GROUP BY k100"},
    {"a table function giving each row back", "SELECT SUM(id) FROM t",
     "SELECT SUM(x) FROM t, LATERAL TABLE(echo(id)) AS u(x)"},
};

/// A table function collecting its argument once: what a lateral join costs per row.
struct Echo : tabula::TableFunction<int64_t> {
    void eval(int64_t x) const { collect(x); }
};

/// SUM of DOUBLE as an aggregate function: NULL over no rows, as SUM is.
struct MySum : tabula::AggregateFunction<double, MySumAccumulator> {
    void accumulate(MySumAccumulator& acc, double value) const {
        acc.sum += value;
        acc.any = true;
    }
    std::optional<double> getValue(const MySumAccumulator& acc) const {
        if (!acc.any) return std::nullopt;
        return acc.sum;
    }
    void merge(MySumAccumulator& acc, const MySumAccumulator& other) const {
        acc.sum += other.sum;
        acc.any = acc.any || other.any;
    }
};

void registerFunctions(tabula::TableEnvironment& env) {
    env.registerFunction("plus_one", [](int64_t x) { return x + 1; });
    env.registerFunction("twice", [](double x) { return x * 2; });
    env.registerFunction("shout", [](std::string_view s) {
        std::string out(s);
        for (char& c : out) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
        return out;
    });
    env.registerFunction("my_sum", MySum{});
    env.registerFunction("echo", Echo{});
}

double cpuSecondsOf(tabula::TableEnvironment& env, const char* sql) {
    const std::clock_t start = std::clock();
    for (const tabula::Row& row : env.sqlQuery(sql).execute()) (void)row;
    return static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC;
}

double median(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

}  // namespace

int main(int argc, char** argv) {
    int runs = 3;
    std::string path;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--runs" && i + 1 < argc) {
            runs = std::max(1, std::stoi(argv[++i]));
        } else {
            path = arg;
        }
    }
    if (path.empty()) {
        std::cerr << "usage: bench_udf [--runs N] DATA.csv (bench_gen's file)\n";
        return 2;
    }
    tabula::TableEnvironment env;
    env.registerTableSource("csv", tabula::bench::benchGenSource(path));
    env.registerTable("t", env.scan("csv").cache());
    registerFunctions(env);
    const int64_t rows = env.sqlQuery("SELECT COUNT(*) FROM t").execute().next()->get<int64_t>(0);

    std::cout << "| work | rows | built-in CPU s | function CPU s | function ÷ built-in | ns per call above |\n"
              << "|---|---:|---:|---:|---:|---:|\n";
    for (const Pair& pair : kPairs) {
        cpuSecondsOf(env, pair.builtin);  // warm-up
        cpuSecondsOf(env, pair.user);
        std::vector<double> builtin;
        std::vector<double> user;
        for (int run = 0; run < runs; ++run) {
            builtin.push_back(cpuSecondsOf(env, pair.builtin));
            user.push_back(cpuSecondsOf(env, pair.user));
        }
        const double b = median(builtin);
        const double u = median(user);
        std::cout << std::fixed << "| " << pair.name << " | " << rows << " | " << std::setprecision(3) << b << " | "
                  << u << " | " << std::setprecision(2) << u / b << " | " << std::setprecision(1)
                  << (u - b) * 1e9 / static_cast<double>(rows) << " |" << std::endl;
    }
    return 0;
}
