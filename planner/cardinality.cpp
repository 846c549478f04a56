// Row and column estimates: one visit per logical node class for each (a new class without an estimate does not
// compile); files are sampled by planner/csv_sampling.cpp, conditions measured by planner/selectivity.cpp.
#include "planner/cardinality.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

#include "planner/csv_sampling.hpp"
#include "planner/expr/join_sides.hpp"
#include "planner/selectivity.hpp"

namespace tabula::planner {
namespace {

/// The conjuncts of `condition`, as splitConjuncts gives them but without a catalog: operands of nested ANDs.
void collectConjuncts(const BoundExpr& condition, std::vector<const BoundExpr*>& out) {
    if (condition.kind == BoundKind::Call && condition.function != nullptr && condition.function->name() == "and") {
        for (const auto& arg : condition.args) collectConjuncts(*arg, out);
        return;
    }
    out.push_back(&condition);
}

uint64_t roundedRows(double rows) {
    constexpr double kMost = 1e18;  // far beyond anything that runs, and still a uint64_t
    return static_cast<uint64_t>(std::ceil(std::clamp(rows, 0.0, kMost)));
}

/// What a file's statistics say of its column `c`.
ColumnEstimate fileColumn(const exec::TableStatistics& statistics, size_t c) {
    if (c >= statistics.columns.size()) return {};
    const exec::ColumnStatistics& column = statistics.columns[c];
    const double rows = static_cast<double>(statistics.rows);
    return {.distinct = static_cast<double>(column.distinct),
            .min = column.min,
            .max = column.max,
            .null_fraction = rows > 0 ? static_cast<double>(column.nulls) / rows : 0};
}

std::optional<uint64_t> limited(std::optional<uint64_t> rows, uint64_t offset, std::optional<uint64_t> fetch) {
    if (!rows) return fetch;
    const uint64_t left = *rows > offset ? *rows - offset : 0;
    return fetch ? std::min(left, *fetch) : left;
}

/// One row estimate per node class; inputs through the estimator, so that their answers are remembered.
class EstimateRows final : public LogicalVisitor {
public:
    explicit EstimateRows(CardinalityEstimator& estimator) : estimator_(estimator) {}
    std::optional<uint64_t> rows;

    void visit(const ScanNode& node) override {
        const exec::TableStatistics* file = estimator_.fileStatistics(node.source());
        if (file == nullptr) return;
        rows = file->rows;
        if (!node.filter()) return;
        std::vector<ColumnEstimate> columns;  // the filter reads the file's columns
        for (size_t c = 0; c < node.source().getSchema().getFieldCount(); ++c) columns.push_back(fileColumn(*file, c));
        rows =
            scaled(*rows, selectivity(*node.filter(), [&](size_t c) -> const ColumnEstimate& { return columns[c]; }));
    }
    void visit(const ValuesNode& node) override { rows = node.table()->snapshot()->rowCount(); }
    void visit(const FilterNode& node) override {
        rows = input(node);
        if (rows) rows = scaled(*rows, selectivity(*node.predicate(), inputColumns(node)));
    }
    void visit(const ProjectNode& node) override { rows = input(node); }
    void visit(const AggregateNode& node) override {
        rows = node.keys().empty() ? std::optional<uint64_t>(1) : groups(*node.input(), node.keys());
    }
    void visit(const SortNode& node) override { rows = input(node); }
    void visit(const WindowNode& node) override { rows = input(node); }
    /// A table function's fan-out is unknown: taken as one row per input row.
    void visit(const CorrelateNode& node) override { rows = input(node); }
    /// A table aggregate function's rows per group are unknown: taken as one per group.
    void visit(const TableAggregateNode& node) override {
        rows = node.keys().empty() ? std::optional<uint64_t>(1) : groups(*node.input(), node.keys());
    }
    void visit(const GroupWindowNode& node) override;
    /// At most `limit` rows per partition (ties under RANK and DENSE_RANK may keep a few more).
    void visit(const WindowTopNNode& node) override {
        rows = input(node);
        const std::optional<uint64_t> partitions = groups(*node.input(), node.window().partitionKeys());
        if (rows && partitions) {
            const double limited = static_cast<double>(*partitions) * static_cast<double>(node.limit().limit);
            rows = std::min(*rows, roundedRows(limited));
        }
    }
    void visit(const LimitNode& node) override { rows = limited(input(node), node.offset(), node.fetch()); }
    void visit(const TopNNode& node) override { rows = limited(input(node), node.offset(), node.fetch()); }
    void visit(const DistinctNode& node) override { rows = allColumnGroups(*node.input()); }
    void visit(const JoinNode& node) override;
    void visit(const SetOperationNode& node) override {
        const std::optional<uint64_t> left = estimator_.estimatedRows(*node.left());
        std::optional<uint64_t> kept = left;
        if (node.type() == SetOperationType::Intersect || node.type() == SetOperationType::IntersectAll) {
            const std::optional<uint64_t> right = estimator_.estimatedRows(*node.right());
            kept = left && right ? std::min(*left, *right) : left ? left : right;
        }
        const bool distinct = node.type() == SetOperationType::Intersect || node.type() == SetOperationType::Minus;
        if (!distinct || !kept) {
            rows = kept;
            return;
        }
        const std::optional<uint64_t> groups = allColumnGroups(*node.left());
        rows = groups ? std::min(*groups, *kept) : *kept;
    }
    void visit(const UnionAllNode& node) override {
        uint64_t sum = 0;
        for (const auto& in : node.inputs()) {
            std::optional<uint64_t> part = estimator_.estimatedRows(*in);
            if (!part) return;  // rows stays unknown
            sum += *part;
        }
        rows = sum;
    }

private:
    std::optional<uint64_t> input(const LogicalNode& node) { return estimator_.estimatedRows(*node.input()); }
    ColumnLookup inputColumns(const LogicalNode& node) {
        return [this, input = node.input().get()](size_t c) -> const ColumnEstimate& {
            return estimator_.column(*input, c);
        };
    }
    static uint64_t scaled(uint64_t rows, double share) { return roundedRows(static_cast<double>(rows) * share); }

