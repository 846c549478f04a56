// One suite file's environment, in which records run as they would in the tabula shell.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "slt/slt_runner.hpp"
#include "tabula/table_environment.hpp"

namespace tabula::test {

/// A fresh TableEnvironment for the file at `file` (plans verified, `disabled_rules` off) with its own temporary
/// folder, made by the constructor (which throws std::runtime_error when it cannot) and removed, with everything
/// in it, by the destructor.
class ShellSession {
public:
    ShellSession(std::filesystem::path file, const std::vector<std::string>& disabled_rules);
    ~ShellSession();
    ShellSession(const ShellSession&) = delete;
    ShellSession& operator=(const ShellSession&) = delete;

    /// Runs every statement of `sql` (the record's text, starting on `line` of the file) through the shell's
    /// statement runner, with `__TEST_DIR__` replaced by the temporary folder and relative paths taken from the
    /// file's folder. The outcome holds the last statement's rows (EXPLAIN's text as one row per non-blank
    /// line), or the first error as the shell prints it, with `file:line:column` and the caret excerpt.
    slt::Outcome execute(const std::string& sql, uint32_t line);

private:
    std::filesystem::path file_;
    std::filesystem::path temp_dir_;  // what __TEST_DIR__ stands for
    TableEnvironment env_;
};

}  // namespace tabula::test
