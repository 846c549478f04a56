// A differential batch against real Apache Flink: one script both engines run as it is — the generated tables as
// header-less CSV files declared with Flink's 'csv.null-literal', then the queries — run by flink/run-flink in
// one JVM and by tabula statement by statement, their answers compared query by query.
#pragma once

#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "test/differential/canonical_rows.hpp"
#include "test/differential/flink_output.hpp"
#include "test/differential/random_tables.hpp"

namespace tabula::differential {

struct BatchQuery {
    int statement;  // its number in the script, from 1, counting every statement
    std::string text;
    bool ordered;      // its rows compare in order (a total orderBy with fetch); otherwise as multisets
    size_t table_set;  // the tables it reads (an index for tablesSql)
};

class FlinkBatch {
public:
    /// Files go to `dir`, which must exist.
    explicit FlinkBatch(std::filesystem::path dir) : dir_(std::move(dir)) {}

    /// Renames `tables` apart from earlier sets (t1 becomes t1_<set>), writes each as a CSV file and declares it;
    /// the queries added next read them.
    void addTables(std::vector<GeneratedTable>& tables);
    void addQuery(std::string text, bool ordered);

    const std::string& script() const { return script_; }
    const std::vector<BatchQuery>& queries() const { return queries_; }
    /// The tables of one set as SQL (CREATE TABLE and INSERTs), to reproduce a difference by hand.
    const std::string& tablesSql(size_t set) const { return tables_sql_.at(set); }

private:
    void addStatement(const std::string& text);

    std::filesystem::path dir_;
    std::string script_;
    int statements_ = 0;
    std::vector<BatchQuery> queries_;
    std::vector<std::string> tables_sql_;
};

/// What tabula answered for each statement of `script` (numbered as flink/run-flink numbers them), in the same
/// shape as Flink's.
std::map<int, FlinkOutcome> runOnTabula(const std::string& script);

/// Runs `script` with `runner` (flink/run-flink) on Flink `version` ("1.20" or "1.14"), its output kept beside
/// the script. Throws std::runtime_error when the runner fails, with the end of its standard error.
std::map<int, FlinkOutcome> runOnFlink(const std::string& runner, const std::string& version,
                                       const std::filesystem::path& script);

/// The rows of an outcome in canonical form (sorted unless `ordered`).
CanonicalRows canonicalRows(const FlinkOutcome& outcome, bool ordered);

}  // namespace tabula::differential
