// The CSV files tabula-tpchgen writes: their layout, that two runs write the same bytes, and the errors of a
// directory that cannot be made or written.
#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "tabula/error.hpp"
#include "tpchgen/csv_output.hpp"

namespace tabula::tpchgen {
namespace {

std::string readFile(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

class CsvOutput : public ::testing::Test {
protected:
    void SetUp() override {
        dir_ = std::filesystem::temp_directory_path() / ("tpchgen_test_" + std::to_string(getpid()));
        std::filesystem::remove_all(dir_);
    }
    void TearDown() override { std::filesystem::remove_all(dir_); }
    std::filesystem::path dir_;
};

TEST_F(CsvOutput, FieldsAreFormattedAsTheTestDataIs) {
    const TableSpec& spec = tableSpec(TpchTable::Orders);
    const CsvRowFormatter formatter(spec);
    std::string out;
    formatter.appendHeader(out);
    std::vector<Field> row(spec.columns.size());
    row[0].number = 7;
    row[1].number = 39136;
    row[2].text = "O";
    row[3].number = -5;    // money: -0.05
    row[4].number = 9496;  // 1996-01-01
    row[5].text = "2-HIGH";
    row[6].text = "Clerk#000000470";
    row[8].text = "ly special requests, \"quoted\"";
    formatter.appendRow(row, out);
    EXPECT_EQ(out,
              "o_orderkey,o_custkey,o_orderstatus,o_totalprice,o_orderdate,o_orderpriority,o_clerk,o_shippriority,"
              "o_comment\n"
              "7,39136,O,-0.05,1996-01-01,2-HIGH,Clerk#000000470,0,\"ly special requests, \"\"quoted\"\"\"\n");
}

TEST_F(CsvOutput, TwoRunsWriteTheSameBytes) {
    const std::vector<TpchTable> tables = {TpchTable::Supplier, TpchTable::LineItem};
    writeTables(tables, Scale::of(0.01), dir_ / "a");
    writeTables(tables, Scale::of(0.01), dir_ / "b");
    for (const char* name : {"supplier.csv", "lineitem.csv"}) {
        const std::string first = readFile(dir_ / "a" / name);
        EXPECT_GT(first.size(), 1000U);
        EXPECT_EQ(first, readFile(dir_ / "b" / name)) << name;
    }
    EXPECT_FALSE(std::filesystem::exists(dir_ / "a" / "orders.csv"));
    // Nothing but the tables is left behind: the temporary files were renamed.
    EXPECT_EQ(std::distance(std::filesystem::directory_iterator(dir_ / "a"), {}), 2);
}

TEST_F(CsvOutput, RegionFileHasAHeaderAndFiveRows) {
    writeTables(std::vector<TpchTable>{TpchTable::Region}, Scale::of(0.01), dir_);
    const std::string text = readFile(dir_ / "region.csv");
    EXPECT_EQ(text.substr(0, text.find('\n')), "r_regionkey,r_name,r_comment");
    EXPECT_EQ(std::count(text.begin(), text.end(), '\n'), 6);
    EXPECT_NE(text.find("\n4,MIDDLE EAST,"), std::string::npos);
}

TEST_F(CsvOutput, ADirectoryThatCannotBeMadeIsNamed) {
    std::filesystem::create_directories(dir_);
    std::ofstream(dir_ / "file") << "x";
    const std::filesystem::path target = dir_ / "file" / "out";
    try {
        writeTables(std::vector<TpchTable>{TpchTable::Region}, Scale::of(0.01), target);
        ADD_FAILURE();
    } catch (const IoError& error) {
        EXPECT_EQ(error.message(), "cannot make directory '" + target.string() + "': Not a directory");
    }
}

TEST_F(CsvOutput, AFileThatCannotBeCreatedIsNamed) {
    const std::filesystem::path target = dir_ / "missing" / "region.csv";
    try {
        writeTableCsv(TpchTable::Region, Scale::of(0.01), target);
        ADD_FAILURE();
    } catch (const IoError& error) {
        EXPECT_EQ(error.message(),
                  "cannot create a file in directory '" + (dir_ / "missing").string() + "': No such file or directory");
    }
}

}  // namespace
}  // namespace tabula::tpchgen
