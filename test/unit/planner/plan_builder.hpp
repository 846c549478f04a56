// Builds logical plans directly, without the Table API or a parser, and runs them: the rule and verifier tests
// state exactly the plan shape they mean (a Filter over an Aggregate over Values ...) and compare rows.
#pragma once

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "exec/cell.hpp"
#include "exec/function_registry.hpp"
#include "exec/pipeline/query_context.hpp"
#include "planner/expr/scalar_call.hpp"
#include "planner/logical/logical_plan.hpp"
#include "planner/optimizer/optimizer.hpp"
#include "planner/physical/physical_plan.hpp"

namespace tabula::testing {

using planner::BoundExprPtr;
using planner::LogicalPtr;

/// One aggregate call for PlanBuilder::aggregate: a built-in by name over argument expressions.
struct AggSpec {
    std::string function;
    std::vector<BoundExprPtr> args;
    bool distinct = false;
};

class PlanBuilder {
public:
    /// In-memory rows with the given fields; each row holds one Value per field, of the field's type.
    LogicalPtr values(const std::vector<std::pair<std::string, DataType>>& fields,
                      const std::vector<std::vector<Value>>& rows) const {
        std::vector<std::string> names;
        std::vector<DataType> types;
        for (const auto& [name, type] : fields) {
            names.push_back(name);
            types.push_back(type);
        }
        exec::ColumnTableBuilder table(types);
        std::vector<exec::Cell> cells(types.size());
        for (const auto& row : rows) {
            for (size_t i = 0; i < row.size(); ++i) cells[i] = exec::valueToCell(row[i]);
            table.append(cells);
        }
        return std::make_shared<planner::ValuesNode>("t", TableSchema(std::move(names), std::move(types)),
                                                     planner::fixedTable(table.finish()));
    }

    /// Column `index` of `input`, typed and named from its schema.
    BoundExprPtr col(const LogicalPtr& input, uint32_t index) const {
        return planner::makeColumnRef(index, input->schema().getFieldType(index), input->schema().getFieldName(index));
    }
    BoundExprPtr lit(Value value) const {
        std::string text = value.isNull() ? "null" : value.toString();
        return planner::makeConstant(std::move(value), std::move(text));
    }
    /// A built-in scalar call, arguments cast as the binder would.
    BoundExprPtr call(std::string_view function, std::vector<BoundExprPtr> args) const {
        return planner::bindScalarCall(*exec::findScalarFunction(function), std::move(args), std::string(function));
    }

