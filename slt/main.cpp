// tabula-slt: runs files in SQLite's sqllogictest format against tabula and reports what fails.
#include <charconv>
#include <iostream>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "slt/slt_runner.hpp"
#include "slt/sql_executor.hpp"
#include "tabula/tabula.hpp"

namespace {

constexpr const char* kUsage =
    "usage: tabula-slt [--set key=value]... [--quiet] [--expect-passed N] FILE...\n"
    "  --set key=value     a session setting for every file, e.g. --set table.exec.avg-integer-as-double=true\n"
    "  --quiet             print only the counts, not each failing record\n"
    "  --expect-passed N   succeed when at least N records pass, even if others fail\n";

using Settings = std::vector<std::pair<std::string, std::string>>;

int usage(const std::string& problem) {
    std::cerr << "tabula-slt: " << problem << '\n' << kUsage;
    return 2;
}

/// Applies each setting as SET 'key' = 'value'; throws the engine's error for an unknown key or a bad value.
void applySettings(tabula::TableEnvironment& env, const Settings& settings) {
    for (const auto& [key, value] : settings) env.executeSql("SET '" + key + "' = '" + value + "'");
}

}  // namespace

int main(int argc, char** argv) {
    tabula::slt::RunOptions options{.dialect = tabula::slt::Dialect::Sqlite};
    Settings settings;
    std::optional<size_t> expect_passed;
    std::vector<std::string> files;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        const bool has_value = i + 1 < argc;
        if (arg == "--set" && has_value) {
            const std::string setting = argv[++i];
            const size_t equals = setting.find('=');
            if (equals == std::string::npos) return usage("--set takes key=value, not '" + setting + "'");
            settings.emplace_back(setting.substr(0, equals), setting.substr(equals + 1));
        } else if (arg == "--expect-passed" && has_value) {
            const std::string count = argv[++i];
            size_t n = 0;
            auto [end, error] = std::from_chars(count.data(), count.data() + count.size(), n);
            if (error != std::errc() || end != count.data() + count.size())
                return usage("--expect-passed takes a number, not '" + count + "'");
            expect_passed = n;
        } else if (arg == "--quiet") {
            options.quiet = true;
        } else if (arg == "--help" || arg == "-h") {
            std::cout << kUsage;
            return 0;
        } else if (!arg.empty() && arg[0] == '-') {
            return usage("unknown option '" + arg + "'");
        } else {
            files.push_back(arg);
        }
    }
    if (files.empty()) return usage("no test files given");
    try {
        // A mistyped setting is reported once, before any file runs.
        tabula::TableEnvironment probe;
        applySettings(probe, settings);
    } catch (const std::exception& e) {
        return usage(std::string("--set: ") + e.what());
    }

    tabula::slt::RunCounts total;
    for (const std::string& file : files) {
        // Each file runs in a fresh environment.
        tabula::TableEnvironment env;
        applySettings(env, settings);
        const tabula::slt::Executor execute = tabula::slt::sqlExecutor(env);
        const tabula::slt::RunCounts counts = tabula::slt::runFile(file, options, execute, std::cout);
        std::cout << file << ": " << counts.passed << " passed, " << counts.failed << " failed, " << counts.skipped
                  << " skipped\n";
        total += counts;
    }
    std::cout << total.passed << " passed, " << total.failed << " failed" << std::endl;
    if (expect_passed) return total.passed >= *expect_passed ? 0 : 1;
    return total.failed == 0 ? 0 : 1;
}
