// JSON lines tables (the shell's 'format' = 'json'): rows inserted are written one object per line, and read back
// equal, for every type, NULLs, string escapes, exact DECIMAL digits and non-finite floats.
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <limits>
#include <sstream>

#include "api/src/filesystem_table.hpp"
#include "tabula/tabula.hpp"

namespace tabula {
namespace {

namespace fs = std::filesystem;

std::string readFile(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

class JsonTable : public ::testing::Test {
protected:
    void SetUp() override {
        dir_ = fs::temp_directory_path() /
               ("tabula_json_" + std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
        fs::remove_all(dir_);
        fs::create_directories(dir_);
    }
    void TearDown() override { fs::remove_all(dir_); }

    /// Registers `name` as a JSON table over `file` in the test's directory.
    void registerJson(const std::string& name, const std::string& file, const TableSchema& schema) {
        CsvOptions options;
        options.format = FileFormat::Json;
        CsvTableSource source((dir_ / file).string(), schema.getFieldNames(), schema.getFieldTypes(), options);
        detail::registerFilesystemTable(env_, name, source);
    }

    fs::path dir_;
    TableEnvironment env_;
};

const TableSchema kAllTypes({"b", "ti", "si", "i", "bi", "f", "d", "dec", "dt", "tm", "ts", "s"},
                            {Types::BOOLEAN(), Types::TINYINT(), Types::SMALLINT(), Types::INT(), Types::BIGINT(),
                             Types::FLOAT(), Types::DOUBLE(), Types::DECIMAL(18, 4), Types::DATE(), Types::TIME(),
                             Types::TIMESTAMP(), Types::STRING()});

std::vector<std::vector<Value>> allTypeRows() {
    std::vector<Value> nulls;
    for (const DataType& type : kAllTypes.getFieldTypes()) nulls.push_back(Value::null(type));
    return {
        {Value::boolean(true), Value::tinyint(-7), Value::smallint(300), Value::integer(2147483647),
         Value::bigint(-9223372036854775807), Value::floating(1.5f), Value::doublePrecision(0.1),
         Value::string("-12345678901234.5678"), Value::string("1984-07-12"), Value::string("14:34:24"),
         Value::string("1984-07-12 14:34:24.125"), Value::string("q\" b\\ n\n t\t c\x01 é 🙂")},
        {Value::boolean(false), Value::tinyint(0), Value::smallint(0), Value::integer(0), Value::bigint(0),
         Value::floating(std::numeric_limits<float>::infinity()), Value::doublePrecision(std::nan("")),
         Value::string("0.1000"), Value::string("0001-01-01"), Value::string("00:00:00.001"),
         Value::string("9999-12-31 23:59:59.999"), Value::string("")},
        nulls,
    };
}

TEST_F(JsonTable, InsertWritesOneObjectPerLineInColumnOrder) {
    registerJson("t", "t.jsonl", kAllTypes);
    env_.fromValues(kAllTypes, allTypeRows()).insertInto("t");
    // Numbers as JSON numbers (DECIMAL with its exact digits), non-finite floats and temporal values as strings,
    // escapes as JSON writes them, non-ASCII as UTF-8.
    EXPECT_EQ(readFile(dir_ / "t.jsonl"),
              "{\"b\":true,\"ti\":-7,\"si\":300,\"i\":2147483647,\"bi\":-9223372036854775807,\"f\":1.5,\"d\":0.1,"
              "\"dec\":-12345678901234.5678,\"dt\":\"1984-07-12\",\"tm\":\"14:34:24\",\"ts\":\"1984-07-12 "
              "14:34:24.125\",\"s\":\"q\\\" b\\\\ n\\n t\\t c\\u0001 é 🙂\"}\n"
              "{\"b\":false,\"ti\":0,\"si\":0,\"i\":0,\"bi\":0,\"f\":\"Infinity\",\"d\":\"NaN\",\"dec\":0.1000,"
              "\"dt\":\"0001-01-01\",\"tm\":\"00:00:00.001\",\"ts\":\"9999-12-31 23:59:59.999\",\"s\":\"\"}\n"
              "{\"b\":null,\"ti\":null,\"si\":null,\"i\":null,\"bi\":null,\"f\":null,\"d\":null,\"dec\":null,"
              "\"dt\":null,\"tm\":null,\"ts\":null,\"s\":null}\n");
}

TEST_F(JsonTable, RoundTripsEveryTypeNullsAndEscapes) {
    registerJson("t", "t.jsonl", kAllTypes);
    Table written = env_.fromValues(kAllTypes, allTypeRows());
    written.insertInto("t");
    std::vector<Row> expected = written.collect();
    std::vector<Row> back = env_.scan("t").collect();
    ASSERT_EQ(back.size(), expected.size());
    for (size_t r = 0; r < back.size(); ++r)
        for (size_t c = 0; c < kAllTypes.getFieldCount(); ++c)
            EXPECT_EQ(back[r].value(c), expected[r].value(c)) << "row " << r << " column " << c;
    // A second insert appends.
    written.insertInto("t");
    EXPECT_EQ(env_.scan("t").collect().size(), 6u);
}

TEST_F(JsonTable, AFailingInsertLeavesTheFileByteIdentical) {
    TableSchema schema({"id"}, {Types::INT()});
    registerJson("t", "t.jsonl", schema);
    env_.sqlQuery("select 1").insertInto("t");
    const std::string before = readFile(dir_ / "t.jsonl");
    EXPECT_EQ(before, "{\"id\":1}\n");
    EXPECT_THROW(env_.sqlQuery("select 1 / (id - 1) from t").insertInto("t"), ExecutionError);
    EXPECT_EQ(readFile(dir_ / "t.jsonl"), before);
    EXPECT_EQ(std::distance(fs::directory_iterator(dir_), fs::directory_iterator()), 1);
}

TEST_F(JsonTable, LargeDecimalsKeepEveryDigit) {
    TableSchema schema({"x"}, {Types::DECIMAL(38, 10)});
    std::ofstream(dir_ / "big.jsonl") << "{\"x\": 1234567890123456789012345678.0123456789}\n"
                                         "{\"x\": 7}\n{\"x\": \"-0.5\"}\n";
    registerJson("big", "big.jsonl", schema);
    std::vector<Row> rows = env_.scan("big").collect();
    ASSERT_EQ(rows.size(), 3u);
    EXPECT_EQ(rows[0].value(0).toString(), "1234567890123456789012345678.0123456789");
    EXPECT_EQ(rows[1].value(0).toString(), "7.0000000000");
    EXPECT_EQ(rows[2].value(0).toString(), "-0.5000000000");
}

}  // namespace
}  // namespace tabula
