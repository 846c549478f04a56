// TableResult: a thin handle that reads its ResultCursor.
#include "tabula/table_result.hpp"

#include "result_cursor.hpp"
#include "stored_rows.hpp"

namespace tabula {

TableResult::TableResult(std::shared_ptr<const TableSchema> schema, std::vector<Row> rows,
                         std::vector<std::string> warnings, ResultKind kind)
    : schema_(std::move(schema)),
      cursor_(std::make_unique<detail::StoredRows>(std::move(rows), std::move(warnings))),
      kind_(kind) {}

TableResult::TableResult(std::shared_ptr<const TableSchema> schema, std::unique_ptr<detail::ResultCursor> cursor)
    : schema_(std::move(schema)), cursor_(std::move(cursor)) {}

TableResult::~TableResult() = default;
TableResult::TableResult(TableResult&& other) noexcept = default;
TableResult& TableResult::operator=(TableResult&& other) noexcept = default;

const Row* TableResult::next() { return cursor_ ? cursor_->next() : nullptr; }

size_t TableResult::bufferedRows() const { return cursor_ ? cursor_->buffered() : 0; }

std::vector<Row> TableResult::collect() {
    std::vector<Row> rows;
    while (const Row* row = next()) rows.push_back(*row);
    return rows;
}

const std::vector<std::string>& TableResult::warnings() const {
    static const std::vector<std::string> kNone;
    return cursor_ ? cursor_->warnings() : kNone;
}

void TableResult::cancel() {
    if (cursor_) cursor_->cancel();
}

}  // namespace tabula
