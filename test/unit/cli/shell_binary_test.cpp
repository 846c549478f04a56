// The tabula executable: -c, files, standard input, formats, -init, -bail, exit codes, signals, and driving it
// a pipe (output must arrive after each statement, before standard input closes).
#include <gtest/gtest.h>

#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <vector>

namespace {

const std::string kData = TABULA_TEST_DATA;
const std::string kCreate =
    "CREATE TABLE people (id INT, name STRING, country STRING, gender STRING) "
    "WITH ('connector' = 'filesystem', 'path' = '" +
    kData + "/cli_people.csv');";

struct ShellRun {
    int status = -1;
    std::string out;
    std::string err;
};

/// Single-quotes `text` for sh.
std::string shellQuote(const std::string& text) {
    std::string out = "'";
    for (char c : text) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return out + "'";
}

std::string readFile(const std::filesystem::path& path) {
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

/// Runs `tabula <args>` through sh, with `input` on standard input.
ShellRun tabula(const std::string& args, const std::string& input = "") {
    std::filesystem::path dir = std::filesystem::temp_directory_path();
    std::string tag = std::to_string(getpid());
    std::filesystem::path in = dir / ("tabula_in_" + tag), out = dir / ("tabula_out_" + tag),
                          err = dir / ("tabula_err_" + tag);
    std::ofstream(in) << input;
    std::string command =
        std::string(TABULA_SHELL) + " " + args + " <" + in.string() + " >" + out.string() + " 2>" + err.string();
    ShellRun run;
    int raw = std::system(command.c_str());
    run.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
    run.out = readFile(out);
    run.err = readFile(err);
    std::filesystem::remove(in);
    std::filesystem::remove(out);
    std::filesystem::remove(err);
    return run;
}

TEST(ShellBinary, CommandInCsv) {
    ShellRun run = tabula("--format csv -c " + shellQuote(kCreate + " select count(*) as n from people;"));
    EXPECT_EQ(run.status, 0) << run.err;
    EXPECT_EQ(run.out, "n\n5\n");
    EXPECT_EQ(run.err, "");
}

TEST(ShellBinary, BoxIsTheDefault) {
    ShellRun run = tabula("-c " + shellQuote(kCreate + " select count(*) as n from people;"));
    EXPECT_EQ(run.status, 0) << run.err;
    EXPECT_EQ(run.out,
              "┌────────┐\n"
              "│   n    │\n"
              "│ BIGINT │\n"
              "├────────┤\n"
              "│      5 │\n"
              "└────────┘\n");
}

TEST(ShellBinary, FileWithRelativePathsRunFromElsewhere) {
    ShellRun run = tabula("--format csv --no-header " + kData + "/cli_script.sql");
    EXPECT_EQ(run.status, 0) << run.err;
    EXPECT_EQ(run.out, "5\n");
}

TEST(ShellBinary, StandardInput) {
    ShellRun run = tabula("--format json", kCreate + "\nselect id, name from people where id <= 2;\n");
    EXPECT_EQ(run.status, 0) << run.err;
    EXPECT_EQ(run.out, "[\n{\"id\":1,\"name\":\"Reed\"},\n{\"id\":2,\"name\":\"Bradley\"}\n]\n");
}

TEST(ShellBinary, JsonLinesAndTsvAndMarkdown) {
    std::string query = shellQuote(kCreate + " select id, name from people where id = 3;");
    EXPECT_EQ(tabula("--format jsonl -c " + query).out, "{\"id\":3,\"name\":\"Fox\"}\n");
    EXPECT_EQ(tabula("--format tsv -c " + query).out, "id\tname\n3\tFox\n");
    EXPECT_EQ(tabula("--format markdown -c " + query).out, "| id  | name |\n|----:|------|\n|   3 | Fox  |\n");
}

TEST(ShellBinary, InitRunsFirst) {
    std::filesystem::path init = std::filesystem::temp_directory_path() / ("tabula_init_" + std::to_string(getpid()));
    std::ofstream(init) << kCreate << "\n";
    ShellRun run = tabula("--format csv -init " + init.string() + " -c 'select count(*) as n from people;'");
    std::filesystem::remove(init);
    EXPECT_EQ(run.status, 0) << run.err;
    EXPECT_EQ(run.out, "n\n5\n");
}

TEST(ShellBinary, AnErrorMakesTheExitStatusOneButTheRunGoesOn) {
    ShellRun run = tabula("--format csv -c " +
                          shellQuote(kCreate + " select nope from people; select count(*) as n from people;"));
    EXPECT_EQ(run.status, 1);
    EXPECT_EQ(run.out, "n\n5\n");
    EXPECT_NE(run.err.find("nope"), std::string::npos) << run.err;
    EXPECT_NE(run.err.find("^"), std::string::npos) << run.err;
}

TEST(ShellBinary, BailStopsAtTheFirstError) {
    ShellRun run = tabula("-bail --format csv -c " +
                          shellQuote(kCreate + " select nope from people; select count(*) as n from people;"));
    EXPECT_EQ(run.status, 1);
    EXPECT_EQ(run.out, "");
    EXPECT_NE(run.err, "");
}

TEST(ShellBinary, BailSkipsLaterInputs) {
    ShellRun run = tabula("-bail --format csv -c 'select x from nowhere;' " + kData + "/cli_script.sql");
    EXPECT_EQ(run.status, 1);
    EXPECT_EQ(run.out, "");
}

TEST(ShellBinary, ErrorsInAFileNameTheFileAndLine) {
    std::filesystem::path script =
        std::filesystem::temp_directory_path() / ("tabula_script_" + std::to_string(getpid()) + ".sql");
    std::ofstream(script) << kCreate << "\n\npeople.selct(1);\n";
    ShellRun run = tabula(script.string());
    std::filesystem::remove(script);
    EXPECT_EQ(run.status, 1);
    EXPECT_EQ(run.err, script.string() + ":3:7: unknown Table method 'selct'; did you mean 'select'?\n" +
                           "people.selct(1);\n      ^~~~~~~~~\n");
}

TEST(ShellBinary, AParseErrorSpoilsOnlyItsOwnStatement) {
    ShellRun run = tabula("--format csv -c " + shellQuote("select 1 as a; select from; select 3 as c;"));
    EXPECT_EQ(run.status, 1);
    EXPECT_EQ(run.out, "a\n1\nc\n3\n");
    EXPECT_EQ(run.err,
              "-c:1:23: expected a select list after SELECT\n"
              "select 1 as a; select from; select 3 as c;\n"
              "                      ^\n");

    run = tabula("--format csv -c " + shellQuote("select 1; selec 2; select 3;"));
    EXPECT_EQ(run.status, 1);
    EXPECT_EQ(run.out, "EXPR$0\n1\nEXPR$0\n3\n");
    EXPECT_EQ(run.err.rfind("-c:1:11: expected a statement", 0), 0u) << run.err;
}

TEST(ShellBinary, AParseErrorSpoilsOnlyItsOwnStatementInFilesAndOnStandardInput) {
    const std::string script = kCreate + " select from people;\nselect count(*) as n from people;\n";
    ShellRun piped = tabula("--format csv", script);
    EXPECT_EQ(piped.status, 1);
    EXPECT_EQ(piped.out, "n\n5\n");
    EXPECT_EQ(piped.err.rfind("stdin:1:" + std::to_string(kCreate.size() + 9) + ": ", 0), 0u) << piped.err;

    std::filesystem::path file =
        std::filesystem::temp_directory_path() / ("tabula_split_" + std::to_string(getpid()) + ".sql");
    std::ofstream(file) << script;
    ShellRun from_file = tabula("--format csv " + file.string());
    std::filesystem::remove(file);
    EXPECT_EQ(from_file.status, 1);
    EXPECT_EQ(from_file.out, "n\n5\n");
    EXPECT_EQ(from_file.err, file.string() + ":" + piped.err.substr(std::string("stdin:").size()));
}

TEST(ShellBinary, ErrorsAtTheEndOfTheTextPointUnderIt) {
    ShellRun run = tabula("-c " + shellQuote(kCreate + "\nselect * from people where"));
    EXPECT_EQ(run.status, 1);
    EXPECT_EQ(run.err,
              "-c:2:27: expected a condition after WHERE\n"
              "select * from people where\n"
              "                          ^\n");
}

TEST(ShellBinary, ErrorsFromCommandTextAndStandardInputNameTheirOrigin) {
    // each -c text counts lines from its own start
    ShellRun commands =
        tabula("--format csv -c 'select 1 as a;' -c " + shellQuote("select 2 as b;\n\nselect 1 / 0 as x;"));
    EXPECT_EQ(commands.status, 1);
    EXPECT_EQ(commands.out, "a\n1\nb\n2\n");
    EXPECT_EQ(commands.err,
              "-c:3:8: division by zero in '1 / 0'\n"
              "select 1 / 0 as x;\n"
              "       ^~~~~\n");

    ShellRun piped = tabula("--format csv", "select 1 as a;\n\nselect from;\nselect 1 / 0 as c;\n");
    EXPECT_EQ(piped.status, 1);
    EXPECT_EQ(piped.out, "a\n1\n");
    EXPECT_EQ(piped.err,
              "stdin:3:8: expected a select list after SELECT\n"
              "select from;\n"
              "       ^\n"
              "stdin:4:8: division by zero in '1 / 0'\n"
              "select 1 / 0 as c;\n"
              "       ^~~~~\n");
}

TEST(ShellBinary, RunTimeErrorOfTheThirdStatementFromStandardInputPointsAtItsExpression) {
    // Three statements piped in; the third fails at its first row, casting a name to INT.
    ShellRun run = tabula("--format csv", kCreate +
                                              "\nselect count(*) as n\n  from people;\n"
                                              "select id,\n       cast(name as int) as x\n  from people;\n");
    EXPECT_EQ(run.status, 1);
    EXPECT_EQ(run.out, "n\n5\n");
    EXPECT_EQ(run.err,
              "stdin:5:8: cannot cast 'Reed' to INT in 'cast(name as int)'\n"
              "       cast(name as int) as x\n"
              "       ^~~~~~~~~~~~~~~~~\n");
}

TEST(ShellBinary, RunTimeErrorsNameTheScriptLineAndColumn) {
    std::filesystem::path file =
        std::filesystem::temp_directory_path() / ("tabula_div_" + std::to_string(getpid()) + ".sql");
    std::ofstream(file) << "select 1 as a;\nselect 1 / 0 as b;\n";
    ShellRun run = tabula("--format csv " + file.string());
    std::filesystem::remove(file);
    EXPECT_EQ(run.status, 1);
    EXPECT_EQ(run.out, "a\n1\n");
    EXPECT_EQ(run.err, file.string() +
                           ":2:8: division by zero in '1 / 0'\n"
                           "select 1 / 0 as b;\n"
                           "       ^~~~~\n");
}

TEST(ShellBinary, ScriptsMayStartWithAByteOrderMark) {
    const std::string bom = "\xEF\xBB\xBF";
    std::filesystem::path file =
        std::filesystem::temp_directory_path() / ("tabula_bom_" + std::to_string(getpid()) + ".sql");
    std::ofstream(file) << bom << "select 1 as a;\nselect 2 as b;\n";
    ShellRun from_file = tabula("--format csv " + file.string());
    std::filesystem::remove(file);
    EXPECT_EQ(from_file.status, 0) << from_file.err;
    EXPECT_EQ(from_file.out, "a\n1\nb\n2\n");

    ShellRun piped = tabula("--format csv", bom + "select 1 as a;\n");
    EXPECT_EQ(piped.status, 0) << piped.err;
    EXPECT_EQ(piped.out, "a\n1\n");

    // positions on the first line do not count the mark
    ShellRun bad = tabula("--format csv", bom + "select x;\n");
    EXPECT_EQ(bad.err.rfind("stdin:1:8: ", 0), 0u) << bad.err;
}

TEST(ShellBinary, InputsShareOneSession) {
    ShellRun run = tabula("--format csv " + kData + "/cli_script.sql -c 'select max(id) as m from people;'");
    EXPECT_EQ(run.status, 0) << run.err;
    EXPECT_EQ(run.out, "n\n5\nm\n5\n");
}

TEST(ShellBinary, FormatOptionsAsInSqliteAndDuckdb) {
    ShellRun run = tabula("--format=csv -c " + shellQuote("select 1 as a;"));
    EXPECT_EQ(run.status, 0) << run.err;
    EXPECT_EQ(run.out, "a\n1\n");
    run = tabula("-json -c " + shellQuote(kCreate + "select id from people where id > 100;"));
    EXPECT_EQ(run.status, 0) << run.err;
    EXPECT_EQ(run.out, "[]\n");
    run = tabula("-markdown -csv -noheader -c " + shellQuote("select 1 as a;"));
    EXPECT_EQ(run.out, "1\n");
}

TEST(ShellBinary, DotCommandsAndQuitOnStandardInput) {
    ShellRun run = tabula("", ".mode csv\nselect 1 as a;\n.headers off\nselect 2 as b;\n.quit\nselect 3 as c;\n");
    EXPECT_EQ(run.status, 0) << run.err;
    EXPECT_EQ(run.out, "a\n1\n2\n");
    EXPECT_EQ(run.err, "");
    run = tabula("-c " + shellQuote("exit") + " -c " + shellQuote("select 1 as a;"));
    EXPECT_EQ(run.status, 0) << run.err;
    EXPECT_EQ(run.out, "");
}

// The example library (examples/udf_library): hashCode is Java's String.hashCode ('Fox' is 70*31*31 + 111*31 + 120
// = 70831), plusOne adds one.
TEST(ShellBinary, DotLoadAndLoadMakeALibrarysFunctionsCallable) {
    const std::string query = "select id, hashCode(name) as h, plusOne(id) as p from people where id <= 3;";
    ShellRun run = tabula("--format csv", kCreate + "\n.load " + std::string(TABULA_UDF_LIBRARY) + "\n" + query + "\n");
    EXPECT_EQ(run.status, 0) << run.err;
    EXPECT_EQ(run.out, "id,h,p\n1,2543154,2\n2,1802091693,3\n3,70831,4\n");
    EXPECT_EQ(run.err, "");
    run = tabula("--format csv -c " +
                 shellQuote(kCreate + " LOAD '" + TABULA_UDF_LIBRARY + "'; select isPalindrome('level') as p;"));
    EXPECT_EQ(run.status, 0) << run.err;
    EXPECT_EQ(run.out, "p\ntrue\n");
}

TEST(ShellBinary, AFailedLoadNamesTheFileAndTheSessionGoesOn) {
    const std::string missing_symbol = std::string(TABULA_TEST_EXTENSIONS) + "/no_entry_point.so";
    ShellRun run = tabula("--format csv", ".load /nonexistent/udfs.so\nLOAD '" + missing_symbol +
                                              "';\n.load " TABULA_UDF_LIBRARY "\nselect plusOne(1) as p;\n");
    EXPECT_EQ(run.status, 1);
    EXPECT_EQ(run.out, "p\n2\n");
    // Each error at its line, under the file name (the carets are dot_command_test's).
    const std::string missing_file = "stdin:1:7: cannot load '/nonexistent/udfs.so': cannot open shared object file";
    const std::string no_symbol =
        "stdin:2:6: cannot load '" + missing_symbol + "': it does not export the symbol tabula_extension_abi";
    EXPECT_EQ(run.err.rfind(missing_file, 0), 0u) << run.err;
    EXPECT_NE(run.err.find("\n" + no_symbol), std::string::npos) << run.err;
}

TEST(ShellBinary, HelpVersionAndBadOptions) {
    ShellRun help = tabula("--help");
    EXPECT_EQ(help.status, 0);
    EXPECT_EQ(help.out.rfind("Usage: tabula [options] [FILE ...]\n", 0), 0u);
    ShellRun version = tabula("--version");
    EXPECT_EQ(version.status, 0);
    EXPECT_EQ(version.out.rfind("tabula ", 0), 0u);
    ShellRun bad = tabula("--format xml");
    EXPECT_EQ(bad.status, 2);
    EXPECT_EQ(bad.err, "tabula: unknown output format 'xml'; use box, csv, tsv, json, jsonl, markdown or line.\n");
    ShellRun missing = tabula("/no/such/file.sql");
    EXPECT_EQ(missing.status, 1);
    EXPECT_EQ(missing.err, "cannot open script file '/no/such/file.sql'.\n");
}

/// Reads from `fd` until `wanted` has arrived or 10 seconds pass.
std::string readUntil(int fd, const std::string& wanted) {
    std::string got;
    while (got.find(wanted) == std::string::npos) {
        pollfd ready{fd, POLLIN, 0};
        if (poll(&ready, 1, 10000) <= 0) break;
        char buffer[4096];
        ssize_t n = read(fd, buffer, sizeof buffer);
        if (n <= 0) break;
        got.append(buffer, static_cast<size_t>(n));
    }
    return got;
}

/// A tabula shell run with `--format csv`, its standard input and output on pipes, for tests that talk to it
/// statement by statement. With `merge_stderr`, errors arrive on the same pipe as results.
struct ShellProcess {
    pid_t pid = -1;
    int to_shell = -1;    // the shell's standard input
    int from_shell = -1;  // the shell's standard output

    explicit ShellProcess(bool merge_stderr) {
        int in[2];
        int out[2];
        if (pipe(in) != 0 || pipe(out) != 0) throw std::runtime_error("pipe failed");
        pid = fork();
        if (pid < 0) throw std::runtime_error("fork failed");
        if (pid == 0) {
            dup2(in[0], STDIN_FILENO);
            dup2(out[1], STDOUT_FILENO);
            if (merge_stderr) dup2(out[1], STDERR_FILENO);
            close(in[1]);
            close(out[0]);
            execl(TABULA_SHELL, TABULA_SHELL, "--format", "csv", static_cast<char*>(nullptr));
            _exit(127);
        }
        close(in[0]);
        close(out[1]);
        to_shell = in[1];
        from_shell = out[0];
    }
    ~ShellProcess() {
        if (to_shell >= 0) close(to_shell);
        if (from_shell >= 0) close(from_shell);
    }

    void send(const std::string& text) const {
        ASSERT_EQ(write(to_shell, text.data(), text.size()), static_cast<ssize_t>(text.size()));
    }
    /// Closes the shell's standard input and waits for it to exit; returns its wait status.
    int finish() {
        close(to_shell);
        to_shell = -1;
        int status = 0;
        waitpid(pid, &status, 0);
        return status;
    }
};

TEST(ShellBinary, DrivenThroughAPipeAnswersEachStatementAtOnce) {
    ShellProcess shell(false);
    shell.send(kCreate + "\nselect count(*) as n from people;\n");
    EXPECT_EQ(readUntil(shell.from_shell, "5\n"), "n\n5\n");
    shell.send("select name from people where id = 4;\n");
    EXPECT_EQ(readUntil(shell.from_shell, "Evans\n"), "name\nEvans\n");
    int status = shell.finish();
    EXPECT_TRUE(WIFEXITED(status));
    EXPECT_EQ(WEXITSTATUS(status), 0);
}

TEST(ShellBinary, CtrlCCancelsTheRunningStatementAndStopsTheScript) {
    // Two million rows sorted by a string: seconds of work, far longer than the signal needs to arrive.
    std::filesystem::path data =
        std::filesystem::temp_directory_path() / ("tabula_ctrl_c_" + std::to_string(getpid()) + ".csv");
    {
        std::ofstream out(data);
        for (int64_t i = 0; i < 2000000; ++i) out << i << ',' << (i * 7919) % 2000000 << '\n';
    }
    ShellProcess shell(true);
    shell.send("CREATE TABLE big (a INT, b INT) WITH ('connector' = 'filesystem', 'path' = '" + data.string() +
               "');\nselect 1 as ready;\n");
    EXPECT_EQ(readUntil(shell.from_shell, "1\n"), "ready\n1\n");
    shell.send(
        "select count(*) as n from (select a, cast(b as string) || 'x' as s from big order by s desc, a);\n"
        "select 2 as after;\n");
    usleep(300 * 1000);  // the statement is running now
    auto interrupted_at = std::chrono::steady_clock::now();
    kill(shell.pid, SIGINT);
    EXPECT_EQ(readUntil(shell.from_shell, "query cancelled\n"), "query cancelled\n");
    EXPECT_LT(std::chrono::steady_clock::now() - interrupted_at, std::chrono::seconds(2));
    int status = shell.finish();
    EXPECT_EQ(readUntil(shell.from_shell, "never printed"), "");  // the script stopped: no "after"
    std::filesystem::remove(data);
    ASSERT_TRUE(WIFEXITED(status));
    EXPECT_EQ(WEXITSTATUS(status), 1);
}

TEST(ShellBinary, CsvRowsArriveWhileTheQueryRunsAndCtrlCStopsThem) {
    std::filesystem::path data =
        std::filesystem::temp_directory_path() / ("tabula_streaming_" + std::to_string(getpid()) + ".csv");
    {
        std::ofstream out(data);
        for (int64_t i = 0; i < 2000000; ++i) out << i << ',' << (i * 7919) % 2000000 << '\n';
    }
    ShellProcess shell(true);
    shell.send("CREATE TABLE big (a INT, b INT) WITH ('connector' = 'filesystem', 'path' = '" + data.string() +
               "');\nselect a, b from big;\nselect 2 as after;\n");
    // The first rows come while the query still runs: the shell cannot finish it while nobody reads the pipe.
    const std::string first_rows = "a,b\n0,0\n1,7919\n";
    EXPECT_EQ(readUntil(shell.from_shell, first_rows).substr(0, first_rows.size()), first_rows);
    auto interrupted_at = std::chrono::steady_clock::now();
    kill(shell.pid, SIGINT);
    std::string rest = readUntil(shell.from_shell, "query cancelled\n");
    EXPECT_LT(std::chrono::steady_clock::now() - interrupted_at, std::chrono::seconds(2));
    EXPECT_EQ(rest.substr(rest.size() - std::min<size_t>(rest.size(), 16)), "query cancelled\n");
    EXPECT_LT(rest.size(), size_t{2000000} * 8);  // far from every row
    int status = shell.finish();
    EXPECT_EQ(readUntil(shell.from_shell, "never printed"), "");  // the script stopped: no "after"
    std::filesystem::remove(data);
    ASSERT_TRUE(WIFEXITED(status));
    EXPECT_EQ(WEXITSTATUS(status), 1);
}

/// The names in `dir`, sorted.
std::vector<std::string> namesIn(const std::filesystem::path& dir) {
    std::vector<std::string> names;
    for (const auto& entry : std::filesystem::directory_iterator(dir)) names.push_back(entry.path().filename());
    std::sort(names.begin(), names.end());
    return names;
}

TEST(ShellBinary, SigtermAndSighupCancelAnInsertLeavingTheFileAsItWasAndNoTemporaryFile) {
    for (int signal : {SIGTERM, SIGHUP}) {
        SCOPED_TRACE(signal);
        const std::filesystem::path dir = std::filesystem::temp_directory_path() /
                                          ("tabula_signal_" + std::to_string(getpid()) + "_" + std::to_string(signal));
        std::filesystem::remove_all(dir);
        std::filesystem::create_directories(dir);
        {
            // Two million rows sorted by a string before the first row is written: seconds of work.
            std::ofstream out(dir / "big.csv");
            for (int64_t i = 0; i < 2000000; ++i) out << i << ',' << (i * 7919) % 2000000 << '\n';
        }
        const std::string old_content = "1,1\n2,2";  // no newline at the end: an append would add one
        std::ofstream(dir / "out.csv") << old_content;
        ShellProcess shell(true);
        shell.send("CREATE TABLE big (a INT, b INT) WITH ('connector' = 'filesystem', 'path' = '" +
                   (dir / "big.csv").string() + "');\nCREATE TABLE out (a INT, b INT) WITH ('connector' = " +
                   "'filesystem', 'path' = '" + (dir / "out.csv").string() + "');\nselect 1 as ready;\n");
        EXPECT_EQ(readUntil(shell.from_shell, "1\n"), "ready\n1\n");
        shell.send(
            "insert into out select a, b from big order by cast(b as string) || 'x' desc, a;\n"
            "select 2 as after;\n");
        // The INSERT runs once its temporary file is there.
        const auto started = std::chrono::steady_clock::now();
        while (namesIn(dir).size() < 3 && std::chrono::steady_clock::now() - started < std::chrono::seconds(20))
            usleep(5 * 1000);
        ASSERT_EQ(namesIn(dir).size(), 3u);
        kill(shell.pid, signal);
        EXPECT_EQ(readUntil(shell.from_shell, "query cancelled\n"), "query cancelled\n");
        const int status = shell.finish();
        EXPECT_EQ(readUntil(shell.from_shell, "never printed"), "");  // the script stopped: no "after"
        ASSERT_TRUE(WIFEXITED(status));
        EXPECT_EQ(WEXITSTATUS(status), 128 + signal);
        EXPECT_EQ(namesIn(dir), (std::vector<std::string>{"big.csv", "out.csv"}));
        EXPECT_EQ(readFile(dir / "out.csv"), old_content);
        std::filesystem::remove_all(dir);
    }
}

TEST(ShellBinary, ASignalWhilePipedInputIsAwaitedEndsTheShellWithoutRunningTheUnfinishedStatement) {
    for (int signal : {SIGTERM, SIGHUP, SIGINT}) {
        SCOPED_TRACE(signal);
        ShellProcess shell(true);
        shell.send("select 1 as ready;\nselect 2 as unfinished\n");
        EXPECT_EQ(readUntil(shell.from_shell, "1\n"), "ready\n1\n");
        usleep(100 * 1000);  // the shell waits for the rest of the statement now
        kill(shell.pid, signal);
        int status = 0;
        waitpid(shell.pid, &status, 0);                               // ends without its input being closed
        EXPECT_EQ(readUntil(shell.from_shell, "never printed"), "");  // the unfinished statement did not run
        ASSERT_TRUE(WIFEXITED(status));
        EXPECT_EQ(WEXITSTATUS(status), 128 + signal);
    }
}

}  // namespace
