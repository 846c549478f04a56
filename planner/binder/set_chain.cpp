// SQL set-operation chains: one pass over the operands that keeps the run of UNION [ALL] operands flat.
#include "planner/binder/set_chain.hpp"

#include "planner/binder/bind_context.hpp"
#include "planner/binder/set_operation.hpp"

namespace tabula::planner {
namespace {

/// How a chain's operator is named in errors and which node type it makes (INTERSECT and EXCEPT only).
struct OperatorMeaning {
    std::string_view name;
    SetOperationType type = SetOperationType::Intersect;
};

OperatorMeaning meaningOf(ast::SetOperator op) {
    switch (op) {
        case ast::SetOperator::UnionAll: return {"UNION ALL"};
        case ast::SetOperator::Union: return {"UNION"};
        case ast::SetOperator::Intersect: return {"INTERSECT", SetOperationType::Intersect};
        case ast::SetOperator::IntersectAll: return {"INTERSECT ALL", SetOperationType::IntersectAll};
        case ast::SetOperator::Except: return {"EXCEPT", SetOperationType::Minus};
        case ast::SetOperator::ExceptAll: return {"EXCEPT ALL", SetOperationType::MinusAll};
    }
    throw InternalError("unknown set operator");
}

/// The chain combined so far: UnionAll(Distinct(UnionAll(distinct_inputs)), all_inputs...), where an empty part
/// is left out and a UnionAll of one input is that input. Operands keep their own column types until plan() casts
/// them all to the chain's types once.
class ChainSoFar {
public:
    explicit ChainSoFar(LogicalPtr first) : schema_(first->schema()) { add(std::move(first)); }

    /// Widens the chain's column types to take in `operand`. Throws ValidationError (without a position) when
    /// they do not fit together.
    void widen(const TableSchema& operand, std::string_view operation) {
        schema_ = TableSchema(schema_.getFieldNames(), commonColumnTypes(schema_, operand, operation));
    }

    /// `operand` after the rows so far (UNION ALL).
    void add(LogicalPtr operand) {
        if (const auto* inputs = operand->as<UnionAllNode>()) {
            all_inputs_.insert(all_inputs_.end(), inputs->inputs().begin(), inputs->inputs().end());
        } else {
            all_inputs_.push_back(std::move(operand));
        }
    }

    /// Every row so far once (UNION, after add).
    void makeDistinct() {
        distinct_inputs_.insert(distinct_inputs_.end(), all_inputs_.begin(), all_inputs_.end());
        all_inputs_.clear();
    }

    /// The rows so far as one plan with the chain's column types.
    LogicalPtr plan() const {
        std::vector<LogicalPtr> inputs;
        if (!distinct_inputs_.empty()) inputs.push_back(std::make_shared<DistinctNode>(unionOf(distinct_inputs_)));
        for (const LogicalPtr& input : all_inputs_) inputs.push_back(castColumns(input, schema_.getFieldTypes()));
        if (inputs.size() == 1) return inputs[0];
        return std::make_shared<UnionAllNode>(std::move(inputs), schema_.getFieldNames());
    }

private:
    LogicalPtr unionOf(const std::vector<LogicalPtr>& operands) const {
        std::vector<LogicalPtr> inputs;
        for (const LogicalPtr& input : operands) inputs.push_back(castColumns(input, schema_.getFieldTypes()));
        if (inputs.size() == 1) return inputs[0];
        return std::make_shared<UnionAllNode>(std::move(inputs), schema_.getFieldNames());
    }

    TableSchema schema_;                       // the first operand's names, the types every operand widens to
    std::vector<LogicalPtr> distinct_inputs_;  // the operands up to the last UNION, under one Distinct
    std::vector<LogicalPtr> all_inputs_;       // the operands after it
};

}  // namespace

LogicalPtr bindSetChain(const ast::SetOperation& chain, const BindContext& context) {
    ChainSoFar so_far(bindQueryPart(*chain.first, context));
    for (const ast::SetStep& step : chain.steps) {
        const OperatorMeaning meaning = meaningOf(step.op);
        const bool is_union = step.op == ast::SetOperator::UnionAll || step.op == ast::SetOperator::Union;
        LogicalPtr operand = bindQueryPart(*step.operand, context);
        try {
            // The operator's own complaints (field counts, types) have no position: they belong under the operator.
            if (is_union) {
                so_far.widen(operand->schema(), meaning.name);
            } else {
                so_far = ChainSoFar(bindSetOperation(so_far.plan(), operand, meaning.type, meaning.name));
            }
        } catch (const ValidationError& e) {
            if (e.span()) throw;
            throw bindError(context.text, step.span, e.message());
        }
        if (!is_union) continue;
        so_far.add(std::move(operand));
        if (step.op == ast::SetOperator::Union) so_far.makeDistinct();
    }
    return so_far.plan();
}

}  // namespace tabula::planner
