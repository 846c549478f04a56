// Internals: the one way into what the installed headers keep private (the plan and environment behind a Table,
// the syntax tree behind an Expression, the state behind a TableEnvironment, the cursor behind a TableResult).
#pragma once

#include <memory>
#include <utility>

#include "parsed_statement.hpp"
#include "parser/ast.hpp"
#include "planner/logical/logical_node.hpp"
#include "result_cursor.hpp"
#include "tabula/script.hpp"
#include "tabula/table_environment.hpp"

namespace tabula::detail {

/// A friend of Table, Expression, TableEnvironment, TableResult and ScriptStatement. The facade's sources and the tests
/// reach those types' internals only through it; it is not installed, so a program that sees only the installed headers
/// cannot.
struct Internals {
    /// A Table reading `plan`, belonging to `env`.
    static Table table(std::shared_ptr<EnvironmentState> env, planner::LogicalPtr plan) {
        return Table(std::move(env), std::move(plan));
    }
    /// The logical plan `table` stands for, as bound (not optimized).
    static const planner::LogicalPtr& plan(const Table& table) { return table.plan_; }
    /// The environment `table` belongs to.
    static const std::shared_ptr<EnvironmentState>& environment(const Table& table) { return table.env_; }
    /// The state behind `env`: its catalog, settings and functions.
    static const std::shared_ptr<EnvironmentState>& state(const TableEnvironment& env) { return env.state_; }

    /// An Expression standing for the syntax tree `node`.
    static Expression expression(ast::ExprPtr node) { return Expression(std::move(node)); }
    /// The syntax tree `expression` stands for.
    static const ast::ExprPtr& node(const Expression& expression) { return expression.node_; }

    /// A result reading `cursor` (a running query), whose rows have `schema`.
    static TableResult result(std::shared_ptr<const TableSchema> schema, std::unique_ptr<ResultCursor> cursor) {
        return TableResult(std::move(schema), std::move(cursor));
    }

    /// A ScriptStatement standing for `statement`, parsed from `text`.
    static ScriptStatement statement(std::shared_ptr<const std::string> text, ast::Statement statement) {
        return ScriptStatement(std::make_shared<const ParsedStatement>(std::move(text), std::move(statement)));
    }
    /// The syntax tree and text behind `statement`.
    static const ParsedStatement& parsed(const ScriptStatement& statement) { return *statement.parsed_; }
};

}  // namespace tabula::detail
