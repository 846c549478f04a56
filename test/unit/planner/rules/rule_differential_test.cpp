// Every rule together against none: random plans over in-memory rows (NULLs, duplicates) must give the same
// multiset of rows optimized and as written. Catches a rule that moves a condition or maps a column wrongly
// even where no golden plan names the case. Fixed seed; run with --gtest_repeat and another seed for more.
#include <gtest/gtest.h>

#include <random>

#include "planner/explain.hpp"
#include "test/unit/planner/plan_builder.hpp"

namespace tabula::testing {
namespace {

/// Builds random plans of Filter, Project, Aggregate, Sort + Limit, Distinct, UnionAll (of a plan and a filtered
/// copy of it) and Join over one Values table.
class RandomPlans {
public:
    explicit RandomPlans(uint32_t seed) : random_(seed) {}

    LogicalPtr plan(int depth) {
        if (depth == 0) return base_;
        LogicalPtr input = plan(depth - 1);
        switch (pick(8)) {
            case 0:
            case 1: return b_.filter(input, condition(input));
            case 2: return project(input);
            case 3: return aggregate(input);
            case 4: return sortLimit(input);
            case 5: return b_.distinct(input);
            case 6: return b_.unionAll({input, b_.filter(input, condition(input))});
            default: return join(input);
        }
    }

private:
    int pick(int n) { return std::uniform_int_distribution<int>(0, n - 1)(random_); }

    /// Positions of the input's columns of `type`.
    static std::vector<uint32_t> columnsOf(const LogicalPtr& input, TypeId type) {
        std::vector<uint32_t> out;
        for (uint32_t i = 0; i < input->schema().getFieldCount(); ++i) {
            if (input->schema().getFieldType(i).id() == type) out.push_back(i);
        }
        return out;
    }

    /// One comparison of a column with a literal, or the AND of two.
    BoundExprPtr condition(const LogicalPtr& input) {
        BoundExprPtr c = comparison(input);
        if (pick(2) == 0) c = b_.call("and", {c, comparison(input)});
        return c;
    }

    BoundExprPtr comparison(const LogicalPtr& input) {
        static const char* const kOps[] = {"greaterThan", "lessThan", "equals", "notEquals", "greaterThanOrEqual"};
        std::vector<uint32_t> numbers = columnsOf(input, TypeId::BigInt);
        std::vector<uint32_t> ints = columnsOf(input, TypeId::Int);
        numbers.insert(numbers.end(), ints.begin(), ints.end());
        std::vector<uint32_t> strings = columnsOf(input, TypeId::String);
        const char* op = kOps[pick(5)];
        if (!numbers.empty() && (strings.empty() || pick(3) > 0)) {
            BoundExprPtr column = b_.col(input, numbers[static_cast<size_t>(pick(static_cast<int>(numbers.size())))]);
            return b_.call(op, {column, b_.lit(Value::integer(pick(8)))});
        }
        BoundExprPtr column = b_.col(input, strings[static_cast<size_t>(pick(static_cast<int>(strings.size())))]);
        static const char* const kWords[] = {"a", "b", "c"};
        return b_.call(op, {column, b_.lit(Value::string(kWords[pick(3)]))});
    }

    /// Some of the columns, shuffled, plus sometimes a computed one.
    LogicalPtr project(const LogicalPtr& input) {
        std::vector<BoundExprPtr> exprs;
        std::vector<std::string> names;
        for (uint32_t i = 0; i < input->schema().getFieldCount(); ++i) {
            if (pick(3) == 0) continue;
            exprs.push_back(b_.col(input, i));
            names.push_back("c" + std::to_string(names.size()));
        }
        std::vector<uint32_t> ints = columnsOf(input, TypeId::Int);
        if (!ints.empty() && pick(2) == 0) {
            exprs.push_back(b_.call("plus", {b_.col(input, ints[0]), b_.lit(Value::integer(1))}));
            names.push_back("c" + std::to_string(names.size()));
        }
        if (exprs.empty()) {
            exprs.push_back(b_.col(input, 0));
            names.push_back("c0");
        }
        std::shuffle(exprs.begin(), exprs.end(), random_);
        return b_.project(input, exprs, names);
    }

