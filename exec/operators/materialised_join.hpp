// What the hash join and the nested-loop join share: the build side (child 1) gathered into one PackedRows per
// pipeline instance and combined; the handling of one probe row's matches for each join kind; the output rows
// gathered in a reused buffer and pushed on in batches; and, for Right, Full and RightAnti, the trailing source
// that pushes the build rows no probe row matched (for RightSemi, those some probe row matched).
#pragma once

#include <algorithm>
#include <atomic>
#include <memory>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

#include "exec/operators.hpp"
#include "exec/packed_rows.hpp"

namespace tabula::exec {

/// Output rows a join gathers before it pushes them on together.
inline constexpr size_t kOutputBatchRows = 256;

/// The join's global state: the gathered build rows and which of them matched, and the query's context, whose
/// cancel flag the probe checks. A join with an index over the rows derives from it.
struct JoinBuildState : GlobalState {
    explicit JoinBuildState(QueryContext& context) : ctx(context) {}
    QueryContext& ctx;
    std::mutex mutex;                           // guards `rows` while pipeline instances combine
    std::unique_ptr<PackedRows> rows;           // every build row, once finalized
    std::vector<std::atomic<uint8_t>> matched;  // per build row, for the kinds with a trailing source; set by any
                                                // probe instance
    std::atomic<size_t> next_unmatched{0};      // first build row of the trailing source's next morsel
};

/// Per pipeline instance of the probe side (or of the trailing source, which uses `output` only): buffers sized
/// once. A join that holds probe rows back derives from it.
struct JoinProbeState : LocalState {
    std::vector<Cell> joined;  // the probe row then the candidate build row, for the residual
    std::vector<Cell> output;  // output rows not yet pushed, back to back; strings view the probe or build rows
    size_t output_rows = 0;    // rows in `output`
    size_t until_cancel_check = kCancelCheckInterval;  // candidates to visit before the next look at the cancel flag
    EvalContext eval;                                  // scratch of the residual
};

/// The output types of a join (`output.columns` over probe then build types), after checking the output against
/// the kind and the inputs. Throws InternalError naming what is wrong.
std::vector<DataType> joinOutputTypes(JoinKind kind, const JoinOutput& output, const std::vector<DataType>& probe_types,
                                      const std::vector<DataType>& build_types);

/// A join whose child 0 (probe) streams and whose child 1 (build) is gathered. The derived join finds a probe
/// row's candidates and hands them to joinRow().
class MaterialisedJoin : public PhysicalOperator {
public:
    /// `types` from joinOutputTypes(); `params` as EXPLAIN shows them.
    MaterialisedJoin(std::string name, JoinKind kind, JoinOutput output, ExplainParams params,
                     std::vector<DataType> types, std::unique_ptr<PhysicalOperator> probe,
                     std::unique_ptr<PhysicalOperator> build);

    OperatorDescription describe() const override { return {name_, params_, std::nullopt}; }
    InputMode inputMode(size_t child) const override { return child == 0 ? InputMode::Stream : InputMode::Sink; }
    bool hasTrailingSource() const override {
        return kind_ == JoinKind::Right || kind_ == JoinKind::Full || marksOnly();
    }

    std::unique_ptr<GlobalState> makeGlobalState(QueryContext& ctx) const override {
        return std::make_unique<JoinBuildState>(ctx);
    }
    std::unique_ptr<LocalState> makeSinkState(GlobalState*, size_t) const override;
    /// Hands the request on to the probe side when `column` shows a probe column and every output row of a probe
    /// row carries it (Inner, Left, Semi, Anti): a row the join above drops gives no row it keeps.
    bool takeKeyFilter(uint32_t column, size_t id, const std::string& key) override;
    std::unique_ptr<LocalState> makeStreamState(GlobalState*) const override { return newProbeState(); }
    std::unique_ptr<LocalState> makeSourceState(GlobalState*) const override { return newProbeState(); }

    bool consume(RowView row, GlobalState*, LocalState* local) const override;
    void combine(GlobalState* global, LocalState* local) const override;
    /// Takes an empty build side when no pipeline fed it, prepares the matched flags, then indexes the rows.
    void finalize(GlobalState* global) const override;
    /// The trailing source: the build rows no probe row matched, padded with NULL probe columns (for RightSemi: the
    /// build rows some probe row matched).
    Produced produce(Downstream& out, GlobalState* global, LocalState* local) const override;

protected:
    /// Builds the derived join's index over the gathered rows; called once by finalize().
    virtual void index(JoinBuildState&) const {}
    /// The kinds that output a probe row without a match (padded, or alone for Anti).
    bool preservesProbe() const {
        return kind_ == JoinKind::Left || kind_ == JoinKind::Full || kind_ == JoinKind::Anti;
    }
    /// The "keys" parameter, for naming the join's key filter in EXPLAIN.
    std::string keysText() const;
    /// Sizes the buffers of a probe or trailing-source state.
    void prepare(JoinProbeState& state) const;
    std::unique_ptr<JoinProbeState> newProbeState() const {
        auto state = std::make_unique<JoinProbeState>();
        prepare(*state);
        return state;
    }

