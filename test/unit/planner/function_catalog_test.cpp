// The function catalog: built-ins found by any spelling, one catalog per environment, so what one environment
// adds stays invisible to another, and every change to it or to the settings seen by the next query.
#include "planner/function_catalog.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "api/src/environment_state.hpp"
#include "api/src/internals.hpp"
#include "plan_fixture.hpp"

namespace tabula::testing {
namespace {

using planner::FunctionCatalog;

/// The message of the ValidationError `bind` throws, or "" when it binds.
template <class Bind>
std::string validationMessage(Bind bind) {
    try {
        bind();
    } catch (const ValidationError& e) {
        return e.what();
    }
    return "";
}

TEST(FunctionCatalog, BuiltinsAreTheRegistryFoundByAnySpelling) {
    const FunctionCatalog& builtins = FunctionCatalog::builtins();
    EXPECT_EQ(builtins.scalar("UPPER"), exec::findScalarFunction("upper"));
    EXPECT_EQ(builtins.scalar("upperCase"), builtins.scalar("upper"));
    EXPECT_EQ(builtins.aggregate("Var_Samp"), exec::findAggregateFunction("varSamp"));
    EXPECT_EQ(builtins.scalar("sum"), nullptr);
    EXPECT_EQ(builtins.aggregate("upper"), nullptr);
    EXPECT_EQ(builtins.scalar("upperr"), nullptr);
    EXPECT_EQ(builtins.names(), exec::functionNames());
}

TEST(FunctionCatalog, AnEntryAddedToACopyLeavesTheBuiltinsAlone) {
    FunctionCatalog copy = FunctionCatalog::builtins();
    copy.add("shout", *copy.scalar("upper"));
    copy.add("total", *copy.aggregate("sum"));
    EXPECT_EQ(copy.scalar("SHOUT"), copy.scalar("upper"));
    EXPECT_EQ(copy.aggregate("Total"), copy.aggregate("sum"));
    EXPECT_EQ(FunctionCatalog::builtins().scalar("shout"), nullptr);
    EXPECT_EQ(FunctionCatalog::builtins().aggregate("total"), nullptr);
    const auto names = copy.names();
    EXPECT_NE(std::find(names.begin(), names.end(), "shout"), names.end());
}

TEST(FunctionCatalog, EachEnvironmentStartsWithTheBuiltins) {
    TableEnvironment env = peoplesEnvironment();
    const detail::EnvironmentState& state = *detail::Internals::state(env);
    EXPECT_EQ(state.functions().scalar("upper"), FunctionCatalog::builtins().scalar("upper"));
    EXPECT_EQ(state.functions().names(), FunctionCatalog::builtins().names());
}

TEST(FunctionCatalog, WhatOneEnvironmentAddsTheOtherCannotCall) {
    TableEnvironment with = peoplesEnvironment();
    TableEnvironment without = peoplesEnvironment();
    detail::Internals::state(with)->changeFunctions([](FunctionCatalog& catalog) {
        catalog.add("shout", *catalog.scalar("upper"));
        catalog.add("total", *catalog.aggregate("sum"));
    });

    EXPECT_EQ(validationMessage([&] { with.sqlQuery("SELECT shout(last_name) FROM peoples"); }), "");
    EXPECT_EQ(validationMessage([&] { with.from("peoples").select("shout(last_name)"); }), "");
    EXPECT_EQ(validationMessage([&] { with.sqlQuery("SELECT country, total(id) FROM peoples GROUP BY country"); }), "");
    EXPECT_EQ(validationMessage([&] { with.from("peoples").groupBy("country").select("country, total(id)"); }), "");

    EXPECT_EQ(validationMessage([&] { without.sqlQuery("SELECT shout(last_name) FROM peoples"); }),
              "1:8: unknown function 'shout'; did you mean 'hour'?\n"
              "SELECT shout(last_name) FROM peoples\n"
              "       ^~~~~~~~~~~~~~~~");
    EXPECT_EQ(validationMessage([&] { without.from("peoples").groupBy("country").select("country, total(id)"); }),
              "1:10: unknown function 'total'\n"
              "country, total(id)\n"
              "         ^~~~~~~~~");
}

TEST(FunctionCatalog, UnknownFunctionsSuggestTheClosestNameOfTheEnvironment) {
    TableEnvironment with = peoplesEnvironment();
    TableEnvironment without = peoplesEnvironment();
    detail::Internals::state(with)->changeFunctions(
        [](FunctionCatalog& catalog) { catalog.add("shoutLoudly", *catalog.scalar("upper")); });

    EXPECT_NE(validationMessage([&] {
                  with.from("peoples").select("shoutLoudy(last_name)");
              }).find("did you mean 'shoutLoudly'?"),
              std::string::npos);
    EXPECT_EQ(validationMessage([&] { without.from("peoples").select("shoutLoudy(last_name)"); }).find("shoutLoudly"),
              std::string::npos);
    EXPECT_NE(validationMessage([&] {
                  without.from("peoples").select("uper(last_name)");
              }).find("unknown function 'uper'; did you mean 'upper'?"),
              std::string::npos);
}

/// The rows of `sql` over `env`, each as Row::toString.
std::vector<std::string> rowsOf(const TableEnvironment& env, std::string_view sql) {
    std::vector<std::string> rows;
    for (const Row& row : env.sqlQuery(sql).collect()) rows.push_back(row.toString());
    return rows;
}

// With a setting on, queries bind against a copy of the catalog holding the setting's variants; that copy must
// follow every change made to the functions or the settings after an earlier query built it.
TEST(FunctionCatalog, ChangesAfterAnEarlierQueryAreSeenByTheNextOne) {
    TableEnvironment env = peoplesEnvironment();
    TableConfig& config = env.getConfig();  // held across queries, as a program may
    config.avg_integer_as_double = true;
    EXPECT_EQ(rowsOf(env, "SELECT AVG(id) FROM peoples WHERE id < 3"), (std::vector<std::string>{"1.5"}));

    detail::Internals::state(env)->changeFunctions(
        [](FunctionCatalog& catalog) { catalog.add("shout", *catalog.scalar("upper")); });
    EXPECT_EQ(rowsOf(env, "SELECT shout(last_name), AVG(id) FROM peoples WHERE id = 1 GROUP BY last_name"),
              (std::vector<std::string>{"REED,1.0"}));

    config.division_by_zero_as_null = true;
    EXPECT_EQ(rowsOf(env, "SELECT shout(last_name), id / 0 FROM peoples WHERE id = 1"),
              (std::vector<std::string>{"REED,null"}));

    config.avg_integer_as_double = false;
    EXPECT_EQ(rowsOf(env, "SELECT AVG(id) FROM peoples WHERE id < 3"), (std::vector<std::string>{"1"}));
    EXPECT_EQ(rowsOf(env, "SELECT id % 0 FROM peoples WHERE id = 1"), (std::vector<std::string>{"null"}));

    detail::Internals::state(env)->changeFunctions(
        [](FunctionCatalog& catalog) { catalog.add("whisper", *catalog.scalar("lower")); });
    EXPECT_EQ(rowsOf(env, "SELECT whisper(last_name), shout(last_name) FROM peoples WHERE id = 1"),
              (std::vector<std::string>{"reed,REED"}));
}

}  // namespace
}  // namespace tabula::testing
