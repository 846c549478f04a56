// Helpers for operator tests: building input tables, running operators through the Executor into rendered rows, and
// small expressions and accumulators written for the tests (independent of the evaluator and the built-ins).
#pragma once

#include <algorithm>
#include <charconv>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "exec/chunk_reader.hpp"
#include "exec/operators.hpp"
#include "exec/pipeline/executor.hpp"

namespace tabula::exec::test {

inline Cell nullCell() { return Cell(); }
inline Cell intCell(int64_t v) {
    Cell c;
    c.i = v;
    c.null = false;
    return c;
}
inline Cell boolCell(bool v) {
    Cell c;
    c.b = v;
    c.null = false;
    return c;
}
inline Cell floatCell(float v) {
    Cell c;
    c.f = v;
    c.null = false;
    return c;
}
inline Cell doubleCell(double v) {
    Cell c;
    c.d = v;
    c.null = false;
    return c;
}
inline Cell decimalCell(Int128 unscaled) {
    Cell c;
    c.setDecimal(unscaled);
    c.null = false;
    return c;
}
/// Views `text`: keep it alive while the cell is used (RowStore::append copies it).
inline Cell stringCell(std::string_view text) {
    Cell c;
    c.s = StrRef{text.data(), static_cast<uint32_t>(text.size())};
    c.null = false;
    return c;
}

/// A table of `types` holding `rows` (strings copied).
inline std::shared_ptr<RowStore> makeTable(std::vector<DataType> types, const std::vector<std::vector<Cell>>& rows) {
    auto table = std::make_shared<RowStore>(std::move(types));
    for (const auto& row : rows) table->append(row);
    return table;
}

/// A scan of every column of an in-memory table holding `rows`' rows (copied); EXPLAIN calls it `name`.
inline std::unique_ptr<PhysicalOperator> makeTableScan(std::shared_ptr<const RowStore> rows, std::string name) {
    ColumnTableBuilder table(rows->types());
    for (size_t i = 0; i < rows->rowCount(); ++i) table.append(rows->row(i));
    return makeColumnTableScan(table.finish(), allColumns(rows->width()), std::move(name));
}

/// A one-column INT table holding 1, 2, ..., count.
inline std::shared_ptr<RowStore> numbers(int count) {
    std::vector<std::vector<Cell>> rows;
    for (int i = 1; i <= count; ++i) rows.push_back({intCell(i)});
    return makeTable({Types::INT()}, rows);
}

/// numbers(count) as a version of an in-memory table.
inline SnapshotPtr numbersSnapshot(int count) {
    ColumnTableBuilder table({Types::INT()});
    for (int i = 1; i <= count; ++i) {
        const Cell cell = intCell(i);
        table.append(RowView(&cell, 1));
    }
    return table.finish();
}

/// Text of a cell for comparisons in tests: NULL, true/false, integers, shortest floating-point form, decimals
/// as unscaled digits with the point placed by the scale, strings as they are.
inline std::string render(const Cell& cell, const DataType& type) {
    if (cell.null) return "NULL";
    char buffer[64];
    switch (type.id()) {
        case TypeId::Boolean: return cell.b ? "true" : "false";
        case TypeId::Float: return std::string(buffer, std::to_chars(buffer, buffer + 64, cell.f).ptr);
        case TypeId::Double: return std::string(buffer, std::to_chars(buffer, buffer + 64, cell.d).ptr);
        case TypeId::String: return std::string(cell.s.view());
        case TypeId::Decimal: {
            Int128 v = cell.decimal();
            const bool negative = v < 0;
            std::string digits;
            do {
                const auto digit = static_cast<int>(v % 10);
                digits.insert(digits.begin(), static_cast<char>('0' + (digit < 0 ? -digit : digit)));
                v /= 10;
            } while (v != 0);
            while (digits.size() <= type.scale()) digits.insert(digits.begin(), '0');
            if (type.scale() > 0) digits.insert(digits.end() - type.scale(), '.');
            return negative ? "-" + digits : digits;
        }
        default: return std::to_string(cell.i);
    }
}

using Rows = std::vector<std::vector<std::string>>;

inline std::vector<std::string> renderRow(RowView row, const std::vector<DataType>& types) {
    std::vector<std::string> out;
    for (size_t i = 0; i < row.size(); ++i) out.push_back(render(row[i], types[i]));
    return out;
}

/// An operator still missing its input: tests list operators in push order and the helpers below stack them.
using Stage = std::function<std::unique_ptr<PhysicalOperator>(std::unique_ptr<PhysicalOperator>)>;

/// Holds a move-only argument in a copyable Stage.
template <class T>
std::shared_ptr<T> held(T value) {
    return std::make_shared<T>(std::move(value));
}

inline Stage makeFilter(CompiledExprPtr predicate) {
    auto p = held(std::move(predicate));
    return [p](auto input) { return exec::makeFilter(std::move(*p), "", std::move(input)); };
}
inline Stage makeProject(std::vector<CompiledExprPtr> exprs) {
    auto e = held(std::move(exprs));
    return [e](auto input) { return exec::makeProject(std::move(*e), "", std::move(input)); };
}
inline Stage makeLimit(uint64_t offset, std::optional<uint64_t> fetch) {
    return [=](auto input) { return exec::makeLimit(offset, fetch, std::move(input)); };
}
inline Stage makeDistinct(const std::vector<DataType>&) {
    return [](auto input) { return exec::makeDistinct(std::move(input)); };
}
inline Stage makeSort(std::vector<SortKey> keys, const std::vector<DataType>&) {
    return [=](auto input) { return exec::makeSort(keys, std::move(input)); };
}
inline Stage makeTopN(std::vector<SortKey> keys, const std::vector<DataType>&, uint64_t offset, uint64_t fetch) {
    return [=](auto input) { return exec::makeTopN(keys, offset, fetch, std::move(input)); };
}
/// The output types are the key types then one BIGINT per call (only their count matters to the operator).
inline Stage makeHashAggregate(std::vector<uint32_t> key_columns, const std::vector<DataType>& input_types,
                               std::vector<AggregateCall> calls) {
    std::vector<DataType> out_types;
    for (uint32_t k : key_columns) out_types.push_back(input_types[k]);
    out_types.resize(key_columns.size() + calls.size(), Types::BIGINT());
    auto c = held(std::move(calls));
    return [=](auto input) {
        return exec::makeHashAggregate(key_columns, std::move(*c), out_types, {}, std::move(input));
    };
}

/// Stream operator calling `on_row` for each row it passes on (to count rows, or to act at a given row).
class Tap final : public PhysicalOperator {
public:
    Tap(std::function<void(RowView)> on_row, std::unique_ptr<PhysicalOperator> input)
        : PhysicalOperator(std::move(input)), on_row_(std::move(on_row)) {}
    OperatorDescription describe() const override { return {"Tap", {}, std::nullopt}; }
    InputMode inputMode(size_t) const override { return InputMode::Stream; }
    bool execute(RowView row, Downstream& out, GlobalState*, LocalState*) const override {
        on_row_(row);
        return out.push(row);
    }

private:
    std::function<void(RowView)> on_row_;
};

inline Stage tap(std::function<void(RowView)> on_row) {
    return [on_row](auto input) { return std::make_unique<Tap>(on_row, std::move(input)); };
}

/// Passes rows on and counts them (to see how many rows a source pushed before an early stop).
inline Stage rowCounter(int& count) {
    return tap([&count](RowView) { ++count; });
}

/// The plan: a scan of `input` under `stages` (in push order).
inline std::unique_ptr<PhysicalOperator> stack(std::shared_ptr<const RowStore> input, std::vector<Stage> stages) {
    std::unique_ptr<PhysicalOperator> plan = makeTableScan(std::move(input), "input");
    for (auto& stage : stages) plan = stage(std::move(plan));
    return plan;
}

/// Result rows into a function, which returns false to stop the query.
class FunctionSink final : public RowSink {
public:
    explicit FunctionSink(std::function<bool(RowView)> on_row) : on_row_(std::move(on_row)) {}
    bool push(RowView row) override { return on_row_(row); }

private:
    std::function<bool(RowView)> on_row_;
};

/// Runs `plan` through an Executor into `on_row`.
inline void runInto(const PhysicalOperator& plan, std::function<bool(RowView)> on_row, QueryContext& ctx) {
    FunctionSink out(std::move(on_row));
    Executor(plan, ctx).runToEnd(out);
}

/// Runs `input` through `stages` and returns the output rows rendered with `out_types`.
inline Rows runPipeline(std::shared_ptr<const RowStore> input, std::vector<Stage> stages,
                        const std::vector<DataType>& out_types) {
    Rows rows;
    QueryContext ctx;
    runInto(
        *stack(std::move(input), std::move(stages)),
        [&](RowView row) {
            rows.push_back(renderRow(row, out_types));
            return true;
        },
        ctx);
    return rows;
}

/// The rows `plan` produces, rendered with its output types and sorted: results compared as multisets.
inline Rows runSorted(const PhysicalOperator& plan) {
    Rows rows;
    QueryContext ctx;
    runInto(
        plan,
        [&](RowView row) {
            rows.push_back(renderRow(row, plan.types()));
            return true;
        },
        ctx);
    std::sort(rows.begin(), rows.end());
    return rows;
}

/// `rows` sorted, for comparing with runSorted().
inline Rows sorted(Rows rows) {
    std::sort(rows.begin(), rows.end());
    return rows;
}

inline Rows runOne(std::shared_ptr<const RowStore> input, Stage stage, const std::vector<DataType>& out_types) {
    return runPipeline(std::move(input), {std::move(stage)}, out_types);
}

/// An expression computed by a C++ function.
class LambdaExpr final : public CompiledExpr {
public:
    using Fn = std::function<void(RowView, EvalContext&, Cell&)>;
    LambdaExpr(DataType type, Fn fn) : CompiledExpr(type), fn_(std::move(fn)) {}
    void eval(RowView row, EvalContext& ctx, Cell& out) const override { fn_(row, ctx, out); }

private:
    Fn fn_;
};

inline CompiledExprPtr lambdaExpr(DataType type, LambdaExpr::Fn fn) {
    return std::make_unique<LambdaExpr>(type, std::move(fn));
}

/// count(x) / count(*): a BIGINT counter.
class CountAccumulator final : public Accumulator {
public:
    size_t stateSize() const override { return sizeof(int64_t); }
    void init(std::byte* state) const override { *reinterpret_cast<int64_t*>(state) = 0; }
    void update(std::byte* state, const Cell&, Arena&) const override { ++*reinterpret_cast<int64_t*>(state); }
    void merge(std::byte* state, const std::byte* other) const override {
        *reinterpret_cast<int64_t*>(state) += *reinterpret_cast<const int64_t*>(other);
    }
    void finish(const std::byte* state, Cell& out) const override {
        out = intCell(*reinterpret_cast<const int64_t*>(state));
    }
};

/// sum(x) over integers: NULL when no value was added.
class SumAccumulator final : public Accumulator {
public:
    struct State {
        int64_t sum;
        bool any;
    };
    size_t stateSize() const override { return sizeof(State); }
    void init(std::byte* state) const override { *reinterpret_cast<State*>(state) = State{0, false}; }
    void update(std::byte* state, const Cell& input, Arena&) const override {
        auto& s = *reinterpret_cast<State*>(state);
        s.sum += input.i;
        s.any = true;
    }
    void merge(std::byte* state, const std::byte* other) const override {
        auto& s = *reinterpret_cast<State*>(state);
        const auto& o = *reinterpret_cast<const State*>(other);
        s.sum += o.sum;
        s.any = s.any || o.any;
    }
    void finish(const std::byte* state, Cell& out) const override {
        const auto& s = *reinterpret_cast<const State*>(state);
        out = s.any ? intCell(s.sum) : nullCell();
    }
};

/// min(x) over strings: keeps its string in the aggregate's arena.
class MinStringAccumulator final : public Accumulator {
public:
    struct State {
        StrRef min;
        bool any;
    };
    size_t stateSize() const override { return sizeof(State); }
    void init(std::byte* state) const override { *reinterpret_cast<State*>(state) = State{StrRef{"", 0}, false}; }
    void update(std::byte* state, const Cell& input, Arena& arena) const override {
        auto& s = *reinterpret_cast<State*>(state);
        if (!s.any || input.s.view() < s.min.view()) s.min = arena.copy(input.s.view());
        s.any = true;
    }
    /// The merged minimum may view `other`'s text, which lives in the same arena.
    void merge(std::byte* state, const std::byte* other) const override {
        auto& s = *reinterpret_cast<State*>(state);
        const auto& o = *reinterpret_cast<const State*>(other);
        if (o.any && (!s.any || o.min.view() < s.min.view())) s = o;
    }
    void finish(const std::byte* state, Cell& out) const override {
        const auto& s = *reinterpret_cast<const State*>(state);
        out = s.any ? stringCell(s.min.view()) : nullCell();
    }
};

inline AggregateCall countStar() {
    return AggregateCall{std::make_unique<CountAccumulator>(), std::nullopt, {}, false};
}
inline AggregateCall countOf(uint32_t column, DataType type, bool distinct = false) {
    return AggregateCall{std::make_unique<CountAccumulator>(), column, type, distinct};
}
inline AggregateCall sumOf(uint32_t column, bool distinct = false) {
    return AggregateCall{std::make_unique<SumAccumulator>(), column, Types::BIGINT(), distinct};
}

}  // namespace tabula::exec::test
