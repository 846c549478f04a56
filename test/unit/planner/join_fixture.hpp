// Two small inputs for join tests, with duplicate keys and NULL keys on both sides:
//   l(a, v): (1,10) (1,11) (2,20) (NULL,30) (3,40)
//   r(b, w): (1,100) (2,200) (2,201) (NULL,300) (4,400)
#pragma once

#include <gtest/gtest.h>

#include "planner/explain.hpp"
#include "test/unit/planner/plan_builder.hpp"

namespace tabula::testing {

class JoinFixture : public ::testing::Test {
protected:
    static std::vector<std::vector<Value>> pairs(const std::vector<std::pair<std::optional<int>, int>>& rows) {
        std::vector<std::vector<Value>> values;
        for (const auto& [key, value] : rows)
            values.push_back({key ? Value::integer(*key) : Value::null(Types::INT()), Value::integer(value)});
        return values;
    }

    PlanBuilder b;
    LogicalPtr l = b.values({{"a", Types::INT()}, {"v", Types::INT()}},
                            pairs({{1, 10}, {1, 11}, {2, 20}, {std::nullopt, 30}, {3, 40}}));
    LogicalPtr r = b.values({{"b", Types::INT()}, {"w", Types::INT()}},
                            pairs({{1, 100}, {2, 200}, {2, 201}, {std::nullopt, 300}, {4, 400}}));
    // Columns of the joined row: a, v, b, w.
    BoundExprPtr a = b.joinCol(l, r, 0);
    BoundExprPtr v = b.joinCol(l, r, 1);
    BoundExprPtr bk = b.joinCol(l, r, 2);
    BoundExprPtr w = b.joinCol(l, r, 3);

    BoundExprPtr eq(BoundExprPtr x, BoundExprPtr y) const { return b.call("equals", {std::move(x), std::move(y)}); }
    BoundExprPtr gt(BoundExprPtr x, int n) const {
        return b.call("greaterThan", {std::move(x), b.lit(Value::integer(n))});
    }
    BoundExprPtr both(BoundExprPtr x, BoundExprPtr y) const { return b.call("and", {std::move(x), std::move(y)}); }
    LogicalPtr join(planner::JoinType type, BoundExprPtr condition = nullptr) const {
        return b.join(l, r, type, std::move(condition));
    }
};

using Rows = std::vector<std::string>;

/// `rows` sorted, to compare with runPlanSorted.
inline Rows sorted(Rows rows) {
    std::sort(rows.begin(), rows.end());
    return rows;
}

}  // namespace tabula::testing