    /// Joins one probe row with its candidates: `for_each_candidate(visit)` calls `visit(row_id)` for each build
    /// row that may match, until visit returns false. Adds the rows the kind asks for to the output batch, whose
    /// rows go on kOutputBatchRows at a time (and the rest at pushOutput()): downstream takes many in one call, and
    /// a row with millions of matches holds no more than one batch. Every kCancelCheckInterval candidates it
    /// looks at the cancel flag (throwing QueryCancelledError), so that such a row stops soon after a cancel().
    /// RightSemi and RightAnti only mark the matched build rows; a candidate already marked is passed over
    /// without its residual. Returns false when `out` wants no more rows.
    template <class ForEachCandidate>
    bool joinRow(RowView probe, JoinBuildState& build, JoinProbeState& state, Downstream& out,
                 ForEachCandidate&& for_each_candidate) const {
        if (residual_) std::copy(probe.begin(), probe.end(), state.joined.begin());
        const bool first_match_decides = kind_ == JoinKind::Semi || kind_ == JoinKind::Anti;
        const PackedRows& rows = *build.rows;
        bool matched = false;
        bool wants_more = true;
        for_each_candidate([&](size_t id) {
            if (--state.until_cancel_check == 0) {
                state.until_cancel_check = kCancelCheckInterval;
                build.ctx.checkCancelled();
            }
            const bool marked = !build.matched.empty() && build.matched[id].load(std::memory_order_relaxed) != 0;
            if (marked && marksOnly()) return true;  // decided already: this pair can change nothing
            if (residual_ && !residualHolds(rows, id, state)) return true;
            matched = true;
            if (!marked && !build.matched.empty()) build.matched[id].store(1, std::memory_order_relaxed);
            if (first_match_decides) return false;
            if (marksOnly()) return true;
            Cell* row = nextOutputRow(state);
            writeColumns(probe_sources_, probe, row);
            writeBuildColumns(rows, id, row);
            wants_more = outputAdded(state, out);
            return wants_more;
        });
        if (!wants_more) return false;
        if (matched ? kind_ == JoinKind::Semi : preservesProbe()) {
            Cell* row = nextOutputRow(state);
            writeColumns(probe_sources_, probe, row);
            writeColumns(build_sources_, null_build_, row);
            return outputAdded(state, out);
        }
        return true;
    }

    /// Pushes the output rows not yet pushed; false when `out` wants no more rows.
    bool pushOutput(JoinProbeState& state, Downstream& out) const {
        const size_t rows = std::exchange(state.output_rows, 0);
        return rows == 0 || out.pushBatch(state.output.data(), outputWidth(), rows);
    }

private:
    /// An output column and the column of the probe or build row it shows.
    struct Source {
        uint32_t input_column;
        uint32_t output_column;
    };

    /// The kinds whose probe rows only mark build rows, which the trailing source then outputs.
    bool marksOnly() const { return kind_ == JoinKind::RightSemi || kind_ == JoinKind::RightAnti; }
    /// Whether the residual holds for the probe row (in state.joined) and build row `id`.
    bool residualHolds(const PackedRows& rows, size_t id, JoinProbeState& state) const;
    size_t outputWidth() const { return probe_sources_.size() + build_sources_.size(); }
    Cell* nextOutputRow(JoinProbeState& state) const { return state.output.data() + state.output_rows * outputWidth(); }
    /// Counts the row written at nextOutputRow(); pushes the batch once it is full.
    bool outputAdded(JoinProbeState& state, Downstream& out) const {
        return ++state.output_rows < kOutputBatchRows || pushOutput(state, out);
    }
    static void writeColumns(const std::vector<Source>& sources, RowView input, Cell* out) {
        for (const Source& source : sources) out[source.output_column] = input[source.input_column];
    }
    void writeBuildColumns(const PackedRows& rows, size_t id, Cell* out) const {
        const std::byte* packed = rows.row(id);
        for (const Source& source : build_sources_) {
            rows.unpackValue(packed, source.input_column, out[source.output_column]);
        }
    }

    std::string name_;
    JoinKind kind_;
    std::vector<Source> probe_sources_;  // the output columns that show probe columns
    std::vector<Source> build_sources_;  // the output columns that show build columns
    CompiledExprPtr residual_;
    ExplainParams params_;
    std::vector<Cell> null_probe_;  // all NULL, as wide as a probe row: pads the trailing source's rows
    std::vector<Cell> null_build_;  // all NULL, as wide as a build row: pads unmatched probe rows
};

}  // namespace tabula::exec
