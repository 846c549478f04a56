#include "test/differential/pipeline_generator.hpp"

namespace tabula::differential {
namespace {

std::string quoted(const std::string& expressions) { return "\"" + expressions + "\""; }

}  // namespace

PipelineGenerator::PipelineGenerator(const std::vector<GeneratedTable>& tables, std::mt19937_64& random)
    : tables_(tables), random_(random) {}

std::string PipelineGenerator::integerExpr(const Fields& fields, int depth) {
    switch (depth <= 0 ? pick(3) : pick(10)) {
        case 0:
        case 1: return field(fields, ColumnKind::Integer).name;
        case 2: return std::to_string(pick(7) - 2);
        case 3: return "(" + integerExpr(fields, depth - 1) + " + " + integerExpr(fields, depth - 1) + ")";
        case 4: return "(" + integerExpr(fields, depth - 1) + " - " + integerExpr(fields, depth - 1) + ")";
        case 5: return "(" + integerExpr(fields, depth - 1) + " * " + std::to_string(pick(4)) + ")";
        case 6: return "(" + integerExpr(fields, depth - 1) + " % " + std::to_string(2 + pick(3)) + ")";
        case 7:
            return "(" + predicate(fields, depth - 1) + ").?(" + integerExpr(fields, depth - 1) + ", " +
                   integerExpr(fields, depth - 1) + ")";
        case 8: return textExpr(fields, depth - 1) + ".charLength()";
        default: return integerExpr(fields, depth - 1) + ".abs()";
    }
}

std::string PipelineGenerator::textExpr(const Fields& fields, int depth) {
    switch (depth <= 0 ? pick(2) : pick(6)) {
        case 0: return field(fields, ColumnKind::Text).name;
        case 1: return std::string("'") + "abcde"[pick(5)] + "'";
        case 2:  // Flink 1.14 types two literals joined as CHAR(n) and then refuses to collect them as STRING
            return "(" + field(fields, ColumnKind::Text).name + " + " + textExpr(fields, depth - 1) + ")";
        case 3: return textExpr(fields, depth - 1) + ".upperCase()";
        case 4: return integerExpr(fields, depth - 1) + ".cast(STRING)";
        default:
            return "(" + predicate(fields, depth - 1) + ").?(" + textExpr(fields, depth - 1) + ", " +
                   textExpr(fields, depth - 1) + ")";
    }
}

std::string PipelineGenerator::predicate(const Fields& fields, int depth) {
    static const char* const kComparisons[] = {"===", "!==", "<", "<=", ">", ">="};
    switch (depth <= 0 ? pick(4) : pick(9)) {
        case 0:
        case 1:
            return "(" + integerExpr(fields, depth - 1) + " " + kComparisons[pick(6)] + " " +
                   integerExpr(fields, depth - 1) + ")";
        case 2: return "(" + textExpr(fields, 0) + " " + kComparisons[pick(6)] + " " + textExpr(fields, 0) + ")";
        case 3:
            return field(fields, chance(50) ? ColumnKind::Integer : ColumnKind::Text).name +
                   (chance(50) ? ".isNull" : ".isNotNull");
        case 4: return "(" + predicate(fields, depth - 1) + " && " + predicate(fields, depth - 1) + ")";
        case 5: return "(" + predicate(fields, depth - 1) + " || " + predicate(fields, depth - 1) + ")";
        case 6: return "!(" + predicate(fields, depth - 1) + ")";
        case 7:
            return field(fields, ColumnKind::Integer).name + ".in(" + std::to_string(pick(5)) + ", " +
                   std::to_string(pick(5)) + ")";
        default:
            return integerExpr(fields, 0) + (chance(50) ? ".between(" : ".notBetween(") + std::to_string(pick(4) - 1) +
                   ", " + std::to_string(pick(6) + 2) + ")";
    }
}

PipelineGenerator::Source PipelineGenerator::scan(const std::string& suffix) {
    const GeneratedTable& table = tables_[pick(static_cast<int>(tables_.size()))];
    Source source{"scan('" + table.name + "')", {}};
    std::string renames;
    for (const GeneratedColumn& c : table.columns) {
        source.fields.push_back({c.name + suffix, c.kind});
        renames += (renames.empty() ? "" : ", ") + c.name + " as " + c.name + suffix;
    }
    if (!suffix.empty()) source.text += ".select(" + quoted(renames) + ")";
    return source;
}

PipelineGenerator::Source PipelineGenerator::joined() {
    if (chance(50)) return scan("");
    Source left = scan("1");
    Source right = scan("2");
    // Flink needs an equality of the two sides in an outer join's condition, so every condition has one.
    std::string condition =
        field(left.fields, ColumnKind::Integer).name + " === " + field(right.fields, ColumnKind::Integer).name;
    if (chance(30)) condition += " && " + predicate(chance(50) ? left.fields : right.fields, 0);
    static const char* const kJoins[] = {"join", "leftOuterJoin", "rightOuterJoin", "fullOuterJoin"};
    Source source{left.text + "." + kJoins[pick(4)] + "(" + right.text + ", " + quoted(condition) + ")", left.fields};
    source.fields.insert(source.fields.end(), right.fields.begin(), right.fields.end());
    return source;
}

std::vector<ColumnKind> PipelineGenerator::randomShape() {
    std::vector<ColumnKind> shape(1 + pick(3));
    for (ColumnKind& kind : shape) kind = chance(60) ? ColumnKind::Integer : ColumnKind::Text;
    return shape;
}

std::string PipelineGenerator::projection(const Source& source, const std::vector<ColumnKind>& shape,
                                          bool integers_as_bigint, bool filtered) {
    std::string text = source.text;
    if (filtered && chance(50)) text += ".where(" + quoted(predicate(source.fields, 2)) + ")";
    std::string list;
    for (size_t i = 0; i < shape.size(); ++i) {
        std::string value = valueExpr(source.fields, shape[i], 1);
        // Set operations need the same types on both sides; the tables' integers are INT or BIGINT.
        if (integers_as_bigint && shape[i] == ColumnKind::Integer) value = "(" + value + ").cast(LONG)";
        list += (i ? ", " : "") + value + " as c" + std::to_string(i);
    }
    text += ".select(" + quoted(list) + ")";
    if (chance(20)) text += ".distinct()";
    return text;
}

GeneratedPipeline PipelineGenerator::selectPipeline() {
    return {projection(joined(), randomShape(), false, true), false};
}

GeneratedPipeline PipelineGenerator::aggregatePipeline() {
    Source source = joined();
    std::string text = source.text;
    if (chance(40)) text += ".where(" + quoted(predicate(source.fields, 1)) + ")";
    const std::string integer = field(source.fields, ColumnKind::Integer).name;
    const std::string other_integer = field(source.fields, ColumnKind::Integer).name;
    const std::string string = field(source.fields, ColumnKind::Text).name;
    const std::string aggregates[] = {integer + ".count", integer + ".sum",           integer + ".min",
                                      string + ".max",    string + ".count.distinct", other_integer + ".sum0",
                                      "1.count"};
    std::string list;
    int columns = 0;
    const bool grouped = chance(75);
    if (grouped) {
        const std::string key = field(source.fields, chance(50) ? ColumnKind::Integer : ColumnKind::Text).name;
        text += ".groupBy(" + quoted(key) + ")";
        list = key + " as c" + std::to_string(columns++);
    }
    for (int i = 0, n = 1 + pick(3); i < n; ++i, ++columns) {
        int choice = pick(7);
        // Flink 1.14 types sum0 NOT NULL, then fails on the NULL its global aggregate gives over no rows.
        while (!grouped && choice == 5) choice = pick(7);
        list += (columns ? ", " : "") + aggregates[choice] + " as c" + std::to_string(columns);
    }
    text += ".select(" + quoted(list) + ")";
    if (columns > 1 && chance(25)) text += ".where(" + quoted("c" + std::to_string(columns - 1) + ".isNotNull") + ")";
    return {text, false};
}

GeneratedPipeline PipelineGenerator::setOperationPipeline() {
    static const char* const kOperations[] = {"unionAll", "union", "intersect", "intersectAll", "minus", "minusAll"};
    std::vector<ColumnKind> shape = randomShape();
    const std::string operation = kOperations[pick(6)];
    // Flink 1.14 drops the DISTINCT of a union or minus with an operand whose filter it folds to nothing
    // (`k < k`, `2.notBetween(-1, 7)`), keeping duplicates: those operands are not filtered.
    const bool filtered = operation != "union" && operation != "minus";
    const std::string left = projection(scan(""), shape, true, filtered);
    const std::string right = projection(scan(""), shape, true, filtered);
    return {left + "." + operation + "(" + right + ")", false};
}

GeneratedPipeline PipelineGenerator::sortedPipeline() {
    std::vector<ColumnKind> shape = randomShape();
    std::string text = projection(joined(), shape, false, true);
    std::string order;
    for (size_t i = 0; i < shape.size(); ++i)
        order += (i ? ", " : "") + std::string("c") + std::to_string(i) + (chance(50) ? ".asc" : ".desc");
    text += ".orderBy(" + quoted(order) + ")";
    if (chance(40)) text += ".offset(" + std::to_string(pick(3)) + ")";
    text += ".fetch(" + std::to_string(1 + pick(4)) + ")";
    return {text, true};
}

GeneratedPipeline PipelineGenerator::next() {
    switch (pick(4)) {
        case 0: return selectPipeline();
        case 1: return aggregatePipeline();
        case 2: return setOperationPipeline();
        default: return sortedPipeline();
    }
}

}  // namespace tabula::differential
