// Group windows: Flink's Table API window(Tumble/Slide/Session ... as w).groupBy("w, k") and SQL's GROUP BY
// TUMBLE/HOP/SESSION(...), bound to a GroupWindow node under the aggregation, and the window properties (w.start,
// TUMBLE_END(...), ...) bound to the window's columns.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "exec/group_window.hpp"
#include "planner/binder/aggregate_collector.hpp"
#include "planner/binder/expression_binder.hpp"
#include "planner/binder/select_items.hpp"
#include "planner/logical/logical_plan.hpp"

namespace tabula::planner {

/// A group window as written: the Table API's builder parts (each parsed from its own string) or the arguments of
/// SQL's TUMBLE(time, size), HOP(time, slide, size), SESSION(time, gap) or of a window table function.
struct GroupWindowSpec {
    exec::GroupWindowKind kind = exec::GroupWindowKind::Tumble;
    ast::ExprPtr time;
    ast::ExprPtr size;    // Session: the gap
    ast::ExprPtr step;    // Slide: the slide; Cumulate: the step; null otherwise
    ast::ExprPtr offset;  // the window table functions' offset from the epoch; null for none
    /// The Table API takes BIGINT epoch milliseconds too (Flink 1.x's batch rowtime); SQL only TIMESTAMP.
    bool bigint_time = true;
    /// How the time is called in errors: "the time field of a group window", "the time column of ...".
    std::string time_role = "the time field of a group window";
    /// The Table API's alias (`as("w")`); SQL's windows take a name no field can have.
    std::string alias;
    /// SQL: the group key (`TUMBLE(ts, INTERVAL '1' HOUR)`) whose arguments the properties repeat; else null.
    ast::ExprPtr sql_call;
};

/// The GroupWindow node assigning `input`'s rows to `spec`'s windows, its time bound in `scope` (the columns of
/// `input`) and its partition `keys` too (they matter to sessions and row-count windows). Its window columns are
/// named windowStartName / windowEndName of the alias. Throws ValidationError for a time that is not TIMESTAMP or
/// BIGINT, and for sizes that are not positive time intervals (or row counts, for Tumble and Slide).
LogicalPtr bindGroupWindowNode(const GroupWindowSpec& spec, LogicalPtr input, const Scope& scope,
                               const std::vector<ast::ExprPtr>& keys, const BindContext& context);

/// A window table function over `table` (the plan of its TABLE argument): `table`'s columns, then window_start,
/// window_end and window_time (end - 1 ms), one row per window each row falls in. Throws ValidationError for an
/// unknown function, a wrong number of arguments, or sizes bindGroupWindowNode refuses.
LogicalPtr bindWindowTableFunction(const ast::WindowTableFunction& function, LogicalPtr table,
                                   const BindContext& context);
std::string windowStartName(const std::string& alias);
std::string windowEndName(const std::string& alias);

/// Claims the window's properties in the outputs of the aggregation over a GroupWindow node: `w.start`, `w.end`,
/// `w.rowtime` (end - 1 ms) of the Table API; SQL's TUMBLE_START(...), HOP_END(...), SESSION_ROWTIME(...) and so on,
/// whose arguments must be the GROUP BY window's. Binds them through the binder asking, as the window's key columns.
class WindowPropertyCollector : public ExprCollector {
public:
    explicit WindowPropertyCollector(const GroupWindowSpec& spec, bool row_count)
        : spec_(spec), row_count_(row_count) {}
    BoundExprPtr collect(const ast::Expr& node, ExpressionBinder& binder) override;
    bool claimsWithin(const ast::Expr& node) const override;

private:
    bool isProperty(const ast::Expr& node) const;
    /// The Table API's bare alias (`select("w")`), which is no value.
    bool isAlias(const ast::Expr& node) const;

    const GroupWindowSpec& spec_;
    bool row_count_;
};

/// The error for a call that makes sense only with a group window, met where there is none (`w.start` with no
/// window, TUMBLE_START without GROUP BY TUMBLE, TUMBLE(...) outside GROUP BY); nullopt for other calls.
std::optional<std::string> misplacedWindowCall(const ast::Expr& call);

/// SQL's GROUP BY with a group window among its keys: the GroupWindow node over `input` (rows bound in `scope`) and
/// the keys with the window replaced by its two columns; nullopt when no key is a window.
struct SqlGroupWindow {
    GroupWindowSpec spec;
    LogicalPtr plan;
    std::vector<ScopeColumn> columns;  // the scope's columns and, hidden, the window's two
    std::vector<ast::ExprPtr> keys;
    bool row_count = false;
};
std::optional<SqlGroupWindow> bindSqlGroupWindow(const std::vector<ast::ExprPtr>& group_by, LogicalPtr input,
                                                 const Scope& scope, const BindContext& context);

/// The Table API's window(...).groupBy(keys).select(items): `keys` must name the window's alias.
LogicalPtr bindWindowGroupedSelect(const FunctionCatalog& functions, LogicalPtr input, const GroupWindowSpec& spec,
                                   const std::vector<ast::ExprPtr>& keys, std::string_view key_text,
                                   const std::vector<ast::ExprPtr>& items, std::string_view text, NameMode mode,
                                   Dialect dialect);

}  // namespace tabula::planner
