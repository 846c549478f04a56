// Shell scripts: every statement kind, Table API pipelines, statement spans, errors with positions, and
// isCompleteStatement.
#include <gtest/gtest.h>

#include "parser_test_support.hpp"

namespace tabula::parser::test {
namespace {

using PipelinePtr = std::shared_ptr<const ast::Pipeline>;

/// "line:column: message" of the error parsing `text` as a script.
std::string scriptError(std::string_view text) {
    const Failure failure = failureOf([&] { parseScript(text); });
    return std::to_string(failure.line) + ":" + std::to_string(failure.column) + ": " + failure.message;
}

/// The only statement of `text`.
ast::Statement only(std::string_view text) {
    std::vector<ast::Statement> statements = parseScript(text);
    EXPECT_EQ(statements.size(), 1u);
    return statements.at(0);
}

std::string_view spanText(std::string_view text, SourceSpan span) {
    return text.substr(span.begin, span.end - span.begin);
}

TEST(Script, StatementsAndTheirSpans) {
    const std::string text =
        "select 1; -- first\n"
        "  scan('peoples')\n    .select('id') ;\n"
        ";;\n"
        "SHOW TABLES /* c */;\n"
        "DESCRIBE peoples";
    const std::vector<ast::Statement> statements = parseScript(text);
    ASSERT_EQ(statements.size(), 4u);
    EXPECT_EQ(spanText(text, statements[0].span), "select 1");
    EXPECT_TRUE(std::holds_alternative<ast::QueryPtr>(statements[0].body));
    EXPECT_EQ(spanText(text, statements[1].span), "scan('peoples')\n    .select('id')");
    EXPECT_TRUE(std::holds_alternative<PipelinePtr>(statements[1].body));
    EXPECT_EQ(spanText(text, statements[2].span), "SHOW TABLES");
    EXPECT_TRUE(std::holds_alternative<ast::ShowTables>(statements[2].body));
    EXPECT_EQ(spanText(text, statements[3].span), "DESCRIBE peoples");
    EXPECT_EQ(std::get<ast::Describe>(statements[3].body).name, "peoples");
}

TEST(Script, EmptyScripts) {
    EXPECT_TRUE(parseScript("").empty());
    EXPECT_TRUE(parseScript("  -- nothing\n /* at all */ ;; ").empty());
}

TEST(Script, Pipelines) {
    const std::string text = "scan('peoples').groupBy('country').select('country, id.count')";
    const auto pipeline = std::get<PipelinePtr>(only(text).body);
    EXPECT_EQ(pipeline->source_call, "scan");
    EXPECT_EQ(pipeline->table, "peoples");
    EXPECT_EQ(spanText(text, pipeline->table_span), "'peoples'");
    ASSERT_EQ(pipeline->calls.size(), 2u);
    EXPECT_EQ(pipeline->calls[0].name, "groupBy");
    EXPECT_EQ(spanText(text, pipeline->calls[0].span), ".groupBy('country')");
    ASSERT_EQ(pipeline->calls[1].args.size(), 1u);
    const ast::PipelineArg& arg = pipeline->calls[1].args[0];
    EXPECT_EQ(std::get<std::string>(arg.value), "country, id.count");
    EXPECT_EQ(spanText(text, arg.span), "'country, id.count'");
    EXPECT_EQ(text.substr(arg.content_offset, 7), "country");
    EXPECT_EQ(spanText(text, pipeline->span), text);
}

TEST(Script, PipelineSourcesAndArguments) {
    const auto from = std::get<PipelinePtr>(only("from(\"x\")").body);
    EXPECT_EQ(from->source_call, "from");
    EXPECT_EQ(from->table, "x");
    EXPECT_TRUE(from->calls.empty());

    const std::string text =
        "peoples\n  .select(\"a, \"\"b\"\"\", 'it''s')\n  .fetch(5).offset(-3)\n"
        "  .join(scan('sales').select('x'), 'a = b').join(sales)";
    const auto pipeline = std::get<PipelinePtr>(only(text).body);
    EXPECT_EQ(pipeline->source_call, "");
    EXPECT_EQ(pipeline->table, "peoples");
    EXPECT_EQ(spanText(text, pipeline->table_span), "peoples");
    ASSERT_EQ(pipeline->calls.size(), 5u);
    EXPECT_EQ(std::get<std::string>(pipeline->calls[0].args[0].value), "a, \"b\"");
    EXPECT_EQ(std::get<std::string>(pipeline->calls[0].args[1].value), "it's");
    EXPECT_EQ(std::get<int64_t>(pipeline->calls[1].args[0].value), 5);
    EXPECT_EQ(std::get<int64_t>(pipeline->calls[2].args[0].value), -3);
    const auto& nested = std::get<PipelinePtr>(pipeline->calls[3].args[0].value);
    EXPECT_EQ(nested->source_call, "scan");
    EXPECT_EQ(nested->table, "sales");
    EXPECT_EQ(nested->calls.size(), 1u);
    EXPECT_EQ(spanText(text, pipeline->calls[3].args[0].span), "scan('sales').select('x')");
    EXPECT_EQ(std::get<std::string>(pipeline->calls[3].args[1].value), "a = b");
    const auto& bare = std::get<PipelinePtr>(pipeline->calls[4].args[0].value);
    EXPECT_EQ(bare->source_call, "");
    EXPECT_EQ(bare->table, "sales");
    EXPECT_TRUE(bare->calls.empty());
    EXPECT_TRUE(pipeline->calls[4].args.size() == 1);

    const auto empty_args = std::get<PipelinePtr>(only("t.distinct()").body);
    EXPECT_TRUE(empty_args->calls[0].args.empty());
}

TEST(Script, CreateTable) {
    const std::string text =
        "CREATE TABLE IF NOT EXISTS peoples (\n"
        "  id INT, `last name` STRING, salary DECIMAL(10, 2), code VARCHAR(20), born DATE,\n"
        "  seen TIMESTAMP(3), ok BOOLEAN, n BIGINT\n"
        ") WITH ('connector' = 'filesystem', 'path' = 'it''s.csv', 'csv.field-delimiter' = ';')";
    const ast::Statement statement = only(text);
    const auto& create = std::get<ast::CreateTable>(statement.body);
    EXPECT_EQ(create.name, "peoples");
    EXPECT_TRUE(create.if_not_exists);
    ASSERT_EQ(create.columns.size(), 8u);
    EXPECT_EQ(create.columns[0].name, "id");
    EXPECT_EQ(create.columns[0].type, Types::INT());
    EXPECT_EQ(spanText(text, create.columns[0].span), "id INT");
    EXPECT_EQ(create.columns[1].name, "last name");
    EXPECT_EQ(create.columns[1].type, Types::STRING());
    EXPECT_EQ(create.columns[2].type, Types::DECIMAL(10, 2));
    EXPECT_EQ(create.columns[3].type, Types::STRING());
    EXPECT_EQ(create.columns[4].type, Types::DATE());
    EXPECT_EQ(create.columns[5].type, Types::TIMESTAMP());
    EXPECT_EQ(create.columns[6].type, Types::BOOLEAN());
    EXPECT_EQ(create.columns[7].type, Types::BIGINT());
    ASSERT_EQ(create.options.size(), 3u);
    EXPECT_EQ(create.options[0], (std::pair<std::string, std::string>{"connector", "filesystem"}));
    EXPECT_EQ(create.options[1].second, "it's.csv");
    EXPECT_EQ(create.options[2].first, "csv.field-delimiter");
    EXPECT_EQ(create.options[2].second, ";");
    ASSERT_EQ(create.option_spans.size(), 3u);
    EXPECT_EQ(spanText(text, create.option_spans[1]), "'path'");
    EXPECT_EQ(spanText(text, statement.span), text);

    const ast::CreateTable plain = std::get<ast::CreateTable>(only("create temporary table t (a int)").body);
    EXPECT_FALSE(plain.if_not_exists);
    EXPECT_TRUE(plain.options.empty());
}

TEST(Script, CreateTableWithFlinkConstraintsAndComments) {
    const std::string text =
        "CREATE TABLE `my``table` (\n"
        "  id INT NOT NULL PRIMARY KEY NOT ENFORCED COMMENT 'the id',\n"
        "  `name` STRING NULL COMMENT 'it''s',\n"
        "  `primary` INT, constraint INT, key INT,\n"
        "  b BIGINT CONSTRAINT pk PRIMARY KEY NOT ENFORCED,\n"
        "  CONSTRAINT `pk 2` PRIMARY KEY (id, `name`) NOT ENFORCED,\n"
        "  primary key (b) not enforced\n"
        ") COMMENT 'a table' WITH ('connector' = 'filesystem')";
    const ast::Statement statement = only(text);
    const auto& create = std::get<ast::CreateTable>(statement.body);
    EXPECT_EQ(create.name, "my`table");
    ASSERT_EQ(create.columns.size(), 6u);
    EXPECT_EQ(create.columns[0].name, "id");
    EXPECT_EQ(create.columns[0].type, Types::INT());
    EXPECT_TRUE(create.columns[0].not_null);
    EXPECT_TRUE(create.columns[0].primary_key);
    EXPECT_EQ(create.columns[0].comment, "the id");
    EXPECT_EQ(spanText(text, create.columns[0].span), "id INT NOT NULL PRIMARY KEY NOT ENFORCED COMMENT 'the id'");
    EXPECT_EQ(create.columns[1].name, "name");
    EXPECT_FALSE(create.columns[1].not_null);
    EXPECT_FALSE(create.columns[1].primary_key);
    EXPECT_EQ(create.columns[1].comment, "it's");
    EXPECT_EQ(create.columns[2].name, "primary");
    EXPECT_EQ(create.columns[3].name, "constraint");  // the words are not reserved
    EXPECT_EQ(create.columns[4].name, "key");
    EXPECT_EQ(create.columns[5].name, "b");
    EXPECT_TRUE(create.columns[5].primary_key);
    EXPECT_FALSE(create.columns[5].not_null);
    ASSERT_EQ(create.primary_keys.size(), 2u);
    EXPECT_EQ(create.primary_keys[0].columns, (std::vector<std::string>{"id", "name"}));
    EXPECT_EQ(spanText(text, create.primary_keys[0].column_spans[1]), "`name`");
    EXPECT_EQ(spanText(text, create.primary_keys[0].span), "CONSTRAINT `pk 2` PRIMARY KEY (id, `name`) NOT ENFORCED");
    EXPECT_EQ(create.primary_keys[1].columns, (std::vector<std::string>{"b"}));
    EXPECT_EQ(create.comment, "a table");
    EXPECT_EQ(create.options.size(), 1u);
}

TEST(Script, CreateTableConstraintErrors) {
    const struct {
        const char* input;
        const char* expected;
    } cases[] = {
        {"CREATE TABLE t (a INT PRIMARY KEY)",
         "1:34: expected NOT ENFORCED after PRIMARY KEY: keys are not checked, so a primary key must say NOT ENFORCED"},
        {"CREATE TABLE t (a INT, PRIMARY KEY (a))",
         "1:39: expected NOT ENFORCED after PRIMARY KEY: keys are not checked, so a primary key must say NOT ENFORCED"},
        {"CREATE TABLE t (a INT, PRIMARY KEY a NOT ENFORCED)",
         "1:36: expected '(' and the key's columns after PRIMARY KEY"},
        {"CREATE TABLE t (a INT, PRIMARY KEY ())", "1:37: expected a column name of the key"},
        {"CREATE TABLE t (a INT, PRIMARY KEY (a b) NOT ENFORCED)", "1:39: expected ',' or ')' after the key's column"},
        {"CREATE TABLE t (a INT COMMENT x)", "1:31: expected the comment in single quotes after COMMENT"},
        {"CREATE TABLE t (a INT) COMMENT", "1:31: expected the comment in single quotes after COMMENT"},
        {"CREATE TABLE t (a INT NOT)", "1:23: expected ',' or ')' after the column"},
    };
    for (const auto& c : cases) {
        SCOPED_TRACE(c.input);
        EXPECT_EQ(scriptError(c.input), c.expected);
    }
}

TEST(Script, CreateView) {
    const ast::CreateView query_view = std::get<ast::CreateView>(only("CREATE VIEW v AS SELECT a FROM t").body);
    EXPECT_EQ(query_view.name, "v");
    EXPECT_FALSE(query_view.if_not_exists);
    EXPECT_EQ(std::get<ast::QueryPtr>(query_view.body)->from.at(0).name, "t");

    const ast::CreateView pipeline_view =
        std::get<ast::CreateView>(only("create temporary view if not exists w as from('x').select('a')").body);
    EXPECT_EQ(pipeline_view.name, "w");
    EXPECT_TRUE(pipeline_view.if_not_exists);
    EXPECT_EQ(std::get<PipelinePtr>(pipeline_view.body)->table, "x");
}

TEST(Script, DropShowDescribeExplain) {
    const ast::DropTable drop_table = std::get<ast::DropTable>(only("DROP TABLE t").body);
    EXPECT_EQ(drop_table.name, "t");
    EXPECT_FALSE(drop_table.if_exists);
    EXPECT_FALSE(drop_table.view);
    const ast::DropTable drop_view = std::get<ast::DropTable>(only("drop view if exists v").body);
    EXPECT_TRUE(drop_view.if_exists);
    EXPECT_TRUE(drop_view.view);

    EXPECT_TRUE(std::holds_alternative<ast::ShowTables>(only("show tables").body));
    EXPECT_EQ(std::get<ast::Describe>(only("DESC `my t`").body).name, "my t");

    const std::string text = "EXPLAIN PLAN FOR SELECT a FROM t /* c */";
    const ast::Explain explain = std::get<ast::Explain>(only(text).body);
    EXPECT_EQ(spanText(text, explain.target->span), "SELECT a FROM t");
    EXPECT_TRUE(std::holds_alternative<ast::QueryPtr>(explain.target->body));
    const ast::Explain explain_pipeline = std::get<ast::Explain>(only("explain scan('t').select('a')").body);
    EXPECT_TRUE(std::holds_alternative<PipelinePtr>(explain_pipeline.target->body));
}

TEST(Script, TableNamesThatLookLikeKeywords) {
    const auto pipeline = std::get<PipelinePtr>(only("desc.select('a')").body);
    EXPECT_EQ(pipeline->table, "desc");
    EXPECT_EQ(std::get<PipelinePtr>(only("show.select('a')").body)->table, "show");
}

TEST(Script, Errors) {
    const Case cases[] = {
        {"CREATE x", "1:8: expected TABLE, VIEW or INDEX after CREATE"},
        {"DROP x", "1:6: expected TABLE, VIEW or INDEX after DROP"},
        {"SHOW x", "1:6: expected TABLES after SHOW"},
        {"DESCRIBE", "1:9: expected a table or view name, or a file name in quotes"},
        {"EXPLAIN", "1:8: expected a query or a Table API pipeline after EXPLAIN"},
        {"EXPLAIN PLAN x", "1:14: expected FOR after EXPLAIN PLAN"},
        {"CREATE TABLE t", "1:15: expected '(' and the column list, or AS and a query"},
        {"CREATE TABLE (a INT)", "1:14: expected a table or view name"},
        {"CREATE TABLE t ()", "1:17: expected a column name and type"},
        {"CREATE TABLE t (a)", "1:18: expected a type name such as INT, BIGINT, DOUBLE, STRING or DECIMAL(10, 2)"},
        {"CREATE TABLE t (a FOO)",
         "1:19: unknown type 'FOO'; expected BOOLEAN, TINYINT, SMALLINT, INT, BIGINT, FLOAT, DOUBLE, DECIMAL(p, s), "
         "STRING, VARCHAR(n), DATE, TIME or TIMESTAMP(3)"},
        {"CREATE TABLE t (a INT", "1:22: expected ',' or ')' after the column"},
        {"CREATE TABLE t (a INT) WITH", "1:28: expected '(' and the options after WITH"},
        {"CREATE TABLE t (a INT) WITH ('k')", "1:33: expected '=' after the option name"},
        {"CREATE TABLE t (a INT) WITH ('k' = v)", "1:36: expected the option value in single quotes"},
        {"CREATE TABLE t (a INT) WITH (k = 'v')",
         "1:30: expected an option as 'key' = 'value', such as 'connector' = 'filesystem'"},
        {"CREATE TABLE t (a INT) WITH ('k' = 'v'", "1:39: expected ',' or ')' after the option"},
        {"CREATE VIEW v", "1:14: expected AS and the view's query after the view name"},
        {"CREATE VIEW v AS", "1:17: expected a query or a Table API pipeline after AS"},
        {"scan('t').select('a'", "1:21: expected ')' to close the argument list of 'select'"},
        {"scan('t').", "1:11: expected a method name after '.'"},
        {"scan('t').select", "1:17: expected '(' after the method name 'select'"},
        {"scan(t)", "1:6: expected the table name in quotes"},
        {"scan('t'", "1:9: expected ')' to close the argument list of 'scan'"},
        {"scan('t').join(1, )", "1:19: expected a quoted string, an integer or a table after ','"},
        {"scan('t').select('a", "1:18: unterminated string literal"},
        {"scan('t').fetch(99999999999999999999)", "1:17: the integer 99999999999999999999 is out of range"},
        {"select a from t x y",
         "1:19: unexpected 'y' after the end of the statement (statements are separated by ';')"},
        {"selec a",
         "1:1: expected a statement: SELECT, INSERT, DELETE, CREATE TABLE, CREATE VIEW, DROP, SHOW TABLES, "
         "DESCRIBE, EXPLAIN, SET, CALL, LOAD or a Table API pipeline such as scan('t').select('a')"},
        {"SELECT 1; bogus",
         "1:11: expected a statement: SELECT, INSERT, DELETE, CREATE TABLE, CREATE VIEW, DROP, SHOW TABLES, "
         "DESCRIBE, EXPLAIN, SET, CALL, LOAD or a Table API pipeline such as scan('t').select('a')"},
        {"CREATE TABLE t AS", "1:18: expected a query or a Table API pipeline after AS"},
        {"CREATE INDEX i t (a)", "1:16: expected ON and the table after the index name"},
        {"CREATE INDEX i ON t (a", "1:23: expected ',' or ')' after the index's column"},
        {"CREATE SEQUENCE s", "1:8: expected TABLE, VIEW or INDEX after CREATE"},
        {"DROP INDEX", "1:11: expected the index name"},
        {"INSERT t VALUES (1)", "1:8: expected INTO after INSERT"},
        {"INSERT INTO t", "1:14: expected VALUES (...) or a query after the table"},
        {"INSERT INTO t VALUES 1", "1:22: expected '(' and a row's values"},
        {"INSERT INTO t VALUES (1, 2", "1:27: expected ',' or ')' after the value"},
        {"INSERT INTO t VALUES (1), ", "1:27: expected '(' and a row's values"},
        {"INSERT INTO t (a, ) VALUES (1)", "1:19: expected a column name"},
        {"DELETE t", "1:8: expected FROM after DELETE"},
        {"DELETE FROM t WHERE", "1:20: expected a condition after WHERE"},
        {"SET 'k'", "1:8: expected '=' after the setting's key"},
        {"SET 'k' =", "1:10: expected the setting's value, such as 'true'"},
        {"LOAD udfs.so", "1:6: expected the library's file in single quotes after LOAD, such as LOAD 'udfs.so'"},
        {"LOAD", "1:5: expected the library's file in single quotes after LOAD, such as LOAD 'udfs.so'"},
        {"SELECT 1;\n/* open", "2:1: unterminated comment (missing */)"},
        {"SELECT 1;\nSELECT a FROM", "2:14: expected a table name or a parenthesised subquery after FROM"},
    };
    for (const Case& c : cases) {
        SCOPED_TRACE(c.input);
        EXPECT_EQ(scriptError(c.input), c.expected);
    }
}

TEST(Script, InsertWithValuesOrAQuery) {
    const std::string text = "INSERT INTO t (a, `b c`) VALUES (1, 'x'), (2 + 3, NULL)";
    const auto values = std::get<ast::Insert>(only(text).body);
    EXPECT_EQ(values.table, "t");
    EXPECT_EQ(spanText(text, values.table_span), "t");
    EXPECT_EQ(values.columns, (std::vector<std::string>{"a", "b c"}));
    EXPECT_EQ(spanText(text, values.column_spans[1]), "`b c`");
    ASSERT_EQ(values.rows.size(), 2u);
    EXPECT_EQ(values.rows[1]->items.size(), 2u);
    EXPECT_EQ(spanText(text, values.rows[1]->span), "(2 + 3, NULL)");
    EXPECT_EQ(values.query, nullptr);

    const auto select = std::get<ast::Insert>(only("insert into t select a from u").body);
    EXPECT_TRUE(select.columns.empty());
    EXPECT_TRUE(select.rows.empty());
    ASSERT_NE(select.query, nullptr);
    EXPECT_EQ(select.query->from.at(0).name, "u");
}

TEST(Script, DeleteCreateTableAsIndexesAndSettings) {
    const auto all = std::get<ast::Delete>(only("DELETE FROM t").body);
    EXPECT_EQ(all.table, "t");
    EXPECT_EQ(all.where, nullptr);
    const auto some = std::get<ast::Delete>(only("delete from t where a > 1").body);
    ASSERT_NE(some.where, nullptr);
    EXPECT_EQ(ast::toString(*some.where), "greaterThan(a, 1)");

    const auto ctas = std::get<ast::CreateTable>(only("CREATE TABLE IF NOT EXISTS c AS SELECT 1 AS x").body);
    EXPECT_EQ(ctas.name, "c");
    EXPECT_TRUE(ctas.if_not_exists);
    EXPECT_TRUE(std::holds_alternative<ast::QueryPtr>(ctas.as_body));
    const auto from_pipeline = std::get<ast::CreateTable>(only("create table c as scan('t').select('a')").body);
    EXPECT_TRUE(std::holds_alternative<PipelinePtr>(from_pipeline.as_body));
    const auto declared = std::get<ast::CreateTable>(only("CREATE TABLE m (a INTEGER, b TEXT, c REAL)").body);
    EXPECT_TRUE(std::holds_alternative<std::monostate>(declared.as_body));
    EXPECT_EQ(declared.columns.at(1).type, Types::STRING());

    EXPECT_TRUE(std::holds_alternative<ast::IndexStatement>(only("CREATE INDEX t1i0 ON t1(a1, b1 DESC)").body));
    EXPECT_TRUE(std::holds_alternative<ast::IndexStatement>(only("create unique index i on t (a)").body));
    EXPECT_TRUE(std::holds_alternative<ast::IndexStatement>(only("DROP INDEX IF EXISTS i").body));

    const auto quoted = std::get<ast::SetOption>(only("SET 'table.exec.a-b' = 'true'").body);
    EXPECT_FALSE(quoted.reset);
    EXPECT_EQ(quoted.key, "table.exec.a-b");
    EXPECT_EQ(quoted.value, "true");
    const auto bare = std::get<ast::SetOption>(only("set table.exec.a-b = false").body);
    EXPECT_EQ(bare.key, "table.exec.a-b");
    EXPECT_EQ(bare.value, "false");
    EXPECT_TRUE(std::get<ast::SetOption>(only("SET").body).key.empty());
    const auto reset = std::get<ast::SetOption>(only("RESET 'k'").body);
    EXPECT_TRUE(reset.reset);
    EXPECT_EQ(reset.key, "k");
}

TEST(Script, CallNamesAProcedureAndItsArguments) {
    const std::string text = "CALL dbgen(sf => 0.01, extra = 'a b')";
    const auto call = std::get<ast::CallProcedure>(only(text).body);
    EXPECT_EQ(call.name, "dbgen");
    EXPECT_EQ(spanText(text, call.name_span), "dbgen");
    ASSERT_EQ(call.arguments.size(), 2U);
    EXPECT_EQ(call.arguments[0].name, "sf");
    EXPECT_EQ(call.arguments[0].value, "0.01");
    EXPECT_EQ(spanText(text, call.arguments[0].value_span), "0.01");
    EXPECT_EQ(call.arguments[1].name, "extra");
    EXPECT_EQ(call.arguments[1].value, "a b");
    EXPECT_TRUE(std::get<ast::CallProcedure>(only("call p()").body).arguments.empty());
}

TEST(Script, LoadNamesTheLibraryFile) {
    const std::string text = "LOAD 'lib/it''s udfs.so'";
    const auto load = std::get<ast::LoadExtension>(only(text).body);
    EXPECT_EQ(load.file, "lib/it's udfs.so");
    EXPECT_EQ(spanText(text, load.file_span), "'lib/it''s udfs.so'");
    EXPECT_EQ(std::get<ast::LoadExtension>(only("load 'x.so'").body).file, "x.so");
    // A table named load is still read by a pipeline.
    EXPECT_TRUE(std::holds_alternative<std::shared_ptr<const ast::Pipeline>>(only("load.select('a')").body));
}

TEST(Script, SplitsAtEachSemicolonOutsideQuotesAndComments) {
    const std::string text = "select 1 as a; select from; select ';' /* ; */ -- ;\n;\n'open ; quote";
    std::vector<std::string> pieces;
    for (SourceSpan piece : splitScript(text)) pieces.push_back(std::string(spanText(text, piece)));
    const std::vector<std::string> expected = {"select 1 as a;", " select from;", " select ';' /* ; */ -- ;\n;",
                                               "\n'open ; quote"};
    EXPECT_EQ(pieces, expected);
    EXPECT_TRUE(splitScript("").empty());
    EXPECT_EQ(splitScript("select 1; -- done\n").size(), 1u);
    EXPECT_EQ(splitScript("select 1; /* open").size(), 2u);
}

TEST(Script, EachPieceParsesOnItsOwnWithPositionsInTheWholeText) {
    const std::string text = "select 1 as a; select from; select 3 as c;\n-- only a comment\n";
    const std::vector<SourceSpan> pieces = splitScript(text);
    ASSERT_EQ(pieces.size(), 3u);
    std::optional<ast::Statement> first = parseStatement(text, pieces[0]);
    ASSERT_TRUE(first);
    EXPECT_EQ(spanText(text, first->span), "select 1 as a");
    const Failure failure = failureOf([&] { parseStatement(text, pieces[1]); });
    EXPECT_EQ(failure.line, 1u);
    EXPECT_EQ(failure.column, 23u);
    EXPECT_EQ(failure.excerpt, text.substr(0, text.find('\n')) + "\n                      ^");
    std::optional<ast::Statement> third = parseStatement(text, pieces[2]);
    ASSERT_TRUE(third);
    EXPECT_EQ(spanText(text, third->span), "select 3 as c");
    EXPECT_FALSE(parseStatement(" ;; -- x\n", SourceSpan{0, 2}));
}

TEST(Script, ErrorsAtTheEndOfTheInputPointJustPastItsLastToken) {
    const Case cases[] = {
        {"select * from emp where\n", "1:24: expected a condition after WHERE"},
        {"select * from emp where -- to do\n\n", "1:24: expected a condition after WHERE"},
        {"select a from emp group\n", "1:24: expected BY after GROUP"},
        {"select a from emp group by a having\n", "1:36: expected a condition after HAVING"},
        {"scan('emp').filter(\n", "1:20: expected ')' to close the argument list of 'filter'"},
        {"select 1;\nselect * from emp where\n  \n", "2:24: expected a condition after WHERE"},
        // on the same line, an error after trailing blanks stays where the input ends
        {"select * from emp where ", "1:25: expected a condition after WHERE"},
    };
    for (const Case& c : cases) {
        SCOPED_TRACE(c.input);
        EXPECT_EQ(scriptError(c.input), c.expected);
    }
    const Failure failure = failureOf([] { parseScript("select * from emp where\n"); });
    EXPECT_EQ(failure.excerpt, "select * from emp where\n                       ^");
    EXPECT_EQ(failureOf([] { parseQuery("select a from emp group\n"); }).column, 24u);
    EXPECT_EQ(expressionError("a >\n "), "1:4: expected an expression after '>'");
}

TEST(Script, IsCompleteStatement) {
    const struct {
        const char* text;
        bool complete;
    } cases[] = {
        {"select 1;", true},
        {"select 1", false},
        {"", false},
        {";", true},
        {"select 1;\n  \n", true},
        {"select 1; -- done", true},
        {"select 1; /* open", false},
        {"select 1; /* closed */", true},
        {"select 1 /* ; */", false},
        {"select ';'", false},
        {"select 'a;", false},
        {"select 'it''s;'", false},
        {"select `a;`", false},
        {"scan(\"x;\")", false},
        {"select 1; select 2", false},
        {"a -- ;", false},
        {"select 1;\nselect 2;", true},
    };
    for (const auto& c : cases) {
        SCOPED_TRACE(c.text);
        EXPECT_EQ(isCompleteStatement(c.text), c.complete);
    }
}

}  // namespace
}  // namespace tabula::parser::test
