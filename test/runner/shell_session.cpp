// Each statement's result is read to the end right away, inside the shell's error positions, so that an error
// met further into the data fails the record that ran it and points into its text.
#include "test/runner/shell_session.hpp"

#include <cstdlib>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string_view>
#include <system_error>
#include <utility>

#include "cli/error_report.hpp"
#include "cli/statement_runner.hpp"
#include "tabula/script.hpp"

namespace tabula::test {
namespace {

std::string replaceAll(std::string text, std::string_view from, const std::string& to) {
    for (size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
        text.replace(at, from.size(), to);
    return text;
}

/// What one statement produced, read into memory: its rows, or its text one non-blank line a row.
std::optional<slt::Outcome::Result> readOutcome(cli::StatementOutcome& outcome, const ScriptStatement& statement) {
    if (outcome.result) {
        slt::Outcome::Result result{outcome.result->getSchema().getFieldCount(), {}};
        cli::withStatementPositions(statement, [&] { result.rows = outcome.result->collect(); });
        return result;
    }
    if (!outcome.text) return std::nullopt;
    slt::Outcome::Result result{1, {}};
    std::istringstream lines(*outcome.text);
    for (std::string line; std::getline(lines, line);) {
        if (line.find_first_not_of(" \t") != std::string::npos)
            result.rows.emplace_back(nullptr, std::vector{Value::string(line)});
    }
    return result;
}

}  // namespace

ShellSession::ShellSession(std::filesystem::path file, const std::vector<std::string>& disabled_rules)
    : file_(std::move(file)) {
    std::string pattern = (std::filesystem::temp_directory_path() / "tabula_slt_XXXXXX").string();
    if (mkdtemp(pattern.data()) == nullptr) throw std::runtime_error("cannot create a temporary folder");
    temp_dir_ = pattern;
    env_.getConfig().disabled_rules = disabled_rules;
    env_.getConfig().verify_plans = true;
}

ShellSession::~ShellSession() {
    std::error_code ignored;
    std::filesystem::remove_all(temp_dir_, ignored);
}

slt::Outcome ShellSession::execute(const std::string& sql, uint32_t line) {
    const std::string text =
        replaceAll(replaceAll(sql, "__TEST_DIR__", temp_dir_.string()), "__BUILD_DIR__", TABULA_BUILD_DIR);
    slt::Outcome outcome;
    try {
        const Script script(text);
        for (SourceSpan piece : script.pieces()) {
            std::optional<ScriptStatement> statement = script.parse(piece);
            if (!statement) continue;
            cli::StatementOutcome statement_outcome = cli::runStatement(env_, *statement, file_.parent_path());
            outcome.result = readOutcome(statement_outcome, *statement);
        }
    } catch (const std::exception& error) {
        outcome.error = cli::errorReport(error, {file_.string(), line - 1});
    }
    return outcome;
}

}  // namespace tabula::test