    LogicalPtr filter(LogicalPtr input, BoundExprPtr predicate) const {
        return std::make_shared<planner::FilterNode>(std::move(input), std::move(predicate));
    }
    LogicalPtr project(LogicalPtr input, std::vector<BoundExprPtr> exprs, std::vector<std::string> names) const {
        return std::make_shared<planner::ProjectNode>(std::move(input), std::move(exprs), std::move(names));
    }
    /// Output names: the keys' texts, then agg0, agg1, ...
    LogicalPtr aggregate(LogicalPtr input, std::vector<BoundExprPtr> keys, const std::vector<AggSpec>& calls) const {
        std::vector<std::string> names;
        for (const auto& key : keys) names.push_back(key->text);
        std::vector<planner::AggregateCall> bound;
        for (const auto& spec : calls) {
            planner::AggregateCall c;
            c.function = exec::findAggregateFunction(spec.function);
            std::vector<DataType> types;
            for (const auto& arg : spec.args) types.push_back(arg->type);
            c.signature = c.function->bind(types);
            for (size_t i = 0; i < spec.args.size(); ++i)
                c.args.push_back(planner::castTo(spec.args[i], c.signature.params[i]));
            c.distinct = spec.distinct;
            c.text = spec.function;
            names.push_back("agg" + std::to_string(bound.size()));
            bound.push_back(std::move(c));
        }
        return std::make_shared<planner::AggregateNode>(std::move(input), std::move(keys), std::move(bound),
                                                        std::move(names));
    }
    LogicalPtr sort(LogicalPtr input, std::vector<planner::SortSpec> keys) const {
        return std::make_shared<planner::SortNode>(std::move(input), std::move(keys));
    }
    LogicalPtr limit(LogicalPtr input, uint64_t offset, std::optional<uint64_t> fetch) const {
        return std::make_shared<planner::LimitNode>(std::move(input), offset, fetch);
    }
    LogicalPtr topN(LogicalPtr input, std::vector<planner::SortSpec> keys, uint64_t offset, uint64_t fetch) const {
        return std::make_shared<planner::TopNNode>(std::move(input), std::move(keys), offset, fetch);
    }
    LogicalPtr distinct(LogicalPtr input) const { return std::make_shared<planner::DistinctNode>(std::move(input)); }
    /// Names from the first input.
    LogicalPtr unionAll(std::vector<LogicalPtr> inputs) const {
        std::vector<std::string> names = inputs.at(0)->schema().getFieldNames();
        return std::make_shared<planner::UnionAllNode>(std::move(inputs), std::move(names));
    }
    LogicalPtr setOperation(LogicalPtr left, LogicalPtr right, planner::SetOperationType type) const {
        std::vector<std::string> names = left->schema().getFieldNames();
        return std::make_shared<planner::SetOperationNode>(std::move(left), std::move(right), type, std::move(names));
    }
    /// `condition` reads `left`'s fields then `right`'s (see joinCol); nullptr: none.
    LogicalPtr join(LogicalPtr left, LogicalPtr right, planner::JoinType type, BoundExprPtr condition = nullptr) const {
        return std::make_shared<planner::JoinNode>(std::move(left), std::move(right), type, std::move(condition));
    }
    /// Column `index` of the row a join of `left` and `right` reads: left's fields, then right's.
    BoundExprPtr joinCol(const LogicalPtr& left, const LogicalPtr& right, uint32_t index) const {
        TableSchema both = planner::concatSchemas(left->schema(), right->schema());
        return planner::makeColumnRef(index, both.getFieldType(index), both.getFieldName(index));
    }
};

/// Runs `plan` as it is (no rules) and renders each row as "v1|v2|..." (NULL as "null"), in output order.
inline std::vector<std::string> runPlan(const LogicalPtr& plan) {
    const std::vector<DataType>& types = plan->schema().getFieldTypes();
    std::vector<std::string> rows;
    exec::QueryContext ctx;
    planner::runPhysical(
        *planner::planPhysical(plan),
        [&](exec::RowView row) {
            std::string text;
            for (size_t i = 0; i < row.size(); ++i) {
                Value v = exec::cellToValue(row[i], types[i]);
                text += (i > 0 ? "|" : "") + (v.isNull() ? std::string("null") : v.toString());
            }
            rows.push_back(std::move(text));
            return true;
        },
        ctx);
    return rows;
}

/// runPlan's rows sorted: a multiset, for plans without an order.
inline std::vector<std::string> runPlanSorted(const LogicalPtr& plan) {
    std::vector<std::string> rows = runPlan(plan);
    std::sort(rows.begin(), rows.end());
    return rows;
}

/// `plan` after the standard program with only `rule` enabled, verified after every rewrite.
inline LogicalPtr applyOnly(const LogicalPtr& plan, const std::string& rule) {
    planner::OptimizerOptions options;
    for (const auto& name : planner::Optimizer::standard().ruleNames()) {
        if (name != rule) options.disabled.push_back(name);
    }
    options.verify = true;
    return planner::Optimizer::standard().optimize(plan, options, planner::FunctionCatalog::builtins());
}

/// `plan` after the whole standard program, verified after every rewrite.
inline LogicalPtr optimizeAll(const LogicalPtr& plan) {
    planner::OptimizerOptions options;
    options.verify = true;
    return planner::Optimizer::standard().optimize(plan, options, planner::FunctionCatalog::builtins());
}

}  // namespace tabula::testing
