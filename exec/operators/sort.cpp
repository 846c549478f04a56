// Sort: a pipeline breaker that packs every row compactly (PackedRows), sorts 24-byte references to them — the
// normalised prefixes of the first two keys (sort_prefix.hpp) and the row number — and emits the rows a morsel at a
// time. Two references compare by prefixes; only prefixes that do not decide (strings, decimals, a third key)
// unpack the key values of the two rows; the row number breaks the last ties, so the order is stable. The second
// key's prefix counts only when the first key's prefix decides and no row's second key is NULL. Rows whose first
// key is NULL are sorted apart and go first or last as the key says. Memory beyond the packed rows: 24 bytes per
// row.
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

/// A row to sort: its first two keys' prefixes (inverted for a descending key; 0 where unused) and its number.
struct SortEntry {
    uint64_t prefix;
    uint64_t second;
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

/// Orders entries: by prefixes, then (where the prefixes do not decide) by the keys' values, then by row number.
class EntryOrder {
public:
    EntryOrder(const PackedRows& rows, const std::vector<SortKey>& keys, const RowComparator& key_comparator,
               QueryContext& ctx)
        : rows_(rows), keys_(keys), key_comparator_(key_comparator), ctx_(ctx), a_(keys.size()), b_(keys.size()) {}

    /// `first_key`: the keys before it are decided by the prefixes, so the rows' values count from it on.
    bool less(const SortEntry& x, const SortEntry& y, size_t first_key) {
        if (++comparisons_ % kCancelCheckInterval == 0) [[unlikely]]
            ctx_.checkCancelled();
        if (x.prefix != y.prefix) return x.prefix < y.prefix;
        if (x.second != y.second) return x.second < y.second;
        return tieLess(x, y, first_key);
    }

private:
    [[gnu::noinline]] bool tieLess(const SortEntry& x, const SortEntry& y, size_t first_key) {
        if (first_key < keys_.size()) {
            const int order = compareKeys(x.row, y.row, first_key);
            if (order != 0) return order < 0;
        }
        return x.row < y.row;
    }

    int compareKeys(uint32_t x, uint32_t y, size_t first_key) {
        const std::byte* row_x = rows_.row(x);
        const std::byte* row_y = rows_.row(y);
        for (size_t k = first_key; k < keys_.size(); ++k) {
            rows_.unpackValue(row_x, keys_[k].column, a_[k]);
            rows_.unpackValue(row_y, keys_[k].column, b_[k]);
        }
        return key_comparator_.compare(a_, b_);
    }

    const PackedRows& rows_;
    const std::vector<SortKey>& keys_;
    const RowComparator& key_comparator_;
    QueryContext& ctx_;
    size_t comparisons_ = 0;
    std::vector<Cell> a_;  // the keys of the two rows compared, unpacked (NULL where skipped)
    std::vector<Cell> b_;
};

/// The prefix of key `k`'s type; none (and deciding nothing) where there is no such key.
SortPrefix keyPrefix(const std::vector<SortKey>& keys, const std::vector<DataType>& types, size_t k) {
    return k < keys.size() ? sortPrefixFor(types[keys[k].column]) : SortPrefix{nullptr, false};
}

uint64_t oriented(const SortKey& key, uint64_t prefix) { return key.descending ? ~prefix : prefix; }

class Sort final : public PhysicalOperator {
public:
    Sort(std::vector<SortKey> keys, std::unique_ptr<PhysicalOperator> input)
        : PhysicalOperator(std::move(input)),
          keys_(std::move(keys)),
          key_comparator_(keysOverKeyRow(keys_), keyTypes(keys_, types())),
          prefix_(keyPrefix(keys_, types(), 0)),
          second_prefix_(keyPrefix(keys_, types(), 1)),
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
        // The second key's prefix orders rows only among equal first keys, so only where the first prefix decides.
        const bool with_second = prefix_.decisive && keys_.size() >= 2;
        bool second_null = false;
        Cell cell;
        for (uint32_t i = 0; i < rows.rowCount(); ++i) {
            SortEntry entry{0, 0, i};
            if (keys_.empty()) {  // no key: the rows keep their order
                values.push_back(entry);
                continue;
            }
            const std::byte* packed = rows.row(i);
            if (with_second) {
                rows.unpackValue(packed, keys_[1].column, cell);
                second_null |= cell.null;
                if (!cell.null) entry.second = oriented(keys_[1], second_prefix_.encode(cell));
            }
            rows.unpackValue(packed, keys_[0].column, cell);
            if (cell.null) {
                nulls.push_back(entry);
                continue;
            }
            entry.prefix = oriented(keys_[0], prefix_.encode(cell));
            values.push_back(entry);
        }
        if (second_null) {  // a NULL has no prefix: the second key's values are compared instead
            for (SortEntry& entry : values) entry.second = 0;
            for (SortEntry& entry : nulls) entry.second = 0;
        }
        const bool second_decides = with_second && !second_null && second_prefix_.decisive;
        // The first key whose values are compared: the prefixes decide the keys before it.
        const size_t values_from = !prefix_.decisive ? 0 : second_decides ? 2 : 1;
        const size_t nulls_from = std::max<size_t>(values_from, 1);  // every first key here is NULL
        EntryOrder order(rows, keys_, key_comparator_, state.ctx);
        std::sort(values.begin(), values.end(),
                  [&](const SortEntry& x, const SortEntry& y) { return order.less(x, y, values_from); });
        std::sort(nulls.begin(), nulls.end(),
                  [&](const SortEntry& x, const SortEntry& y) { return order.less(x, y, nulls_from); });
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
    SortPrefix second_prefix_;      // of the second key's type
    std::string keys_text_;         // the keys as EXPLAIN shows them
};

}  // namespace

std::unique_ptr<PhysicalOperator> makeSort(std::vector<SortKey> keys, std::unique_ptr<PhysicalOperator> input) {
    return std::make_unique<Sort>(std::move(keys), std::move(input));
}

}  // namespace tabula::exec
