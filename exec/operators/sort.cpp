// Sort: a pipeline breaker that packs every row compactly (PackedRows), sorts 16-byte references to them — the first
// key's normalised prefix (sort_prefix.hpp) and the row number — and emits the rows a morsel at a time. Two
// references compare by prefix; only equal prefixes that do not decide (strings, decimals, a second key) unpack the
// key values of the two rows; the row number breaks the last ties, so the order is stable. Rows whose first key is
// NULL are sorted apart and go first or last as the key says. Memory beyond the packed rows: 16 bytes per row.
#include <algorithm>
#include <memory>

#include "exec/operators.hpp"
#include "exec/operators/row_comparator.hpp"
#include "exec/operators/sort_prefix.hpp"
#include "exec/packed_rows.hpp"
#include "exec/pipeline/state_cast.hpp"
#include "tabula/error.hpp"

namespace tabula::exec {
namespace {

constexpr size_t kMorselRows = 1024;

/// A row to sort: its first key's prefix (inverted for a descending key) and its number.
struct SortEntry {
    uint64_t prefix;
    uint32_t row;
};

struct SortGlobal final : GlobalState {
    explicit SortGlobal(QueryContext& context) : ctx(context) {}
    QueryContext& ctx;
    std::unique_ptr<PackedRows> rows;  // every input row: the first instance's store, later ones appended to it
    std::vector<SortEntry> order;      // the rows in sorted order, once finalized
    size_t emitted = 0;                // entries of `order` pushed so far
    std::vector<Cell> row;             // the row being pushed, unpacked
};

struct SortLocal final : LocalState {
    explicit SortLocal(const std::vector<DataType>& types) : rows(std::make_unique<PackedRows>(types)) {}
    std::unique_ptr<PackedRows> rows;
};

/// The sort keys over a row of the key values alone (key k at position k), for comparing unpacked keys.
std::vector<SortKey> keysOverKeyRow(const std::vector<SortKey>& keys) {
    std::vector<SortKey> over_key_row = keys;
    for (size_t k = 0; k < keys.size(); ++k) over_key_row[k].column = static_cast<uint32_t>(k);
    return over_key_row;
}

std::vector<DataType> keyTypes(const std::vector<SortKey>& keys, const std::vector<DataType>& types) {
    std::vector<DataType> selected;
    for (const SortKey& key : keys) selected.push_back(types[key.column]);
    return selected;
}

/// Orders entries: by prefix, then (where the prefix does not decide) by the keys' values, then by row number.
class EntryOrder {
public:
    EntryOrder(const PackedRows& rows, const std::vector<SortKey>& keys, const RowComparator& key_comparator,
               bool prefix_decides, QueryContext& ctx)
        : rows_(rows),
          keys_(keys),
          key_comparator_(key_comparator),
          prefix_decides_(prefix_decides),
          ctx_(ctx),
          a_(keys.size()),
          b_(keys.size()) {}

    /// `skip_first_key`: the entries' first keys are all equal (all NULL), so only the other keys count.
    bool less(const SortEntry& x, const SortEntry& y, bool skip_first_key) {
        if (++comparisons_ % kCancelCheckInterval == 0) ctx_.checkCancelled();
        if (x.prefix != y.prefix) return x.prefix < y.prefix;
        if (!prefix_decides_) {
            const int order = compareKeys(x.row, y.row, skip_first_key);
            if (order != 0) return order < 0;
        }
        return x.row < y.row;
    }

private:
    int compareKeys(uint32_t x, uint32_t y, bool skip_first_key) {
        const std::byte* row_x = rows_.row(x);
        const std::byte* row_y = rows_.row(y);
        for (size_t k = skip_first_key ? 1 : 0; k < keys_.size(); ++k) {
            rows_.unpackValue(row_x, keys_[k].column, a_[k]);
            rows_.unpackValue(row_y, keys_[k].column, b_[k]);
        }
        return key_comparator_.compare(a_, b_);
    }

