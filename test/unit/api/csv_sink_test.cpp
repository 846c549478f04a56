// CsvTableSink, Table::writeToSink, registerTableSink + insertInto: the CSV text written, round trips through
// CsvTableSource, the atomic replace (a failing or cancelled query leaves the old file byte-identical and no
// temporary file), NO_OVERWRITE before any work, and the error messages.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "api/src/filesystem_table.hpp"
#include "tabula/tabula.hpp"

namespace tabula {
namespace {

namespace fs = std::filesystem;

/// An empty directory of its own, removed with everything in it.
class TempDir {
public:
    TempDir() {
        const auto* test = ::testing::UnitTest::GetInstance()->current_test_info();
        path_ = fs::temp_directory_path() / ("tabula_sink_" + std::string(test->name()) + "_" +
                                             std::to_string(::testing::UnitTest::GetInstance()->random_seed()));
        fs::remove_all(path_);
        fs::create_directories(path_);
    }
    ~TempDir() { fs::remove_all(path_); }
    std::string file(const std::string& name) const { return (path_ / name).string(); }
    /// The names in the directory, sorted (a temporary file left behind shows here).
    std::vector<std::string> names() const {
        std::vector<std::string> out;
        for (const auto& entry : fs::directory_iterator(path_)) out.push_back(entry.path().filename().string());
        std::sort(out.begin(), out.end());
        return out;
    }

private:
    fs::path path_;
};

std::string readFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

void writeFile(const std::string& path, const std::string& text) { std::ofstream(path, std::ios::binary) << text; }

std::vector<std::string> rowTexts(const std::vector<Row>& rows) {
    std::vector<std::string> out;
    for (const Row& row : rows) out.push_back(row.toString());
    return out;
}

/// Values a CSV writer must quote, and NULLs, in a STRING column next to an INT column.
const TableSchema kTrickySchema({"id", "s"}, {Types::INT(), Types::STRING()});
const std::vector<std::vector<Value>> kTrickyRows = {
    {Value::integer(1), Value::string("plain")},
    {Value::integer(2), Value::string("a,b")},
    {Value::integer(3), Value::string("say \"hi\"")},
    {Value::integer(4), Value::string("two\nlines")},
    {Value::integer(5), Value::string("cr\r\nlf")},
    {Value::integer(6), Value::string("")},
    {Value::integer(7), Value::null(Types::STRING())},
    {Value::integer(8), Value::string(" padded ")},
    {Value::integer(9), Value::string("grüße, 東京 🙂")},
    {Value::integer(10), Value::string("semi;colon")},
    {Value::null(Types::INT()), Value::string("\"")},
};

TEST(CsvSink, WritesRfc4180WithoutAHeader) {
    TempDir dir;
    TableEnvironment env;
    env.fromValues(kTrickySchema, kTrickyRows).writeToSink(CsvTableSink(dir.file("out.csv")));
    // Quoted: the delimiter, quotes (doubled), CR/LF, the empty string, leading/trailing spaces. NULL is empty.
    EXPECT_EQ(readFile(dir.file("out.csv")),
              "1,plain\n"
              "2,\"a,b\"\n"
              "3,\"say \"\"hi\"\"\"\n"
              "4,\"two\nlines\"\n"
              "5,\"cr\r\nlf\"\n"
              "6,\"\"\n"
              "7,\n"
              "8,\" padded \"\n"
              "9,\"grüße, 東京 🙂\"\n"
              "10,semi;colon\n"
              ",\"\"\"\"\n");
}

TEST(CsvSink, QuotesTheFieldDelimiterItIsGiven) {
    TempDir dir;
    TableEnvironment env;
    env.fromValues(kTrickySchema, {kTrickyRows[1], kTrickyRows[9]}).writeToSink(CsvTableSink(dir.file("o"), ";"));
    EXPECT_EQ(readFile(dir.file("o")), "2;a,b\n10;\"semi;colon\"\n");
}

TEST(CsvSink, RoundTripsThroughCsvTableSource) {
    for (std::string delimiter : {",", ";", "|~|"}) {
        TempDir dir;
        TableEnvironment env;
        Table written = env.fromValues(kTrickySchema, kTrickyRows);
        written.writeToSink(CsvTableSink(dir.file("t.csv"), delimiter));
        CsvOptions options;
        options.field_delimiter = delimiter;
        env.registerTableSource(
            "t", CsvTableSource(dir.file("t.csv"), {"id", "s"}, {Types::INT(), Types::STRING()}, options));
        std::vector<Row> back = env.scan("t").collect();
        std::vector<Row> expected = written.collect();
        ASSERT_EQ(back.size(), expected.size()) << delimiter;
        for (size_t i = 0; i < back.size(); ++i) {
            for (size_t c = 0; c < 2; ++c)
                EXPECT_EQ(back[i].value(c), expected[i].value(c)) << "delimiter " << delimiter << " row " << i;
        }
    }
}

TEST(CsvSink, RoundTripsEveryType) {
    TempDir dir;
    TableEnvironment env;
    Table all = env.sqlQuery(
        "select true, cast(-7 as tinyint), cast(300 as smallint), 2147483647, cast(-9223372036854775807 as bigint), "
        "cast(1.5 as float), 0.1e0, cast(-12345678901234.5678 as decimal(18, 4)), date '1984-07-12', "
        "time '14:34:24', timestamp '1984-07-12 14:34:24.125', 'x'");
    all.writeToSink(CsvTableSink(dir.file("all.csv")));
    EXPECT_EQ(readFile(dir.file("all.csv")),
              "true,-7,300,2147483647,-9223372036854775807,1.5,0.1,-12345678901234.5678,1984-07-12,14:34:24,"
              "1984-07-12 14:34:24.125,x\n");
    env.registerTableSource(
        "back", CsvTableSource(dir.file("all.csv"), all.getSchema().getFieldNames(), all.getSchema().getFieldTypes()));
    EXPECT_EQ(rowTexts(env.scan("back").collect()), rowTexts(all.collect()));
}

TEST(CsvSink, NoOverwriteOnAnExistingFileFailsBeforeTheQueryRuns) {
    TempDir dir;
    writeFile(dir.file("out.csv"), "old\n");
    TableEnvironment env;
    // The source does not exist: running the query would throw IoError, so ValidationError shows it never ran.
    env.registerTableSource("missing", CsvTableSource(dir.file("missing.csv"), {"a"}, {Types::INT()}));
    try {
        env.scan("missing").writeToSink(CsvTableSink(dir.file("out.csv")));
        ADD_FAILURE() << "no error";
    } catch (const ValidationError& error) {
        EXPECT_EQ(std::string(error.what()),
                  "cannot write '" + dir.file("out.csv") +
                      "': the file exists and the sink's write mode is NO_OVERWRITE; remove the file or use "
                      "WriteMode::OVERWRITE");
    }
    EXPECT_EQ(readFile(dir.file("out.csv")), "old\n");
    EXPECT_EQ(dir.names(), (std::vector<std::string>{"out.csv"}));
}

TEST(CsvSink, OverwriteReplacesAnExistingFile) {
    TempDir dir;
    writeFile(dir.file("out.csv"), "old,file\nwith,two lines\n");
    TableEnvironment env;
    env.sqlQuery("select 1, 'new'").writeToSink(CsvTableSink(dir.file("out.csv"), ",", 1, WriteMode::OVERWRITE));
    EXPECT_EQ(readFile(dir.file("out.csv")), "1,new\n");
    EXPECT_EQ(dir.names(), (std::vector<std::string>{"out.csv"}));
}

/// A CSV file of ids 1..n, one per line.
void writeIds(const std::string& path, int n) {
    std::ofstream out(path);
    for (int i = 1; i <= n; ++i) out << i << '\n';
}

TEST(CsvSink, AQueryFailingAtRunTimeLeavesThePreviousFileByteIdentical) {
    TempDir dir;
    const std::string old_content = "previous,content\r\nkept \"as is\"";  // no final newline, CRLF inside
    writeFile(dir.file("out.csv"), old_content);
    writeIds(dir.file("ids.csv"), 2000);
    TableEnvironment env;
    env.registerTableSource("ids", CsvTableSource(dir.file("ids.csv"), {"id"}, {Types::INT()}));
    CsvTableSink sink(dir.file("out.csv"), ",", 1, WriteMode::OVERWRITE);
    // Row 1000 divides by zero, after 999 rows were written to the temporary file.
    EXPECT_THROW(env.sqlQuery("select id, 10 / (id - 1000) from ids").writeToSink(sink), ExecutionError);
    EXPECT_EQ(readFile(dir.file("out.csv")), old_content);
    // A CAST error on row 1000 alike.
    EXPECT_THROW(
        env.sqlQuery("select cast(case when id = 1000 then 'x' else '1' end as int) from ids").writeToSink(sink),
        ExecutionError);
    EXPECT_EQ(readFile(dir.file("out.csv")), old_content);
    // A user-defined function throwing for row 1000 alike, and its message says where the row is.
    env.registerFunction("failOn1000", [](int32_t id) {
        if (id == 1000) throw std::runtime_error("not 1000");
        return id;
    });
    try {
        env.sqlQuery("select failOn1000(id) from ids").writeToSink(sink);
        ADD_FAILURE() << "no error";
    } catch (const ExecutionError& error) {
        EXPECT_EQ(error.message(), "function 'failOn1000' failed in 'failOn1000(id)' for (1000) at " +
                                       dir.file("ids.csv") + ":1000: not 1000");
    }
    EXPECT_EQ(readFile(dir.file("out.csv")), old_content);
    EXPECT_EQ(dir.names(), (std::vector<std::string>{"ids.csv", "out.csv"}));
}

TEST(CsvSink, AFailingQueryCreatesNoFileWhereThereWasNone) {
    TempDir dir;
    writeIds(dir.file("ids.csv"), 5);
    TableEnvironment env;
    env.registerTableSource("ids", CsvTableSource(dir.file("ids.csv"), {"id"}, {Types::INT()}));
    EXPECT_THROW(env.sqlQuery("select 1 / (id - 3) from ids").writeToSink(CsvTableSink(dir.file("new.csv"))),
                 ExecutionError);
    EXPECT_EQ(dir.names(), (std::vector<std::string>{"ids.csv"}));
}

TEST(CsvSink, ACancelledQueryLeavesThePreviousFileByteIdentical) {
    TempDir dir;
    writeFile(dir.file("out.csv"), "old\n");
    writeIds(dir.file("ids.csv"), 100);
    TableEnvironment env;
    env.registerTableSource("ids", CsvTableSource(dir.file("ids.csv"), {"id"}, {Types::INT()}));
    env.cancel();
    EXPECT_THROW(env.scan("ids").writeToSink(CsvTableSink(dir.file("out.csv"), ",", 1, WriteMode::OVERWRITE)),
                 QueryCancelledError);
    EXPECT_EQ(readFile(dir.file("out.csv")), "old\n");
    EXPECT_EQ(dir.names(), (std::vector<std::string>{"ids.csv", "out.csv"}));
}

TEST(CsvSink, ADirectoryThatCannotBeWrittenIsAnIoError) {
    TempDir dir;
    TableEnvironment env;
    std::string path = dir.file("no/such/dir/out.csv");
    try {
        env.sqlQuery("select 1").writeToSink(CsvTableSink(path));
        ADD_FAILURE() << "no error";
    } catch (const IoError& error) {
        EXPECT_EQ(std::string(error.what()),
                  "cannot write '" + path + "': cannot create a file in its directory: No such file or directory");
        EXPECT_EQ(error.path(), path);
    }
}

TEST(CsvSink, ConstructorErrors) {
    auto message = [](auto make) {
        try {
            make();
        } catch (const ValidationError& error) {
            return std::string(error.what());
        }
        return std::string("no error");
    };
    EXPECT_EQ(message([] { CsvTableSink("out.csv", ",", 4); }),
              "CSV table sink 'out.csv' asks for 4 files; tabula writes a table to exactly one file, so numFiles must "
              "be 1");
    EXPECT_EQ(message([] { CsvTableSink(""); }), "CSV table sink has an empty path; give the file to write");
    EXPECT_EQ(message([] { CsvTableSink("o", ""); }),
              "CSV table sink 'o' has an empty field delimiter; use \",\" or another non-empty string");
    EXPECT_EQ(message([] { CsvTableSink("o", "\""); }),
              "CSV table sink 'o' has a field delimiter holding a quote, CR or LF; these cannot separate fields");
}

TEST(RegisteredSink, InsertIntoWritesTheRows) {
    TempDir dir;
    TableEnvironment env;
    env.registerTableSink("out", {"id", "total"}, {Types::BIGINT(), Types::DECIMAL(10, 2)},
                          CsvTableSink(dir.file("out.csv"), "|"));
    // INT widens to BIGINT, DECIMAL(3, 1) to DECIMAL(10, 2).
    env.sqlQuery("select 7, 12.5").insertInto("out");
    EXPECT_EQ(readFile(dir.file("out.csv")), "7|12.5\n");
    EXPECT_EQ(env.listTables(), (std::vector<std::string>{"out"}));
}

std::string insertError(const Table& table, const std::string& name) {
    try {
        table.insertInto(name);
    } catch (const ValidationError& error) {
        return error.what();
    }
    return "no error";
}

TEST(RegisteredSink, InsertIntoErrors) {
    TempDir dir;
    TableEnvironment env;
    env.registerTableSink("out", {"id", "name"}, {Types::INT(), Types::STRING()}, CsvTableSink(dir.file("o.csv")));
    env.registerTable("v", env.sqlQuery("select 1 as x"));
    writeIds(dir.file("ids.csv"), 3);
    env.registerTableSource("ids", CsvTableSource(dir.file("ids.csv"), {"id"}, {Types::INT()}));
    EXPECT_EQ(insertError(env.sqlQuery("select 1"), "out"),
              "cannot insert into 'out': the query has 1 fields but the table has 2: id INT, name STRING");
    EXPECT_EQ(insertError(env.sqlQuery("select 'a' as s, 'b'"), "out"),
              "cannot insert into 'out': query field 1 's' has type STRING but table field 'id' has type INT");
    EXPECT_EQ(insertError(env.sqlQuery("select cast(1 as bigint), 'b'"), "out"),
              "cannot insert into 'out': query field 1 'EXPR$0' has type BIGINT but table field 'id' has type INT");
    EXPECT_EQ(insertError(env.sqlQuery("select 1, 'b'"), "ot"),
              "cannot insert into unknown table 'ot'; did you mean 'out'?");
    EXPECT_EQ(insertError(env.sqlQuery("select 1"), "v"), "cannot insert into 'v': it is a view");
    EXPECT_EQ(insertError(env.sqlQuery("select 1"), "ids"),
              "cannot insert into 'ids': it is a table that can only be read; rows can be inserted into "
              "in-memory tables, sinks (registerTableSink) and filesystem tables");
    EXPECT_FALSE(fs::exists(dir.file("o.csv")));
}

TEST(RegisteredSink, CannotBeRead) {
    TempDir dir;
    TableEnvironment env;
    env.registerTableSink("out", {"id"}, {Types::INT()}, CsvTableSink(dir.file("o.csv")));
    const std::string message =
        "table 'out' is a sink (registerTableSink): rows can be written to it with insertInto, but it cannot be read";
    EXPECT_THROW(
        {
            try {
                env.scan("out");
            } catch (const ValidationError& error) {
                EXPECT_EQ(std::string(error.what()), message);
                throw;
            }
        },
        ValidationError);
    EXPECT_THROW(env.sqlQuery("select * from out"), ValidationError);
    EXPECT_THROW(env.registerTableSink("OUT", {"id"}, {Types::INT()}, CsvTableSink(dir.file("p.csv"))),
                 ValidationError);
}

TEST(RegisteredSink, RegistrationErrors) {
    TableEnvironment env;
    CsvTableSink sink("o.csv");
    auto message = [&](std::vector<std::string> names, std::vector<DataType> types) {
        try {
            env.registerTableSink("s", std::move(names), std::move(types), sink);
        } catch (const ValidationError& error) {
            return std::string(error.what());
        }
        return std::string("no error");
    };
    EXPECT_EQ(message({"a", "b"}, {Types::INT()}),
              "table sink 's' has 2 field names but 1 field types; give one type per field");
    EXPECT_EQ(message({}, {}), "table sink 's' has no fields; declare at least one field");
    EXPECT_EQ(message({"a", "a"}, {Types::INT(), Types::INT()}),
              "table sink 's' declares field 'a' twice; field names must be unique");
    EXPECT_EQ(message({""}, {Types::INT()}), "table sink 's' has a field with an empty name");
}

TEST(FilesystemTable, InsertIntoAppendsAndReadsBack) {
    TempDir dir;
    writeFile(dir.file("t.csv"), "1,one");  // the last line has no newline: one is added before the new rows
    TableEnvironment env;
    detail::registerFilesystemTable(env, "t",
                                    CsvTableSource(dir.file("t.csv"), {"id", "s"}, {Types::INT(), Types::STRING()}));
    env.fromValues(kTrickySchema, {kTrickyRows[1], kTrickyRows[5], kTrickyRows[6]}).insertInto("t");
    EXPECT_EQ(readFile(dir.file("t.csv")), "1,one\n2,\"a,b\"\n6,\"\"\n7,\n");
    EXPECT_EQ(rowTexts(env.scan("t").collect()), (std::vector<std::string>{"1,one", "2,a,b", "6,", "7,null"}));
    // A failing insert leaves the file as it was.
    EXPECT_THROW(env.sqlQuery("select 1 / (id - 2), s from t").insertInto("t"), ExecutionError);
    EXPECT_EQ(readFile(dir.file("t.csv")), "1,one\n2,\"a,b\"\n6,\"\"\n7,\n");
    EXPECT_EQ(dir.names(), (std::vector<std::string>{"t.csv"}));
}

TEST(FilesystemTable, SqlInsertWritesEveryValuesRowInOneAtomicWrite) {
    TempDir dir;
    writeFile(dir.file("t.csv"), "1,one\n");
    TableEnvironment env;
    env.executeSql("CREATE TABLE t (id INT, s STRING) WITH ('connector' = 'filesystem', 'path' = '" +
                   dir.file("t.csv") + "', 'format' = 'csv')");
    TableResult inserted = env.executeSql("INSERT INTO t VALUES (2, 'two'), (3, NULL)");
    EXPECT_EQ(rowTexts(inserted.collect()), (std::vector<std::string>{"2"}));
    EXPECT_EQ(readFile(dir.file("t.csv")), "1,one\n2,two\n3,\n");
    env.executeSql("INSERT INTO t SELECT id + 10, s FROM t WHERE id = 1");
    EXPECT_EQ(readFile(dir.file("t.csv")), "1,one\n2,two\n3,\n11,one\n");
    // A later row that fails leaves the file as it was: the rows are written together.
    EXPECT_THROW(env.executeSql("INSERT INTO t VALUES (4, 'four'), (1 / 0, 'x')"), ExecutionError);
    EXPECT_EQ(readFile(dir.file("t.csv")), "1,one\n2,two\n3,\n11,one\n");
    EXPECT_EQ(insertError(env.sqlQuery("select 5"), "t"),
              "cannot insert into 't': the query has 1 fields but the table has 2: id INT, s STRING");
    try {
        env.executeSql("INSERT INTO t (s) VALUES ('x')");
        ADD_FAILURE() << "a column list into a file was accepted";
    } catch (const ValidationError& error) {
        EXPECT_NE(std::string(error.what())
                      .find("cannot insert into 't': a file takes every column in order (id INT, "
                            "s STRING); a column list can only leave columns out of in-memory "
                            "tables"),
                  std::string::npos)
            << error.what();
    }
    EXPECT_EQ(dir.names(), (std::vector<std::string>{"t.csv"}));
}

TEST(FilesystemTable, ANewFileOfATableThatSkipsItsFirstLineStartsWithAHeader) {
    TempDir dir;
    TableEnvironment env;
    detail::registerFilesystemTable(env, "t",
                                    CsvTableSource::builder()
                                        .path(dir.file("t.csv"))
                                        .field("id", Types::INT())
                                        .field("s", Types::STRING())
                                        .ignoreFirstLine()
                                        .build());
    Table rows = env.fromValues(kTrickySchema, {kTrickyRows[1], kTrickyRows[5]});
    rows.insertInto("t");
    EXPECT_EQ(readFile(dir.file("t.csv")), "id,s\n2,\"a,b\"\n6,\"\"\n");
    rows.insertInto("t");  // appended: no second header
    EXPECT_EQ(readFile(dir.file("t.csv")), "id,s\n2,\"a,b\"\n6,\"\"\n2,\"a,b\"\n6,\"\"\n");
    EXPECT_EQ(rowTexts(env.scan("t").collect()), (std::vector<std::string>{"2,a,b", "6,", "2,a,b", "6,"}));
}

TEST(FilesystemTable, ATableReadWithOtherQuotesIsReadOnly) {
    TempDir dir;
    writeFile(dir.file("t.csv"), "1\n");
    TableEnvironment env;
    detail::registerFilesystemTable(
        env, "t",
        CsvTableSource::builder().path(dir.file("t.csv")).field("id", Types::INT()).quoteCharacter('\'').build());
    EXPECT_EQ(insertError(env.sqlQuery("select 2"), "t"),
              "cannot insert into 't': it is a table that can only be read; rows can be inserted into "
              "in-memory tables, sinks (registerTableSink) and filesystem tables");
}

}  // namespace
}  // namespace tabula
