// WindowTopN (Flink's Top-N: a filter on ROW_NUMBER, RANK or DENSE_RANK over a window): gathers, per partition,
// only the rows ranked within the limit (RankedPartitions), then pushes partition after partition, each in its
// order, with the ranking functions' values appended. Replaces the full Sort and the Window of the plain plan:
// memory is the kept rows, not every row.
#include "exec/operators.hpp"
#include "exec/operators/ranked_partitions.hpp"
#include "exec/pipeline/state_cast.hpp"

namespace tabula::exec {
namespace {

constexpr size_t kMorselRows = 1024;

/// Every pipeline instance's kept rows combined, and how far they were pushed.
struct WindowTopNGlobal final : GlobalState {
    WindowTopNGlobal(const std::vector<uint32_t>& partition_columns, const std::vector<SortKey>& order_keys,
                     RankLimit limit, const std::vector<DataType>& types)
        : best(partition_columns, order_keys, limit, types) {}
    RankedPartitions best;
    size_t next_partition = 0;
    std::vector<Cell> scratch;  // the row being pushed
};

class WindowTopN final : public PhysicalOperator {
public:
    WindowTopN(std::vector<uint32_t> partition_columns, std::vector<SortKey> order_keys,
               std::vector<WindowFunctionKind> calls, RankLimit limit, ExplainParams params,
               std::vector<DataType> types, std::unique_ptr<PhysicalOperator> input)
        : PhysicalOperator(std::move(types), oneChild(std::move(input))),
          partition_columns_(std::move(partition_columns)),
          order_keys_(std::move(order_keys)),
          calls_(std::move(calls)),
          limit_(limit),
          params_(std::move(params)) {}

    OperatorDescription describe() const override { return {"WindowTopN", params_, std::nullopt}; }
    InputMode inputMode(size_t) const override { return InputMode::Sink; }
    std::unique_ptr<GlobalState> makeGlobalState(QueryContext&) const override {
        return std::make_unique<WindowTopNGlobal>(partition_columns_, order_keys_, limit_, inputTypes());
    }
    std::unique_ptr<LocalState> makeSinkState(GlobalState*, size_t) const override {
        return std::make_unique<RankedPartitions>(partition_columns_, order_keys_, limit_, inputTypes());
    }

    bool consume(RowView row, GlobalState*, LocalState* local) const override {
        if (limit_.limit == 0) return false;  // no row ranks within the limit
        stateAs<RankedPartitions>(local).offer(row);
        return true;
    }
    void combine(GlobalState* global, LocalState* local) const override {
        stateAs<WindowTopNGlobal>(global).best.offerAll(stateAs<RankedPartitions>(local));
    }
    /// Pushes whole partitions until a morsel's worth of rows went out.
    Produced produce(Downstream& out, GlobalState* global, LocalState*) const override {
        auto& state = stateAs<WindowTopNGlobal>(global);
        size_t pushed = 0;
        while (state.next_partition < state.best.partitions() && pushed < kMorselRows) {
            const size_t p = state.next_partition++;
            pushed += state.best.rowsOf(p);
            if (!state.best.pushPartition(p, calls_, out, state.scratch)) return Produced::Done;
        }
        return state.next_partition < state.best.partitions() ? Produced::More : Produced::Done;
    }

private:
    const std::vector<DataType>& inputTypes() const { return children()[0]->types(); }

    std::vector<uint32_t> partition_columns_;
    std::vector<SortKey> order_keys_;
    std::vector<WindowFunctionKind> calls_;
    RankLimit limit_;
    ExplainParams params_;
};

}  // namespace

std::unique_ptr<PhysicalOperator> makeWindowTopN(std::vector<uint32_t> partition_columns,
                                                 std::vector<SortKey> order_keys, std::vector<WindowFunctionKind> calls,
                                                 RankLimit limit, ExplainParams params,
                                                 std::unique_ptr<PhysicalOperator> input) {
    std::vector<DataType> types = input->types();
    types.insert(types.end(), calls.size(), Types::BIGINT());
    return std::make_unique<WindowTopN>(std::move(partition_columns), std::move(order_keys), std::move(calls), limit,
                                        std::move(params), std::move(types), std::move(input));
}

}  // namespace tabula::exec
