// SQLite as the oracle: an in-memory database holding the generated tables, answering queries in canonical form.
#pragma once

#include <string>
#include <vector>

#include "test/differential/canonical_rows.hpp"
#include "test/differential/random_tables.hpp"

struct sqlite3;

namespace tabula::differential {

class SqliteOracle {
public:
    explicit SqliteOracle(const std::vector<GeneratedTable>& tables);
    ~SqliteOracle();
    SqliteOracle(const SqliteOracle&) = delete;
    SqliteOracle& operator=(const SqliteOracle&) = delete;

    /// The query's rows, sorted. Throws std::runtime_error with SQLite's message when it refuses the query (a
    /// generator bug: every generated query must be valid SQL for both engines).
    CanonicalRows run(const std::string& sql) const;

private:
    void execute(const std::string& sql) const;
    sqlite3* db_ = nullptr;
};

}  // namespace tabula::differential