    /// The groups of `input`'s rows by `keys`: the product of the keys' distinct counts, at most the rows; the
    /// rows times kGroupRatio when a key's count is unknown; at least 1 for rows.
    std::optional<uint64_t> groups(const LogicalNode& input, const std::vector<BoundExprPtr>& keys) {
        const std::optional<uint64_t> in = estimator_.estimatedRows(input);
        if (!in) return std::nullopt;
        double product = 1;
        for (const BoundExprPtr& key : keys) {
            std::optional<double> distinct;
            if (key->kind == BoundKind::Column) distinct = estimator_.column(input, key->column).distinct;
            if (key->kind == BoundKind::Constant) distinct = 1;
            if (!distinct) return scaledRows(*in, CardinalityEstimator::kGroupRatio);
            product *= std::max(1.0, *distinct);
        }
        return std::min(*in, roundedRows(product));
    }
    std::optional<uint64_t> allColumnGroups(const LogicalNode& input) {
        std::vector<BoundExprPtr> keys;
        const TableSchema& schema = input.schema();
        for (size_t c = 0; c < schema.getFieldCount(); ++c)
            keys.push_back(makeColumnRef(static_cast<uint32_t>(c), schema.getFieldType(c), ""));
        return groups(input, keys);
    }

    CardinalityEstimator& estimator_;
};

/// The distinct values of a join key's operand over its side: a column's count, none for other expressions.
std::optional<double> operandDistinct(CardinalityEstimator& estimator, const BoundExpr& operand,
                                      const LogicalNode& side, size_t offset) {
    if (operand.kind != BoundKind::Column) return std::nullopt;
    return estimator.column(side, operand.column - offset).distinct;
}

/// A sliding or cumulating window repeats each row once per window holding it; sessions and row-count windows at
/// most keep each row once.
void EstimateRows::visit(const GroupWindowNode& node) {
    rows = input(node);
    const exec::GroupWindow& window = node.window();
    if (!rows || window.unit != exec::GroupWindowUnit::Time) return;
    if (window.kind == exec::GroupWindowKind::Slide || window.kind == exec::GroupWindowKind::Cumulate) {
        const auto copies = static_cast<uint64_t>(window.kind == exec::GroupWindowKind::Slide
                                                      ? (window.size + window.step - 1) / window.step
                                                      : (window.size / window.step + 1) / 2);
        rows = *rows > std::numeric_limits<uint64_t>::max() / copies ? std::numeric_limits<uint64_t>::max()
                                                                     : *rows * copies;
    }
}

void EstimateRows::visit(const JoinNode& node) {
    const std::optional<uint64_t> left = estimator_.estimatedRows(*node.left());
    const std::optional<uint64_t> right = estimator_.estimatedRows(*node.right());
    if (!left || !right) return;
    const auto l = static_cast<double>(*left);
    const auto r = static_cast<double>(*right);
    std::vector<JoinKeyEstimate> keys;
    size_t others = 0;
    if (node.condition()) {
        std::vector<const BoundExpr*> conjuncts;
        collectConjuncts(*node.condition(), conjuncts);
        const size_t left_width = node.left()->schema().getFieldCount();
        for (const BoundExpr* c : conjuncts) {
            const std::optional<JoinKey> key = joinKeyOf(*c, left_width, node.conditionWidth());
            if (!key) {
                ++others;
                continue;
            }
            keys.push_back({operandDistinct(estimator_, *key->left, *node.left(), 0),
                            operandDistinct(estimator_, *key->right, *node.right(), left_width)});
        }
    }
    if (keepsLeftOnly(node.type())) {
        // A semi join keeps the left rows whose key the right holds: the share of the left's values the right's
        // cover; an anti join keeps at most every left row.
        double share = 1;
        if (node.type() == JoinType::Semi && !keys.empty() && keys[0].left_distinct && keys[0].right_distinct) {
            share = std::min(1.0, *keys[0].right_distinct / std::max(1.0, *keys[0].left_distinct));
        }
        rows = roundedRows(l * share);
        return;
    }
    double joined = static_cast<double>(innerJoinRows(l, r, keys, others));
    if (node.type() == JoinType::Left || node.type() == JoinType::Full) joined = std::max(joined, l);
    if (node.type() == JoinType::Right || node.type() == JoinType::Full) joined = std::max(joined, r);
    if (node.type() == JoinType::Full) joined = std::max(joined, l + r);
    rows = roundedRows(joined);
}

/// One column estimate per node class.
class EstimateColumn final : public LogicalVisitor {
public:
    EstimateColumn(CardinalityEstimator& estimator, size_t column) : estimator_(estimator), column_(column) {}
    ColumnEstimate estimate;

