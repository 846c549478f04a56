// Output formats: box, CSV, TSV, JSON, JSON lines, Markdown; quoting, NULL, empty strings, display widths.
#include <gtest/gtest.h>

#include <cmath>
#include <sstream>

#include "tabula/result_format.hpp"
#include "test/unit/cli/result_test_support.hpp"

namespace tabula {
namespace {

using test::makeResult;

std::string render(TableResult result, OutputFormat format, bool header = true) {
    std::ostringstream out;
    formatResult(result, FormatOptions{format, header}, out);
    return out.str();
}

/// id INT, name STRING: (1, 'Reed'), (NULL, 'Zoë').
TableResult people() {
    return makeResult(
        {"id", "name"}, {Types::INT(), Types::STRING()},
        {{Value::integer(1), Value::string("Reed")}, {Value::null(Types::INT()), Value::string("Zo\xC3\xAB")}});
}

TEST(ParseOutputFormat, KnowsEveryNameCaseInsensitively) {
    EXPECT_EQ(parseOutputFormat("box"), OutputFormat::Box);
    EXPECT_EQ(parseOutputFormat("CSV"), OutputFormat::Csv);
    EXPECT_EQ(parseOutputFormat("tsv"), OutputFormat::Tsv);
    EXPECT_EQ(parseOutputFormat("Json"), OutputFormat::Json);
    EXPECT_EQ(parseOutputFormat("jsonl"), OutputFormat::JsonLines);
    EXPECT_EQ(parseOutputFormat("markdown"), OutputFormat::Markdown);
    EXPECT_EQ(parseOutputFormat("LINE"), OutputFormat::Line);
    EXPECT_EQ(parseOutputFormat("table"), std::nullopt);
    EXPECT_EQ(parseOutputFormat(""), std::nullopt);
}

TEST(BoxFormat, FramesNamesTypesAndRowsWithNumbersRightAligned) {
    // Column widths: id -> max(2, 3 "INT", 4 "NULL") = 4; name -> max(4, 6 "STRING", 4) = 6. Headers centred.
    EXPECT_EQ(render(people(), OutputFormat::Box),
              "┌──────┬────────┐\n"
              "│  id  │  name  │\n"
              "│ INT  │ STRING │\n"
              "├──────┼────────┤\n"
              "│    1 │ Reed   │\n"
              "│ NULL │ Zoë    │\n"
              "└──────┴────────┘\n");
}

TEST(BoxFormat, PadsByDisplayWidth) {
    // Terminal columns: "日本語" 6, "😀!" 3, "e" + combining acute 1, "abcdefg" 7; so the column is 7 wide.
    TableResult result = makeResult({"s"}, {Types::STRING()},
                                    {{Value::string("日本語")},
                                     {Value::string("\xF0\x9F\x98\x80!")},
                                     {Value::string("e\xCC\x81")},
                                     {Value::string("abcdefg")}});
    EXPECT_EQ(render(std::move(result), OutputFormat::Box),
              "┌─────────┐\n"
              "│    s    │\n"
              "│ STRING  │\n"
              "├─────────┤\n"
              "│ 日本語  │\n"
              "│ \xF0\x9F\x98\x80!     │\n"
              "│ e\xCC\x81       │\n"
              "│ abcdefg │\n"
              "└─────────┘\n");
}

TEST(BoxFormat, EmptyResultShowsHeaderOnly) {
    TableResult result = makeResult({"n"}, {Types::BIGINT()}, {});
    EXPECT_EQ(render(std::move(result), OutputFormat::Box),
              "┌────────┐\n"
              "│   n    │\n"
              "│ BIGINT │\n"
              "└────────┘\n");
}

TEST(BoxFormat, EscapesLineBreaksAndTabsToKeepTheGrid) {
    TableResult result = makeResult({"s"}, {Types::STRING()}, {{Value::string("a\nb\tc")}});
    EXPECT_EQ(render(std::move(result), OutputFormat::Box),
              "┌─────────┐\n"
              "│    s    │\n"
              "│ STRING  │\n"
              "├─────────┤\n"
              "│ a\\nb\\tc │\n"
              "└─────────┘\n");
}

TEST(BoxFormat, PrintsDoublesAndDecimalsInFlinkForm) {
    TableResult result = makeResult({"d", "p"}, {Types::DOUBLE(), Types::DECIMAL(5, 2)},
                                    {{Value::doublePrecision(12.65), Value::decimal(Int128(-50), 5, 2)},
                                     {Value::doublePrecision(1e10), Value::decimal(Int128(12345), 5, 2)}});
    EXPECT_EQ(render(std::move(result), OutputFormat::Box),
              "┌────────┬───────────────┐\n"
              "│   d    │       p       │\n"
              "│ DOUBLE │ DECIMAL(5, 2) │\n"
              "├────────┼───────────────┤\n"
              "│  12.65 │         -0.50 │\n"
              "│ 1.0E10 │        123.45 │\n"
              "└────────┴───────────────┘\n");
}

TEST(CsvFormat, HeaderThenRowsNullEmptyAndEmptyStringQuoted) {
    TableResult result =
        makeResult({"id", "name"}, {Types::INT(), Types::STRING()},
                   {{Value::integer(1), Value::string("")}, {Value::null(Types::INT()), Value::null(Types::STRING())}});
    EXPECT_EQ(render(std::move(result), OutputFormat::Csv), "id,name\n1,\"\"\n,\n");
}

/// Leading and trailing spaces are quoted, since many CSV readers trim them.
TEST(CsvFormat, QuotesOnlyFieldsThatNeedIt) {
    TableResult result = makeResult({"s"}, {Types::STRING()},
                                    {{Value::string("plain")},
                                     {Value::string("a,b")},
                                     {Value::string("say \"hi\"")},
                                     {Value::string("two\nlines")},
                                     {Value::string("cr\rhere")},
                                     {Value::string(" padded ")}});
    EXPECT_EQ(render(std::move(result), OutputFormat::Csv),
              "s\nplain\n\"a,b\"\n\"say \"\"hi\"\"\"\n\"two\nlines\"\n\"cr\rhere\"\n\" padded \"\n");
}

TEST(CsvFormat, QuotesColumnNamesToo) {
    TableResult result = makeResult({"a,b"}, {Types::INT()}, {{Value::integer(7)}});
    EXPECT_EQ(render(std::move(result), OutputFormat::Csv), "\"a,b\"\n7\n");
}

TEST(CsvFormat, NoHeaderOption) { EXPECT_EQ(render(people(), OutputFormat::Csv, false), "1,Reed\n,Zoë\n"); }

TEST(CsvFormat, EmptyResultIsTheHeaderAlone) {
    EXPECT_EQ(render(makeResult({"a", "b"}, {Types::INT(), Types::INT()}, {}), OutputFormat::Csv), "a,b\n");
}

TEST(TsvFormat, EscapesTabsNewlinesAndBackslashes) {
    auto result = [] {
        return makeResult(
            {"a", "b"}, {Types::STRING(), Types::INT()},
            {{Value::string("x\ty\nz\\w\r"), Value::null(Types::INT())}, {Value::string("q"), Value::integer(-3)}});
    };
    EXPECT_EQ(render(result(), OutputFormat::Tsv), "a\tb\nx\\ty\\nz\\\\w\\r\t\nq\t-3\n");
    EXPECT_EQ(render(result(), OutputFormat::Tsv, false), "x\\ty\\nz\\\\w\\r\t\nq\t-3\n");
}

TEST(JsonFormat, ArrayOfObjectsInColumnOrder) {
    // "zeta" before "alpha": keys keep column order, not alphabetical order.
    TableResult result =
        makeResult({"zeta", "alpha"}, {Types::INT(), Types::STRING()},
                   {{Value::integer(1), Value::string("a\"b")}, {Value::null(Types::INT()), Value::string("")}});
    EXPECT_EQ(render(std::move(result), OutputFormat::Json),
              "[\n{\"zeta\":1,\"alpha\":\"a\\\"b\"},\n{\"zeta\":null,\"alpha\":\"\"}\n]\n");
}

TEST(JsonFormat, NumbersStayNumbersNonFiniteBecomeStrings) {
    TableResult result =
        makeResult({"b", "d", "p", "f"}, {Types::BOOLEAN(), Types::DOUBLE(), Types::DECIMAL(10, 3), Types::FLOAT()},
                   {{Value::boolean(true), Value::doublePrecision(1.5e-4), Value::decimal(Int128(1234567), 10, 3),
                     Value::floating(12.65f)},
                    {Value::boolean(false), Value::doublePrecision(std::nan("")), Value::null(Types::DECIMAL(10, 3)),
                     Value::floating(-INFINITY)}});
    EXPECT_EQ(render(std::move(result), OutputFormat::Json),
              "[\n"
              "{\"b\":true,\"d\":1.5E-4,\"p\":1234.567,\"f\":12.65},\n"
              "{\"b\":false,\"d\":\"NaN\",\"p\":null,\"f\":\"-Infinity\"}\n"
              "]\n");
}

TEST(JsonFormat, DatesAndTimestampsAreStrings) {
    // 1984-07-12 is day 5306 since 1970-01-01; 14:34:24 is 52464000 ms after midnight.
    int64_t millis = 5306LL * 86400000 + 52464000;
    TableResult result =
        makeResult({"d", "ts"}, {Types::DATE(), Types::TIMESTAMP()}, {{Value::date(5306), Value::timestamp(millis)}});
    EXPECT_EQ(render(std::move(result), OutputFormat::Json),
              "[\n{\"d\":\"1984-07-12\",\"ts\":\"1984-07-12 14:34:24.0\"}\n]\n");
}

TEST(JsonFormat, EmptyResultIsAnEmptyArray) {
    EXPECT_EQ(render(makeResult({"a"}, {Types::INT()}, {}), OutputFormat::Json), "[]\n");
}

TEST(JsonFormat, ControlCharactersAndUtf8) {
    TableResult result = makeResult({"s"}, {Types::STRING()}, {{Value::string("Zo\xC3\xAB\n\t")}});
    EXPECT_EQ(render(std::move(result), OutputFormat::Json), "[\n{\"s\":\"Zoë\\n\\t\"}\n]\n");
}

TEST(JsonLinesFormat, OneObjectPerLine) {
    EXPECT_EQ(render(people(), OutputFormat::JsonLines),
              "{\"id\":1,\"name\":\"Reed\"}\n{\"id\":null,\"name\":\"Zoë\"}\n");
    EXPECT_EQ(render(makeResult({"a"}, {Types::INT()}, {}), OutputFormat::JsonLines), "");
}

TEST(MarkdownFormat, PipeTableWithNumbersRightAligned) {
    // Widths: id -> max(3 minimum, 4 "NULL") = 4; name -> max(4, 4) = 4 (types are not shown).
    EXPECT_EQ(render(people(), OutputFormat::Markdown),
              "| id   | name |\n"
              "|-----:|------|\n"
              "|    1 | Reed |\n"
              "| NULL | Zoë  |\n");
}

TEST(MarkdownFormat, PadsByDisplayWidth) {
    // "漢字" takes 4 columns; the family emoji (man, ZWJ, woman, ZWJ, girl) is one picture of 2 columns.
    const std::string family = "\xF0\x9F\x91\xA8\xE2\x80\x8D\xF0\x9F\x91\xA9\xE2\x80\x8D\xF0\x9F\x91\xA7";
    TableResult result = makeResult({"name"}, {Types::STRING()},
                                    {{Value::string("漢字")}, {Value::string(family)}, {Value::string("ab")}});
    EXPECT_EQ(render(std::move(result), OutputFormat::Markdown),
              "| name |\n"
              "|------|\n"
              "| 漢字 |\n"
              "| " +
                  family +
                  "   |\n"
                  "| ab   |\n");
}

TEST(MarkdownFormat, EscapesPipes) {
    TableResult result = makeResult({"s"}, {Types::STRING()}, {{Value::string("a|b")}});
    EXPECT_EQ(render(std::move(result), OutputFormat::Markdown),
              "| s    |\n"
              "|------|\n"
              "| a\\|b |\n");
}

TEST(LineFormat, NamesAlignedByDisplayWidthAndRowsApart) {
    // "漢字" is 4 columns wide, as wide as "name": both labels need no padding, "id" two blanks.
    TableResult result = makeResult({"id", "name", "漢字"}, {Types::INT(), Types::STRING(), Types::STRING()},
                                    {{Value::integer(1), Value::string("Reed"), Value::string("a")},
                                     {Value::null(Types::INT()), Value::string(""), Value::null(Types::STRING())}});
    EXPECT_EQ(render(std::move(result), OutputFormat::Line),
              "  id = 1\nname = Reed\n漢字 = a\n"
              "\n"
              "  id = NULL\nname = \n漢字 = NULL\n");
    EXPECT_EQ(render(makeResult({"a"}, {Types::INT()}, {}), OutputFormat::Line), "");
}

}  // namespace
}  // namespace tabula
