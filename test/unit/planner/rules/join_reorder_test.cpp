// join_reorder: trees of inner joins are reassembled in the order the estimates favour, with the same rows and
// columns; outer joins stay where they are; eight joined tables plan in milliseconds.
#include <chrono>
#include <random>

#include "test/unit/planner/join_fixture.hpp"

namespace tabula::testing {
namespace {

using planner::JoinType;

Value intOrNull(std::optional<int> v) { return v ? Value::integer(*v) : Value::null(Types::INT()); }

class JoinReorder : public ::testing::Test {
protected:
    /// A one-column table `name` of INT values (nullopt: NULL).
    LogicalPtr single(const std::string& name, const std::vector<std::optional<int>>& values) const {
        std::vector<std::vector<Value>> rows;
        for (auto v : values) rows.push_back({intOrNull(v)});
        return b.values({{name, Types::INT()}}, rows);
    }
    BoundExprPtr eq(BoundExprPtr x, BoundExprPtr y) const { return b.call("equals", {std::move(x), std::move(y)}); }
    BoundExprPtr both(BoundExprPtr x, BoundExprPtr y) const { return b.call("and", {std::move(x), std::move(y)}); }

    PlanBuilder b;
    // a(ax) 5 rows, c(cy) 4 rows, bt(bx, by) 4 rows: a joins bt on ax = bx, bt joins c on by = cy. Distinct
    // values: ax 3, cy 2, bx 3, by 2.
    LogicalPtr a = single("ax", {1, 1, 2, std::nullopt, 3});
    LogicalPtr c = single("cy", {10, 20, 20, std::nullopt});
    LogicalPtr bt = b.values({{"bx", Types::INT()}, {"by", Types::INT()}}, {{intOrNull(1), intOrNull(10)},
                                                                            {intOrNull(2), intOrNull(20)},
                                                                            {intOrNull(std::nullopt), intOrNull(10)},
                                                                            {intOrNull(3), intOrNull(std::nullopt)}});

