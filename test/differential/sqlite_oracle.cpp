#include "test/differential/sqlite_oracle.hpp"

#include <sqlite3.h>

#include <algorithm>
#include <memory>
#include <stdexcept>

namespace tabula::differential {

SqliteOracle::SqliteOracle(const std::vector<GeneratedTable>& tables) {
    if (sqlite3_open(":memory:", &db_) != SQLITE_OK) throw std::runtime_error("cannot open an in-memory SQLite");
    for (const GeneratedTable& table : tables) execute(tableAsSql(table));
}

SqliteOracle::~SqliteOracle() { sqlite3_close(db_); }

void SqliteOracle::execute(const std::string& sql) const {
    char* message = nullptr;
    if (sqlite3_exec(db_, sql.c_str(), nullptr, nullptr, &message) != SQLITE_OK) {
        std::string text = message ? message : "unknown error";
        sqlite3_free(message);
        throw std::runtime_error("SQLite: " + text);
    }
}

CanonicalRows SqliteOracle::run(const std::string& sql) const {
    sqlite3_stmt* raw = nullptr;
    if (sqlite3_prepare_v2(db_, sql.c_str(), -1, &raw, nullptr) != SQLITE_OK) {
        throw std::runtime_error(std::string("SQLite: ") + sqlite3_errmsg(db_));
    }
    std::unique_ptr<sqlite3_stmt, int (*)(sqlite3_stmt*)> statement(raw, sqlite3_finalize);
    CanonicalRows rows;
    int status;
    while ((status = sqlite3_step(raw)) == SQLITE_ROW) {
        std::string line;
        for (int i = 0, n = sqlite3_column_count(raw); i < n; ++i) {
            if (i) line += "|";
            if (sqlite3_column_type(raw, i) == SQLITE_NULL) {
                line += "NULL";
            } else {
                line += reinterpret_cast<const char*>(sqlite3_column_text(raw, i));
            }
        }
        rows.push_back(std::move(line));
    }
    if (status != SQLITE_DONE) throw std::runtime_error(std::string("SQLite: ") + sqlite3_errmsg(db_));
    std::sort(rows.begin(), rows.end());
    return rows;
}

}  // namespace tabula::differential
