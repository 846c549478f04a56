// Shared setup for the decorrelation rules' tests: the tables of test/sql/subquery in memory, SQL over them, one
// rule run alone over a plan, and subquery expressions built directly.
//   l(k, v): (1,a) (2,b) (2,b2) (3,c) (NULL,n) (4,d)
//   s(k, x): (2,10) (2,20) (3,30) (3,NULL) (5,50) (NULL,60)
//   t(k):    2, 4
#pragma once

#include <gtest/gtest.h>

#include "api/src/internals.hpp"
#include "planner/explain.hpp"
#include "planner/optimizer/rewrite_rule.hpp"
#include "tabula/tabula.hpp"
#include "test/unit/planner/plan_builder.hpp"

namespace tabula::testing {

class SubqueryFixture : public ::testing::Test {
protected:
    SubqueryFixture() {
        env.getConfig().verify_plans = true;
        const Value null = Value::null(Types::INT());
        env.registerTable("l", env.fromValues(TableSchema({"k", "v"}, {Types::INT(), Types::STRING()}),
                                              {{Value::integer(1), Value::string("a")},
                                               {Value::integer(2), Value::string("b")},
                                               {Value::integer(2), Value::string("b2")},
                                               {Value::integer(3), Value::string("c")},
                                               {null, Value::string("n")},
                                               {Value::integer(4), Value::string("d")}}));
        env.registerTable("s", env.fromValues(TableSchema({"k", "x"}, {Types::INT(), Types::INT()}),
                                              {{Value::integer(2), Value::integer(10)},
                                               {Value::integer(2), Value::integer(20)},
                                               {Value::integer(3), Value::integer(30)},
                                               {Value::integer(3), null},
                                               {Value::integer(5), Value::integer(50)},
                                               {null, Value::integer(60)}}));
        env.registerTable(
            "t", env.fromValues(TableSchema({"k"}, {Types::INT()}), {{Value::integer(2)}, {Value::integer(4)}}));
    }

    /// The logical plan of `sql` after `rule` alone, run until nothing changes, verified after every rewrite.
    static planner::LogicalPtr after(const planner::LogicalPtr& plan, std::unique_ptr<planner::RewriteRule> rule) {
        planner::Optimizer optimizer({planner::RulePhase{"decorrelate", {std::move(rule)}, 8}});
        planner::OptimizerOptions options;
        options.verify = true;
        return optimizer.optimize(plan, options, planner::FunctionCatalog::builtins());
    }
    std::string explainAfter(std::string_view sql, std::unique_ptr<planner::RewriteRule> rule) const {
        return planner::explainLogical(*after(detail::Internals::plan(env.sqlQuery(sql)), std::move(rule)));
    }
    /// The rows of `sql` (whole program), sorted, as "v1|v2" with NULL as "null".
    std::vector<std::string> rowsOf(std::string_view sql) const {
        return runPlanSorted(optimizeAll(detail::Internals::plan(env.sqlQuery(sql))));
    }

    /// A subquery expression of `type` over `plan` (comparison `equals` for In), with `probe` when it takes one.
    static BoundExprPtr subquery(planner::SubqueryType type, planner::LogicalPtr plan, BoundExprPtr probe = nullptr,
                                 std::string_view comparison = "equals") {
        auto bound = std::make_shared<planner::BoundSubquery>();
        bound->type = type;
        bound->plan = std::move(plan);
        DataType result = Types::BOOLEAN();
        if (type == planner::SubqueryType::Scalar) {
            result = bound->plan->schema().getFieldType(0);
        } else if (type != planner::SubqueryType::Exists) {
            bound->comparison = planner::FunctionCatalog::builtins().scalar(comparison);
        }
        return planner::makeSubqueryExpr(std::move(bound), std::move(probe), result, "(q)");
    }

    TableEnvironment env;
    PlanBuilder b;
    LogicalPtr l =
        b.values({{"k", Types::INT()}, {"v", Types::STRING()}}, {{Value::integer(1), Value::string("a")},
                                                                 {Value::integer(2), Value::string("b")},
                                                                 {Value::null(Types::INT()), Value::string("n")}});
    LogicalPtr s = b.values({{"k", Types::INT()}, {"x", Types::INT()}}, {{Value::integer(2), Value::integer(10)},
                                                                         {Value::integer(2), Value::null(Types::INT())},
                                                                         {Value::integer(3), Value::integer(30)}});
    /// s's key, compared with l's key (an outer reference) inside a subquery over s.
    BoundExprPtr correlatedOnKey() const {
        return b.call("equals", {b.col(s, 0), planner::makeOuterColumnRef(0, Types::INT(), "l.k")});
    }
};

}  // namespace tabula::testing
