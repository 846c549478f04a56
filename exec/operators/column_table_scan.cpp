// ColumnTableScan: the source of an in-memory table version (CREATE TABLE, cache(), fromValues()), a chunk per
// morsel; morsels are claimed from the global state, as several pipeline instances would. Only the columns the
// query uses are decoded, a batch of rows at a time, into the instance's reused row buffer; with scan ranges or
// the key filters of hash joins above it, only the rows that pass them. A row's failure further on (a user
// function's) is placed at the row's number in the table or value list.
#include <algorithm>
#include <atomic>

#include <boost/container/small_vector.hpp>

#include "exec/chunk_reader.hpp"
#include "exec/operators.hpp"
#include "exec/pipeline/state_cast.hpp"
#include "exec/row_failure.hpp"

namespace tabula::exec {
namespace {

struct ScanCursor final : GlobalState {
    explicit ScanCursor(const QueryContext& context) : ctx(context) {}
    const QueryContext& ctx;      // where the joins above publish their key filters
    std::atomic<size_t> next{0};  // the next unclaimed chunk
};

struct ScanBuffer final : LocalState {
    explicit ScanBuffer(std::vector<uint32_t> columns) : reader(std::move(columns)) {}
    ChunkReader reader;
};

std::vector<DataType> typesOf(const TableSnapshot& table, const std::vector<uint32_t>& columns) {
    std::vector<DataType> types;
    types.reserve(columns.size());
    for (uint32_t column : columns) types.push_back(table.types()[column]);
    return types;
}

class ColumnTableScan final : public PhysicalOperator {
public:
    ColumnTableScan(SnapshotPtr table, std::vector<uint32_t> columns, std::string name, std::vector<ScanRange> ranges,
                    std::string ranges_text)
        : PhysicalOperator(typesOf(*table, columns), {}),
          table_(std::move(table)),
          columns_(std::move(columns)),
          name_(std::move(name)),
          ranges_(std::move(ranges)),
          ranges_text_(std::move(ranges_text)) {}

    OperatorDescription describe() const override {
        // Its rows: the table's, exactly; with ranges, the planner's estimate of the rows that meet them. Key
        // filters do not change the estimate: the join above counts the rows they drop.
        ExplainParams params{{"name", name_}};
        if (!ranges_.empty()) params.push_back({"filter", ranges_text_});
        if (!key_filters_.empty()) {
            std::string keys;
            for (const KeyFilterRequest& request : key_filters_) keys += (keys.empty() ? "" : ", ") + request.key_text;
            params.push_back({"key_filters", keys});
        }
        if (ranges_.empty()) return {"ColumnTableScan", std::move(params), table_->rowCount()};
        return {"ColumnTableScan", std::move(params), std::nullopt};
    }
    std::unique_ptr<GlobalState> makeGlobalState(QueryContext& ctx) const override {
        return std::make_unique<ScanCursor>(ctx);
    }
    bool takeKeyFilter(uint32_t column, size_t id, const std::string& key) override {
        const uint32_t key_position = 0;  // the key's cell is hashed alone
        RowKeys hashing(std::span(&key_position, 1), std::span(&types()[column], 1));
        key_filters_.push_back({column, id, key.empty() ? "$" + std::to_string(column) : key, std::move(hashing)});
        return true;
    }
    std::unique_ptr<LocalState> makeSourceState(GlobalState*) const override {
        return std::make_unique<ScanBuffer>(columns_);
    }

    Produced produce(Downstream& out, GlobalState* global, LocalState* local) const override {
        const auto& chunks = table_->chunks();
        const size_t index = stateAs<ScanCursor>(global).next.fetch_add(1);
        if (index >= chunks.size()) return Produced::Done;
        const ColumnChunk& chunk = *chunks[index];
        ChunkReader& reader = stateAs<ScanBuffer>(local).reader;
        const FilterList filters = publishedFilters(stateAs<ScanCursor>(global).ctx);
        for (size_t begin = 0; begin < chunk.rowCount(); begin += ChunkReader::kBatchRows) {
            size_t count = std::min(ChunkReader::kBatchRows, chunk.rowCount() - begin);
            if (ranges_.empty() && filters.empty()) {
                reader.read(chunk, begin, count);
            } else {
                count = reader.readWhere(chunk, begin, count, ranges_, {filters.data(), filters.size()});
                if (count == 0) continue;
            }
            if (!placesRows()) {
                if (!out.pushBatch(reader.rows(), columns_.size(), count)) return Produced::Done;
                continue;
            }
            const bool more = pushTracingFailures(
                reader.rows(), columns_.size(), count,
                [&] { return out.pushBatch(reader.rows(), columns_.size(), count); },
                [&](RowFailure& failure, size_t row) {
                    failure.place("row " + std::to_string(firstRowOf(index) + reader.rowNumber(row) + 1) + " of " +
                                  name_);
                });
            if (!more) return Produced::Done;
        }
        return index + 1 >= chunks.size() ? Produced::Done : Produced::More;
    }

private:
    /// Whether the rows are a table's or a value list's, whose row numbers mean something to the user, rather than
    /// rows the planner made (a name in parentheses: "(no FROM)", "(cache)").
    bool placesRows() const { return !name_.starts_with('('); }

    /// The number of chunk `index`'s first row in the table.
    size_t firstRowOf(size_t index) const {
        size_t first = 0;
        for (size_t i = 0; i < index; ++i) first += table_->chunks()[i]->rowCount();
        return first;
    }

    /// A join's request to apply its key filter to output column `column`.
    struct KeyFilterRequest {
        uint32_t column;
        size_t id;
        std::string key_text;  // the join's keys, for EXPLAIN
        RowKeys key;           // hashes the key alone, as the join does
    };
    using FilterList = boost::container::small_vector<ScanKeyFilter, 4>;

    /// The key filters the joins above have published in this run (all of them, once their build sides are
    /// indexed, which happens before this scan's pipeline starts).
    FilterList publishedFilters(const QueryContext& ctx) const {
        FilterList filters;
        for (const KeyFilterRequest& request : key_filters_) {
            if (std::optional<KeyFilter> filter = ctx.keyFilter(request.id))
                filters.push_back({request.column, *filter, &request.key});
        }
        return filters;
    }

    SnapshotPtr table_;
    std::vector<uint32_t> columns_;
    std::string name_;
    std::vector<ScanRange> ranges_;
    std::string ranges_text_;  // the conditions they came from, for EXPLAIN
    std::vector<KeyFilterRequest> key_filters_;
};

}  // namespace

std::unique_ptr<PhysicalOperator> makeColumnTableScan(SnapshotPtr table, std::vector<uint32_t> columns,
                                                      std::string name, std::vector<ScanRange> ranges,
                                                      std::string ranges_text) {
    return std::make_unique<ColumnTableScan>(std::move(table), std::move(columns), std::move(name), std::move(ranges),
                                             std::move(ranges_text));
}

}  // namespace tabula::exec
