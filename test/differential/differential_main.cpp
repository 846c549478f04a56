// tabula_differential: runs random queries over small random tables on tabula and on SQLite and reports every
// query whose rows differ (compared as multisets). A fixed seed makes a run repeatable; --count runs more.
#include <cstdio>
#include <exception>
#include <iostream>
#include <random>
#include <string>

#include "tabula/tabula.hpp"
#include "test/differential/canonical_rows.hpp"
#include "test/differential/query_generator.hpp"
#include "test/differential/random_tables.hpp"
#include "test/differential/sqlite_oracle.hpp"

namespace tabula::differential {
namespace {

constexpr int kQueriesPerTableSet = 20;  // fresh tables every so many queries
constexpr int kReportedFailures = 10;    // the rest are only counted

struct Options {
    uint64_t seed = 1;
    int count = 500;
    int max_rows = 8;
    std::string features = "select,aggregate,union_all,join,set_operation,subquery";
    bool show_queries = false;
};

const char* const kUsage =
    "usage: tabula_differential [--seed N] [--count N] [--max-rows N] [--features LIST] [--show-queries]\n"
    "  Runs N random queries (default 500) on tabula and on SQLite and reports the ones whose rows differ.\n"
    "  LIST: comma-separated from select, aggregate, union_all, join, set_operation, subquery (default: all).\n";

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
        } else if (arg == "--show-queries") {
            options.show_queries = true;
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

int run(const Options& options) {
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
            if (++failures <= kReportedFailures) {
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

}  // namespace
}  // namespace tabula::differential

int main(int argc, char** argv) {
    try {
        return tabula::differential::run(tabula::differential::parseOptions(argc, argv));
    } catch (const std::invalid_argument& e) {
        std::cerr << "tabula_differential: " << e.what() << "\n" << tabula::differential::kUsage;
        return 2;
    }
}
