// The shell session end to end in memory: statements, printing per format, errors with input positions, bail.
#include <gtest/gtest.h>

#include <sstream>

#include "cli/shell_session.hpp"
#include "shell_session_test_support.hpp"

namespace tabula::cli {
namespace {

TEST(ShellSession, CreateTableThenQueryPrintsABox) {
    Session session;
    EXPECT_TRUE(session.run(kCreatePeople + "select id, name from people where id < 3;"));
    EXPECT_EQ(session.err.str(), "");
    EXPECT_FALSE(session.shell.failed());
    EXPECT_EQ(session.out.str(),
              "┌─────┬─────────┐\n"
              "│ id  │  name   │\n"
              "│ INT │ STRING  │\n"
              "├─────┼─────────┤\n"
              "│   1 │ Reed    │\n"
              "│   2 │ Bradley │\n"
              "└─────┴─────────┘\n");
}

TEST(ShellSession, ChangesPrintNothingListingsPrintRows) {
    Session session(OutputFormat::Csv);
    EXPECT_TRUE(
        session.run("create table t (a int);\ninsert into t values (1), (2);\ndelete from t where a = 2;\n"
                    "create index i on t (a);\nset 'table.exec.avg-integer-as-double' = 'true';\n"
                    "select avg(a) as m from t;\nset;\ncreate table c as t.select('a + 1 as b').cache();\n"
                    "select * from c;"));
    EXPECT_EQ(session.out.str(),
              "m\n1.0\nkey,value\ntable.exec.avg-integer-as-double,true\ntable.exec.division-by-zero-as-null,false\n"
              "b\n2\n");
    EXPECT_EQ(session.err.str(), "");
}

TEST(ShellSession, PipelinesEndingInAMethodThatIsNoTableMethod) {
    Session session(OutputFormat::Csv);
    EXPECT_TRUE(session.run(kCreatePeople + "create table ids (id int);\n"
                                            "scan('people').select('id, name as n').printSchema();\n"
                                            "people.select('id').getSchema();\n"
                                            "scan('people').filter('id < 3').select('id').insertInto('ids');\n"
                                            "people.filter('id = 5').select('id').executeInsert('ids');\n"
                                            "select * from ids;\n"
                                            "people.select('id').explain();\n"));
    const std::string out = session.out.str();
    // Flink's printSchema text; getSchema as DESCRIBE lists it; the inserts print nothing, as INSERT does.
    const std::string expected_start = "root\n |-- id: INT\n |-- n: STRING\nname,type\nid,INT\nid\n1\n2\n5\n";
    EXPECT_EQ(out.substr(0, expected_start.size()), expected_start) << out;
    EXPECT_NE(out.find("== Physical Plan ==", expected_start.size()), std::string::npos) << out;
    EXPECT_EQ(session.err.str(), "");
}

TEST(ShellSession, AnEndingMethodMisplacedOrWithWrongArguments) {
    Session session(OutputFormat::Csv);
    EXPECT_TRUE(session.run(kCreatePeople +
                                "people.explain().select('id');\npeople.insertInto();\npeople.printSchema('x');\n"
                                "people.unionAll(people.explain());\npeople.insertInt('t');\n",
                            "s.sql"));
    const std::string err = session.err.str();
    // Each error under the call, from its dot.
    for (const char* message :
         {"s.sql:3:7: explain() ends a pipeline statement: nothing may follow it, and a pipeline given as an "
          "argument cannot end with it.",
          "s.sql:4:7: insertInto() takes one table name, e.g. insertInto('target').",
          "s.sql:5:7: printSchema() takes no arguments.", "s.sql:6:23: explain() ends a pipeline statement",
          "s.sql:7:7: unknown Table method 'insertInt'; did you mean 'insertInto'?"})
        EXPECT_NE(err.find(message), std::string::npos) << message << "\n" << err;
    EXPECT_EQ(session.out.str(), "");
}

TEST(ShellSession, PipelineInCsv) {
    Session session(OutputFormat::Csv);
    EXPECT_TRUE(session.run(kCreatePeople + "scan('people').filter('id > 3').select('id, name').orderBy('id');"));
    EXPECT_EQ(session.out.str(), "id,name\n4,Evans\n5,Adams\n");
}

TEST(ShellSession, EmptyResultsPrintNothingInCsvTsvAndJsonLines) {
    for (OutputFormat format : {OutputFormat::Csv, OutputFormat::Tsv, OutputFormat::JsonLines}) {
        Session session(format);
        EXPECT_TRUE(session.run(kCreatePeople + "select id from people where id > 100;"));
        EXPECT_EQ(session.out.str(), "");
    }
}

TEST(ShellSession, EmptyResultInJsonIsAnEmptyArray) {
    Session session(OutputFormat::Json);
    EXPECT_TRUE(session.run(kCreatePeople + "select id from people where id > 100;"));
    EXPECT_EQ(session.out.str(), "[]\n");
}

TEST(ShellSession, EmptyResultInABoxShowsTheHeader) {
    Session session;
    EXPECT_TRUE(session.run(kCreatePeople + "select id from people where id > 100;"));
    EXPECT_EQ(session.out.str(),
              "┌─────┐\n"
              "│ id  │\n"
              "│ INT │\n"
              "└─────┘\n");
}

TEST(ShellSession, DdlPrintsNothing) {
    Session session;
    EXPECT_TRUE(session.run(kCreatePeople + "CREATE VIEW v AS select id from people; DROP VIEW v;"));
    EXPECT_EQ(session.out.str(), "");
    EXPECT_EQ(session.err.str(), "");
}

TEST(ShellSession, ShowTablesAndDescribe) {
    Session session(OutputFormat::Csv);
    EXPECT_TRUE(session.run(kCreatePeople + "SHOW TABLES;\nDESCRIBE people;"));
    EXPECT_EQ(session.out.str(),
              "table name\npeople\n"
              "name,type\nid,INT\nname,STRING\ncountry,STRING\ngender,STRING\n");
}

TEST(ShellSession, ExplainPrintsThePlanText) {
    Session session;
    EXPECT_TRUE(session.run(kCreatePeople + "EXPLAIN scan('people').filter('id > 3');"));
    EXPECT_NE(session.out.str().find("Physical Plan"), std::string::npos) << session.out.str();
    EXPECT_EQ(session.out.str().back(), '\n');
}

TEST(ShellSession, ErrorsGoToErrWithTheirInputLineAndTheRunGoesOn) {
    Session session(OutputFormat::Csv);
    // Line 4 of the input: the create statement takes lines 1-2, line 3 is blank.
    EXPECT_TRUE(
        session.run(kCreatePeople + "\nscan('people').selct('id');\nselect count(*) as n from people;", "s.sql"));
    EXPECT_TRUE(session.shell.failed());
    EXPECT_EQ(session.out.str(), "n\n5\n");
    EXPECT_EQ(session.err.str(),
              "s.sql:4:15: unknown Table method 'selct'; did you mean 'select'?\n"
              "scan('people').selct('id');\n"
              "              ^~~~~~~~~~~~\n");
}

TEST(ShellSession, ParseErrorInsideAStringArgumentPointsIntoTheScript) {
    Session session;
    EXPECT_TRUE(session.run(kCreatePeople + "scan('people').select('id +');"));
    std::string err = session.err.str();
    // The argument's content starts at column 24 of line 3; the error lies within it.
    EXPECT_EQ(err.rfind("3:", 0), 0u) << err;
    EXPECT_NE(err.find("\nscan('people').select('id +');\n"), std::string::npos) << err;
}

TEST(ShellSession, ValidationErrorInsideAStringArgumentPointsIntoTheScript) {
    Session session;
    EXPECT_TRUE(session.run(kCreatePeople + "scan('people').select('id, nme');"));
    std::string err = session.err.str();
    // 'nme' is at byte 27 of line 3: column 28.
    EXPECT_EQ(err.rfind("3:28: ", 0), 0u) << err;
    EXPECT_NE(err.find("nme"), std::string::npos) << err;
    EXPECT_NE(err.find("\nscan('people').select('id, nme');\n                           ^~~\n"), std::string::npos)
        << err;
}

TEST(ShellSession, BailStopsAtTheFirstError) {
    Session session(OutputFormat::Csv, true);
    EXPECT_FALSE(session.run(kCreatePeople + "select nothing from people;\nselect count(*) as n from people;"));
    EXPECT_TRUE(session.shell.failed());
    EXPECT_EQ(session.out.str(), "");
    EXPECT_NE(session.err.str(), "");
}

TEST(ShellSession, AParseErrorSkipsOnlyItsStatement) {
    Session session(OutputFormat::Csv);
    EXPECT_TRUE(session.run(kCreatePeople + "selec 1;\nselect count(*) as n from people;"));
    EXPECT_EQ(session.out.str(), "n\n5\n");
    EXPECT_EQ(session.err.str().rfind("3:", 0), 0u) << session.err.str();
}

TEST(ShellSession, StatementsOnTheLineOfAParseErrorStillRun) {
    Session session(OutputFormat::Csv);
    // One line: the CREATE before the bad statement registers its table, the query after it runs.
    std::string create = kCreatePeople.substr(0, kCreatePeople.size() - 1);
    create[create.find('\n')] = ' ';
    EXPECT_TRUE(session.run(create + " select from people; select count(*) as n from people;", "s.sql"));
    EXPECT_TRUE(session.shell.failed());
    EXPECT_EQ(session.out.str(), "n\n5\n");
    size_t bad = create.size() + 8;  // the 'from' of the bad statement, 0-based
    EXPECT_EQ(session.err.str().rfind("s.sql:1:" + std::to_string(bad + 1) + ": ", 0), 0u) << session.err.str();
    EXPECT_NE(session.err.str().find("\n" + std::string(bad, ' ') + "^\n"), std::string::npos) << session.err.str();
}

TEST(ShellSession, BailStopsAtAParseErrorAmongStatementsOfOneLine) {
    Session session(OutputFormat::Csv, true);
    EXPECT_FALSE(session.run("select 1 as a; selec 2; select 3 as c;"));
    EXPECT_EQ(session.out.str(), "a\n1\n");
    EXPECT_EQ(session.err.str().rfind("1:16: ", 0), 0u) << session.err.str();
}

TEST(ShellSession, RunTimeErrorsNameTheStatementAndPointAtTheExpression) {
    Session session(OutputFormat::Csv);
    EXPECT_TRUE(session.run("select 1 as a;\n\nselect 2 as b, 1 / 0 as c;", "s.sql"));
    EXPECT_EQ(session.out.str(), "a\n1\n");
    EXPECT_EQ(session.err.str(),
              "s.sql:3:16: division by zero in '1 / 0'\n"
              "select 2 as b, 1 / 0 as c;\n"
              "               ^~~~~\n");
}

TEST(ShellSession, RunTimeErrorsInsideAPipelineArgumentPointPastItsDoubledQuotes) {
    Session session(OutputFormat::Csv);
    EXPECT_TRUE(session.run(kCreatePeople + "scan('people').select('name + ''ab'', 10 / (id - id)')", "p.sql"));
    // The argument's content is "name + 'ab', 10 / (id - id)": two bytes shorter than it is in the script.
    EXPECT_EQ(session.err.str(),
              "p.sql:3:39: division by zero in '10 / (id - id)'\n"
              "scan('people').select('name + ''ab'', 10 / (id - id)')\n"
              "                                      ^~~~~~~~~~~~~~\n");
}

TEST(ShellSession, RunTimeErrorsOfAViewDefinedEarlierFallUnderTheStatement) {
    Session session(OutputFormat::Csv);
    EXPECT_TRUE(session.run("create view v as select 1 / 0 as q;\nselect * from v;", "v.sql"));
    EXPECT_EQ(session.err.str(),
              "v.sql:2:1: division by zero in '1 / 0'\n"
              "select * from v;\n"
              "^~~~~~~~~~~~~~~\n");
}

TEST(ShellSession, FileErrorsNameTheStatement) {
    Session session(OutputFormat::Csv);
    EXPECT_TRUE(
        session.run("CREATE TABLE t (id INT) WITH ('connector' = 'filesystem', 'path' = 'zz_none.csv');\n"
                    "  select id from t;",
                    "s.sql"));
    std::string err = session.err.str();
    EXPECT_EQ(err.rfind("s.sql:2:3: cannot open '", 0), 0u) << err;
    EXPECT_NE(err.find("zz_none.csv"), std::string::npos) << err;
    EXPECT_NE(err.find("\n  select id from t;\n  ^~~~~~~~~~~~~~~~\n"), std::string::npos) << err;
}

TEST(ShellSession, LastStatementMayOmitItsSemicolon) {
    Session session(OutputFormat::Csv);
    EXPECT_TRUE(session.run(kCreatePeople + "select count(*) as n from people"));
    EXPECT_EQ(session.out.str(), "n\n5\n");
}

TEST(ShellSession, StreamRunsEachStatementAsItsSemicolonArrives) {
    Session session(OutputFormat::Csv);
    std::istringstream in(kCreatePeople + "select count(*) as n\nfrom people;\n-- a trailing comment\n");
    EXPECT_TRUE(session.shell.runStream(in, {"", TABULA_TEST_DATA}));
    EXPECT_EQ(session.out.str(), "n\n5\n");
    EXPECT_EQ(session.err.str(), "");
}

TEST(ShellSession, RunFileResolvesPathsAgainstTheFileFolder) {
    Session session(OutputFormat::Csv);
    EXPECT_TRUE(session.shell.runFile(std::filesystem::path(TABULA_TEST_DATA) / "cli_script.sql"));
    EXPECT_EQ(session.out.str(), "n\n5\n");
    EXPECT_EQ(session.err.str(), "");
}

TEST(ShellSession, MissingScriptFile) {
    Session session;
    EXPECT_TRUE(session.shell.runFile("/no/such/script.sql"));
    EXPECT_TRUE(session.shell.failed());
    EXPECT_EQ(session.err.str(), "cannot open script file '/no/such/script.sql'.\n");
}

TEST(ShellSession, RelativePathsWithoutAFolderResolveAgainstTheCurrentDirectory) {
    std::ostringstream out;
    std::ostringstream err;
    ShellSession shell(ShellOptions{{OutputFormat::Csv, false}, false}, out, err);
    EXPECT_TRUE(
        shell.runScript("CREATE TABLE t (id INT) WITH ('connector' = 'filesystem', 'path' = 'zz_none.csv');"
                        "select id from t;",
                        {}));
    EXPECT_NE(err.str().find("zz_none.csv"), std::string::npos) << err.str();
    EXPECT_EQ(err.str().find(TABULA_TEST_DATA), std::string::npos) << err.str();
}

TEST(ShellSession, WarningsGoToErr) {
    Session session(OutputFormat::Csv);
    EXPECT_TRUE(
        session.run("CREATE TABLE t (id INT, name STRING) WITH ('connector' = 'filesystem', "
                    "'path' = 'cli_bad_rows.csv', 'csv.ignore-parse-errors' = 'true');\n"
                    "select id, name from t;"));
    EXPECT_EQ(session.out.str(), "id,name\n1,a\n3,c\n");
    EXPECT_EQ(session.err.str().rfind("warning: ", 0), 0u) << session.err.str();
}

}  // namespace
}  // namespace tabula::cli
