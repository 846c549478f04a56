// The public entry for scripts: cutting text into statements, parsing each alone, their kinds and spans, running
// them (Table API pipelines included) and placing errors in the script.
#include <gtest/gtest.h>

#include "tabula/script.hpp"
#include "tabula/table_environment.hpp"

namespace tabula::testing {
namespace {

/// The statement of the only piece of `text`.
ScriptStatement onlyStatement(const Script& script) {
    EXPECT_EQ(script.pieces().size(), 1u);
    std::optional<ScriptStatement> statement = script.parse(script.pieces().at(0));
    EXPECT_TRUE(statement.has_value());
    return *statement;
}

/// Runs every statement of `text` and returns the rows of the last one that has any, one "a,b" line per row.
std::string run(TableEnvironment& env, const std::string& text) {
    Script script(text);
    std::string rows;
    for (SourceSpan piece : script.pieces()) {
        std::optional<ScriptStatement> statement = script.parse(piece);
        if (!statement) continue;
        TableResult result = env.executeStatement(*statement);
        if (statement->kind() != StatementKind::Query && statement->kind() != StatementKind::Pipeline) continue;
        rows.clear();
        for (const Row& row : result.collect()) rows += row.toString() + "\n";
    }
    return rows;
}

TEST(Script, PiecesEndAfterTheirSemicolonAndABadOneSpoilsOnlyItself) {
    Script script("select 1; selec 2;\n-- only a comment\n");
    ASSERT_EQ(script.pieces().size(), 2u);
    std::optional<ScriptStatement> first = script.parse(script.pieces()[0]);
    ASSERT_TRUE(first.has_value());
    EXPECT_EQ(first->kind(), StatementKind::Query);
    EXPECT_EQ(first->span().begin, 0u);
    EXPECT_EQ(first->span().end, 8u);  // "select 1", the ';' excluded
    try {
        script.parse(script.pieces()[1]);
        FAIL() << "selec 2 parsed";
    } catch (const ParseError& error) {
        ASSERT_TRUE(error.span().has_value());
        EXPECT_EQ(error.line(), 1u);
        EXPECT_EQ(error.column(), 11u);  // under "selec"
    }
}

TEST(Script, APieceOfOnlyACommentHoldsNoStatement) {
    Script script("select 1; -- nothing more\n;");
    ASSERT_EQ(script.pieces().size(), 2u);
    EXPECT_FALSE(script.parse(script.pieces()[1]).has_value());
}

TEST(Script, CompleteOnlyWithASemicolonOutsideQuotesAndComments) {
    EXPECT_FALSE(Script::isComplete("select 1"));
    EXPECT_TRUE(Script::isComplete("select 1;"));
    EXPECT_TRUE(Script::isComplete("select 1; -- done\n"));
    EXPECT_FALSE(Script::isComplete("select ';"));
    EXPECT_FALSE(Script::isComplete("select 1 -- ;"));
}

TEST(Script, EachStatementSaysItsKind) {
    EXPECT_EQ(onlyStatement(Script("select 1;")).kind(), StatementKind::Query);
    EXPECT_EQ(onlyStatement(Script("scan('t').select('a');")).kind(), StatementKind::Pipeline);
    EXPECT_EQ(onlyStatement(Script("explain select 1;")).kind(), StatementKind::Explain);
    EXPECT_EQ(onlyStatement(Script("insert into m values (1);")).kind(), StatementKind::Insert);
    EXPECT_EQ(onlyStatement(Script("delete from m;")).kind(), StatementKind::Delete);
    EXPECT_EQ(onlyStatement(Script("create table m (a int);")).kind(), StatementKind::Other);
    EXPECT_EQ(onlyStatement(Script("show tables;")).kind(), StatementKind::Other);
}

TEST(Script, AStatementKeepsItsTextAfterTheScriptIsGone) {
    std::optional<ScriptStatement> statement;
    {
        Script script("  select 42 as answer;");
        statement = script.parse(script.pieces().at(0));
    }
    ASSERT_TRUE(statement.has_value());
    EXPECT_EQ(statement->scriptText(), "  select 42 as answer;");
    TableEnvironment env;
    EXPECT_EQ(env.executeStatement(*statement).collect().at(0).toString(), "42");
}

TEST(Script, ExecuteStatementRunsPipelinesAndSql) {
    TableEnvironment env;
    EXPECT_EQ(run(env, "create table m (a int); insert into m values (1), (2); scan('m').select('a + 1 as b');"),
              "2\n3\n");
    EXPECT_EQ(run(env, "create view v as scan('m').where('a > 1'); select a * 10 from v;"), "20\n");
}

TEST(Script, ExecuteSqlStillRefusesPipelines) {
    TableEnvironment env;
    EXPECT_THROW(env.executeSql("scan('m').select('a')"), ValidationError);
}

TEST(Script, ARunTimeErrorInAPipelineArgumentIsPlacedUnderItsExpressionInTheScript) {
    TableEnvironment env;
    run(env, "create table m (s string); insert into m values ('x');");
    // Offsets: scan( 0-4, 'm' 5-7, ) 8, .select( 9-16, ' 17, cast(s as int) 18-31, ' 32.
    Script script("scan('m').select('cast(s as int)');");
    ScriptStatement statement = onlyStatement(script);
    try {
        env.executeStatement(statement).collect();  // the first rows may be computed before executeStatement returns
        FAIL() << "casting 'x' to INT succeeded";
    } catch (ExecutionError& error) {
        statement.locate(error);
        ASSERT_TRUE(error.span().has_value());
        ASSERT_TRUE(error.source() != nullptr);
        EXPECT_EQ(error.source()->text, script.text());
        EXPECT_EQ(error.span()->begin, 18u);
        EXPECT_EQ(error.span()->end, 32u);
    }
}

TEST(Script, AnErrorWithoutAPositionIsPlacedUnderTheWholeStatement) {
    Script script("select 1;\n  select 2;");
    ASSERT_EQ(script.pieces().size(), 2u);
    ScriptStatement second = *script.parse(script.pieces()[1]);
    ValidationError error("something is wrong");
    second.locate(error);
    ASSERT_TRUE(error.span().has_value());
    EXPECT_EQ(error.span()->begin, 12u);
    EXPECT_EQ(error.span()->end, 20u);
    EXPECT_EQ(std::string(error.what()).substr(0, 24), "2:3: something is wrong\n");
}

}  // namespace
}  // namespace tabula::testing
