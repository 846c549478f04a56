// Binder errors: every message a user can meet while a Table API call or SQL query is validated.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "plan_fixture.hpp"

namespace tabula::testing {
namespace {

/// The message of the ValidationError `fn` throws ("" when it throws none).
template <class Fn>
std::string validationMessage(Fn fn) {
    try {
        fn();
    } catch (const ValidationError& e) {
        return e.what();
    }
    return "";
}

using ::testing::HasSubstr;

TEST(Binder, UnknownFieldSuggestsClosestAndListsFields) {
    Table peoples = peoplesEnvironment().scan("peoples");
    std::string message = validationMessage([&] { peoples.select("contry"); });
    EXPECT_THAT(message, HasSubstr("1:1: unknown field 'contry'; did you mean 'country'?"));
    EXPECT_THAT(message, HasSubstr("Input fields: id, last_name, country, gender"));
    EXPECT_THAT(message, HasSubstr("contry\n^~~~~~"));
}

TEST(Binder, UnknownFieldWithNoCloseNameStillListsFields) {
    Table peoples = peoplesEnvironment().scan("peoples");
    EXPECT_EQ(validationMessage([&] { peoples.select("zzzzzzzz"); }),
              "1:1: unknown field 'zzzzzzzz'. Input fields: id, last_name, country, gender\nzzzzzzzz\n^~~~~~~~");
}

TEST(Binder, UnknownFieldInQueryWithoutFromSaysThereAreNoFields) {
    TableEnvironment env = peoplesEnvironment();
    EXPECT_EQ(validationMessage([&] { env.sqlQuery("select x"); }),
              "1:8: unknown field 'x'; there are no input fields\nselect x\n       ^");
}

TEST(Binder, UnknownFieldCaretPointsAtTheName) {
    Table peoples = peoplesEnvironment().scan("peoples");
    EXPECT_THAT(validationMessage([&] { peoples.filter("id > 1 && gendr = 'x'"); }),
                HasSubstr("1:11: unknown field 'gendr'; did you mean 'gender'?"));
}

TEST(Binder, TableApiNamesAreCaseSensitive) {
    Table peoples = peoplesEnvironment().scan("peoples");
    EXPECT_THAT(validationMessage([&] { peoples.select("ID"); }), HasSubstr("unknown field 'ID'; did you mean 'id'?"));
}

TEST(Binder, NonGroupedFieldInGroupedSelect) {
    Table peoples = peoplesEnvironment().scan("peoples");
    EXPECT_THAT(validationMessage([&] { peoples.groupBy("country").select("country, gender"); }),
                HasSubstr("field 'gender' is neither in the group keys nor inside an aggregate function"));
}

TEST(Binder, UnknownGroupKeyFailsAtGroupBy) {
    Table peoples = peoplesEnvironment().scan("peoples");
    EXPECT_THAT(validationMessage([&] { peoples.groupBy("cuntry"); }), HasSubstr("unknown field 'cuntry'"));
}

TEST(Binder, PredicateMustBeBoolean) {
    Table peoples = peoplesEnvironment().scan("peoples");
    EXPECT_THAT(validationMessage([&] { peoples.filter("id + 1"); }),
                HasSubstr("a predicate must be BOOLEAN, but 'id + 1' is INT"));
}

TEST(Binder, AggregateNotAllowedInFilter) {
    Table peoples = peoplesEnvironment().scan("peoples");
    EXPECT_THAT(validationMessage([&] { peoples.filter("id.count > 1"); }),
                HasSubstr("aggregate function 'count' is not allowed in filter"));
}

TEST(Binder, UnknownFunctionSuggestsClosest) {
    Table peoples = peoplesEnvironment().scan("peoples");
    EXPECT_THAT(validationMessage([&] { peoples.select("last_name.uperCase()"); }),
                HasSubstr("unknown function 'uperCase'; did you mean 'upperCase'?"));
}

TEST(Binder, DuplicateOutputNames) {
    Table peoples = peoplesEnvironment().scan("peoples");
    EXPECT_THAT(validationMessage([&] { peoples.select("id, id"); }),
                HasSubstr("duplicate field name 'id' in the result; rename it with 'as'"));
}

TEST(Binder, AsRenamesTheFirstFieldsAndKeepsTheRest) {
    Table peoples = peoplesEnvironment().scan("peoples");
    EXPECT_EQ(peoples.as("a, b").getSchema().getFieldNames(),
              (std::vector<std::string>{"a", "b", "country", "gender"}));
    EXPECT_EQ(peoples.as("w, x, y, z").getSchema().getFieldNames(), (std::vector<std::string>{"w", "x", "y", "z"}));
    EXPECT_THAT(validationMessage([&] { peoples.as("a, b, c, d, e"); }),
                HasSubstr("as() got 5 names but the table has only 4 fields [id, last_name, country, gender]"));
    EXPECT_THAT(validationMessage([&] { peoples.as("a, a"); }),
                HasSubstr("as() got the name 'a' twice; field names must be unique"));
    EXPECT_THAT(validationMessage([&] { peoples.as("gender"); }),
                HasSubstr("as() gives the name 'gender' to a field while a field it does not rename keeps it"));
}

TEST(Binder, AddColumnsRejectsExistingName) {
    Table peoples = peoplesEnvironment().scan("peoples");
    EXPECT_THAT(validationMessage([&] { peoples.addColumns("id + 1 as id"); }),
                HasSubstr("field 'id' already exists; use addOrReplaceColumns to replace it"));
}

TEST(Binder, RenameColumnsNeedsAliases) {
    Table peoples = peoplesEnvironment().scan("peoples");
    EXPECT_THAT(validationMessage([&] { peoples.renameColumns("id"); }),
                HasSubstr("renameColumns expects 'field as newName' items"));
}

TEST(Binder, DropColumnsUnknownField) {
    Table peoples = peoplesEnvironment().scan("peoples");
    EXPECT_THAT(validationMessage([&] { peoples.dropColumns("nope"); }), HasSubstr("unknown field 'nope'"));
}

TEST(Binder, OffsetAndFetchNeedASortedTable) {
    Table peoples = peoplesEnvironment().scan("peoples");
    EXPECT_THAT(validationMessage([&] { peoples.fetch(2); }),
                HasSubstr("fetch() must follow orderBy() or offset(): a limit needs a sorted table"));
    EXPECT_THAT(validationMessage([&] { peoples.offset(2); }),
                HasSubstr("offset() must follow orderBy(): a limit needs a sorted table"));
    EXPECT_THAT(validationMessage([&] { peoples.orderBy("id").fetch(-1); }), HasSubstr("fetch must be 0 or more"));
    EXPECT_THAT(validationMessage([&] { peoples.orderBy("id").fetch(1).fetch(1); }),
                HasSubstr("fetch() is already set"));
}

TEST(Binder, SqlUnknownTableSuggestsClosest) {
    TableEnvironment env = peoplesEnvironment();
    EXPECT_THAT(validationMessage([&] { env.sqlQuery("select * from people"); }),
                HasSubstr("1:15: unknown table 'people'; did you mean 'peoples'?"));
}

TEST(Binder, SqlNamesAreCaseInsensitive) {
    TableEnvironment env = peoplesEnvironment();
    Table t = env.sqlQuery("SELECT ID, Country FROM PEOPLES WHERE Id = 8");
    EXPECT_EQ(t.getSchema().getFieldNames(), (std::vector<std::string>{"ID", "Country"}));
    auto rows = t.collect();
    ASSERT_EQ(rows.size(), 1u);
    EXPECT_EQ(rows[0].get<std::string>(1), "Germany");
}

TEST(Binder, SqlOrderByOrdinalOutOfRange) {
    TableEnvironment env = peoplesEnvironment();
    EXPECT_THAT(validationMessage([&] { env.sqlQuery("select id from peoples order by 2"); }),
                HasSubstr("ORDER BY position 2 is not in the select list (1 to 1)"));
}

TEST(Binder, SqlUnknownQualifierSuggestsTheClosestTable) {
    TableEnvironment env = peoplesEnvironment();
    EXPECT_EQ(validationMessage([&] { env.sqlQuery("select q.id from peoples p"); }),
              "1:8: unknown table 'q'; did you mean 'p'?\nselect q.id from peoples p\n       ^~~~");
    EXPECT_THAT(validationMessage([&] { env.sqlQuery("select p.idd from peoples p"); }),
                HasSubstr("1:8: unknown field 'p.idd'; did you mean 'id'? "
                          "Input fields: id, last_name, country, gender"));
}

TEST(Binder, SqlAggregateNotAllowedInWhere) {
    TableEnvironment env = peoplesEnvironment();
    EXPECT_THAT(validationMessage([&] { env.sqlQuery("select count(*) from peoples where sum(id) > 1"); }),
                HasSubstr("1:36: aggregate function 'sum' is not allowed in WHERE"));
    EXPECT_THAT(validationMessage([&] { env.sqlQuery("select sum(count(id)) from peoples"); }),
                HasSubstr("1:12: aggregate function 'count' is not allowed in the arguments of an aggregate function"));
}

TEST(Binder, SqlNonGroupedColumn) {
    TableEnvironment env = peoplesEnvironment();
    EXPECT_THAT(validationMessage([&] { env.sqlQuery("select country, gender from peoples group by country"); }),
                HasSubstr("field 'gender' is neither in the group keys nor inside an aggregate function"));
}

TEST(Binder, SqlDistinctOrderByMustBeSelected) {
    TableEnvironment env = peoplesEnvironment();
    EXPECT_THAT(validationMessage([&] { env.sqlQuery("select distinct country from peoples order by id"); }),
                HasSubstr("with SELECT DISTINCT, ORDER BY expressions must appear in the select list"));
}

TEST(Binder, RegisteringATakenNameFails) {
    TableEnvironment env = peoplesEnvironment();
    EXPECT_THAT(validationMessage([&] { env.registerTable("PEOPLES", env.scan("peoples")); }),
                HasSubstr("a table named 'PEOPLES' is already registered"));
    EXPECT_THAT(validationMessage([&] { env.scan("peple"); }),
                HasSubstr("unknown table 'peple'; did you mean 'peoples'?"));
}

TEST(Binder, SqlPlusWithAStringIsAnErrorUnderTheString) {
    TableEnvironment env = peoplesEnvironment();
    EXPECT_EQ(validationMessage([&] { env.sqlQuery("select '1' + 1 from peoples"); }),
              "1:8: '+' does not apply to STRING in SQL; concatenate with || or CONCAT\n"
              "select '1' + 1 from peoples\n"
              "       ^~~");
    EXPECT_THAT(validationMessage([&] { env.sqlQuery("select id + last_name from peoples"); }),
                HasSubstr("1:13: '+' does not apply to STRING in SQL"));
    const char* having = "select count(*) from peoples group by gender having gender + 1 > 0";
    EXPECT_THAT(validationMessage([&] { env.sqlQuery(having); }),
                HasSubstr("1:53: '+' does not apply to STRING in SQL"));
}

TEST(Binder, TableApiPlusWithAStringConcatenates) {
    Table peoples = peoplesEnvironment().scan("peoples");
    auto rows = peoples.filter("id = 2").select("last_name + 1, 1 + last_name").collect();
    ASSERT_EQ(rows.size(), 1u);
    EXPECT_EQ(rows[0].get<std::string>(0), "Bradley1");
    EXPECT_EQ(rows[0].get<std::string>(1), "1Bradley");
}

TEST(Binder, InvalidTemporalLiteralIsLocated) {
    TableEnvironment env = peoplesEnvironment();
    EXPECT_EQ(validationMessage([&] { env.sqlQuery("select id, date '2021-02-29' from peoples"); }),
              "1:12: cannot cast '2021-02-29' to DATE\n"
              "select id, date '2021-02-29' from peoples\n"
              "           ^~~~~~~~~~~~~~~~~");
    EXPECT_THAT(validationMessage([&] { env.sqlQuery("select * from peoples where id < cast('x1' as int)"); }),
                HasSubstr("1:34: cannot cast 'x1' to INT"));
    EXPECT_THAT(validationMessage([&] { env.scan("peoples").select("'25:00:00'.toTime"); }),
                HasSubstr("1:1: cannot cast '25:00:00' to TIME"));
}

TEST(Binder, ImpossibleCastIsLocated) {
    TableEnvironment env = peoplesEnvironment();
    EXPECT_EQ(validationMessage([&] { env.sqlQuery("select cast(cast(id as date) as time) from peoples"); }),
              "1:8: cannot cast DATE to TIME\n"
              "select cast(cast(id as date) as time) from peoples\n"
              "       ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~");
    EXPECT_THAT(validationMessage([&] { env.scan("peoples").select("id, last_name.cast(BOOLEAN).cast(DATE)"); }),
                HasSubstr("1:5: cannot cast BOOLEAN to DATE"));
}

TEST(Binder, InvalidConstantRegularExpressionIsLocatedUnderThePattern) {
    TableEnvironment env = peoplesEnvironment();
    EXPECT_THAT(validationMessage([&] { env.sqlQuery("select regexp_extract(last_name, 'a(b', 0) from peoples"); }),
                HasSubstr("1:34: invalid regular expression 'a(b': missing ): a(b\n"));
    EXPECT_THAT(validationMessage([&] { env.scan("peoples").select("last_name.regexpReplace('*', 'x')"); }),
                HasSubstr("1:25: invalid regular expression '*': no argument for repetition operator: *"));
    EXPECT_THAT(validationMessage([&] { env.sqlQuery("select * from peoples where similar(last_name, '(%')"); }),
                HasSubstr("1:48: invalid regular expression '(%': missing ): (.*"));
}

}  // namespace
}  // namespace tabula::testing