    const PackedRows& rows_;
    const std::vector<SortKey>& keys_;
    const RowComparator& key_comparator_;
    bool prefix_decides_;  // the prefix is the whole first key and there is no other
    QueryContext& ctx_;
    size_t comparisons_ = 0;
    std::vector<Cell> a_;  // the keys of the two rows compared, unpacked (NULL where skipped)
    std::vector<Cell> b_;
};

class Sort final : public PhysicalOperator {
public:
    Sort(std::vector<SortKey> keys, std::unique_ptr<PhysicalOperator> input)
        : PhysicalOperator(std::move(input)),
          keys_(std::move(keys)),
          key_comparator_(keysOverKeyRow(keys_), keyTypes(keys_, types())),
          prefix_(keys_.empty() ? SortPrefix{nullptr, true} : sortPrefixFor(types()[keys_[0].column])),
          keys_text_(describeSortKeys(keys_)) {}

    OperatorDescription describe() const override { return {"Sort", {{"keys", keys_text_}}, std::nullopt}; }
    InputMode inputMode(size_t) const override { return InputMode::Sink; }
    std::unique_ptr<GlobalState> makeGlobalState(QueryContext& ctx) const override {
        return std::make_unique<SortGlobal>(ctx);
    }
    std::unique_ptr<LocalState> makeSinkState(GlobalState*, size_t) const override {
        return std::make_unique<SortLocal>(types());
    }

    bool consume(RowView row, GlobalState*, LocalState* local) const override {
        stateAs<SortLocal>(local).rows->append(row);
        return true;
    }

    void combine(GlobalState* global, LocalState* local) const override {
        auto& into = stateAs<SortGlobal>(global).rows;
        auto& from = stateAs<SortLocal>(local).rows;
        if (!into) {
            into = std::move(from);  // the first instance's rows are taken, not copied
            return;
        }
        into->appendAll(*from);
    }

    /// Sorts the references. A cancelled run throws out of a comparison (every kCancelCheckInterval of them).
    void finalize(GlobalState* global) const override {
        auto& state = stateAs<SortGlobal>(global);
        if (!state.rows) state.rows = std::make_unique<PackedRows>(types());  // no pipeline fed any row
        const PackedRows& rows = *state.rows;
        if (rows.rowCount() >= UINT32_MAX) {
            throw ExecutionError("a sort holds " + std::to_string(rows.rowCount()) + " rows; at most " +
                                 std::to_string(UINT32_MAX - 1) + " fit");
        }
        std::vector<SortEntry> values;
        std::vector<SortEntry> nulls;  // rows whose first key is NULL
        values.reserve(rows.rowCount());
        Cell cell;
        for (uint32_t i = 0; i < rows.rowCount(); ++i) {
            if (keys_.empty()) {  // no key: the rows keep their order
                values.push_back({0, i});
                continue;
            }
            rows.unpackValue(rows.row(i), keys_[0].column, cell);
            if (cell.null) {
                nulls.push_back({0, i});
                continue;
            }
            const uint64_t prefix = prefix_.encode(cell);
            values.push_back({keys_[0].descending ? ~prefix : prefix, i});
        }
        EntryOrder order(rows, keys_, key_comparator_, prefix_.decisive && keys_.size() <= 1, state.ctx);
        std::sort(values.begin(), values.end(),
                  [&](const SortEntry& x, const SortEntry& y) { return order.less(x, y, false); });
        std::sort(nulls.begin(), nulls.end(),
                  [&](const SortEntry& x, const SortEntry& y) { return order.less(x, y, true); });
        if (!keys_.empty() && keys_[0].nulls_first) std::swap(values, nulls);
        values.insert(values.end(), nulls.begin(), nulls.end());
        state.order = std::move(values);
        state.row.resize(types().size());
    }

    Produced produce(Downstream& out, GlobalState* global, LocalState*) const override {
        auto& state = stateAs<SortGlobal>(global);
        const size_t end = std::min(state.emitted + kMorselRows, state.order.size());
        for (; state.emitted < end; ++state.emitted) {
            state.rows->unpack(state.order[state.emitted].row, state.row.data());
            if (!out.push(state.row)) return Produced::Done;
        }
        return end == state.order.size() ? Produced::Done : Produced::More;
    }

private:
    std::vector<SortKey> keys_;
    RowComparator key_comparator_;  // over rows of the key values alone
    SortPrefix prefix_;             // of the first key's type
    std::string keys_text_;         // the keys as EXPLAIN shows them
};

}  // namespace

std::unique_ptr<PhysicalOperator> makeSort(std::vector<SortKey> keys, std::unique_ptr<PhysicalOperator> input) {
    return std::make_unique<Sort>(std::move(keys), std::move(input));
}

}  // namespace tabula::exec
