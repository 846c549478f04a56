#include "test/differential/random_tables.hpp"

namespace tabula::differential {
namespace {

bool oneIn(std::mt19937_64& random, int n) { return std::uniform_int_distribution<int>(1, n)(random) == 1; }

Value randomValue(const GeneratedColumn& column, std::mt19937_64& random) {
    if (oneIn(random, 6)) return Value::null(column.type);
    if (column.kind == ColumnKind::Text) {
        static const char* const kWords[] = {"a", "b", "c", "d"};
        return Value::string(kWords[std::uniform_int_distribution<int>(0, 3)(random)]);
    }
    // Keys repeat a lot (0..4); other integers spread a little wider, negatives included.
    int value = column.name == "k" ? std::uniform_int_distribution<int>(0, 4)(random)
                                   : std::uniform_int_distribution<int>(-3, 9)(random);
    return column.type.id() == TypeId::BigInt ? Value::bigint(value) : Value::integer(value);
}

GeneratedTable makeTable(std::string name, std::vector<GeneratedColumn> columns, std::mt19937_64& random,
                         int max_rows) {
    GeneratedTable table{std::move(name), std::move(columns), {}};
    int rows = oneIn(random, 8) ? 0 : std::uniform_int_distribution<int>(1, max_rows)(random);
    for (int r = 0; r < rows; ++r) {
        std::vector<Value> row;
        for (const GeneratedColumn& column : table.columns) row.push_back(randomValue(column, random));
        table.rows.push_back(std::move(row));
    }
    return table;
}

std::string sqlLiteral(const Value& value) {
    if (value.isNull()) return "NULL";
    if (value.type().id() == TypeId::String) return "'" + value.asString() + "'";
    return std::to_string(value.asInt64());
}

}  // namespace

std::vector<GeneratedTable> generateTables(std::mt19937_64& random, int max_rows) {
    const GeneratedColumn k_int{"k", Types::INT(), ColumnKind::Integer};
    const GeneratedColumn k_big{"k", Types::BIGINT(), ColumnKind::Integer};
    const GeneratedColumn v{"v", Types::INT(), ColumnKind::Integer};
    const GeneratedColumn w{"w", Types::BIGINT(), ColumnKind::Integer};
    const GeneratedColumn s{"s", Types::STRING(), ColumnKind::Text};
    std::vector<GeneratedTable> tables;
    tables.push_back(makeTable("t1", {k_int, v, s}, random, max_rows));
    tables.push_back(makeTable("t2", {k_int, w, s}, random, max_rows));
    tables.push_back(makeTable("t3", {k_big, v, s}, random, max_rows));
    return tables;
}

std::string tableAsSql(const GeneratedTable& table) {
    std::string sql = "CREATE TABLE " + table.name + " (";
    for (size_t c = 0; c < table.columns.size(); ++c) {
        const GeneratedColumn& column = table.columns[c];
        sql += (c ? ", " : "") + column.name + (column.kind == ColumnKind::Text ? " TEXT" : " INTEGER");
    }
    sql += ");\n";
    for (const std::vector<Value>& row : table.rows) {
        sql += "INSERT INTO " + table.name + " VALUES (";
        for (size_t c = 0; c < row.size(); ++c) sql += (c ? ", " : "") + sqlLiteral(row[c]);
        sql += ");\n";
    }
    return sql;
}

}  // namespace tabula::differential