    void visit(const ScanNode& node) override {
        const exec::TableStatistics* file = estimator_.fileStatistics(node.source());
        if (file == nullptr || column_ >= node.columns().size()) return;
        estimate = fileColumn(*file, node.columns()[column_]);
        if (node.filter() && estimate.distinct) {
            const std::optional<uint64_t> kept = estimator_.estimatedRows(node);
            if (kept) {
                estimate.distinct =
                    filteredDistinct(*estimate.distinct, static_cast<double>(file->rows), static_cast<double>(*kept));
            }
        }
    }
    void visit(const ValuesNode& node) override {
        const std::optional<exec::TableStatistics> statistics = node.statistics();
        if (statistics) estimate = fileColumn(*statistics, column_);
    }
    void visit(const FilterNode& node) override {
        estimate = inputColumn(node, column_);
        const std::optional<uint64_t> in = estimator_.estimatedRows(*node.input());
        const std::optional<uint64_t> kept = estimator_.estimatedRows(node);
        if (estimate.distinct && in && kept) {
            estimate.distinct =
                filteredDistinct(*estimate.distinct, static_cast<double>(*in), static_cast<double>(*kept));
        }
    }
    void visit(const ProjectNode& node) override { estimate = ofExpr(*node.exprs()[column_], *node.input()); }
    void visit(const AggregateNode& node) override {
        if (column_ < node.keys().size()) estimate = ofExpr(*node.keys()[column_], *node.input());
    }
    void visit(const SortNode& node) override { estimate = inputColumn(node, column_); }
    void visit(const LimitNode& node) override { estimate = inputColumn(node, column_); }
    void visit(const TopNNode& node) override { estimate = inputColumn(node, column_); }
    void visit(const DistinctNode& node) override { estimate = inputColumn(node, column_); }
    void visit(const WindowNode& node) override {
        if (column_ < node.input()->schema().getFieldCount()) estimate = inputColumn(node, column_);
    }
    void visit(const GroupWindowNode& node) override {
        if (column_ < node.input()->schema().getFieldCount()) estimate = inputColumn(node, column_);
    }
    void visit(const WindowTopNNode& node) override {
        if (column_ < node.input()->schema().getFieldCount()) estimate = inputColumn(node, column_);
    }
    void visit(const CorrelateNode& node) override {
        if (column_ < node.input()->schema().getFieldCount()) estimate = inputColumn(node, column_);
    }
    void visit(const TableAggregateNode& node) override {
        if (column_ < node.keys().size()) estimate = ofExpr(*node.keys()[column_], *node.input());
    }
    void visit(const JoinNode& node) override {
        const size_t left_width = node.left()->schema().getFieldCount();
        if (column_ < left_width) {
            estimate = estimator_.column(*node.left(), column_);
        } else if (!keepsLeftOnly(node.type())) {
            estimate = estimator_.column(*node.right(), column_ - left_width);
        }
    }
    void visit(const SetOperationNode& node) override { estimate = estimator_.column(*node.left(), column_); }
    void visit(const UnionAllNode& node) override {
        double distinct = 0;
        for (const auto& in : node.inputs()) {
            const ColumnEstimate& part = estimator_.column(*in, column_);
            if (!part.distinct) return;  // estimate stays unknown
            distinct += *part.distinct;
        }
        estimate.distinct = distinct;
    }

private:
    ColumnEstimate inputColumn(const LogicalNode& node, size_t c) { return estimator_.column(*node.input(), c); }
    /// A column reference passes its input column on; a constant is one value.
    ColumnEstimate ofExpr(const BoundExpr& expr, const LogicalNode& input) {
        if (expr.kind == BoundKind::Column) return estimator_.column(input, expr.column);
        if (expr.kind == BoundKind::Constant) {
            if (expr.constant.isNull())
                return {.distinct = 0, .min = std::nullopt, .max = std::nullopt, .null_fraction = 1};
            const std::optional<double> number = exec::rangeNumber(exec::valueToCell(expr.constant), expr.type);
            return {.distinct = 1, .min = number, .max = number, .null_fraction = 0};
        }
        return {};
    }

