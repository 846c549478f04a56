// MaterialisedJoin: the output checks, the gathering of the build side and the trailing source of unmatched
// build rows.
#include "exec/operators/materialised_join.hpp"

#include "exec/pipeline/state_cast.hpp"
#include "tabula/error.hpp"

namespace tabula::exec {
namespace {

constexpr size_t kMorselRows = 1024;

/// A pipeline instance's build rows, which the global state takes over or appends.
struct GatheredRows final : LocalState {
    explicit GatheredRows(const std::vector<DataType>& types) : rows(std::make_unique<PackedRows>(types)) {}
    std::unique_ptr<PackedRows> rows;
};

std::vector<std::unique_ptr<PhysicalOperator>> twoChildren(std::unique_ptr<PhysicalOperator> probe,
                                                           std::unique_ptr<PhysicalOperator> build) {
    std::vector<std::unique_ptr<PhysicalOperator>> children;
    children.push_back(std::move(probe));
    children.push_back(std::move(build));
    return children;
}

}  // namespace

std::string_view joinKindName(JoinKind kind) {
    switch (kind) {
        case JoinKind::Inner: return "inner";
        case JoinKind::Left: return "left";
        case JoinKind::Right: return "right";
        case JoinKind::Full: return "full";
        case JoinKind::Semi: return "semi";
        case JoinKind::Anti: return "anti";
        case JoinKind::RightSemi: return "right semi";
        case JoinKind::RightAnti: return "right anti";
    }
    return "?";
}

std::vector<DataType> joinOutputTypes(JoinKind kind, const JoinOutput& output, const std::vector<DataType>& probe_types,
                                      const std::vector<DataType>& build_types) {
    const bool probe_only = kind == JoinKind::Semi || kind == JoinKind::Anti;
    const bool build_only = kind == JoinKind::RightSemi || kind == JoinKind::RightAnti;
    const size_t width = probe_types.size() + build_types.size();
    std::vector<DataType> types;
    for (uint32_t column : output.columns) {
        if (column >= width) {
            throw InternalError("join output column " + std::to_string(column) + " is out of range: the inputs have " +
                                std::to_string(probe_types.size()) + " + " + std::to_string(build_types.size()) +
                                " columns");
        }
        if (probe_only && column >= probe_types.size()) {
            throw InternalError("semi and anti joins output probe columns only, not column " + std::to_string(column));
        }
        if (build_only && column < probe_types.size()) {
            throw InternalError("right semi and right anti joins output build columns only, not column " +
                                std::to_string(column));
        }
        types.push_back(column < probe_types.size() ? probe_types[column] : build_types[column - probe_types.size()]);
    }
    if (output.residual && output.residual->type().id() != TypeId::Boolean) {
        throw InternalError("join condition has type " + output.residual->type().toString() + ", not BOOLEAN");
    }
    return types;
}

MaterialisedJoin::MaterialisedJoin(std::string name, JoinKind kind, JoinOutput output, ExplainParams params,
                                   std::vector<DataType> types, std::unique_ptr<PhysicalOperator> probe,
                                   std::unique_ptr<PhysicalOperator> build)
    : PhysicalOperator(std::move(types), twoChildren(std::move(probe), std::move(build))),
      name_(std::move(name)),
      kind_(kind),
      residual_(std::move(output.residual)),
      params_(std::move(params)),
      null_probe_(children()[0]->types().size()),
      null_build_(children()[1]->types().size()) {
    const auto probe_width = static_cast<uint32_t>(null_probe_.size());
    for (uint32_t i = 0; i < output.columns.size(); ++i) {
        const uint32_t column = output.columns[i];
        if (column < probe_width) {
            probe_sources_.push_back({column, i});
        } else {
            build_sources_.push_back({column - probe_width, i});
        }
    }
}

bool MaterialisedJoin::takeKeyFilter(uint32_t column, size_t id, const std::string& key) {
    const bool keeps_probe_columns =
        kind_ == JoinKind::Inner || kind_ == JoinKind::Left || kind_ == JoinKind::Semi || kind_ == JoinKind::Anti;
    if (!keeps_probe_columns) return false;
    for (const Source& source : probe_sources_) {
        if (source.output_column == column) return child(0).takeKeyFilter(source.input_column, id, key);
    }
    return false;
}

std::string MaterialisedJoin::keysText() const {
    for (const auto& [name, value] : params_) {
        if (name == "keys") return value;
    }
    return "";
}

void MaterialisedJoin::prepare(JoinProbeState& state) const {
    if (residual_) state.joined.resize(null_probe_.size() + null_build_.size());
    state.output.resize(kOutputBatchRows * outputWidth());
}

std::unique_ptr<LocalState> MaterialisedJoin::makeSinkState(GlobalState*, size_t) const {
    return std::make_unique<GatheredRows>(children()[1]->types());
}

bool MaterialisedJoin::consume(RowView row, GlobalState*, LocalState* local) const {
    stateAs<GatheredRows>(local).rows->append(row);
    return true;
}

void MaterialisedJoin::combine(GlobalState* global, LocalState* local) const {
    auto& build = stateAs<JoinBuildState>(global);
    auto& rows = stateAs<GatheredRows>(local).rows;
    std::lock_guard lock(build.mutex);
    if (!build.rows) {
        build.rows = std::move(rows);
        return;
    }
    build.rows->appendAll(*rows);
}

void MaterialisedJoin::finalize(GlobalState* global) const {
    auto& build = stateAs<JoinBuildState>(global);
    if (!build.rows) build.rows = std::make_unique<PackedRows>(children()[1]->types());
    if (hasTrailingSource()) build.matched = std::vector<std::atomic<uint8_t>>(build.rows->rowCount());
    index(build);
}

PhysicalOperator::Produced MaterialisedJoin::produce(Downstream& out, GlobalState* global, LocalState* local) const {
    auto& build = stateAs<JoinBuildState>(global);
    auto& state = stateAs<JoinProbeState>(local);
    const size_t count = build.rows->rowCount();
    const size_t begin = std::min(build.next_unmatched.fetch_add(kMorselRows), count);
    const size_t end = std::min(begin + kMorselRows, count);
    for (size_t i = begin; i < end; ++i) {
        const bool matched = build.matched[i].load(std::memory_order_relaxed) != 0;
        if (matched != (kind_ == JoinKind::RightSemi)) continue;
        Cell* row = nextOutputRow(state);
        writeColumns(probe_sources_, null_probe_, row);
        writeBuildColumns(*build.rows, i, row);
        if (!outputAdded(state, out)) return Produced::Done;
    }
    if (!pushOutput(state, out)) return Produced::Done;
    return end == count ? Produced::Done : Produced::More;
}

bool MaterialisedJoin::residualHolds(const PackedRows& rows, size_t id, JoinProbeState& state) const {
    rows.unpack(id, state.joined.data() + null_probe_.size());
    state.eval.scratch.reset();
    Cell verdict;
    residual_->eval(state.joined, state.eval, verdict);
    return !verdict.null && verdict.b;
}

}  // namespace tabula::exec
