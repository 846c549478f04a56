// Logical plan rendering.
#include "planner/explain.hpp"

#include "planner/expr_util.hpp"

namespace tabula::planner {
namespace {

std::string joinList(const std::vector<std::string>& items) {
    std::string out;
    for (size_t i = 0; i < items.size(); ++i) out += (i > 0 ? ", " : "") + items[i];
    return out;
}

std::string renderSortKeys(const std::vector<SortSpec>& keys, const TableSchema& input) {
    std::vector<std::string> parts;
    for (const auto& key : keys) {
        parts.push_back(renderExpr(*key.expr, input) + (key.descending ? " DESC" : " ASC") +
                        (key.nulls_first ? " NULLS FIRST" : " NULLS LAST"));
    }
    return joinList(parts);
}

}  // namespace

std::string describeLogical(const LogicalNode& node) {
    switch (node.kind()) {
        case LogicalKind::Scan: {
            const auto& scan = as<ScanNode>(node);
            return "Scan(table=[" + scan.tableName() + "], fields=[" + joinList(node.schema().getFieldNames()) + "])";
        }
        case LogicalKind::Values: {
            const auto& values = as<ValuesNode>(node);
            return "Values(name=[" + values.name() + "], rows=[" + std::to_string(values.rows()->rowCount()) + "])";
        }
        case LogicalKind::Filter:
            return "Filter(condition=[" + renderExpr(*as<FilterNode>(node).predicate(), node.input()->schema()) + "])";
        case LogicalKind::Project: {
            const auto& project = as<ProjectNode>(node);
            std::vector<std::string> parts;
            for (size_t i = 0; i < project.exprs().size(); ++i) {
                std::string e = renderExpr(*project.exprs()[i], node.input()->schema());
                const std::string& name = node.schema().getFieldName(i);
                parts.push_back(e == name ? e : e + " AS " + name);
            }
            return "Project(select=[" + joinList(parts) + "])";
        }
        case LogicalKind::Aggregate: {
            const auto& aggregate = as<AggregateNode>(node);
            std::vector<std::string> keys;
            for (const auto& k : aggregate.keys()) keys.push_back(renderExpr(*k, node.input()->schema()));
            std::vector<std::string> aggs;
            for (const auto& a : aggregate.aggregates()) {
                std::vector<std::string> args;
                for (const auto& arg : a.args) args.push_back(renderExpr(*arg, node.input()->schema()));
                aggs.push_back(std::string(a.function->name()) + "(" + (a.distinct ? "DISTINCT " : "") +
                               (args.empty() ? "*" : joinList(args)) + ")");
            }
            return "Aggregate(keys=[" + joinList(keys) + "], aggs=[" + joinList(aggs) + "])";
        }
        case LogicalKind::Sort:
            return "Sort(keys=[" + renderSortKeys(as<SortNode>(node).keys(), node.input()->schema()) + "])";
        case LogicalKind::Limit: {
            const auto& limit = as<LimitNode>(node);
            return "Limit(offset=[" + std::to_string(limit.offset()) + "], fetch=[" +
                   (limit.fetch() ? std::to_string(*limit.fetch()) : std::string("unlimited")) + "])";
        }
        case LogicalKind::TopN: {
            const auto& top = as<TopNNode>(node);
            return "TopN(keys=[" + renderSortKeys(top.keys(), node.input()->schema()) + "], offset=[" +
                   std::to_string(top.offset()) + "], fetch=[" + std::to_string(top.fetch()) + "])";
        }
        case LogicalKind::Distinct:
            return "Distinct()";
    }
    return "?";
}

std::string explainLogical(const LogicalNode& root) {
    std::string out;
    renderTree(
        root, [](const LogicalNode& n) { return describeLogical(n); },
        [](const LogicalNode& n) -> const std::vector<LogicalPtr>& { return n.inputs(); }, "", true, true, out);
    return out;
}

}  // namespace tabula::planner
