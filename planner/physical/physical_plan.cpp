// Entry points of physical planning: plan (through the PhysicalPlanner, one plan_<node>.cpp per logical node
// class), explain and run a physical plan.
#include "planner/physical/physical_plan.hpp"

#include "exec/pipeline/executor.hpp"
#include "planner/explain.hpp"
#include "planner/expr/expr_util.hpp"
#include "planner/physical/physical_planner.hpp"

namespace tabula::planner {
namespace {

/// Rows from the Executor into the caller's function.
class CallbackRowSink final : public exec::RowSink {
public:
    explicit CallbackRowSink(const std::function<bool(exec::RowView)>& on_row) : on_row_(on_row) {}
    bool push(exec::RowView row) override { return on_row_(row); }

private:
    const std::function<bool(exec::RowView)>& on_row_;
};

/// `Name(key=[value], ..., rows=N)`, the row count shown where it is known.
std::string describeOperator(const exec::PhysicalOperator& op) {
    const exec::OperatorDescription description = op.description();
    std::vector<std::string> parts;
    for (const auto& [key, value] : description.params) parts.push_back(key + "=[" + value + "]");
    if (description.estimated_rows) parts.push_back("rows=" + std::to_string(*description.estimated_rows));
    return description.name + "(" + joinList(parts) + ")";
}

}  // namespace

PhysicalPtr planPhysical(const LogicalPtr& root) { return PhysicalPlanner().plan(*root); }

std::string explainPhysical(const exec::PhysicalOperator& root) {
    std::string out;
    renderTree(
        root, describeOperator, [](const exec::PhysicalOperator& op) -> const auto& { return op.children(); }, "", true,
        true, out);
    return out;
}

void runPhysical(const exec::PhysicalOperator& root, const std::function<bool(exec::RowView)>& sink,
                 exec::QueryContext& ctx) {
    CallbackRowSink out(sink);
    exec::Executor(root, ctx).runToEnd(out);
}

}  // namespace tabula::planner
