// CsvTableSource: constructor, builder, defaults and every validation error.
#include <gtest/gtest.h>

#include "tabula/csv_table_source.hpp"
#include "tabula/error.hpp"

namespace tabula {
namespace {

template <class F>
std::string validationErrorOf(F&& f) {
    try {
        f();
    } catch (const ValidationError& e) {
        return e.what();
    }
    return "no error";
}

TEST(CsvTableSource, ConstructorWithDefaults) {
    CsvTableSource s("peoples.csv", {"id", "name"}, {Types::INT(), Types::STRING()});
    EXPECT_EQ(s.path(), "peoples.csv");
    EXPECT_EQ(s.getSchema().toString(), "root\n |-- id: INT\n |-- name: STRING\n");
    EXPECT_EQ(s.options().field_delimiter, ",");
    EXPECT_EQ(s.options().line_delimiter, "\n");
    EXPECT_EQ(s.options().quote_character, '"');
    EXPECT_FALSE(s.options().ignore_first_line);
    EXPECT_FALSE(s.options().comment_prefix.has_value());
    EXPECT_FALSE(s.options().ignore_parse_errors);
}

TEST(CsvTableSource, BuilderSetsEveryOption) {
    CsvTableSource s = CsvTableSource::builder()
                           .path("sales.csv")
                           .field("id", Types::LONG())
                           .field("amount", Types::DECIMAL(10, 2))
                           .fieldDelimiter("||")
                           .lineDelimiter("$")
                           .quoteCharacter('\'')
                           .ignoreFirstLine()
                           .commentPrefix("#")
                           .ignoreParseErrors()
                           .build();
    EXPECT_EQ(s.path(), "sales.csv");
    EXPECT_EQ(s.getSchema(), TableSchema({"id", "amount"}, {Types::BIGINT(), Types::DECIMAL(10, 2)}));
    EXPECT_EQ(s.options().field_delimiter, "||");
    EXPECT_EQ(s.options().line_delimiter, "$");
    EXPECT_EQ(s.options().quote_character, '\'');
    EXPECT_TRUE(s.options().ignore_first_line);
    EXPECT_EQ(s.options().comment_prefix, "#");
    EXPECT_TRUE(s.options().ignore_parse_errors);

    CsvTableSource unquoted =
        CsvTableSource::builder().path("a.csv").field("a", Types::INT()).noQuoteCharacter().build();
    EXPECT_FALSE(unquoted.options().quote_character.has_value());
}

TEST(CsvTableSource, ValidationErrors) {
    EXPECT_EQ(validationErrorOf([] { CsvTableSource("", {"a"}, {Types::INT()}); }),
              "CSV table source has an empty path; give the file to read");
    EXPECT_EQ(validationErrorOf([] {
                  CsvTableSource("a.csv", {"a", "b"}, {Types::INT()});
              }),
              "CSV table source 'a.csv' has 2 field names but 1 field types; give one type per field");
    EXPECT_EQ(validationErrorOf([] { CsvTableSource("a.csv", {}, {}); }),
              "CSV table source 'a.csv' has no fields; declare at least one field");
    EXPECT_EQ(validationErrorOf([] {
                  CsvTableSource("a.csv", {"a", "b", "a"}, {Types::INT(), Types::INT(), Types::INT()});
              }),
              "CSV table source 'a.csv' declares field 'a' twice; field names must be unique");
    EXPECT_EQ(validationErrorOf([] { CsvTableSource("a.csv", {""}, {Types::INT()}); }),
              "CSV table source 'a.csv' has a field with an empty name");
    EXPECT_EQ(validationErrorOf([] {
                  CsvTableSource("a.csv", {"a", "b"}, {Types::INT(), DataType()});
              }),
              "CSV table source 'a.csv' gives field 'b' the type NULL; give it a column type");
}

TEST(CsvTableSource, OptionValidationErrors) {
    auto with = [](CsvOptions options) { CsvTableSource("a.csv", {"a"}, {Types::INT()}, std::move(options)); };
    CsvOptions no_field_delimiter;
    no_field_delimiter.field_delimiter = "";
    EXPECT_EQ(validationErrorOf([&] { with(no_field_delimiter); }),
              "CSV table source 'a.csv' has an empty field delimiter; use \",\" or another non-empty string");
    CsvOptions no_line_delimiter;
    no_line_delimiter.line_delimiter = "";
    EXPECT_EQ(validationErrorOf([&] { with(no_line_delimiter); }),
              "CSV table source 'a.csv' has an empty line delimiter; use \"\\n\" or another non-empty string");
    CsvOptions empty_comment;
    empty_comment.comment_prefix = "";
    EXPECT_EQ(validationErrorOf([&] { with(empty_comment); }),
              "CSV table source 'a.csv' has an empty comment prefix, which would skip every line");
    CsvOptions quote_in_delimiter;
    quote_in_delimiter.field_delimiter = "|\"|";
    EXPECT_EQ(validationErrorOf([&] { with(quote_in_delimiter); }),
              "CSV table source 'a.csv' uses its quote character '\"' inside a delimiter; choose another quote "
              "character or noQuoteCharacter()");
    quote_in_delimiter.quote_character.reset();
    EXPECT_EQ(validationErrorOf([&] { with(quote_in_delimiter); }), "no error");
}

TEST(CsvTableSource, NotNullFields) {
    CsvTableSource source = CsvTableSource::builder()
                                .path("a.csv")
                                .field("a", Types::INT())
                                .field("b", Types::STRING())
                                .notNull()
                                .field("c", Types::INT())
                                .notNull()
                                .build();
    EXPECT_EQ(source.options().not_null_fields, (std::vector<uint32_t>{1, 2}));
    EXPECT_TRUE(CsvTableSource("a.csv", {"a"}, {Types::INT()}).options().not_null_fields.empty());
    CsvOptions beyond;
    beyond.not_null_fields = {1};
    EXPECT_EQ(validationErrorOf([&] { CsvTableSource("a.csv", {"a"}, {Types::INT()}, beyond); }),
              "CSV table source 'a.csv' declares field 2 NOT NULL but has 1 fields");
}

TEST(CsvTableSource, BuilderValidates) {
    EXPECT_EQ(validationErrorOf([] { CsvTableSource::builder().field("a", Types::INT()).build(); }),
              "CSV table source has an empty path; give the file to read");
    EXPECT_EQ(validationErrorOf([] { CsvTableSource::builder().path("a.csv").build(); }),
              "CSV table source 'a.csv' has no fields; declare at least one field");
    EXPECT_EQ(validationErrorOf([] {
                  CsvTableSource::builder().path("a.csv").field("x", Types::INT()).field("x", Types::INT()).build();
              }),
              "CSV table source 'a.csv' declares field 'x' twice; field names must be unique");
    EXPECT_EQ(validationErrorOf(
                  [] { CsvTableSource::builder().path("a.csv").field("x", Types::INT()).fieldDelimiter("").build(); }),
              "CSV table source 'a.csv' has an empty field delimiter; use \",\" or another non-empty string");
    EXPECT_EQ(validationErrorOf(
                  [] { CsvTableSource::builder().path("a.csv").field("x", Types::INT()).lineDelimiter("").build(); }),
              "CSV table source 'a.csv' has an empty line delimiter; use \"\\n\" or another non-empty string");
}

}  // namespace
}  // namespace tabula
