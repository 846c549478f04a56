// CREATE TABLE ... WITH (...) -> CsvTableSource: every option, path resolution, and every error message.
#include <gtest/gtest.h>

#include "api/src/ddl_to_source.hpp"
#include "parser/parse.hpp"

namespace tabula::detail {
namespace {

using Options = std::vector<std::pair<std::string, std::string>>;

/// A statement as the parser would give it: the script text, and the AST with each key's span (quotes included).
struct Ddl {
    std::string text;
    ast::CreateTable table;
};

Ddl makeDdl(const Options& options) {
    Ddl ddl;
    ddl.text = "CREATE TABLE t (id INT, name STRING) WITH (";
    ddl.table.name = "t";
    ddl.table.columns = {{{}, "id", Types::INT(), false, false, ""}, {{}, "name", Types::STRING(), false, false, ""}};
    for (size_t i = 0; i < options.size(); ++i) {
        if (i > 0) ddl.text += ", ";
        uint32_t begin = static_cast<uint32_t>(ddl.text.size());
        ddl.text += "'" + options[i].first + "'";
        ddl.table.option_spans.push_back({begin, static_cast<uint32_t>(ddl.text.size())});
        ddl.text += " = '" + options[i].second + "'";
        ddl.table.options.push_back(options[i]);
    }
    ddl.text += ")";
    return ddl;
}

Options withBasics(Options extra) {
    Options options = {{"connector", "filesystem"}, {"path", "data/t.csv"}, {"format", "csv"}};
    options.insert(options.end(), extra.begin(), extra.end());
    return options;
}

CsvTableSource build(const Options& options, const std::filesystem::path& base_dir = "/scripts") {
    Ddl ddl = makeDdl(options);
    return csvSourceFromDdl(ddl.table, ddl.text, base_dir);
}

/// The message of the ValidationError the options raise ("" when none).
std::string errorOf(const Options& options) {
    try {
        build(options);
    } catch (const ValidationError& error) {
        return error.what();
    }
    return "";
}

TEST(DdlToSource, DefaultsAndSchema) {
    CsvTableSource source = build(withBasics({}));
    EXPECT_EQ(source.path(), "/scripts/data/t.csv");
    EXPECT_EQ(source.getSchema().getFieldNames(), (std::vector<std::string>{"id", "name"}));
    EXPECT_EQ(source.getSchema().getFieldTypes(), (std::vector<DataType>{Types::INT(), Types::STRING()}));
    const CsvOptions& csv = source.options();
    EXPECT_EQ(csv.field_delimiter, ",");
    EXPECT_EQ(csv.line_delimiter, "\n");
    EXPECT_EQ(csv.quote_character, '"');
    EXPECT_FALSE(csv.ignore_first_line);
    EXPECT_EQ(csv.comment_prefix, std::nullopt);
    EXPECT_FALSE(csv.ignore_parse_errors);
}

TEST(DdlToSource, FormatMayBeOmitted) {
    EXPECT_EQ(build({{"connector", "filesystem"}, {"path", "x.csv"}}).path(), "/scripts/x.csv");
}

TEST(DdlToSource, PathResolution) {
    EXPECT_EQ(build({{"connector", "filesystem"}, {"path", "/abs/t.csv"}}).path(), "/abs/t.csv");
    EXPECT_EQ(build({{"connector", "filesystem"}, {"path", "../d/t.csv"}}, "/a/b").path(), "/a/d/t.csv");
    EXPECT_EQ(build({{"connector", "filesystem"}, {"path", "d/t.csv"}}, "").path(), "d/t.csv");
    EXPECT_EQ(build({{"connector", "filesystem"}, {"path", "t.csv"}}, "rel").path(), "rel/t.csv");
}

TEST(DdlToSource, FieldDelimiter) {
    EXPECT_EQ(build(withBasics({{"csv.field-delimiter", ";"}})).options().field_delimiter, ";");
    EXPECT_EQ(build(withBasics({{"csv.field-delimiter", "||"}})).options().field_delimiter, "||");
    EXPECT_EQ(build(withBasics({{"csv.field-delimiter", "\\t"}})).options().field_delimiter, "\t");
}

TEST(DdlToSource, LineDelimiter) {
    EXPECT_EQ(build(withBasics({{"csv.line-delimiter", "\\r\\n"}})).options().line_delimiter, "\r\n");
    EXPECT_EQ(build(withBasics({{"csv.line-delimiter", "$"}})).options().line_delimiter, "$");
}

TEST(DdlToSource, BackslashesThatAreNotEscapesStay) {
    EXPECT_EQ(build(withBasics({{"csv.field-delimiter", "\\x"}})).options().field_delimiter, "\\x");
    EXPECT_EQ(build(withBasics({{"csv.field-delimiter", "\\\\"}})).options().field_delimiter, "\\");
}

TEST(DdlToSource, QuoteCharacter) {
    EXPECT_EQ(build(withBasics({{"csv.quote-character", "'"}})).options().quote_character, '\'');
    EXPECT_EQ(build(withBasics({{"csv.disable-quote-character", "true"}})).options().quote_character, std::nullopt);
    EXPECT_EQ(build(withBasics({{"csv.disable-quote-character", "false"}})).options().quote_character, '"');
}

TEST(DdlToSource, IgnoreFirstLine) {
    EXPECT_TRUE(build(withBasics({{"csv.ignore-first-line", "true"}})).options().ignore_first_line);
    EXPECT_TRUE(build(withBasics({{"csv.ignore-first-line", "TRUE"}})).options().ignore_first_line);
    EXPECT_FALSE(build(withBasics({{"csv.ignore-first-line", "false"}})).options().ignore_first_line);
}

TEST(DdlToSource, Comments) {
    EXPECT_EQ(build(withBasics({{"csv.comment-prefix", "//"}})).options().comment_prefix, "//");
    EXPECT_EQ(build(withBasics({{"csv.allow-comments", "true"}})).options().comment_prefix, "#");
    EXPECT_EQ(build(withBasics({{"csv.allow-comments", "false"}})).options().comment_prefix, std::nullopt);
    Options both = withBasics({{"csv.allow-comments", "true"}, {"csv.comment-prefix", "--"}});
    EXPECT_EQ(build(both).options().comment_prefix, "--");
}

TEST(DdlToSource, IgnoreParseErrors) {
    EXPECT_TRUE(build(withBasics({{"csv.ignore-parse-errors", "true"}})).options().ignore_parse_errors);
    EXPECT_FALSE(build(withBasics({{"csv.ignore-parse-errors", "false"}})).options().ignore_parse_errors);
}

/// The source a whole CREATE TABLE statement describes, parsed as the shell parses it.
CsvTableSource fromStatement(const std::string& text) {
    std::vector<ast::Statement> statements = parser::parseScript(text);
    return csvSourceFromDdl(std::get<ast::CreateTable>(statements.at(0).body), text, "/scripts");
}

/// The message of the ValidationError the statement raises ("" when none).
std::string statementError(const std::string& text) {
    try {
        fromStatement(text);
    } catch (const ValidationError& error) {
        return error.what();
    }
    return "";
}

TEST(DdlToSource, NotNullAndPrimaryKeyColumnsAreNotNull) {
    const std::string with = " WITH ('connector' = 'filesystem', 'path' = 'x.csv')";
    auto not_null = [&](const std::string& columns) {
        return fromStatement("CREATE TABLE t (" + columns + ")" + with).options().not_null_fields;
    };
    using Fields = std::vector<uint32_t>;
    EXPECT_EQ(not_null("a INT, b INT"), Fields{});
    EXPECT_EQ(not_null("a INT, b INT NOT NULL COMMENT 'b', c INT NULL"), Fields{1});
    EXPECT_EQ(not_null("a INT, b INT PRIMARY KEY NOT ENFORCED"), Fields{1});
    EXPECT_EQ(not_null("a INT, b INT, c INT NOT NULL, CONSTRAINT k PRIMARY KEY (b, a) NOT ENFORCED"),
              (Fields{0, 1, 2}));
    EXPECT_EQ(not_null("`a``b` INT NOT NULL, PRIMARY KEY (`a``b`) NOT ENFORCED"), Fields{0});
    CsvTableSource source = fromStatement("CREATE TABLE `t t` (`a``b` INT) COMMENT 'x'" + with);
    EXPECT_EQ(source.getSchema().getFieldNames(), std::vector<std::string>{"a`b"});
}

TEST(DdlToSourceErrors, PrimaryKeyMistakes) {
    const std::string with = " WITH ('connector' = 'filesystem', 'path' = 'x.csv')";
    EXPECT_EQ(statementError("CREATE TABLE t (id INT, name STRING, PRIMARY KEY (nme) NOT ENFORCED)" + with),
              "1:51: PRIMARY KEY names column 'nme', which table 't' does not have; did you mean 'name'?\n"
              "CREATE TABLE t (id INT, name STRING, PRIMARY KEY (nme) NOT ENFORCED)" +
                  with + "\n" + std::string(50, ' ') + "^~~");
    EXPECT_NE(statementError("CREATE TABLE t (id INT, PRIMARY KEY (id, id) NOT ENFORCED)" + with)
                  .find("1:42: PRIMARY KEY names column 'id' twice."),
              std::string::npos);
    EXPECT_NE(statementError("CREATE TABLE t (a INT PRIMARY KEY NOT ENFORCED, b INT PRIMARY KEY NOT ENFORCED)" + with)
                  .find("1:49: table 't' declares a second PRIMARY KEY; a table has at most one."),
              std::string::npos);
    EXPECT_NE(statementError("CREATE TABLE t (a INT PRIMARY KEY NOT ENFORCED, PRIMARY KEY (a) NOT ENFORCED)" + with)
                  .find("1:49: table 't' declares a second PRIMARY KEY"),
              std::string::npos);
}

TEST(DdlToSource, KnownOptionsAreListed) {
    const std::vector<std::string>& keys = knownTableOptions();
    EXPECT_EQ(keys.size(), 13u);
    EXPECT_NE(std::find(keys.begin(), keys.end(), "csv.allow-comments"), keys.end());
    EXPECT_NE(std::find(keys.begin(), keys.end(), "csv.null-literal"), keys.end());
    EXPECT_NE(std::find(keys.begin(), keys.end(), "json.ignore-parse-errors"), keys.end());
}

TEST(DdlToSourceErrors, UnknownKeySuggestsTheClosest) {
    // 'csv.field-delimeter' (21 bytes with its quotes) starts at byte 112 of the statement: column 113.
    Options options = withBasics({{"csv.field-delimeter", ";"}});
    Ddl ddl = makeDdl(options);
    EXPECT_EQ(ddl.table.option_spans[3].begin, 112u);
    EXPECT_EQ(errorOf(options),
              "1:113: unknown table option 'csv.field-delimeter'; did you mean 'csv.field-delimiter'?\n" + ddl.text +
                  "\n" + std::string(112, ' ') + "^" + std::string(20, '~'));
}

TEST(DdlToSourceErrors, UnknownKeyFarFromAnyListsTheKnownOnes) {
    std::string message = errorOf(withBasics({{"compression", "gzip"}}));
    EXPECT_NE(message.find("unknown table option 'compression'. Known options are 'connector', 'path', 'format'"),
              std::string::npos)
        << message;
}

TEST(DdlToSourceErrors, MisnamedKeySuggestsTheOptionItMeans) {
    auto suggestion = [](const std::string& key) {
        std::string message = errorOf(withBasics({{key, ";"}}));
        size_t at = message.find("did you mean '");
        return at == std::string::npos ? message : message.substr(at + 14, message.find('\'', at + 14) - at - 14);
    };
    EXPECT_EQ(suggestion("csv.delimiter"), "csv.field-delimiter");  // closer by edit distance to line-delimiter
    EXPECT_EQ(suggestion("csv.separator"), "csv.field-delimiter");
    EXPECT_EQ(suggestion("csv.header"), "csv.ignore-first-line");
    EXPECT_EQ(suggestion("csv.quote"), "csv.quote-character");   // not csv.disable-quote-character
    EXPECT_EQ(suggestion("csv.comment"), "csv.comment-prefix");  // shares a word
    EXPECT_EQ(suggestion("csv.ignore-errors"), "csv.ignore-parse-errors");
    EXPECT_EQ(suggestion("csv.line-delimeter"), "csv.line-delimiter");  // a typo keeps edit distance
}

TEST(DdlToSourceErrors, KeysAreCaseSensitive) {
    EXPECT_NE(errorOf(withBasics({{"CSV.IGNORE-FIRST-LINE", "true"}}))
                  .find("unknown table option 'CSV.IGNORE-FIRST-LINE'; did you mean 'csv.ignore-first-line'?"),
              std::string::npos);
}

TEST(DdlToSourceErrors, RepeatedKey) {
    EXPECT_NE(errorOf(withBasics({{"path", "b.csv"}})).find("option 'path' is given twice."), std::string::npos);
}

TEST(DdlToSourceErrors, BadBoolean) {
    EXPECT_NE(errorOf(withBasics({{"csv.ignore-first-line", "yes"}}))
                  .find("option 'csv.ignore-first-line' must be 'true' or 'false', not 'yes'."),
              std::string::npos);
    EXPECT_NE(errorOf(withBasics({{"csv.ignore-parse-errors", ""}})).find("must be 'true' or 'false', not ''."),
              std::string::npos);
}

TEST(DdlToSourceErrors, BadQuoteCharacter) {
    EXPECT_NE(errorOf(withBasics({{"csv.quote-character", "ab"}}))
                  .find("option 'csv.quote-character' must be a single character, not 'ab'."),
              std::string::npos);
    EXPECT_NE(errorOf(withBasics({{"csv.disable-quote-character", "true"}, {"csv.quote-character", "'"}}))
                  .find("option 'csv.quote-character' cannot be set when 'csv.disable-quote-character' is 'true'."),
              std::string::npos);
}

TEST(DdlToSourceErrors, EmptyValues) {
    EXPECT_NE(
        errorOf(withBasics({{"csv.field-delimiter", ""}})).find("option 'csv.field-delimiter' must not be empty."),
        std::string::npos);
    EXPECT_NE(errorOf({{"connector", "filesystem"}, {"path", ""}}).find("option 'path' must not be empty."),
              std::string::npos);
}

TEST(DdlToSourceErrors, MissingConnector) {
    EXPECT_EQ(errorOf({{"path", "t.csv"}}),
              "table 't' has no 'connector' option; CSV files are read with WITH ('connector' = 'filesystem', "
              "'path' = '...', 'format' = 'csv').");
}

TEST(DdlToSourceErrors, MissingPath) {
    EXPECT_EQ(errorOf({{"connector", "filesystem"}}),
              "table 't' has no 'path' option naming its CSV file, e.g. 'path' = 'data/t.csv'.");
}

TEST(DdlToSourceErrors, OtherConnectorOrFormat) {
    std::string connector = errorOf({{"connector", "kafka"}, {"path", "t.csv"}});
    EXPECT_NE(connector.find("1:44: unsupported connector 'kafka'; tabula reads CSV files: use 'connector' = "
                             "'filesystem'."),
              std::string::npos)
        << connector;
    EXPECT_NE(errorOf(withBasics({{"format", "json"}})).find("option 'format' is given twice."), std::string::npos);
    EXPECT_NE(errorOf({{"connector", "filesystem"}, {"path", "t.csv"}, {"format", "avro"}})
                  .find("unsupported format 'avro'; tabula reads CSV and JSON lines files: use 'format' = 'csv' or "
                        "'json'."),
              std::string::npos);
}

}  // namespace
}  // namespace tabula::detail
