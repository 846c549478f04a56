// tabula-tpchgen's command line: what it accepts and the message of every mistake.
#include <gtest/gtest.h>

#include "tabula/error.hpp"
#include "tpchgen/tool_options.hpp"

namespace tabula::tpchgen {
namespace {

ToolOptions parse(std::vector<std::string> arguments) { return parseToolOptions(arguments); }

std::string errorOf(std::vector<std::string> arguments) {
    try {
        parseToolOptions(arguments);
    } catch (const ValidationError& error) {
        return error.message();
    }
    return "no error";
}

TEST(ToolOptions, ScaleFactorOutputAndTables) {
    const ToolOptions options = parse({"--sf", "0.5", "--output", "out", "--tables", "lineitem,nation,orders"});
    EXPECT_EQ(options.scale_factor, 0.5);
    EXPECT_EQ(options.output, "out");
    EXPECT_EQ(options.tables, (std::vector<TpchTable>{TpchTable::Nation, TpchTable::Orders, TpchTable::LineItem}));
    EXPECT_FALSE(options.help);
}

TEST(ToolOptions, AllTablesIntoTheCurrentDirectoryByDefault) {
    const ToolOptions options = parse({"--sf", "1"});
    EXPECT_EQ(options.output, ".");
    EXPECT_EQ(options.tables.size(), 8U);
    EXPECT_EQ(options.tables.front(), TpchTable::Region);
    EXPECT_EQ(options.tables.back(), TpchTable::LineItem);
}

TEST(ToolOptions, HelpNeedsNothingElse) {
    EXPECT_TRUE(parse({"--help"}).help);
    EXPECT_TRUE(parse({"--sf", "1", "-h"}).help);
    EXPECT_NE(usageText().find("Usage: tabula-tpchgen --sf N"), std::string::npos);
}

TEST(ToolOptions, MistakesAreNamed) {
    EXPECT_EQ(errorOf({}), "--sf is required: the scale factor, such as 1 (see --help)");
    EXPECT_EQ(errorOf({"--sf"}), "--sf needs a value (see --help)");
    EXPECT_EQ(errorOf({"--sf", "one"}), "--sf takes a number, such as 1 or 0.01, not 'one'");
    EXPECT_EQ(errorOf({"--sf", "1x"}), "--sf takes a number, such as 1 or 0.01, not '1x'");
    EXPECT_EQ(errorOf({"--sf", "0"}), "the scale factor must be between 0.01 and 300, not 0");
    EXPECT_EQ(errorOf({"--sf", "1000"}), "the scale factor must be between 0.01 and 300, not 1000");
    EXPECT_EQ(errorOf({"--scale", "1"}), "unknown option '--scale' (see --help)");
    EXPECT_EQ(errorOf({"--sf", "1", "--output", ""}), "--output needs a directory");
    EXPECT_EQ(errorOf({"--sf", "1", "--tables", "orders,items"}),
              "--tables: no TPC-H table is called 'items'; the tables are region, nation, part, supplier, partsupp, "
              "customer, orders, lineitem");
    EXPECT_EQ(errorOf({"--sf", "1", "--tables", ""}),
              "--tables: no TPC-H table is called ''; the tables are region, nation, part, supplier, partsupp, "
              "customer, orders, lineitem");
}

}  // namespace
}  // namespace tabula::tpchgen
