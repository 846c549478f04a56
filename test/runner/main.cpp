// tabula_sqllogictest: runs sqllogictest files (or every *.test under given folders) and reports failures.
#include <algorithm>
#include <filesystem>
#include <iostream>
#include <sstream>

#include "planner/optimizer/optimizer.hpp"
#include "slt/slt_runner.hpp"
#include "test/runner/shell_session.hpp"

namespace {

const char* const kUsage =
    "Usage: tabula_sqllogictest [--disable-rules a,b,...] [--disable-all-rules] FILE|DIR ...\n"
    "Runs sqllogictest files (every *.test under a DIR) and prints each failure; exits 1 when any failed.\n";

std::vector<std::string> splitCommas(const std::string& list) {
    std::vector<std::string> out;
    std::istringstream in(list);
    for (std::string item; std::getline(in, item, ',');) {
        if (!item.empty()) out.push_back(item);
    }
    return out;
}

/// The files named, with folders expanded to their *.test files in sorted order.
std::vector<std::filesystem::path> testFiles(const std::vector<std::string>& names) {
    std::vector<std::filesystem::path> files;
    for (const std::string& name : names) {
        if (!std::filesystem::is_directory(name)) {
            files.emplace_back(name);
            continue;
        }
        std::vector<std::filesystem::path> found;
        for (const auto& entry : std::filesystem::recursive_directory_iterator(name)) {
            if (entry.is_regular_file() && entry.path().extension() == ".test") found.push_back(entry.path());
        }
        std::sort(found.begin(), found.end());
        files.insert(files.end(), found.begin(), found.end());
    }
    return files;
}

}  // namespace

int main(int argc, char** argv) {
    std::vector<std::string> disabled_rules;
    std::vector<std::string> names;
    for (int i = 1; i < argc; ++i) {
        std::string arg = argv[i];
        if (arg == "--disable-rules") {
            if (i + 1 == argc) {
                std::cerr << "--disable-rules needs a comma-separated list of rule names\n" << kUsage;
                return 2;
            }
            for (std::string& rule : splitCommas(argv[++i])) disabled_rules.push_back(std::move(rule));
        } else if (arg == "--disable-all-rules") {
            disabled_rules = tabula::planner::Optimizer::standard().ruleNames();
        } else if (arg == "--help" || arg == "-h") {
            std::cout << kUsage;
            return 0;
        } else if (!arg.empty() && arg[0] == '-') {
            std::cerr << "unknown option '" << arg << "'\n" << kUsage;
            return 2;
        } else {
            names.push_back(arg);
        }
    }
    if (names.empty()) {
        std::cerr << kUsage;
        return 2;
    }
    const tabula::slt::RunOptions options{.dialect = tabula::slt::Dialect::DuckDb};
    tabula::slt::RunCounts total;
    std::vector<std::filesystem::path> files = testFiles(names);
    for (const std::filesystem::path& file : files) {
        tabula::test::ShellSession session(file, disabled_rules);
        auto execute = [&session](const std::string& sql, uint32_t line) { return session.execute(sql, line); };
        total += tabula::slt::runFile(file, options, execute, std::cout);
    }
    std::cout << files.size() << " file(s), " << total.passed + total.failed << " record(s), " << total.failed
              << " failure(s)\n";
    return total.failed == 0 ? 0 : 1;
}
