// tabula_differential: runs random queries over small random tables on tabula and on an oracle — SQLite, or real
// Apache Flink (1.20's SQL, or 1.14's Table API pipelines) through flink/run-flink — and reports every query whose
// rows differ (compared as multisets, in order after a total orderBy with fetch). A fixed seed makes a run
// repeatable; --count runs more.
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <random>
#include <string>

#include "tabula/tabula.hpp"
#include "test/differential/canonical_rows.hpp"
#include "test/differential/flink_batch.hpp"
#include "test/differential/pipeline_generator.hpp"
#include "test/differential/query_generator.hpp"
#include "test/differential/random_tables.hpp"
#include "test/differential/sqlite_oracle.hpp"

namespace tabula::differential {
namespace {

constexpr int kQueriesPerTableSet = 20;  // fresh tables every so many queries

enum class Oracle { Sqlite, FlinkSql, FlinkTableApi };

struct Options {
    uint64_t seed = 1;
    int count = 500;
    int max_rows = 8;
    std::string features = "select,aggregate,union_all,join,set_operation,subquery";
    bool show_queries = false;
    int reported = 10;  // differences shown in full; the rest are only counted
    Oracle oracle = Oracle::Sqlite;
    std::string flink_runner = "flink/run-flink";
    std::string work_dir;  // "": a temporary folder, removed after a run without differences
};

const char* const kUsage =
    "usage: tabula_differential [--oracle sqlite|flink-sql|flink-table-api] [--flink-runner PATH]\n"
    "                           [--work-dir DIR] [--seed N] [--count N] [--max-rows N] [--features LIST]\n"
    "                           [--report N] [--show-queries]\n"
    "  Runs N random queries (default 500) on tabula and on the oracle and reports the ones whose rows differ.\n"
    "  sqlite (the default): SQLite in process. flink-sql: Flink 1.20 SQL; flink-table-api: Flink 1.14 Table API\n"
    "  pipelines; both run all queries as one script through PATH (default flink/run-flink), with the tables as\n"
    "  CSV files in DIR (default: a temporary folder, kept when a query differs).\n"
    "  LIST (SQL only): comma-separated from select, aggregate, union_all, join, set_operation, subquery,\n"
    "  window (default: all but window). --report N: show N differences in full (default 10).\n";

Oracle parseOracle(const std::string& name) {
    if (name == "sqlite") return Oracle::Sqlite;
    if (name == "flink-sql") return Oracle::FlinkSql;
    if (name == "flink-table-api") return Oracle::FlinkTableApi;
    throw std::invalid_argument("unknown oracle '" + name + "'; known: sqlite, flink-sql, flink-table-api");
}

Options parseOptions(int argc, char** argv) {
    Options options;
    for (int i = 1; i < argc; ++i) {
        std::string arg = argv[i];
        auto value = [&]() -> std::string {
            if (i + 1 >= argc) throw std::invalid_argument(arg + " needs a value");
            return argv[++i];
        };
        if (arg == "--seed") {
            options.seed = std::stoull(value());
        } else if (arg == "--count") {
            options.count = std::stoi(value());
        } else if (arg == "--max-rows") {
            options.max_rows = std::stoi(value());
        } else if (arg == "--features") {
            options.features = value();
        } else if (arg == "--report") {
            options.reported = std::stoi(value());
        } else if (arg == "--show-queries") {
            options.show_queries = true;
        } else if (arg == "--oracle") {
            options.oracle = parseOracle(value());
        } else if (arg == "--flink-runner") {
            options.flink_runner = value();
        } else if (arg == "--work-dir") {
            options.work_dir = value();
        } else {
            throw std::invalid_argument("unknown argument '" + arg + "'");
        }
    }
    if (options.count < 0 || options.max_rows < 1)
        throw std::invalid_argument("--count and --max-rows must be positive");
    return options;
}

void registerTables(TableEnvironment& env, const std::vector<GeneratedTable>& tables) {
    for (const GeneratedTable& table : tables) {
        std::vector<std::string> names;
        std::vector<DataType> types;
        for (const GeneratedColumn& column : table.columns) {
            names.push_back(column.name);
            types.push_back(column.type);
        }
        env.registerTable(table.name, env.fromValues(TableSchema(names, types), table.rows));
    }
}

std::string tablesAsSql(const std::vector<GeneratedTable>& tables) {
    std::string sql;
    for (const GeneratedTable& table : tables) sql += tableAsSql(table);
    return sql;
}

/// The difference for one query, or "" when both engines agree.
std::string compare(const TableEnvironment& env, const SqliteOracle& oracle, const QueryPair& query) {
    CanonicalRows expected;
    try {
        expected = oracle.run(query.sqlite);
    } catch (const std::exception& e) {
        return std::string("  the oracle refused the query (a generator bug): ") + e.what() + "\n";
    }
    try {
        return multisetDifference(expected, canonicalRows(env.sqlQuery(query.tabula).collect()), 8);
    } catch (const std::exception& e) {
        return std::string("  tabula failed: ") + e.what() + "\n";
    }
}

int runAgainstSqlite(const Options& options) {
    std::vector<Feature> features = parseFeatures(options.features);
    std::mt19937_64 random(options.seed);
    int failures = 0;
    for (int done = 0; done < options.count;) {
        std::vector<GeneratedTable> tables = generateTables(random, options.max_rows);
        TableEnvironment env;
        registerTables(env, tables);
        SqliteOracle oracle(tables);
        QueryGenerator generator(tables, features, random);
        for (int q = 0; q < kQueriesPerTableSet && done < options.count; ++q, ++done) {
            QueryPair query = generator.next();
            if (options.show_queries) std::cout << query.tabula << "\n";
            std::string difference = compare(env, oracle, query);
            if (difference.empty()) continue;
            if (++failures <= options.reported) {
                std::cout << "query " << done << " differs:\n  tabula: " << query.tabula << "\n";
                if (query.sqlite != query.tabula) std::cout << "  sqlite: " << query.sqlite << "\n";
                std::cout << difference << "  tables:\n" << tablesAsSql(tables) << "\n";
            }
        }
    }
    std::cout << options.count << " queries (seed " << options.seed << ", features " << options.features
              << "): " << options.count - failures << " agree, " << failures << " differ\n";
    return failures == 0 ? 0 : 1;
}

/// The difference between Flink's and tabula's answer to one statement, or "" when they agree.
std::string compare(const FlinkOutcome& flink, const FlinkOutcome& tabula, bool ordered) {
    using Kind = FlinkOutcome::Kind;
    if (flink.kind == Kind::Error && tabula.kind == Kind::Error)
        return "  both refused it (a generator bug):\n    flink: " + flink.error + "\n    tabula: " + tabula.error +
               "\n";
    if (flink.kind == Kind::Error) return "  flink refused it: " + flink.error + "\n";
    if (tabula.kind == Kind::Error) return "  tabula failed: " + tabula.error + "\n";
    if (flink.kind != tabula.kind) return "  one engine returned rows, the other none\n";
    std::string difference = multisetDifference(canonicalRows(flink, ordered), canonicalRows(tabula, ordered), 8);
    if (ordered && difference.empty() && canonicalRows(flink, true) != canonicalRows(tabula, true))
        difference = "  the same rows in another order\n";
    return difference;
}

std::filesystem::path workDir(const Options& options) {
    if (!options.work_dir.empty()) {
        std::filesystem::create_directories(options.work_dir);
        return std::filesystem::absolute(options.work_dir);
    }
    std::string pattern = (std::filesystem::temp_directory_path() / "tabula-flink-diff-XXXXXX").string();
    if (!mkdtemp(pattern.data())) throw std::runtime_error("cannot make a temporary folder " + pattern);
    return pattern;
}

/// All queries as one script, so that Flink starts once; then each statement's answers compared.
int runAgainstFlink(const Options& options) {
    const bool sql = options.oracle == Oracle::FlinkSql;
    const std::vector<Feature> features = parseFeatures(options.features);
    const std::filesystem::path dir = workDir(options);
    std::mt19937_64 random(options.seed);
    FlinkBatch batch(dir);
    while (static_cast<int>(batch.queries().size()) < options.count) {
        std::vector<GeneratedTable> tables = generateTables(random, options.max_rows);
        batch.addTables(tables);
        QueryGenerator queries(tables, features, random, Peers::Flink);
        PipelineGenerator pipelines(tables, random);
        for (int q = 0; q < kQueriesPerTableSet && static_cast<int>(batch.queries().size()) < options.count; ++q) {
            if (sql) {
                batch.addQuery(queries.next().tabula, false);
            } else {
                GeneratedPipeline pipeline = pipelines.next();
                batch.addQuery(pipeline.text, pipeline.ordered);
            }
            if (options.show_queries) std::cout << batch.queries().back().text << "\n";
        }
    }
    const std::filesystem::path script = dir / "batch.sql";
    std::ofstream(script, std::ios::binary) << batch.script();
    const std::string version = sql ? "1.20" : "1.14";
    const std::map<int, FlinkOutcome> flink = runOnFlink(options.flink_runner, version, script);
    const std::map<int, FlinkOutcome> tabula = runOnTabula(batch.script());
    int failures = 0;
    size_t next_query = 0;
    for (const auto& [number, answer] : tabula) {
        const bool is_query = next_query < batch.queries().size() && batch.queries()[next_query].statement == number;
        auto flink_answer = flink.find(number);
        std::string difference = flink_answer == flink.end() ? "  flink gave no answer\n"
                                                             : compare(flink_answer->second, answer,
                                                                       is_query && batch.queries()[next_query].ordered);
        if (!difference.empty() && ++failures <= options.reported) {
            std::cout << "statement " << number << " differs:\n";
            if (is_query) {
                const BatchQuery& query = batch.queries()[next_query];
                std::cout << "  " << query.text << "\n"
                          << difference << "  tables:\n"
                          << batch.tablesSql(query.table_set) << "\n";
            } else {
                std::cout << difference;
            }
        }
        next_query += is_query;
    }
    std::cout << batch.queries().size() << " " << (sql ? "SQL queries on Flink 1.20" : "pipelines on Flink 1.14")
              << " (seed " << options.seed
              << "): " << batch.queries().size() - std::min<size_t>(failures, batch.queries().size()) << " agree, "
              << failures << " differ\n";
    if (failures == 0 && options.work_dir.empty()) std::filesystem::remove_all(dir);
    if (failures != 0) std::cout << "the script, its tables and Flink's output: " << dir.string() << "\n";
    return failures == 0 ? 0 : 1;
}

}  // namespace
}  // namespace tabula::differential

int main(int argc, char** argv) {
    try {
        const auto options = tabula::differential::parseOptions(argc, argv);
        return options.oracle == tabula::differential::Oracle::Sqlite ? tabula::differential::runAgainstSqlite(options)
                                                                      : tabula::differential::runAgainstFlink(options);
    } catch (const std::invalid_argument& e) {
        std::cerr << "tabula_differential: " << e.what() << "\n" << tabula::differential::kUsage;
        return 2;
    } catch (const std::exception& e) {  // the oracle could not run
        std::cerr << "tabula_differential: " << e.what() << "\n";
        return 2;
    }
}
