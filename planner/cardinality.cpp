// Row-count estimates: one visit per logical node class (a new class without an estimate does not compile), and
// the sampling of CSV files.
#include "planner/cardinality.hpp"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <vector>

#include "planner/expr/join_sides.hpp"

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

/// How many conjuncts `condition` has.
size_t conjunctCount(const BoundExpr& condition) {
    std::vector<const BoundExpr*> conjuncts;
    collectConjuncts(condition, conjuncts);
    return conjuncts.size();
}

std::optional<uint64_t> filtered(std::optional<uint64_t> rows, const BoundExpr& condition) {
    if (!rows) return std::nullopt;
    return scaledRows(
        *rows, std::pow(CardinalityEstimator::kConjunctSelectivity, static_cast<double>(conjunctCount(condition))));
}

/// The estimated rows of a join before its outer types are counted in, unbounded and unrounded.
double innerJoinEstimate(double left, double right, size_t key_equalities, size_t other_conjuncts) {
    // With a key, each row of the larger side meets one row of the other, as along a foreign key; every further
    // conjunct, keys included, keeps a share.
    const double rows = key_equalities > 0 ? std::max(left, right) : left * right;
    const size_t shares = other_conjuncts + (key_equalities > 0 ? key_equalities - 1 : 0);
    return rows * std::pow(CardinalityEstimator::kConjunctSelectivity, static_cast<double>(shares));
}

uint64_t roundedRows(double rows) {
    constexpr double kMost = 1e18;  // far beyond anything that runs, and still a uint64_t
    return static_cast<uint64_t>(std::ceil(std::min(rows, kMost)));
}

/// A join: innerJoinEstimate of its condition's key equalities and other conjuncts (every pair without a
/// condition). An outer join yields at least its preserved sides.
std::optional<uint64_t> joined(const JoinNode& node, std::optional<uint64_t> left, std::optional<uint64_t> right) {
    if (!left || !right) return std::nullopt;
    const double l = static_cast<double>(*left);
    const double r = static_cast<double>(*right);
    size_t keys = 0;
    size_t others = 0;
    if (node.condition()) {
        std::vector<const BoundExpr*> conjuncts;
        collectConjuncts(*node.condition(), conjuncts);
        const size_t left_width = node.left()->schema().getFieldCount();
        const size_t width = node.conditionWidth();
        for (const BoundExpr* c : conjuncts) ++(joinKeyOf(*c, left_width, width) ? keys : others);
    }
    // A semi join keeps some of the left's rows, each once; an anti join the others: at most all of them.
    if (keepsLeftOnly(node.type())) return *left;
    double rows = innerJoinEstimate(l, r, keys, others);
    if (node.type() == JoinType::Left || node.type() == JoinType::Full) rows = std::max(rows, l);
    if (node.type() == JoinType::Right || node.type() == JoinType::Full) rows = std::max(rows, r);
    if (node.type() == JoinType::Full) rows = std::max(rows, l + r);
    return roundedRows(rows);
}

std::optional<uint64_t> limited(std::optional<uint64_t> rows, uint64_t offset, std::optional<uint64_t> fetch) {
    if (!rows) return fetch;
    const uint64_t left = *rows > offset ? *rows - offset : 0;
    return fetch ? std::min(left, *fetch) : left;
}

/// The data rows of the file under `source`, measured on its first kSampleBytes.
std::optional<uint64_t> sampleCsvRows(const CsvTableSource& source) {
    const std::filesystem::path path(source.path());
    std::error_code error;
    if (!std::filesystem::is_regular_file(path, error)) return std::nullopt;  // a pipe must not be read here
    const uintmax_t size = std::filesystem::file_size(path, error);
    if (error) return std::nullopt;
    std::ifstream in(path, std::ios::binary);
    if (!in) return std::nullopt;
    std::string sample(static_cast<size_t>(std::min<uintmax_t>(size, CardinalityEstimator::kSampleBytes)), '\0');
    in.read(sample.data(), static_cast<std::streamsize>(sample.size()));
    sample.resize(static_cast<size_t>(in.gcount()));
    const bool whole = sample.size() == size;

    const CsvOptions& options = source.options();
    const std::string& delimiter = options.line_delimiter;
    uint64_t rows = 0;
    size_t row_bytes = 0;      // bytes of the counted rows, delimiters included
    size_t skipped_bytes = 0;  // bytes of the header, comment and blank lines
    for (size_t begin = 0; begin < sample.size();) {
        size_t end = sample.find(delimiter, begin);
        if (end == std::string::npos && !whole) break;  // a line cut by the end of the sample
        if (end == std::string::npos) end = sample.size();
        const size_t next = std::min(end + delimiter.size(), sample.size());
        std::string_view line(sample.data() + begin, end - begin);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        const bool skipped =
            (begin == 0 && options.ignore_first_line) || line.empty() ||
            (options.comment_prefix && line.substr(0, options.comment_prefix->size()) == *options.comment_prefix);
        (skipped ? skipped_bytes : row_bytes) += next - begin;
        rows += skipped ? 0 : 1;
        begin = next;
    }
    if (whole) return rows;
    if (rows == 0) return std::nullopt;  // not one whole row in the sample: no width to measure
    const double width = static_cast<double>(row_bytes) / static_cast<double>(rows);
    return static_cast<uint64_t>(std::ceil(static_cast<double>(size - skipped_bytes) / width));
}

