// ColumnTableScan: the source of an in-memory table version (CREATE TABLE, cache(), fromValues()), a chunk per
// morsel; morsels are claimed from the global state, as several pipeline instances would. Only the columns the
// query uses are decoded, a batch of rows at a time, into the instance's reused row buffer.
#include <algorithm>
#include <atomic>

#include "exec/chunk_reader.hpp"
#include "exec/operators.hpp"
#include "exec/pipeline/state_cast.hpp"

namespace tabula::exec {
namespace {

struct ScanCursor final : GlobalState {
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
        // Its rows: the table's, exactly; with ranges, the planner's estimate of the rows that meet them.
        if (ranges_.empty()) return {"ColumnTableScan", {{"name", name_}}, table_->rowCount()};
        return {"ColumnTableScan", {{"name", name_}, {"filter", ranges_text_}}, std::nullopt};
    }
    std::unique_ptr<GlobalState> makeGlobalState(QueryContext&) const override {
        return std::make_unique<ScanCursor>();
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
        for (size_t begin = 0; begin < chunk.rowCount(); begin += ChunkReader::kBatchRows) {
            size_t count = std::min(ChunkReader::kBatchRows, chunk.rowCount() - begin);
            if (ranges_.empty()) {
                reader.read(chunk, begin, count);
            } else {
                count = reader.readWhere(chunk, begin, count, ranges_);
                if (count == 0) continue;
            }
            if (!out.pushBatch(reader.rows(), columns_.size(), count)) return Produced::Done;
        }
        return index + 1 >= chunks.size() ? Produced::Done : Produced::More;
    }

private:
    SnapshotPtr table_;
    std::vector<uint32_t> columns_;
    std::string name_;
    std::vector<ScanRange> ranges_;
    std::string ranges_text_;  // the conditions they came from, for EXPLAIN
};

}  // namespace

std::unique_ptr<PhysicalOperator> makeColumnTableScan(SnapshotPtr table, std::vector<uint32_t> columns,
                                                      std::string name, std::vector<ScanRange> ranges,
                                                      std::string ranges_text) {
    return std::make_unique<ColumnTableScan>(std::move(table), std::move(columns), std::move(name), std::move(ranges),
                                             std::move(ranges_text));
}

}  // namespace tabula::exec