    /// (a × c) joined with bt on ax = bx AND by = cy: a cross product first, as written.
    LogicalPtr crossFirst() const {
        LogicalPtr ac = b.join(a, c, JoinType::Inner);
        // Row of the top join: ax, cy, bx, by.
        BoundExprPtr ax = b.joinCol(ac, bt, 0), cy = b.joinCol(ac, bt, 1);
        BoundExprPtr bx = b.joinCol(ac, bt, 2), by = b.joinCol(ac, bt, 3);
        return b.join(ac, bt, JoinType::Inner, both(eq(ax, bx), eq(by, cy)));
    }
};

// a = 1 (twice) meets (1,10), which meets cy = 10 once; a = 2 meets (2,20), which meets cy = 20 twice; a = 3
// meets (3,NULL), and a NULL never matches; the NULL of a and of c match nothing.
const Rows kCrossFirstRows{"1|10|1|10", "1|10|1|10", "2|20|2|20", "2|20|2|20"};

TEST_F(JoinReorder, ACrossProductFirstGivesWayToTheCheapestConnectedOrder) {
    LogicalPtr plan = crossFirst();
    LogicalPtr reordered = applyOnly(plan, "join_reorder");
    // Written: a × c (20 rows, a cross product) then bt. Connected orders: a ⋈ bt (5·4/3, 7 rows) then c
    // (7·4/2 = 14): cost 21; c ⋈ bt (4·4/2 = 8) then a (8·5/3, 14): cost 22. The first wins.
    EXPECT_EQ(planner::explainLogical(*reordered),
              "Project(select=[ax, cy, bx, by])\n"
              "+- Join(type=[inner], condition=[(by = cy)])\n"
              "   :- Join(type=[inner], condition=[(ax = bx)])\n"
              "   :  :- Values(name=[t], rows=[5])\n"
              "   :  +- Values(name=[t], rows=[4])\n"
              "   +- Values(name=[t], rows=[4])\n");
    EXPECT_EQ(reordered->schema().getFieldNames(), plan->schema().getFieldNames());
    EXPECT_EQ(runPlanSorted(reordered), kCrossFirstRows);
    EXPECT_EQ(runPlanSorted(plan), kCrossFirstRows);
}

TEST_F(JoinReorder, ACrossProductGivesWayEvenWhenItsEstimateIsTheSmallest) {
    // One row each in x and z, 12 in y, joined on x = y1 AND y2 = z: the written x × z (1 row) then y is
    // estimated cheapest, but a cross product grows with its inputs; a connected order exists and wins.
    LogicalPtr x = single("xk", {1});
    LogicalPtr z = single("zk", {10});
    std::vector<std::vector<Value>> y_rows;
    for (int i = 0; i < 12; ++i) y_rows.push_back({intOrNull(i % 3), intOrNull(10 * (i % 4))});
    LogicalPtr y = b.values({{"y1", Types::INT()}, {"y2", Types::INT()}}, y_rows);
    LogicalPtr xz = b.join(x, z, JoinType::Inner);
    // Row of the top join: xk, zk, y1, y2.
    LogicalPtr plan =
        b.join(xz, y, JoinType::Inner,
               both(eq(b.joinCol(xz, y, 0), b.joinCol(xz, y, 2)), eq(b.joinCol(xz, y, 3), b.joinCol(xz, y, 1))));
    LogicalPtr reordered = applyOnly(plan, "join_reorder");
    const std::string text = planner::explainLogical(*reordered);
    EXPECT_EQ(text.find("Join(type=[inner])"), std::string::npos) << text;
    // y rows with y1 = 1 and y2 = 10: i = 1 (1, 10) only, since i % 3 == 1 and i % 4 == 1 means i = 1.
    EXPECT_EQ(runPlanSorted(reordered), (Rows{"1|10|1|10"}));
    EXPECT_EQ(runPlanSorted(plan), (Rows{"1|10|1|10"}));
}

TEST_F(JoinReorder, AChainAlreadyInAGoodOrderIsKept) {
    // (a ⋈ bt ON ax = bx) ⋈ c ON by = cy: 7 then 14 rows, which no other order beats (see above).
    LogicalPtr ab = b.join(a, bt, JoinType::Inner, eq(b.joinCol(a, bt, 0), b.joinCol(a, bt, 1)));
    LogicalPtr plan = b.join(ab, c, JoinType::Inner, eq(b.joinCol(ab, c, 2), b.joinCol(ab, c, 3)));
    EXPECT_EQ(applyOnly(plan, "join_reorder"), plan);
}

TEST_F(JoinReorder, AnOuterJoinIsABarrierAndItsInputsAreOrderedOnTheirOwn) {
    LogicalPtr inner = crossFirst();
    LogicalPtr d = single("dk", {1, 2, 7});
    // inner LEFT JOIN d ON ax = dk: every inner row stays, padded where no dk matches.
    LogicalPtr plan = b.join(inner, d, JoinType::Left, eq(b.joinCol(inner, d, 0), b.joinCol(inner, d, 4)));
    LogicalPtr reordered = applyOnly(plan, "join_reorder");
    EXPECT_EQ(planner::explainLogical(*reordered),
              "Join(type=[left], condition=[(ax = dk)])\n"
              ":- Project(select=[ax, cy, bx, by])\n"
              ":  +- Join(type=[inner], condition=[(by = cy)])\n"
              ":     :- Join(type=[inner], condition=[(ax = bx)])\n"
              ":     :  :- Values(name=[t], rows=[5])\n"
              ":     :  +- Values(name=[t], rows=[4])\n"
              ":     +- Values(name=[t], rows=[4])\n"
              "+- Values(name=[t], rows=[3])\n");
    const Rows expected{"1|10|1|10|1", "1|10|1|10|1", "2|20|2|20|2", "2|20|2|20|2"};
    EXPECT_EQ(runPlanSorted(reordered), expected);
    EXPECT_EQ(runPlanSorted(plan), expected);
}

TEST_F(JoinReorder, AnInnerJoinAboveAnOuterJoinTreatsItAsOneInput) {
    // (a LEFT JOIN c ON ax = cy) × bt, then ON ax = bx: only two inputs above the barrier, nothing to reorder.
    LogicalPtr outer = b.join(a, c, JoinType::Left, eq(b.joinCol(a, c, 0), b.joinCol(a, c, 1)));
    LogicalPtr plan = b.join(outer, bt, JoinType::Inner, eq(b.joinCol(outer, bt, 0), b.joinCol(outer, bt, 2)));
    EXPECT_EQ(applyOnly(plan, "join_reorder"), plan);
}

TEST_F(JoinReorder, ANonDeterministicConditionKeepsTheWrittenOrder) {
    LogicalPtr ac = b.join(a, c, JoinType::Inner);
    BoundExprPtr random_pick = b.call("lessThan", {b.call("rand", {}), b.lit(Value::doublePrecision(2.0))});
    LogicalPtr plan = b.join(
        ac, bt, JoinType::Inner,
        both(both(eq(b.joinCol(ac, bt, 0), b.joinCol(ac, bt, 2)), eq(b.joinCol(ac, bt, 3), b.joinCol(ac, bt, 1))),
             random_pick));
    EXPECT_EQ(applyOnly(plan, "join_reorder"), plan);
}

/// A star of `dimensions` dimensions d1..dn (d_i holds keys 1..i+1, d1 key 2 twice) around a fact f(k1..kn) of
/// three rows: (1,..,1), (2,..,2) and (NULL,1,..,1). Written as the dimensions' cross product joined to f at the top.
LogicalPtr starOf(const PlanBuilder& b, int dimensions) {
    std::vector<LogicalPtr> dims;
    for (int i = 1; i <= dimensions; ++i) {
        std::vector<std::vector<Value>> rows;
        for (int k = 1; k <= i + 1; ++k) rows.push_back({Value::integer(k)});
        if (i == 1) rows.push_back({Value::integer(2)});
        dims.push_back(b.values({{"d" + std::to_string(i), Types::INT()}}, rows));
    }
    std::vector<std::pair<std::string, DataType>> fact_fields;
    std::vector<std::vector<Value>> fact_rows(3);
    for (int i = 1; i <= dimensions; ++i) {
        fact_fields.push_back({"k" + std::to_string(i), Types::INT()});
        fact_rows[0].push_back(Value::integer(1));
        fact_rows[1].push_back(Value::integer(2));
        fact_rows[2].push_back(i == 1 ? Value::null(Types::INT()) : Value::integer(1));
    }
    LogicalPtr fact = b.values(fact_fields, fact_rows);
    LogicalPtr product = dims[0];
    for (size_t i = 1; i < dims.size(); ++i) product = b.join(product, dims[i], JoinType::Inner);
    BoundExprPtr condition;
    for (uint32_t i = 0; i < static_cast<uint32_t>(dimensions); ++i) {
        BoundExprPtr key = b.call("equals", {b.joinCol(product, fact, i), b.joinCol(product, fact, dimensions + i)});
        condition = condition ? b.call("and", {condition, key}) : key;
    }
    return b.join(product, fact, JoinType::Inner, condition);
}

/// The star's rows: fact row 1 meets one row of each dimension; row 2 meets d1's two 2s; the NULL key meets
/// nothing. Each row holds the n dimension keys, then the n fact keys.
Rows starRows(int dimensions) {
    const auto all = [&](const std::string& v) {
        std::string row;
        for (int i = 0; i < 2 * dimensions; ++i) row += (i == 0 ? "" : "|") + v;
        return row;
    };
    return Rows{all("1"), all("2"), all("2")};
}

/// Optimizes the star of `dimensions` dimensions and checks it plans in milliseconds, keys every join and gives
/// its rows.
void expectStarPlansWithoutACrossProduct(const PlanBuilder& b, int dimensions) {
    LogicalPtr plan = starOf(b, dimensions);
    const auto start = std::chrono::steady_clock::now();
    LogicalPtr optimized = optimizeAll(plan);
    const auto elapsed = std::chrono::steady_clock::now() - start;
    EXPECT_LT(std::chrono::duration_cast<std::chrono::milliseconds>(elapsed).count(), 50);
    const std::string explained = planner::explainLogical(*optimized);
    EXPECT_EQ(explained.find("Join(type=[inner])"), std::string::npos) << explained;  // every join has a key
    EXPECT_EQ(runPlanSorted(optimized), starRows(dimensions));
}

TEST_F(JoinReorder, EightTablesPlanInMillisecondsWithoutACrossProduct) {
    expectStarPlansWithoutACrossProduct(b, 7);  // ordered by dynamic programming
}

TEST_F(JoinReorder, TwelveTablesAreOrderedGreedilyWithoutACrossProduct) {
    expectStarPlansWithoutACrossProduct(b, 11);  // more than ten inputs: the greedy order
}

TEST_F(JoinReorder, TwelveTablesInAChainAreOrderedGreedilyAlongTheChain) {
    // Twelve tables of the values 1, 2, 3, written as one cross product whose condition links them in a chain
    // t0 = t5 = t2 = t9 = ... (not in their written order): the greedy order must follow the links.
    const std::vector<uint32_t> chain{0, 5, 2, 9, 4, 11, 6, 1, 8, 3, 10, 7};
    LogicalPtr product;
    for (int t = 0; t < 12; ++t) {
        LogicalPtr table = single("t" + std::to_string(t), {1, 2, 3});
        product = product ? b.join(product, table, JoinType::Inner) : table;
    }
    BoundExprPtr condition;
    for (size_t i = 0; i + 1 < chain.size(); ++i) {
        BoundExprPtr link = eq(b.col(product, chain[i]), b.col(product, chain[i + 1]));
        condition = condition ? both(condition, link) : link;
    }
    const auto* top = product->as<planner::JoinNode>();
    LogicalPtr plan = b.join(top->left(), top->right(), JoinType::Inner, condition);
    const std::string explained = planner::explainLogical(*applyOnly(plan, "join_reorder"));
    EXPECT_EQ(explained.find("Join(type=[inner])"), std::string::npos) << explained;  // every join has a key
    EXPECT_EQ(runPlanSorted(applyOnly(plan, "join_reorder")),
              (Rows{"1|1|1|1|1|1|1|1|1|1|1|1", "2|2|2|2|2|2|2|2|2|2|2|2", "3|3|3|3|3|3|3|3|3|3|3|3"}));
}

/// Random trees of three to five inner joins over one-or-two-column tables of 1 to 6 rows (NULLs, duplicates),
/// written in a random shape with cross products and key equalities between random tables, plus now and then a
/// comparison of two tables: reordered or not, the same multiset of rows in the same columns.
class RandomJoinTrees {
public:
    explicit RandomJoinTrees(uint32_t seed) : random_(seed) {}

