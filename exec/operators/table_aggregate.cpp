// TableAggregate: runs a user-defined table aggregate function over groups of rows that arrive one group after
// another (the planner sorts them on the keys). It holds one group's accumulator and key values; when a row of
// the next group arrives, or the input ends, it has the function emit the group's rows and pushes each after the
// keys. Memory: one accumulator, one group's keys and the rows it emits.
#include <memory>

#include "exec/cell_copy.hpp"
#include "exec/operators.hpp"
#include "exec/operators/collected_rows.hpp"
#include "exec/operators/row_comparator.hpp"
#include "exec/pipeline/state_cast.hpp"

namespace tabula::exec {
namespace {

/// Per pipeline instance: the group being accumulated and the rows its function emits (their strings in
/// `emitted_strings`). All are reused from group to group.
struct TableAggregateLocal final : LocalState, detail::RowCollector, detail::ResultText {
    TableAggregateLocal(size_t state_size, size_t width, size_t keys, size_t args, size_t columns)
        : state(std::make_unique<std::max_align_t[]>((state_size + sizeof(std::max_align_t) - 1) /
                                                     sizeof(std::max_align_t))),
          group_row(width),
          args(args),
          emitted(columns),
          out(keys + columns) {}
    ~TableAggregateLocal() override { release(); }

    void collect(const std::byte* values) override { emitted.append(values); }
    detail::ResultText& text() override { return *this; }
    char* allocate(size_t size) override { return emitted_strings.allocate(size); }

    std::byte* block() { return reinterpret_cast<std::byte*>(state.get()); }
    void release() {
        if (function != nullptr) function->destroy(block());
        function = nullptr;
    }

    std::unique_ptr<std::max_align_t[]> state;             // the accumulator's block, aligned to 16
    const UserTableAggregateFunction* function = nullptr;  // set while `state` holds an accumulator
    std::vector<Cell> group_row;  // the group's first row: its key cells hold the keys, their strings in key_strings
    Arena key_strings;
    std::vector<Cell> args;
    CollectedRows emitted;
    Arena emitted_strings;
    std::vector<Cell> out;  // the row being pushed
};

static_assert(alignof(std::max_align_t) >= 16, "an accumulator's block is aligned to 16");

class TableAggregate final : public PhysicalOperator {
public:
    TableAggregate(std::vector<uint32_t> key_columns, GroupedTableAggregateCall call, ExplainParams params,
                   std::vector<DataType> types, std::unique_ptr<PhysicalOperator> input)
        : PhysicalOperator(std::move(types), oneChild(std::move(input))),
          group_(ascendingKeys(key_columns), children()[0]->types()),
          key_columns_(std::move(key_columns)),
          call_(std::move(call)),
          params_(std::move(params)) {
        for (uint32_t column : key_columns_) {
            if (children()[0]->types()[column].id() == TypeId::String) key_strings_.push_back(column);
        }
    }

    OperatorDescription describe() const override { return {"TableAggregate", params_, std::nullopt}; }
    InputMode inputMode(size_t) const override { return InputMode::Stream; }
    std::unique_ptr<LocalState> makeStreamState(GlobalState*) const override {
        return std::make_unique<TableAggregateLocal>(call_.function->stateSize(), children()[0]->types().size(),
                                                     key_columns_.size(), call_.args.size(),
                                                     call_.function->columns().size());
    }

    bool execute(RowView row, Downstream& out, GlobalState*, LocalState* local) const override {
        auto& state = stateAs<TableAggregateLocal>(local);
        if (state.function != nullptr && group_.compare(row, RowView(state.group_row.data(), row.size())) != 0) {
            if (!emitGroup(state, out)) return false;
        }
        if (state.function == nullptr) startGroup(state, row);
        for (size_t i = 0; i < call_.args.size(); ++i) state.args[i] = row[call_.args[i]];
        located([&] { call_.function->accumulate(state.block(), state.args.data(), call_.text); });
        return true;
    }

    bool flush(Downstream& out, GlobalState*, LocalState* local) const override {
        auto& state = stateAs<TableAggregateLocal>(local);
        if (state.function == nullptr && key_columns_.empty()) startGroup(state, RowView());
        return state.function == nullptr || emitGroup(state, out);
    }

private:
    void startGroup(TableAggregateLocal& state, RowView row) const {
        state.key_strings.reset();
        std::copy(row.begin(), row.end(), state.group_row.begin());
        copyStrings(std::span(state.group_row).first(row.size()), key_strings_, state.key_strings);
        located([&] { call_.function->create(state.block(), call_.text); });
        state.function = call_.function;
    }

    /// Emits the held group's rows and releases its accumulator.
    bool emitGroup(TableAggregateLocal& state, Downstream& out) const {
        state.emitted.clear();
        state.emitted_strings.reset();
        located([&] { call_.function->emit(state.block(), state, call_.text); });
        state.release();
        const size_t keys = key_columns_.size();
        for (size_t k = 0; k < keys; ++k) state.out[k] = state.group_row[key_columns_[k]];
        return state.emitted.pushEach(state.out, keys, out);
    }

    /// Runs a call into the function, placing its ExecutionErrors at the call.
    template <class Call>
    void located(Call&& call) const {
        try {
            std::forward<Call>(call)();
        } catch (ExecutionError& error) {
            if (call_.source && !error.span()) error.relocate(call_.source, call_.span);
            throw;
        }
    }

    RowComparator group_;
    std::vector<uint32_t> key_columns_;
    std::vector<uint32_t> key_strings_;  // the input columns of STRING keys
    GroupedTableAggregateCall call_;
    ExplainParams params_;
};

}  // namespace

std::unique_ptr<PhysicalOperator> makeTableAggregate(std::vector<uint32_t> key_columns, GroupedTableAggregateCall call,
                                                     ExplainParams params, std::unique_ptr<PhysicalOperator> input) {
    std::vector<DataType> types;
    for (uint32_t column : key_columns) types.push_back(input->types().at(column));
    types.insert(types.end(), call.function->columns().begin(), call.function->columns().end());
    return std::make_unique<TableAggregate>(std::move(key_columns), std::move(call), std::move(params),
                                            std::move(types), std::move(input));
}

}  // namespace tabula::exec
