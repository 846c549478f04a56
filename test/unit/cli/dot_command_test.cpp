// Dot-commands in a shell session: .mode, .headers, .nullvalue, .print, .timer, .read, .tables, .schema, .load, .help,
// leaving with .quit/.exit/exit/quit,
// their error messages and positions; and Ctrl-C's cancellation as the session sees it.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "cli/dot_command.hpp"
#include "cli/shell_session.hpp"
#include "shell_session_test_support.hpp"

namespace tabula::cli {
namespace {

/// Runs `text` as the script "s.sql", the name its error messages carry.
bool runScript(Session& session, const std::string& text) { return session.run(text, "s.sql"); }

TEST(IsDotCommand, DotLinesAndTheWordsThatLeave) {
    EXPECT_TRUE(isDotCommand(".mode csv"));
    EXPECT_TRUE(isDotCommand("  .tables"));
    EXPECT_TRUE(isDotCommand("exit"));
    EXPECT_TRUE(isDotCommand("QUIT;"));
    EXPECT_TRUE(isDotCommand(" quit ; "));
    EXPECT_FALSE(isDotCommand("select 1;"));
    EXPECT_FALSE(isDotCommand("exit now"));
    EXPECT_FALSE(isDotCommand("quitting"));
    EXPECT_FALSE(isDotCommand(""));
}

TEST(DotCommand, ModeChangesTheOutputFormatAndShowsIt) {
    Session session;
    EXPECT_TRUE(runScript(session, kCreatePeople + ".mode csv\nselect id from people where id < 3;\n.mode\n"
                                                   ".mode JSON\nselect id from people where id = 1;\n.mode\n"));
    EXPECT_EQ(session.out.str(), "id\n1\n2\ncsv\n[\n{\"id\":1}\n]\njson\n");
    EXPECT_EQ(session.err.str(), "");
}

TEST(DotCommand, HeadersOffDropsTheCsvHeaderLine) {
    Session session;
    EXPECT_TRUE(runScript(session, kCreatePeople + ".mode tsv\n.headers off\nselect id from people where id < 3;\n"
                                                   ".headers ON\nselect id from people where id = 3;"));
    EXPECT_EQ(session.out.str(), "1\n2\nid\n3\n");
}

TEST(DotCommand, NullvalueIsNullsTextInGridsAndDelimitedOutput) {
    Session session;
    EXPECT_TRUE(runScript(session,
                          ".mode csv\nselect cast(null as int) as n, 1 as one;\n.nullvalue (none)\n"
                          "select cast(null as int) as n, 1 as one;\n.mode markdown\n"
                          "select cast(null as int) as n;\n.mode json\nselect cast(null as int) as n;\n"
                          ".mode tsv\n.nullvalue ''\nselect cast(null as int) as n, 1 as one;\n"));
    EXPECT_EQ(session.out.str(),
              "n,one\n,1\n"                           // CSV's own: an empty field
              "n,one\n(none),1\n"                     // quoted where CSV needs it, not here
              "| n      |\n|-------:|\n| (none) |\n"  // a grid's NULL
              "[\n{\"n\":null}\n]\n"                  // JSON keeps null
              "n\tone\n\t1\n");                       // '' : nothing
    EXPECT_EQ(session.err.str(), "");
}

TEST(DotCommand, LineModeWritesANameValueLinePerColumn) {
    Session session;
    EXPECT_TRUE(runScript(session, kCreatePeople + ".mode line\nselect id, name as n, country as place from people "
                                                   "where id < 3;\nselect cast(null as int) as x;\n"
                                                   "select id from people where id < 0;\n.mode\n"));
    // The first two rows of cli_people.csv; names right-aligned to 'place', rows apart by a blank line.
    EXPECT_EQ(session.out.str(),
              "   id = 1\n    n = Reed\nplace = United States\n"
              "\n"
              "   id = 2\n    n = Bradley\nplace = United States\n"
              "x = NULL\n"
              "line\n");
}

TEST(DotCommand, PrintWritesItsWords) {
    Session session;
    EXPECT_TRUE(runScript(session, ".print hello   world\n.print 'quoted  words' \"and\"\n.print\n"));
    EXPECT_EQ(session.out.str(), "hello world\nquoted  words and\n\n");
}

TEST(DotCommand, TimerReportsEachStatementsTime) {
    Session session;
    EXPECT_TRUE(runScript(session, ".mode csv\n.timer on\nselect 1 as a;\n.timer OFF\nselect 2 as b;\n"));
    const std::string out = session.out.str();
    ASSERT_EQ(out.substr(0, 4), "a\n1\n") << out;
    const std::string report = out.substr(4, out.find('\n', 4) - 4);
    EXPECT_TRUE(report.starts_with("Run Time (s): real ")) << report;
    EXPECT_NE(report.find(" user "), std::string::npos) << report;
    EXPECT_NE(report.find(" sys "), std::string::npos) << report;
    EXPECT_EQ(out.substr(out.find('\n', 4) + 1), "b\n2\n");  // off: no report
}

TEST(DotCommand, ReadRunsAFileRelativeToTheInput) {
    const std::filesystem::path dir = std::filesystem::temp_directory_path() / "tabula_dot_read";
    std::filesystem::create_directories(dir / "sub");
    std::ofstream(dir / "main.sql") << ".mode csv\n.read sub/inner.sql\nselect 3 as c;\n";
    std::ofstream(dir / "sub" / "inner.sql") << "select 1 as a;\nselec 2;\n.print inner done\n";
    std::ofstream(dir / "quits.sql") << "select 1 as a;\n.quit\nselect 2 as b;\n";
    Session session;
    EXPECT_TRUE(session.shell.runFile(dir / "main.sql"));
    EXPECT_EQ(session.out.str(), "a\n1\ninner done\nc\n3\n");
    // An error inside names the inner file and its line; the outer file goes on.
    EXPECT_EQ(session.err.str().substr(0, session.err.str().find('\n')),
              (dir / "sub" / "inner.sql").string() +
                  ":2:1: expected a statement: SELECT, INSERT, DELETE, CREATE TABLE, "
                  "CREATE VIEW, DROP, SHOW TABLES, DESCRIBE, EXPLAIN, SET, CALL, LOAD or a Table API pipeline such as "
                  "scan('t').select('a')");
    Session missing;
    EXPECT_TRUE(missing.run(".read nothere.sql\nselect 1 as a;\n", "s.sql"));
    EXPECT_NE(missing.err.str().find("cannot open script file '" TABULA_TEST_DATA "/nothere.sql'"), std::string::npos)
        << missing.err.str();
    // .quit in a file read ends the shell.
    Session quitting;
    EXPECT_FALSE(quitting.run(".mode csv\n.read " + (dir / "quits.sql").string() + "\nselect 3 as c;\n"));
    EXPECT_EQ(quitting.out.str(), "a\n1\n");
    std::filesystem::remove_all(dir);
}

TEST(DotCommand, SeparatorIsTheCsvDelimiter) {
    Session session;
    EXPECT_TRUE(runScript(session,
                          ".mode csv\n.separator ;\nselect 1 as a, 'x;y' as b;\n.separator \\t\n"
                          "select 1 as a, 2 as b;\n.separator ''\n"));
    EXPECT_EQ(session.out.str(), "a;b\n1;\"x;y\"\na\tb\n1\t2\n");  // a field holding it is quoted
    EXPECT_NE(session.err.str().find("s.sql:6:12: a CSV separator cannot be empty or hold a double quote or a line "
                                     "break"),
              std::string::npos)
        << session.err.str();
}

TEST(DotCommand, ImportAppendsToATableOrMakesOne) {
    const std::filesystem::path dir = std::filesystem::temp_directory_path() / "tabula_dot_import";
    std::filesystem::create_directories(dir);
    std::ofstream(dir / "in.csv") << "id;name\n1;Ann\n2;Bo\n";
    std::ofstream(dir / "script.sql") << ".import in.csv `new people`\n.import 'in.csv' `new people`\n"
                                         ".mode csv\nselect id, name from `new people`;\n"
                                         "create table two (n bigint, s string);\n.import in.csv two\n"
                                         "select * from two;\n.import missing.csv two\n";
    Session session;
    EXPECT_TRUE(session.shell.runFile(dir / "script.sql"));
    // A new table named by the header, its types sniffed; imported twice, so every row twice.
    EXPECT_EQ(session.out.str(), "id,name\n1,Ann\n2,Bo\n1,Ann\n2,Bo\nn,s\n1,Ann\n2,Bo\n");
    EXPECT_EQ(
        session.err.str().substr(0, session.err.str().find('\n')),
        (dir / "script.sql").string() + ":8:9: cannot read '" + (dir / "missing.csv").string() + "': no such file");
    std::filesystem::remove_all(dir);
}

TEST(DotCommand, TablesAndSchemaListTheCatalog) {
    Session session;
    EXPECT_TRUE(runScript(session, kCreatePeople + "CREATE VIEW ids AS select id from people;\n.tables\n.schema\n"
                                                   ".schema IDS\n"));
    EXPECT_EQ(session.out.str(),
              "ids\npeople\n"
              "ids (id INT)\n"
              "people (id INT, name STRING, country STRING, gender STRING)\n"
              "IDS (id INT)\n");
    EXPECT_EQ(session.err.str(), "");
}

TEST(DotCommand, HelpListsEveryCommand) {
    Session session;
    EXPECT_TRUE(runScript(session, ".help"));
    for (const char* command : {".exit", ".quit", ".headers", ".help", ".import", ".load", ".mode", ".nullvalue",
                                ".print", ".read", ".schema", ".separator", ".tables", ".timer"})
        EXPECT_NE(session.out.str().find(command), std::string::npos) << command;
    EXPECT_EQ(session.out.str(), dotCommandHelp());
}

TEST(DotCommand, QuitExitAndTheirWordsStopTheRun) {
    for (const char* quit : {".quit", ".exit", "exit", "quit", "QUIT;", ".exit 1"}) {
        Session session;
        EXPECT_FALSE(runScript(session, std::string("select 1 as a;\n") + quit + "\nselect 2 as b;")) << quit;
        EXPECT_TRUE(session.shell.quitRequested()) << quit;
        EXPECT_FALSE(session.shell.failed()) << quit;
        EXPECT_EQ(session.out.str().find('b'), std::string::npos) << quit;
    }
}

TEST(DotCommand, ALineOfAStatementIsNeverACommand) {
    Session session;
    EXPECT_TRUE(runScript(session, ".mode csv\nselect 1 as a,\n.5 as b;\nselect 'x' as\nexit;"));
    EXPECT_EQ(session.out.str(), "a,b\n1,0.5\nexit\nx\n");
    EXPECT_FALSE(session.shell.quitRequested());
}

TEST(DotCommand, ErrorsNameTheLineAndPointAtTheWord) {
    Session session;
    EXPECT_TRUE(runScript(session,
                          "select 1 as a;\n.mod csv\n.mode xml\n  .headers maybe\n.tables people\n.headers\n"
                          ".schema nothere\n.frobnicate\n.mode csv\nselec 1;"));
    EXPECT_TRUE(session.shell.failed());
    // The statement after the commands keeps its line number: 10.
    std::string err = session.err.str();
    size_t last = err.find("s.sql:10:1: ");
    ASSERT_NE(last, std::string::npos) << err;
    EXPECT_EQ(err.substr(0, last),
              "s.sql:2:1: unknown command '.mod'; did you mean '.mode'? (.help lists the commands)\n"
              ".mod csv\n"
              "^~~~\n"
              "s.sql:3:7: unknown output mode; use box, csv, tsv, json, jsonl, markdown or line\n"
              ".mode xml\n"
              "      ^~~\n"
              "s.sql:4:12: expected on or off\n"
              "  .headers maybe\n"
              "           ^~~~~\n"
              "s.sql:5:9: too many arguments; usage: .tables\n"
              ".tables people\n"
              "        ^~~~~~\n"
              "s.sql:6:1: missing argument; usage: .headers on|off\n"
              ".headers\n"
              "^~~~~~~~\n"
              "s.sql:7:9: unknown table 'nothere'\n"
              ".schema nothere\n"
              "        ^~~~~~~\n"
              "s.sql:8:1: unknown command '.frobnicate' (.help lists the commands)\n"
              ".frobnicate\n"
              "^~~~~~~~~~~\n");
}

TEST(DotCommand, LoadErrorsPointAtTheFile) {
    Session session;
    EXPECT_TRUE(runScript(session, ".load\n.load a.so b.so\n.load /nonexistent/udfs.so\n"));
    EXPECT_EQ(session.err.str(),
              "s.sql:1:1: missing argument; usage: .load FILE\n"
              ".load\n"
              "^~~~~\n"
              "s.sql:2:12: too many arguments; usage: .load FILE\n"
              ".load a.so b.so\n"
              "           ^~~~\n"
              "s.sql:3:7: cannot load '/nonexistent/udfs.so': cannot open shared object file: No such file or "
              "directory\n"
              ".load /nonexistent/udfs.so\n"
              "      ^~~~~~~~~~~~~~~~~~~~\n");
}

TEST(ShellSessionCancel, ACancelledQueryStopsTheRunAndTheTablesStay) {
    Session session;
    EXPECT_TRUE(runScript(session, ".mode csv\n" + kCreatePeople));
    session.shell.environment().cancel();  // what Ctrl-C does while a query runs
    EXPECT_FALSE(runScript(session, "select count(*) as n from people;\nselect 2 as b;"));
    EXPECT_TRUE(session.shell.cancelled());
    EXPECT_TRUE(session.shell.failed());
    EXPECT_EQ(session.err.str(), "query cancelled\n");
    EXPECT_EQ(session.out.str(), "");
    EXPECT_TRUE(runScript(session, "select count(*) as n from people;"));
    EXPECT_FALSE(session.shell.cancelled());
    EXPECT_EQ(session.out.str(), "n\n5\n");
}

}  // namespace
}  // namespace tabula::cli
