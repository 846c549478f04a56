// A ResultCursor over rows already in memory.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "result_cursor.hpp"

namespace tabula::detail {

class StoredRows final : public ResultCursor {
public:
    StoredRows(std::vector<Row> rows, std::vector<std::string> warnings)
        : rows_(std::move(rows)), warnings_(std::move(warnings)) {}

    const Row* next() override { return next_ < rows_.size() ? &rows_[next_++] : nullptr; }
    size_t buffered() const override { return rows_.size() - next_; }
    const std::vector<std::string>& warnings() const override { return warnings_; }
    void cancel() override { next_ = rows_.size(); }

private:
    std::vector<Row> rows_;
    std::vector<std::string> warnings_;
    size_t next_ = 0;  // the row next() returns
};

}  // namespace tabula::detail
