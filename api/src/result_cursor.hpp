// Where a TableResult's rows come from: a running query, or rows already in memory.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "tabula/row.hpp"

namespace tabula::detail {

/// The source of a TableResult, read once from front to back by one reader.
class ResultCursor {
public:
    virtual ~ResultCursor() = default;
    /// The next row, valid until the next call; nullptr at the end. Throws what the query throws.
    virtual const Row* next() = 0;
    /// How many rows next() returns without running the query further.
    virtual size_t buffered() const = 0;
    /// The warnings gathered so far.
    virtual const std::vector<std::string>& warnings() const = 0;
    /// Ends the result early; next() returns nullptr from then on.
    virtual void cancel() = 0;
};

}  // namespace tabula::detail