    CardinalityEstimator& estimator_;
    size_t column_;
};

}  // namespace

uint64_t scaledRows(uint64_t rows, double fraction) {
    return static_cast<uint64_t>(std::ceil(static_cast<double>(rows) * fraction));
}

uint64_t innerJoinRows(double left, double right, const std::vector<JoinKeyEstimate>& keys, size_t other_conjuncts) {
    const double others = std::pow(CardinalityEstimator::kConjunctSelectivity, static_cast<double>(other_conjuncts));
    if (keys.empty()) return roundedRows(left * right * others);
    // The most selective key with a distinct count decides; further keys are taken to follow it (as the two
    // columns of a composite foreign key do).
    std::optional<double> joined;
    for (const JoinKeyEstimate& key : keys) {
        const double distinct = std::max(key.left_distinct.value_or(0), key.right_distinct.value_or(0));
        if (distinct <= 0) continue;
        const double rows = left * right / distinct;
        if (!joined || rows < *joined) joined = rows;
    }
    if (joined) return roundedRows(*joined * others);
    // Nothing known of the keys: each row of the larger side meets one row of the other, as along a foreign key;
    // every further key keeps a share.
    const double shares = std::pow(CardinalityEstimator::kConjunctSelectivity, static_cast<double>(keys.size() - 1));
    return roundedRows(std::max(left, right) * shares * others);
}

std::optional<uint64_t> CardinalityEstimator::estimatedRows(const LogicalNode& node) {
    if (auto known = nodes_.find(&node); known != nodes_.end()) return known->second;
    EstimateRows estimate(*this);
    node.accept(estimate);
    nodes_.emplace(&node, estimate.rows);
    return estimate.rows;
}

const ColumnEstimate& CardinalityEstimator::column(const LogicalNode& node, size_t column) {
    const auto key = std::make_pair(&node, column);
    if (auto known = columns_.find(key); known != columns_.end()) return known->second;
    EstimateColumn estimate(*this, column);
    node.accept(estimate);
    ColumnEstimate result = estimate.estimate;
    // A column has no more distinct values than its node has rows.
    if (result.distinct) {
        if (std::optional<uint64_t> rows = estimatedRows(node))
            result.distinct = std::min(*result.distinct, static_cast<double>(*rows));
    }
    return columns_.emplace(key, result).first->second;
}

std::optional<uint64_t> CardinalityEstimator::fileRows(const CsvTableSource& source) {
    const exec::TableStatistics* statistics = fileStatistics(source);
    if (statistics == nullptr) return std::nullopt;
    return statistics->rows;
}

const exec::TableStatistics* CardinalityEstimator::fileStatistics(const CsvTableSource& source) {
    auto [file, added] = files_.try_emplace(source.path());
    if (added) file->second = sampleFileStatistics(source);
    return file->second ? &*file->second : nullptr;
}

}  // namespace tabula::planner
