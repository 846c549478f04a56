// WindowCollector: gathers the window calls of a select list and ORDER BY (`rank() OVER (...)`, `sum(v) OVER w`)
// into Window nodes, one per distinct partition and order, over what the select list sees without them (the
// query's input, or its aggregation's output).
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "planner/binder/expression_binder.hpp"
#include "planner/logical/logical_plan.hpp"

namespace tabula::planner {

/// True for the names of the window functions that are no aggregates (row_number, rank, lag, ...).
bool isWindowOnlyFunction(std::string_view name);

/// Claims Over nodes. Each is bound to a placeholder column until windowNodes() knows where the Window nodes put
/// it; placeColumns() then puts the real columns in.
class WindowCollector : public ExprCollector {
public:
    /// Binds an expression as the select list sees it without windows; `clause` names where it stands.
    using BindBelow = std::function<BoundExprPtr(const ast::Expr&, const std::string& clause)>;

    /// `windows`: the query's WINDOW clause. Both must outlive the collector.
    WindowCollector(const std::vector<ast::NamedWindow>& windows, BindBelow bind_below);

    BoundExprPtr collect(const ast::Expr& node, ExpressionBinder& binder) override;

    bool empty() const { return calls_.empty(); }
    /// The Window nodes over `below` (whose columns the collected expressions read), stacked in the order their
    /// windows were first met; each appends its calls' columns.
    LogicalPtr windowNodes(LogicalPtr below);
    /// `expr` with every placeholder replaced by its call's column of windowNodes()'s plan. REQUIRES: windowNodes()
    /// was called.
    BoundExprPtr placeColumns(const BoundExprPtr& expr) const;

private:
    struct Window {
        std::vector<BoundExprPtr> partition;
        std::vector<SortSpec> order;
        std::vector<size_t> calls;  // indexes into calls_
    };
    const ast::WindowSpec& resolveWindow(const ast::Expr& over, const ExpressionBinder& binder) const;
    WindowCall bindCall(const ast::Expr& call, const ast::WindowSpec& window, const std::vector<SortSpec>& order,
                        const ExpressionBinder& binder);
    /// Adds the aggregate `function`'s call, its arguments bound below.
    void bindAggregate(WindowCall& bound, const ast::Expr& call, const exec::AggregateFunction& function,
                       const ExpressionBinder& binder);
    /// The frame written (or the default), a RANGE offset converted to the units of the ORDER BY key `order`.
    exec::WindowFrame bindFrame(const ast::WindowSpec& window, const std::vector<SortSpec>& order,
                                const ExpressionBinder& binder) const;

    const std::vector<ast::NamedWindow>& windows_;
    BindBelow bind_below_;
    std::vector<Window> bound_windows_;
    std::vector<WindowCall> calls_;
    std::vector<uint32_t> call_columns_;  // per call, its column in windowNodes()'s plan
};

}  // namespace tabula::planner
