// TableResult: the rows of an executed query, read one at a time while the query runs.
#pragma once

#include <cstddef>
#include <iterator>
#include <memory>
#include <string>
#include <vector>

#include "tabula/row.hpp"
#include "tabula/schema.hpp"

namespace tabula {

namespace detail {
class ResultCursor;
struct Internals;
}  // namespace detail

/// What a statement run by TableEnvironment::executeSql returned, as in Flink: SUCCESS for statements that only
/// report "OK" (CREATE, DROP, SET, ...), SUCCESS_WITH_CONTENT for rows (queries, SHOW TABLES, DESCRIBE, EXPLAIN,
/// SET listing the settings) and for INSERT and DELETE (their row count).
enum class ResultKind { Success, SuccessWithContent };

/// A single pass over the rows of a query, produced while the query runs: memory stays bounded however many rows
/// the query returns (a sort or a grouping still holds its input). Read it with next(), a range-for, or collect():
///
///   TableResult result = table.execute();
///   for (const Row& row : result) std::cout << row.toString() << '\n';
///   for (const std::string& warning : result.warnings()) std::cerr << warning << '\n';
///
/// The row next() returns (and an iterator points at) is valid until the next call: copy it to keep it. Errors
/// the query meets while running (bad data, division by zero, Ctrl-C / TableEnvironment::cancel) are thrown from
/// next() (and so from iterating or collect()) with the same types and messages as from execute(); the result
/// has ended then. Destroying the result, or cancel(), stops the query; the result may outlive the Table and the
/// TableEnvironment that made it. Move-only, and not thread-safe (one reader).
class TableResult {
public:
    /// Input iterator over the rows not read yet; begin() reads the first of them. `*it` is the row next() returned.
    class Iterator {
    public:
        using iterator_category = std::input_iterator_tag;
        using value_type = Row;
        using difference_type = std::ptrdiff_t;
        using pointer = const Row*;
        using reference = const Row&;

        Iterator() = default;
        const Row& operator*() const { return *row_; }
        const Row* operator->() const { return row_; }
        Iterator& operator++() {
            row_ = result_->next();
            return *this;
        }
        void operator++(int) { ++*this; }
        friend bool operator==(const Iterator& a, const Iterator& b) { return a.row_ == b.row_; }

    private:
        friend class TableResult;
        Iterator(TableResult* result, const Row* row) : result_(result), row_(row) {}
        TableResult* result_ = nullptr;
        const Row* row_ = nullptr;  // nullptr: the end
    };

    /// A result over rows already in memory (what the shell builds for SHOW TABLES; handy in tests).
    TableResult(std::shared_ptr<const TableSchema> schema, std::vector<Row> rows,
                std::vector<std::string> warnings = {}, ResultKind kind = ResultKind::SuccessWithContent);
    /// Stops the query if it is still running.
    ~TableResult();
    TableResult(TableResult&& other) noexcept;
    TableResult& operator=(TableResult&& other) noexcept;
    TableResult(const TableResult&) = delete;
    TableResult& operator=(const TableResult&) = delete;

    const TableSchema& getSchema() const { return *schema_; }
    ResultKind getResultKind() const { return kind_; }

    /// The next row, or nullptr once every row was read (or the result was cancelled). Valid until the next call.
    const Row* next();
    Iterator begin() { return Iterator(this, next()); }
    Iterator end() { return Iterator(); }
    /// How many rows next() returns without running the query further; when 0, the next call may wait for the
    /// query. A writer flushes its output then, so that its reader sees rows as soon as they are produced.
    size_t bufferedRows() const;
    /// Reads every row not read yet into memory.
    std::vector<Row> collect();

    /// Warnings for the user (e.g. skipped malformed CSV lines) gathered so far: complete once next() has returned
    /// nullptr.
    const std::vector<std::string>& warnings() const;

    /// Stops the query and frees what it holds; next() returns nullptr from now on. Rows read stay as they were.
    void cancel();

private:
    /// The library makes results of running queries through Internals alone.
    friend struct detail::Internals;
    /// A result reading `cursor` (a running query).
    TableResult(std::shared_ptr<const TableSchema> schema, std::unique_ptr<detail::ResultCursor> cursor);

    std::shared_ptr<const TableSchema> schema_;
    std::unique_ptr<detail::ResultCursor> cursor_;
    ResultKind kind_ = ResultKind::SuccessWithContent;
};

}  // namespace tabula