    LogicalPtr plan() {
        std::vector<LogicalPtr> tables;
        const int count = 3 + pick(3);
        for (int t = 0; t < count; ++t) tables.push_back(table(t));
        // Join adjacent tables in a random bracketing; every condition sits in the top join, which reads them all.
        while (tables.size() > 1) {
            const size_t at = static_cast<size_t>(pick(static_cast<int>(tables.size()) - 1));
            tables[at] = b_.join(tables[at], tables[at + 1], JoinType::Inner);
            tables.erase(tables.begin() + static_cast<std::ptrdiff_t>(at) + 1);
        }
        LogicalPtr tree = tables[0];
        const auto* top = tree->as<planner::JoinNode>();
        const uint32_t width = static_cast<uint32_t>(tree->schema().getFieldCount());
        BoundExprPtr condition;
        for (int c = 0; c < count; ++c) {
            const uint32_t x = static_cast<uint32_t>(pick(static_cast<int>(width)));
            const uint32_t y = static_cast<uint32_t>(pick(static_cast<int>(width)));
            if (x == y) continue;
            BoundExprPtr term = b_.call(pick(5) == 0 ? "lessThan" : "equals", {col(tree, x), col(tree, y)});
            condition = condition ? b_.call("and", {condition, term}) : term;
        }
        return b_.join(top->left(), top->right(), JoinType::Inner, condition);
    }

private:
    int pick(int n) { return std::uniform_int_distribution<int>(0, n - 1)(random_); }
    LogicalPtr table(int t) {
        std::vector<std::pair<std::string, DataType>> fields{{"t" + std::to_string(t) + "a", Types::INT()}};
        if (pick(2) == 0) fields.push_back({"t" + std::to_string(t) + "b", Types::INT()});
        std::vector<std::vector<Value>> rows(static_cast<size_t>(1 + pick(6)));
        for (auto& row : rows) {
            for (size_t f = 0; f < fields.size(); ++f)
                row.push_back(pick(5) == 0 ? Value::null(Types::INT()) : Value::integer(pick(3)));
        }
        return b_.values(fields, rows);
    }
    BoundExprPtr col(const LogicalPtr& tree, uint32_t i) const {
        return planner::makeColumnRef(i, tree->schema().getFieldType(i), tree->schema().getFieldName(i));
    }

    PlanBuilder b_;
    std::mt19937 random_;
};

TEST(JoinReorderRandom, RandomJoinTreesGiveTheSameRowsReorderedOrNot) {
    RandomJoinTrees trees(20261201);
    int reordered = 0;
    for (int i = 0; i < 300; ++i) {
        LogicalPtr plan = trees.plan();
        LogicalPtr optimized = applyOnly(plan, "join_reorder");
        reordered += optimized != plan;
        ASSERT_EQ(optimized->schema().getFieldNames(), plan->schema().getFieldNames());
        ASSERT_EQ(runPlanSorted(optimized), runPlanSorted(plan)) << "plan " << i << ":\n"
                                                                 << planner::explainLogical(*plan) << "reordered:\n"
                                                                 << planner::explainLogical(*optimized);
    }
    EXPECT_GT(reordered, 50);  // the trees do exercise the reordering
}

}  // namespace
}  // namespace tabula::testing
