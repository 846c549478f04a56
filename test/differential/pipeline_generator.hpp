// Random Table API pipelines over the generated tables, written as tabula's shell and Flink 1.14's Table API both
// take them: `scan('t1_0').where('k > 1').groupBy('s').select('s as c0, v.sum as c1')`. Every output column is
// named c0, c1, ...; expressions are fully parenthesized, since the two expression parsers need not agree on
// precedence to agree on a parenthesized expression.
#pragma once

#include <random>
#include <string>
#include <vector>

#include "test/differential/random_tables.hpp"

namespace tabula::differential {

struct GeneratedPipeline {
    std::string text;
    bool ordered;  // it ends in a total orderBy and a fetch: its rows compare in order
};

class PipelineGenerator {
public:
    /// `tables` and `random` must outlive the generator.
    PipelineGenerator(const std::vector<GeneratedTable>& tables, std::mt19937_64& random);
    GeneratedPipeline next();

private:
    struct Field {
        std::string name;
        ColumnKind kind;
    };
    using Fields = std::vector<Field>;
    struct Source {
        std::string text;  // a pipeline
        Fields fields;
    };

    int pick(int n) { return std::uniform_int_distribution<int>(0, n - 1)(random_); }
    bool chance(int percent) { return pick(100) < percent; }
    const Field& field(const Fields& fields, ColumnKind kind) { return randomOfKind(fields, kind, random_); }

    std::string integerExpr(const Fields& fields, int depth);
    std::string textExpr(const Fields& fields, int depth);
    std::string valueExpr(const Fields& fields, ColumnKind kind, int depth) {
        return kind == ColumnKind::Integer ? integerExpr(fields, depth) : textExpr(fields, depth);
    }
    std::string predicate(const Fields& fields, int depth);

    /// A scan of one table, its fields renamed with `suffix` (k becomes k1) when not empty.
    Source scan(const std::string& suffix);
    /// A scan, or a join of two scans (inner or outer) with their fields renamed apart.
    Source joined();
    /// `select('<exprs> as c0, ...')` of `shape` over `source`, maybe filtered first (when `filtered`) and made
    /// distinct after.
    std::string projection(const Source& source, const std::vector<ColumnKind>& shape, bool integers_as_bigint,
                           bool filtered);
    std::vector<ColumnKind> randomShape();

    GeneratedPipeline selectPipeline();
    GeneratedPipeline aggregatePipeline();
    GeneratedPipeline setOperationPipeline();
    /// A projection sorted by all its columns, then a fetch (maybe after an offset).
    GeneratedPipeline sortedPipeline();

    const std::vector<GeneratedTable>& tables_;
    std::mt19937_64& random_;
};

}  // namespace tabula::differential
