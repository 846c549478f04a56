// Table: Table API operations delegate to the planner's binders; execution to query_execution.
#include "tabula/table.hpp"

#include <iostream>

#include "file_sink.hpp"
#include "group_window_spec.hpp"
#include "insert_into.hpp"
#include "internals.hpp"
#include "over_window_spec.hpp"
#include "parser/parse.hpp"
#include "planner/binder/flat_aggregate.hpp"
#include "planner/binder/lateral_call.hpp"
#include "planner/binder/select_items.hpp"
#include "planner/binder/set_operation.hpp"
#include "planner/binder/table_ops.hpp"
#include "query_execution.hpp"
#include "tabula/result_format.hpp"

namespace tabula {

namespace {

using detail::Internals;
using ExprList = std::vector<ast::ExprPtr>;
using planner::NameMode;

ExprList nodesOf(const std::vector<Expression>& exprs) {
    ExprList nodes;
    for (const auto& e : exprs) nodes.push_back(Internals::node(e));
    return nodes;
}

/// `left` joined with `right` (of the same environment) on `predicate` (nullptr: none), parsed from `text`.
Table joinTables(const Table& left, const Table& right, planner::JoinType type, const ast::Expr* predicate,
                 std::string_view text) {
    const std::shared_ptr<detail::EnvironmentState>& env = Internals::environment(left);
    if (Internals::environment(right) != env)
        throw ValidationError("cannot join tables of different TableEnvironments");
    return Internals::table(
        env, planner::bindJoin(env->functions(), Internals::plan(left), Internals::plan(right), type, predicate, text));
}

/// Throws unless `right` belongs to `left`'s environment; `operation` as the user called it.
void checkSameEnvironment(const Table& left, const Table& right, std::string_view operation) {
    if (Internals::environment(right) != Internals::environment(left))
        throw ValidationError(std::string(operation) + " needs a table of the same TableEnvironment");
}

/// `left` intersect/minus [all] `right`, named as Flink names the method.
Table setOperation(const Table& left, const Table& right, planner::SetOperationType type) {
    const std::string_view operation = planner::setOperationTypeName(type);
    checkSameEnvironment(left, right, operation);
    return Internals::table(Internals::environment(left),
                            planner::bindSetOperation(Internals::plan(left), Internals::plan(right), type, operation));
}

}  // namespace

Table::Table(std::shared_ptr<detail::EnvironmentState> env, std::shared_ptr<const planner::LogicalNode> plan)
    : env_(std::move(env)), plan_(std::move(plan)) {}

Table Table::select(std::string_view fields) const {
    return Table(env_, planner::bindSelectList(env_->functions(), plan_, parser::parseExpressionList(fields), fields,
                                               NameMode::Exact, planner::Dialect::TableApi));
}

Table Table::select(std::vector<Expression> fields) const {
    return Table(env_, planner::bindSelectList(env_->functions(), plan_, nodesOf(fields), "", NameMode::Exact,
                                               planner::Dialect::TableApi));
}

Table Table::filter(std::string_view predicate) const {
    return Table(env_, planner::bindFilter(env_->functions(), plan_, *parser::parseExpression(predicate), predicate,
                                           NameMode::Exact));
}

Table Table::filter(const Expression& predicate) const {
    return Table(env_, planner::bindFilter(env_->functions(), plan_, *Internals::node(predicate), "", NameMode::Exact));
}

Table Table::as(std::string_view fields) const {
    return as(planner::fieldNamesOf(parser::parseExpressionList(fields), fields));
}

Table Table::as(std::vector<std::string> names) const { return Table(env_, planner::bindRenameAll(plan_, names)); }

Table Table::addColumns(std::string_view fields) const {
    return Table(env_,
                 planner::bindAddColumns(env_->functions(), plan_, parser::parseExpressionList(fields), fields, false));
}

Table Table::addColumns(std::vector<Expression> fields) const {
    return Table(env_, planner::bindAddColumns(env_->functions(), plan_, nodesOf(fields), "", false));
}

Table Table::addOrReplaceColumns(std::string_view fields) const {
    return Table(env_,
                 planner::bindAddColumns(env_->functions(), plan_, parser::parseExpressionList(fields), fields, true));
}

Table Table::addOrReplaceColumns(std::vector<Expression> fields) const {
    return Table(env_, planner::bindAddColumns(env_->functions(), plan_, nodesOf(fields), "", true));
}

Table Table::renameColumns(std::string_view fields) const {
    return Table(env_,
                 planner::bindRenameColumns(env_->functions(), plan_, parser::parseExpressionList(fields), fields));
}

Table Table::renameColumns(std::vector<Expression> fields) const {
    return Table(env_, planner::bindRenameColumns(env_->functions(), plan_, nodesOf(fields), ""));
}

Table Table::dropColumns(std::string_view fields) const {
    return Table(env_, planner::bindDropColumns(env_->functions(), plan_, parser::parseExpressionList(fields), fields));
}

Table Table::dropColumns(std::vector<Expression> fields) const {
    return Table(env_, planner::bindDropColumns(env_->functions(), plan_, nodesOf(fields), ""));
}

Table Table::distinct() const { return Table(env_, std::make_shared<planner::DistinctNode>(plan_)); }

Table Table::unionAll(const Table& right) const {
    checkSameEnvironment(*this, right, "unionAll");
    return Table(env_, planner::bindUnionAll(plan_, right.plan_, "unionAll"));
}

Table Table::union_(const Table& right) const {
    checkSameEnvironment(*this, right, "union");
    return Table(env_, planner::bindUnion(plan_, right.plan_, "union"));
}

Table Table::minus(const Table& right) const { return setOperation(*this, right, planner::SetOperationType::Minus); }

Table Table::minusAll(const Table& right) const {
    return setOperation(*this, right, planner::SetOperationType::MinusAll);
}

Table Table::intersect(const Table& right) const {
    return setOperation(*this, right, planner::SetOperationType::Intersect);
}

Table Table::intersectAll(const Table& right) const {
    return setOperation(*this, right, planner::SetOperationType::IntersectAll);
}

Table Table::join(const Table& right) const { return joinTables(*this, right, planner::JoinType::Inner, nullptr, ""); }

Table Table::join(const Table& right, std::string_view predicate) const {
    return joinTables(*this, right, planner::JoinType::Inner, parser::parseExpression(predicate).get(), predicate);
}

Table Table::join(const Table& right, const Expression& predicate) const {
    return joinTables(*this, right, planner::JoinType::Inner, Internals::node(predicate).get(), "");
}

Table Table::leftOuterJoin(const Table& right, std::string_view predicate) const {
    return joinTables(*this, right, planner::JoinType::Left, parser::parseExpression(predicate).get(), predicate);
}

Table Table::leftOuterJoin(const Table& right, const Expression& predicate) const {
    return joinTables(*this, right, planner::JoinType::Left, Internals::node(predicate).get(), "");
}

Table Table::joinLateral(std::string_view call) const {
    return Table(env_, planner::bindLateralJoin(env_->functions(), plan_, *parser::parseExpression(call),
                                                planner::JoinType::Inner, call, "joinLateral"));
}

Table Table::joinLateral(const Expression& call) const {
    return Table(env_, planner::bindLateralJoin(env_->functions(), plan_, *Internals::node(call),
                                                planner::JoinType::Inner, "", "joinLateral"));
}

Table Table::joinLateral(std::string_view call, std::string_view predicate) const {
    return joinLateral(call).filter(predicate);
}

Table Table::joinLateral(const Expression& call, const Expression& predicate) const {
    return joinLateral(call).filter(predicate);
}

Table Table::leftOuterJoinLateral(std::string_view call) const {
    return Table(env_, planner::bindLateralJoin(env_->functions(), plan_, *parser::parseExpression(call),
                                                planner::JoinType::Left, call, "leftOuterJoinLateral"));
}

Table Table::leftOuterJoinLateral(const Expression& call) const {
    return Table(env_, planner::bindLateralJoin(env_->functions(), plan_, *Internals::node(call),
                                                planner::JoinType::Left, "", "leftOuterJoinLateral"));
}

Table Table::flatAggregate(std::string_view call) const {
    return Table(env_,
                 planner::bindFlatAggregate(env_->functions(), plan_, {}, "", *parser::parseExpression(call), call));
}

Table Table::flatAggregate(const Expression& call) const {
    return Table(env_, planner::bindFlatAggregate(env_->functions(), plan_, {}, "", *Internals::node(call), ""));
}

Table Table::map(std::string_view call) const {
    return Table(env_, planner::bindMap(env_->functions(), plan_, *parser::parseExpression(call), call));
}

Table Table::map(const Expression& call) const {
    return Table(env_, planner::bindMap(env_->functions(), plan_, *Internals::node(call), ""));
}

Table Table::aggregate(std::string_view call) const {
    return Table(env_, planner::bindAggregate(env_->functions(), plan_, {}, "", *parser::parseExpression(call), call));
}

Table Table::aggregate(const Expression& call) const {
    return Table(env_, planner::bindAggregate(env_->functions(), plan_, {}, "", *Internals::node(call), ""));
}

Table Table::flatMap(std::string_view call) const {
    return Table(env_, planner::bindFlatMap(env_->functions(), plan_, *parser::parseExpression(call), call));
}

Table Table::flatMap(const Expression& call) const {
    return Table(env_, planner::bindFlatMap(env_->functions(), plan_, *Internals::node(call), ""));
}

Table Table::rightOuterJoin(const Table& right, std::string_view predicate) const {
    return joinTables(*this, right, planner::JoinType::Right, parser::parseExpression(predicate).get(), predicate);
}

Table Table::rightOuterJoin(const Table& right, const Expression& predicate) const {
    return joinTables(*this, right, planner::JoinType::Right, Internals::node(predicate).get(), "");
}

Table Table::fullOuterJoin(const Table& right, std::string_view predicate) const {
    return joinTables(*this, right, planner::JoinType::Full, parser::parseExpression(predicate).get(), predicate);
}

Table Table::fullOuterJoin(const Table& right, const Expression& predicate) const {
    return joinTables(*this, right, planner::JoinType::Full, Internals::node(predicate).get(), "");
}

GroupedTable Table::groupBy(std::string_view fields) const {
    return GroupedTable(*this, parser::parseExpressionList(fields), std::string(fields));
}

GroupedTable Table::groupBy(std::vector<Expression> fields) const { return GroupedTable(*this, nodesOf(fields), ""); }

Table Table::orderBy(std::string_view fields) const {
    return Table(env_, planner::bindOrderBy(env_->functions(), plan_, parser::parseExpressionList(fields), fields));
}

Table Table::orderBy(std::vector<Expression> fields) const {
    return Table(env_, planner::bindOrderBy(env_->functions(), plan_, nodesOf(fields), ""));
}

Table Table::offset(int64_t n) const { return Table(env_, planner::bindOffset(plan_, n)); }

Table Table::fetch(int64_t n) const { return Table(env_, planner::bindFetch(plan_, n)); }

Table Table::limit(int64_t offset) const { return this->offset(offset); }

Table Table::limit(int64_t offset, int64_t fetch) const { return this->offset(offset).fetch(fetch); }

const TableSchema& Table::getSchema() const { return plan_->schema(); }

void Table::printSchema() const { printSchema(std::cout); }

void Table::printSchema(std::ostream& out) const { out << getSchema().toString(); }

std::string Table::explain() const { return detail::explainPlan(*env_, plan_); }

TableResult Table::execute() const { return detail::executePlan(env_, plan_); }

void Table::print() const { print(std::cout); }

void Table::print(std::ostream& out) const {
    TableResult result = execute();
    formatResult(result, FormatOptions{}, out);
    for (const auto& warning : result.warnings()) std::cerr << "warning: " << warning << '\n';
}

Table Table::cache() const {
    std::vector<std::string> warnings;
    exec::ColumnTableBuilder rows(plan_->schema().getFieldTypes());
    detail::materializePlan(*env_, plan_, rows, warnings);
    for (const auto& warning : warnings) std::cerr << "warning: " << warning << '\n';
    return Table(env_,
                 std::make_shared<planner::ValuesNode>("(cache)", plan_->schema(), planner::fixedTable(rows.finish())));
}

void Table::writeToSink(const CsvTableSink& sink) const {
    detail::writeTableToFile(*this, detail::fileSinkOf(sink), getSchema());
}

void Table::insertInto(std::string_view name) const { detail::insertInto(*env_, name, {*this}); }

OverWindowedTable Table::window(const OverWindow& window) const { return OverWindowedTable(*this, {window}); }

OverWindowedTable Table::window(std::vector<OverWindow> windows) const {
    return OverWindowedTable(*this, std::move(windows));
}

WindowedTable Table::window(const GroupWindow& window) const { return WindowedTable(*this, window); }

WindowedTable::WindowedTable(Table input, GroupWindow window) : input_(std::move(input)), window_(std::move(window)) {
    detail::groupWindowSpec(window_);
}

WindowGroupedTable WindowedTable::groupBy(std::string_view fields) const {
    return WindowGroupedTable(input_, window_, parser::parseExpressionList(fields), std::string(fields));
}

WindowGroupedTable WindowedTable::groupBy(std::vector<Expression> fields) const {
    return WindowGroupedTable(input_, window_, nodesOf(fields), "");
}

WindowGroupedTable::WindowGroupedTable(Table input, GroupWindow window, std::vector<ast::ExprPtr> keys,
                                       std::string key_text)
    : input_(std::move(input)), window_(std::move(window)), keys_(std::move(keys)), key_text_(std::move(key_text)) {
    selectItems({}, "");  // binds the window and the keys now, so errors show at the call, as Flink's
}

Table WindowGroupedTable::selectItems(std::vector<ast::ExprPtr> items, std::string_view text) const {
    const std::shared_ptr<detail::EnvironmentState>& env = Internals::environment(input_);
    return Internals::table(env, planner::bindWindowGroupedSelect(
                                     env->functions(), Internals::plan(input_), detail::groupWindowSpec(window_), keys_,
                                     key_text_, items, text, NameMode::Exact, planner::Dialect::TableApi));
}

Table WindowGroupedTable::select(std::string_view fields) const {
    return selectItems(parser::parseExpressionList(fields), fields);
}

Table WindowGroupedTable::select(std::vector<Expression> fields) const { return selectItems(nodesOf(fields), ""); }

OverWindowedTable::OverWindowedTable(Table input, std::vector<OverWindow> windows)
    : input_(std::move(input)), windows_(std::move(windows)) {
    if (windows_.empty()) throw ValidationError("window(...) needs at least one over window");
    for (size_t i = 0; i < windows_.size(); ++i) {
        detail::overWindowSpec(windows_[i]);
        for (size_t j = 0; j < i; ++j) {
            if (windows_[j].alias() == windows_[i].alias())
                throw ValidationError("two over windows are named '" + windows_[i].alias() + "'");
        }
    }
}

Table OverWindowedTable::select(std::string_view fields) const {
    const std::shared_ptr<detail::EnvironmentState>& env = Internals::environment(input_);
    std::vector<ast::NamedWindow> windows;
    for (const OverWindow& window : windows_) windows.push_back(detail::overWindowSpec(window));
    return Internals::table(env, planner::bindOverWindowSelect(env->functions(), Internals::plan(input_), windows,
                                                               parser::parseExpressionList(fields), fields,
                                                               NameMode::Exact, planner::Dialect::TableApi));
}

GroupedTable::GroupedTable(Table input, std::vector<std::shared_ptr<const ast::Expr>> keys, std::string key_text)
    : input_(std::move(input)), keys_(std::move(keys)), key_text_(std::move(key_text)) {
    if (keys_.empty()) throw ValidationError("groupBy needs at least one key");
    planner::checkGroupKeys(Internals::environment(input_)->functions(), Internals::plan(input_), keys_, key_text_,
                            NameMode::Exact);
}

Table GroupedTable::flatAggregate(std::string_view call) const {
    const std::shared_ptr<detail::EnvironmentState>& env = Internals::environment(input_);
    return Internals::table(env, planner::bindFlatAggregate(env->functions(), Internals::plan(input_), keys_, key_text_,
                                                            *parser::parseExpression(call), call));
}

Table GroupedTable::flatAggregate(const Expression& call) const {
    const std::shared_ptr<detail::EnvironmentState>& env = Internals::environment(input_);
    return Internals::table(env, planner::bindFlatAggregate(env->functions(), Internals::plan(input_), keys_, key_text_,
                                                            *Internals::node(call), ""));
}

Table GroupedTable::aggregate(std::string_view call) const {
    const std::shared_ptr<detail::EnvironmentState>& env = Internals::environment(input_);
    return Internals::table(env, planner::bindAggregate(env->functions(), Internals::plan(input_), keys_, key_text_,
                                                        *parser::parseExpression(call), call));
}

Table GroupedTable::aggregate(const Expression& call) const {
    const std::shared_ptr<detail::EnvironmentState>& env = Internals::environment(input_);
    return Internals::table(env, planner::bindAggregate(env->functions(), Internals::plan(input_), keys_, key_text_,
                                                        *Internals::node(call), ""));
}

Table GroupedTable::select(std::string_view fields) const {
    const std::shared_ptr<detail::EnvironmentState>& env = Internals::environment(input_);
    return Internals::table(env, planner::bindGroupedSelect(env->functions(), Internals::plan(input_), keys_, key_text_,
                                                            parser::parseExpressionList(fields), fields,
                                                            NameMode::Exact, planner::Dialect::TableApi));
}

Table GroupedTable::select(std::vector<Expression> fields) const {
    const std::shared_ptr<detail::EnvironmentState>& env = Internals::environment(input_);
    return Internals::table(
        env, planner::bindGroupedSelect(env->functions(), Internals::plan(input_), keys_, key_text_, nodesOf(fields),
                                        "", NameMode::Exact, planner::Dialect::TableApi));
}

}  // namespace tabula
