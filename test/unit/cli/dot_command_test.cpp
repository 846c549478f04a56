// Dot-commands in a shell session: .mode, .headers, .tables, .schema, .load, .help, leaving with .quit/.exit/exit/quit,
// their error messages and positions; and Ctrl-C's cancellation as the session sees it.
#include <gtest/gtest.h>

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
    for (const char* command : {".exit", ".quit", ".headers", ".help", ".load", ".mode", ".schema", ".tables"})
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
              "s.sql:3:7: unknown output mode; use box, csv, tsv, json, jsonl or markdown\n"
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