    LogicalPtr aggregate(const LogicalPtr& input) {
        std::vector<BoundExprPtr> keys;
        for (uint32_t i = 0; i < input->schema().getFieldCount(); ++i) {
            if (pick(2) == 0) keys.push_back(b_.col(input, i));
        }
        std::vector<AggSpec> calls = {{"count", {}}};
        std::vector<uint32_t> ints = columnsOf(input, TypeId::Int);
        if (!ints.empty()) {
            static const char* const kFunctions[] = {"sum", "min", "max", "count"};
            calls.push_back(
                {kFunctions[pick(4)], {b_.col(input, ints[static_cast<size_t>(pick(static_cast<int>(ints.size())))])}});
        }
        return b_.aggregate(input, keys, calls);
    }

    /// Sorted on every column (so that which rows a limit keeps is decided), then offset and fetch.
    LogicalPtr sortLimit(const LogicalPtr& input) {
        std::vector<planner::SortSpec> keys;
        for (uint32_t i = 0; i < input->schema().getFieldCount(); ++i)
            keys.push_back({b_.col(input, i), pick(2) == 0, pick(2) == 0});
        return b_.limit(b_.sort(input, keys), static_cast<uint64_t>(pick(3)), static_cast<uint64_t>(1 + pick(6)));
    }

    /// `input` joined with the table or a node over it: any type, on an equality of integer columns (and sometimes a
    /// comparison of one side), on a comparison only, or (inner) on nothing.
    LogicalPtr join(const LogicalPtr& input) {
        static const planner::JoinType kTypes[] = {planner::JoinType::Inner, planner::JoinType::Left,
                                                   planner::JoinType::Right, planner::JoinType::Full};
        LogicalPtr other = plan(pick(2));
        planner::JoinType type = kTypes[pick(4)];
        LogicalPtr pairs = b_.join(input, other, type);  // its schema is the row the condition reads
        std::vector<uint32_t> left_ints = columnsOf(input, TypeId::Int);
        std::vector<uint32_t> right_ints = columnsOf(other, TypeId::Int);
        const uint32_t left_width = static_cast<uint32_t>(input->schema().getFieldCount());
        int shape = pick(4);
        if (shape == 0 && type == planner::JoinType::Inner) return pairs;
        if (shape == 1 || left_ints.empty() || right_ints.empty())
            return b_.join(input, other, type, comparison(pairs));
        BoundExprPtr key = b_.call(
            "equals",
            {b_.col(pairs, left_ints[static_cast<size_t>(pick(static_cast<int>(left_ints.size())))]),
             b_.col(pairs, left_width + right_ints[static_cast<size_t>(pick(static_cast<int>(right_ints.size())))])});
        if (pick(2) == 0) key = b_.call("and", {key, comparison(pairs)});
        return b_.join(input, other, type, key);
    }

    PlanBuilder b_;
    std::mt19937 random_;
    LogicalPtr base_ =
        b_.values({{"k", Types::STRING()}, {"v", Types::INT()}, {"w", Types::INT()}},
                  {{Value::string("a"), Value::integer(1), Value::integer(5)},
                   {Value::string("a"), Value::integer(1), Value::integer(5)},
                   {Value::string("a"), Value::integer(3), Value::null(Types::INT())},
                   {Value::string("b"), Value::integer(2), Value::integer(0)},
                   {Value::string("b"), Value::null(Types::INT()), Value::integer(7)},
                   {Value::string("c"), Value::integer(6), Value::integer(6)},
                   {Value::null(Types::STRING()), Value::integer(4), Value::integer(2)},
                   {Value::null(Types::STRING()), Value::null(Types::INT()), Value::null(Types::INT())}});
};

TEST(Rules, RandomPlansGiveTheSameRowsWithoutRules) {
    RandomPlans plans(20261201);
    for (int i = 0; i < 300; ++i) {
        LogicalPtr plan = plans.plan(1 + i % 5);
        LogicalPtr optimized = optimizeAll(plan);
        ASSERT_EQ(runPlanSorted(optimized), runPlanSorted(plan)) << "plan " << i << ":\n"
                                                                 << planner::explainLogical(*plan) << "optimized:\n"
                                                                 << planner::explainLogical(*optimized);
    }
}

}  // namespace
}  // namespace tabula::testing
