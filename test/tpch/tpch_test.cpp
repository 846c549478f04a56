// The 22 TPC-H queries at scale factor 0.01 (test/data/tpch), each run three ways: through sqlQuery, through the tabula
// shell (the executable, CSV output), and as EXPLAIN, whose plan must hold no nested-loop join, no per-row subquery and
// no cross product other than one with a single row (an uncorrelated scalar subquery's value). Results are compared
// with the answers in test/data/tpch/answers.
#include <gtest/gtest.h>

#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "result_table.hpp"
#include "tabula/table_environment.hpp"
#include "tpch_data.hpp"

namespace tabula::tpch {
namespace {

const std::filesystem::path kDataDir = std::filesystem::path(TABULA_TEST_DATA) / "tpch";

/// Plan operators that must not appear in any TPC-H plan.
const std::vector<std::string> kForbiddenOperators = {"NestedLoopJoin", "Subquery"};

void expectPasses(int number, const std::optional<std::string>& failure) {
    if (failure) ADD_FAILURE() << tpchQueryName(number) << ": " << *failure;
}

/// The first cross product in the physical part of `plan` whose inputs both have more than one row (estimated);
/// nullopt when there is none. A cross product with one row (the value of an uncorrelated scalar subquery, the
/// counts NOT IN needs) costs no more than a projection. Children's lines start with ":- " or "+- " in the column
/// of their parent's name.
std::optional<std::string> manyRowCrossProduct(const std::string& plan) {
    std::vector<std::string> lines;
    std::istringstream in(plan.substr(plan.find("== Physical Plan ==")));
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    for (size_t i = 0; i < lines.size(); ++i) {
        const size_t column = lines[i].find("CrossProduct(");
        if (column == std::string::npos) continue;
        bool one_row_input = false;
        for (size_t j = i + 1; j < lines.size() && lines[j].size() > column + 2; ++j) {
            const std::string marker = lines[j].substr(column, 3);
            if (marker != ":- " && marker != "+- ") continue;
            if (lines[j].ends_with(", rows=1)") || lines[j].ends_with("(rows=1)")) one_row_input = true;
            if (marker == "+- ") break;
        }
        if (!one_row_input) return lines[i];
    }
    return std::nullopt;
}

std::optional<std::string> compareWithAnswer(int number, const ResultTable& actual) {
    const ResultTable expected = readAnswerFile(kDataDir / "answers" / (tpchQueryName(number) + ".csv"));
    return compareResults(expected, actual, hasOuterOrderBy(tpchQuery(kDataDir, number)));
}

std::optional<std::string> runThroughSqlQuery(int number) {
    try {
        TableEnvironment env;
        registerTpchTables(env, kDataDir);
        TableResult result = env.sqlQuery(tpchQuery(kDataDir, number)).execute();
        return compareWithAnswer(number, collectResult(result));
    } catch (const std::exception& error) {
        return std::string(error.what());
    }
}

std::string readFile(const std::filesystem::path& path) {
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

/// Runs `tabula --format csv -bail -c <CREATE TABLE ...> <query file>`, standard output and error to files.
std::optional<std::string> runThroughShell(int number) {
    const std::filesystem::path temp = std::filesystem::temp_directory_path();
    const std::string tag = std::to_string(getpid()) + "_" + tpchQueryName(number);
    const std::filesystem::path out_path = temp / ("tpch_out_" + tag), err_path = temp / ("tpch_err_" + tag);
    const std::string create_tables = tpchCreateTables(kDataDir);
    const std::string query_file = (kDataDir / "queries" / (tpchQueryName(number) + ".sql")).string();
    const pid_t child = fork();
    if (child == 0) {
        const int out = open(out_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
        const int err = open(err_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
        dup2(out, STDOUT_FILENO);
        dup2(err, STDERR_FILENO);
        execl(TABULA_SHELL, TABULA_SHELL, "--format", "csv", "-bail", "-c", create_tables.c_str(), query_file.c_str(),
              static_cast<char*>(nullptr));
        _exit(127);
    }
    int status = 0;
    waitpid(child, &status, 0);
    const std::string out = readFile(out_path), err = readFile(err_path);
    std::filesystem::remove(out_path);
    std::filesystem::remove(err_path);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0 || !err.empty())
        return "the shell failed (status " + std::to_string(status) + "): " + err;
    return compareWithAnswer(number, parseShellCsv(out));
}

std::optional<std::string> checkExplain(int number) {
    try {
        TableEnvironment env;
        registerTpchTables(env, kDataDir);
        const std::string plan = env.sqlQuery(tpchQuery(kDataDir, number)).explain();
        for (const std::string& forbidden : kForbiddenOperators)
            if (plan.find(forbidden) != std::string::npos) return "the plan holds " + forbidden + ":\n" + plan;
        if (std::optional<std::string> cross = manyRowCrossProduct(plan))
            return "the plan holds a cross product of inputs with several rows: " + *cross + "\n" + plan;
        return std::nullopt;
    } catch (const std::exception& error) {
        return std::string(error.what());
    }
}

class TpchQuery : public ::testing::TestWithParam<int> {};

TEST_P(TpchQuery, SqlQueryMatchesTheAnswer) { expectPasses(GetParam(), runThroughSqlQuery(GetParam())); }

TEST_P(TpchQuery, ShellMatchesTheAnswer) { expectPasses(GetParam(), runThroughShell(GetParam())); }

TEST_P(TpchQuery, PlanHasNoNestedLoopSubqueryOrManyRowCrossProduct) {
    expectPasses(GetParam(), checkExplain(GetParam()));
}

INSTANTIATE_TEST_SUITE_P(Tpch, TpchQuery, ::testing::Range(1, 23),
                         [](const ::testing::TestParamInfo<int>& info) { return tpchQueryName(info.param); });

}  // namespace
}  // namespace tabula::tpch