/// One estimate per node class (each visit is a pure virtual of LogicalVisitor: a newly listed class without an
/// estimate does not compile); inputs through the estimator, so that their answers are remembered.
class Estimate final : public LogicalVisitor {
public:
    explicit Estimate(CardinalityEstimator& estimator) : estimator_(estimator) {}
    std::optional<uint64_t> rows;

    void visit(const ScanNode& node) override {
        rows = estimator_.fileRows(node.source());
        if (node.filter()) rows = filtered(rows, *node.filter());
    }
    void visit(const ValuesNode& node) override { rows = node.table()->snapshot()->rowCount(); }
    void visit(const FilterNode& node) override { rows = filtered(input(node), *node.predicate()); }
    void visit(const ProjectNode& node) override { rows = input(node); }
    void visit(const AggregateNode& node) override { rows = node.keys().empty() ? 1 : groups(input(node)); }
    void visit(const SortNode& node) override { rows = input(node); }
    void visit(const LimitNode& node) override { rows = limited(input(node), node.offset(), node.fetch()); }
    void visit(const TopNNode& node) override { rows = limited(input(node), node.offset(), node.fetch()); }
    void visit(const DistinctNode& node) override { rows = groups(input(node)); }
    void visit(const JoinNode& node) override {
        rows = joined(node, estimator_.estimatedRows(*node.left()), estimator_.estimatedRows(*node.right()));
    }
    void visit(const SetOperationNode& node) override {
        const std::optional<uint64_t> left = estimator_.estimatedRows(*node.left());
        std::optional<uint64_t> kept = left;
        if (node.type() == SetOperationType::Intersect || node.type() == SetOperationType::IntersectAll) {
            const std::optional<uint64_t> right = estimator_.estimatedRows(*node.right());
            kept = left && right ? std::min(*left, *right) : left ? left : right;
        }
        const bool distinct = node.type() == SetOperationType::Intersect || node.type() == SetOperationType::Minus;
        rows = distinct ? groups(kept) : kept;
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
    static std::optional<uint64_t> groups(std::optional<uint64_t> input) {
        if (!input) return std::nullopt;
        return scaledRows(*input, CardinalityEstimator::kGroupRatio);
    }

    CardinalityEstimator& estimator_;
};

}  // namespace

uint64_t scaledRows(uint64_t rows, double fraction) {
    return static_cast<uint64_t>(std::ceil(static_cast<double>(rows) * fraction));
}

uint64_t innerJoinRows(uint64_t left, uint64_t right, size_t key_equalities, size_t other_conjuncts) {
    return roundedRows(
        innerJoinEstimate(static_cast<double>(left), static_cast<double>(right), key_equalities, other_conjuncts));
}

std::optional<uint64_t> CardinalityEstimator::estimatedRows(const LogicalNode& node) {
    if (auto known = nodes_.find(&node); known != nodes_.end()) return known->second;
    Estimate estimate(*this);
    node.accept(estimate);
    nodes_.emplace(&node, estimate.rows);
    return estimate.rows;
}

std::optional<uint64_t> CardinalityEstimator::fileRows(const CsvTableSource& source) {
    auto [file, added] = files_.try_emplace(source.path());
    if (added) file->second = sampleCsvRows(source);
    return file->second;
}

}  // namespace tabula::planner
