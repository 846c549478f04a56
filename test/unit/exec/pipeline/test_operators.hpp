// Small operators for the pipeline executor's tests, over one BIGINT column: a values source, a filter, a limit,
// a counting breaker, a sort breaker, a UNION ALL fan-in, a semi-join with a build side, a right join with a
// trailing source, an operator that holds rows back until its source ended, and an operator whose input modes are
// given (for the pipeline builder). A Trace records the calls that tests check for order.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <vector>

#include "exec/pipeline/executor.hpp"
#include "tabula/error.hpp"

namespace tabula::exec::test {

/// Calls made by operators, in order; thread-safe.
class Trace {
public:
    void add(std::string event) {
        std::lock_guard lock(mutex_);
        events_.push_back(std::move(event));
    }
    std::vector<std::string> events() const {
        std::lock_guard lock(mutex_);
        return events_;
    }
    size_t count(const std::string& event) const {
        std::lock_guard lock(mutex_);
        return std::count(events_.begin(), events_.end(), event);
    }

private:
    mutable std::mutex mutex_;
    std::vector<std::string> events_;
};

using Children = std::vector<std::unique_ptr<PhysicalOperator>>;

template <class... Ops>
Children inputs(std::unique_ptr<Ops>... ops) {
    Children list;
    (list.push_back(std::move(ops)), ...);
    return list;
}

inline std::vector<DataType> bigint() { return {Types::BIGINT()}; }

/// Pushes `values`, `morsel` rows per produce() call; claims morsels from its global state, as several
/// instances on several threads would. With `warn`, reports each morsel as a warning.
class Values final : public PhysicalOperator {
public:
    Values(std::string name, std::vector<int64_t> values, size_t morsel = 1024, Trace* trace = nullptr,
           bool warn = false)
        : PhysicalOperator(bigint(), {}),
          name_(std::move(name)),
          values_(std::move(values)),
          morsel_(morsel),
          trace_(trace),
          warn_(warn) {}

    OperatorDescription describe() const override { return {"Values", {{"name", name_}}, values_.size()}; }

    std::unique_ptr<GlobalState> makeGlobalState(QueryContext& ctx) const override {
        return std::make_unique<Cursor>(ctx);
    }

    Produced produce(Downstream& out, GlobalState* global, LocalState*) const override {
        auto& cursor = static_cast<Cursor&>(*global);
        const size_t begin = std::min(cursor.next.fetch_add(morsel_), values_.size());
        const size_t end = std::min(begin + morsel_, values_.size());
        if (trace_) trace_->add(name_ + ".produce");
        if (warn_) cursor.ctx.warn(name_ + " rows " + std::to_string(begin) + ".." + std::to_string(end));
        Cell cell;
        cell.null = false;
        for (size_t i = begin; i < end; ++i) {
            cell.i = values_[i];
            if (!out.push(RowView(&cell, 1))) return Produced::Done;
        }
        return end == values_.size() ? Produced::Done : Produced::More;
    }

private:
    struct Cursor final : GlobalState {
        explicit Cursor(QueryContext& context) : ctx(context) {}
        QueryContext& ctx;
        std::atomic<size_t> next{0};
    };
    std::string name_;
    std::vector<int64_t> values_;
    size_t morsel_;
    Trace* trace_;
    bool warn_;
};

/// Passes rows whose value satisfies the predicate (which may throw).
class Filter final : public PhysicalOperator {
public:
    Filter(std::function<bool(int64_t)> keep, std::unique_ptr<PhysicalOperator> input)
        : PhysicalOperator(bigint(), inputs(std::move(input))), keep_(std::move(keep)) {}
    OperatorDescription describe() const override { return {"Filter", {}, std::nullopt}; }
    InputMode inputMode(size_t) const override { return InputMode::Stream; }
    bool execute(RowView row, Downstream& out, GlobalState*, LocalState*) const override {
        return keep_(row[0].i) ? out.push(row) : true;
    }

private:
    std::function<bool(int64_t)> keep_;
};

/// Passes the first `fetch` rows of all its pipeline instances, then asks for no more input.
class Limit final : public PhysicalOperator {
public:
    Limit(uint64_t fetch, std::unique_ptr<PhysicalOperator> input)
        : PhysicalOperator(bigint(), inputs(std::move(input))), fetch_(fetch) {}
    OperatorDescription describe() const override {
        return {"Limit", {{"fetch", std::to_string(fetch_)}}, std::nullopt};
    }
    InputMode inputMode(size_t) const override { return InputMode::Stream; }
    std::unique_ptr<GlobalState> makeGlobalState(QueryContext&) const override { return std::make_unique<Count>(); }
    bool execute(RowView row, Downstream& out, GlobalState* global, LocalState*) const override {
        const uint64_t seen = static_cast<Count&>(*global).rows.fetch_add(1);
        if (seen >= fetch_) return false;
        return out.push(row) && seen + 1 < fetch_;
    }

private:
    struct Count final : GlobalState {
        std::atomic<uint64_t> rows{0};
    };
    uint64_t fetch_;
};

/// Breaker: counts its input rows per pipeline instance, adds the counts up, and outputs one row: the count.
class CountRows final : public PhysicalOperator {
public:
    CountRows(std::unique_ptr<PhysicalOperator> input, Trace* trace = nullptr)
        : PhysicalOperator(bigint(), inputs(std::move(input))), trace_(trace) {}
    OperatorDescription describe() const override { return {"CountRows", {}, 1}; }
    InputMode inputMode(size_t) const override { return InputMode::Sink; }
    std::unique_ptr<GlobalState> makeGlobalState(QueryContext&) const override { return std::make_unique<Total>(); }
    std::unique_ptr<LocalState> makeSinkState(GlobalState*, size_t) const override {
        return std::make_unique<Partial>();
    }
    bool consume(RowView, GlobalState*, LocalState* local) const override {
        ++static_cast<Partial&>(*local).rows;
        return true;
    }
    void combine(GlobalState* global, LocalState* local) const override {
        const int64_t rows = static_cast<Partial&>(*local).rows;
        if (trace_) trace_->add("CountRows.combine " + std::to_string(rows));
        auto& total = static_cast<Total&>(*global);
        std::lock_guard lock(total.mutex);
        total.rows += rows;
    }
    void finalize(GlobalState*) const override {
        if (trace_) trace_->add("CountRows.finalize");
    }
    Produced produce(Downstream& out, GlobalState* global, LocalState*) const override {
        Cell cell;
        cell.null = false;
        cell.i = static_cast<Total&>(*global).rows;
        out.push(RowView(&cell, 1));
        return Produced::Done;
    }

private:
    struct Partial final : LocalState {
        int64_t rows = 0;
    };
    struct Total final : GlobalState {
        std::mutex mutex;  // combine may run on several threads later
        int64_t rows = 0;
    };
    Trace* trace_;
};

/// Breaker: gathers rows per pipeline instance, appends them in combine, sorts in finalize, then outputs them
/// ascending, `morsel` rows per produce() call.
class Sort final : public PhysicalOperator {
public:
    Sort(std::unique_ptr<PhysicalOperator> input, size_t morsel = 1024, Trace* trace = nullptr)
        : PhysicalOperator(bigint(), inputs(std::move(input))), morsel_(morsel), trace_(trace) {}
    OperatorDescription describe() const override { return {"Sort", {{"keys", "$0"}}, std::nullopt}; }
    InputMode inputMode(size_t) const override { return InputMode::Sink; }
    std::unique_ptr<GlobalState> makeGlobalState(QueryContext&) const override { return std::make_unique<Sorted>(); }
    std::unique_ptr<LocalState> makeSinkState(GlobalState*, size_t) const override {
        return std::make_unique<Gathered>();
    }
    std::unique_ptr<LocalState> makeSourceState(GlobalState*) const override { return std::make_unique<Position>(); }
    bool consume(RowView row, GlobalState*, LocalState* local) const override {
        static_cast<Gathered&>(*local).values.push_back(row[0].i);
        return true;
    }
    void combine(GlobalState* global, LocalState* local) const override {
        auto& gathered = static_cast<Gathered&>(*local).values;
        if (trace_) trace_->add("Sort.combine " + std::to_string(gathered.size()));
        auto& sorted = static_cast<Sorted&>(*global);
        std::lock_guard lock(sorted.mutex);
        sorted.values.insert(sorted.values.end(), gathered.begin(), gathered.end());
    }
    void finalize(GlobalState* global) const override {
        if (trace_) trace_->add("Sort.finalize");
        auto& values = static_cast<Sorted&>(*global).values;
        std::sort(values.begin(), values.end());
    }
    Produced produce(Downstream& out, GlobalState* global, LocalState* local) const override {
        if (trace_) trace_->add("Sort.produce");
        const auto& values = static_cast<Sorted&>(*global).values;
        size_t& next = static_cast<Position&>(*local).next;
        const size_t end = std::min(next + morsel_, values.size());
        Cell cell;
        cell.null = false;
        for (; next < end; ++next) {
            cell.i = values[next];
            if (!out.push(RowView(&cell, 1))) return Produced::Done;
        }
        return next == values.size() ? Produced::Done : Produced::More;
    }

private:
    struct Gathered final : LocalState {
        std::vector<int64_t> values;
    };
    struct Sorted final : GlobalState {
        std::mutex mutex;
        std::vector<int64_t> values;
    };
    struct Position final : LocalState {
        size_t next = 0;
    };
    size_t morsel_;
    Trace* trace_;
};

/// UNION ALL: no work per row; each input feeds the operators above.
class UnionAll final : public PhysicalOperator {
public:
    explicit UnionAll(Children inputs) : PhysicalOperator(bigint(), std::move(inputs)) {}
    OperatorDescription describe() const override { return {"UnionAll", {}, std::nullopt}; }
    InputMode inputMode(size_t) const override { return InputMode::FanIn; }
};

/// Semi-join: passes the rows of input 0 (streamed) whose value occurs in input 1 (gathered first, its sink).
class SemiJoin final : public PhysicalOperator {
public:
    SemiJoin(std::unique_ptr<PhysicalOperator> probe, std::unique_ptr<PhysicalOperator> build, Trace* trace = nullptr)
        : PhysicalOperator(bigint(), inputs(std::move(probe), std::move(build))), trace_(trace) {}
    OperatorDescription describe() const override { return {"SemiJoin", {}, std::nullopt}; }
    InputMode inputMode(size_t child) const override { return child == 0 ? InputMode::Stream : InputMode::Sink; }
    std::unique_ptr<GlobalState> makeGlobalState(QueryContext&) const override { return std::make_unique<Table>(); }
    std::unique_ptr<LocalState> makeSinkState(GlobalState*, size_t input) const override {
        if (input != 1) throw ExecutionError("SemiJoin: sink state asked for input " + std::to_string(input));
        return std::make_unique<Keys>();
    }
    bool consume(RowView row, GlobalState*, LocalState* local) const override {
        static_cast<Keys&>(*local).keys.insert(row[0].i);
        return true;
    }
    void combine(GlobalState* global, LocalState* local) const override {
        auto& table = static_cast<Table&>(*global);
        std::lock_guard lock(table.mutex);
        table.keys.merge(static_cast<Keys&>(*local).keys);
    }
    void finalize(GlobalState* global) const override {
        if (trace_) trace_->add("SemiJoin.finalize");
        static_cast<Table&>(*global).built = true;
    }
    bool execute(RowView row, Downstream& out, GlobalState* global, LocalState*) const override {
        const auto& table = static_cast<Table&>(*global);
        if (!table.built) throw ExecutionError("SemiJoin probed before its build side was finalized");
        return table.keys.contains(row[0].i) ? out.push(row) : true;
    }

private:
    struct Keys final : LocalState {
        std::set<int64_t> keys;
    };
    struct Table final : GlobalState {
        std::mutex mutex;
        std::set<int64_t> keys;
        bool built = false;
    };
    Trace* trace_;
};

/// Holds back every row of its pipeline instance and pushes them, last first, when the source ended (flush).
class HoldBack final : public PhysicalOperator {
public:
    explicit HoldBack(std::unique_ptr<PhysicalOperator> input) : PhysicalOperator(bigint(), inputs(std::move(input))) {}
    OperatorDescription describe() const override { return {"HoldBack", {}, std::nullopt}; }
    InputMode inputMode(size_t) const override { return InputMode::Stream; }
    std::unique_ptr<LocalState> makeStreamState(GlobalState*) const override { return std::make_unique<Held>(); }
    bool execute(RowView row, Downstream&, GlobalState*, LocalState* local) const override {
        static_cast<Held&>(*local).values.push_back(row[0].i);
        return true;
    }
    bool flush(Downstream& out, GlobalState*, LocalState* local) const override {
        auto& values = static_cast<Held&>(*local).values;
        Cell cell;
        cell.null = false;
        for (; !values.empty(); values.pop_back()) {
            cell.i = values.back();
            if (!out.push(RowView(&cell, 1))) return false;
        }
        return true;
    }

private:
    struct Held final : LocalState {
        std::vector<int64_t> values;
    };
};

/// Right join on the value: passes the rows of input 0 (streamed) whose value occurs in input 1 (gathered first),
/// then, as its trailing source, the values of input 1 that no row matched, ascending, `morsel` per produce().
class RightJoin final : public PhysicalOperator {
public:
    RightJoin(std::unique_ptr<PhysicalOperator> probe, std::unique_ptr<PhysicalOperator> build, size_t morsel = 1024,
              Trace* trace = nullptr)
        : PhysicalOperator(bigint(), inputs(std::move(probe), std::move(build))), morsel_(morsel), trace_(trace) {}
    OperatorDescription describe() const override { return {"RightJoin", {}, std::nullopt}; }
    InputMode inputMode(size_t child) const override { return child == 0 ? InputMode::Stream : InputMode::Sink; }
    bool hasTrailingSource() const override { return true; }
    std::unique_ptr<GlobalState> makeGlobalState(QueryContext&) const override { return std::make_unique<Table>(); }
    std::unique_ptr<LocalState> makeSinkState(GlobalState*, size_t) const override { return std::make_unique<Keys>(); }
    bool consume(RowView row, GlobalState*, LocalState* local) const override {
        static_cast<Keys&>(*local).keys.insert(row[0].i);
        return true;
    }
    void combine(GlobalState* global, LocalState* local) const override {
        auto& table = static_cast<Table&>(*global);
        std::lock_guard lock(table.mutex);
        table.unmatched.merge(static_cast<Keys&>(*local).keys);
    }
    void finalize(GlobalState*) const override {
        if (trace_) trace_->add("RightJoin.finalize");
    }
    bool execute(RowView row, Downstream& out, GlobalState* global, LocalState*) const override {
        auto& table = static_cast<Table&>(*global);
        std::lock_guard lock(table.mutex);
        if (table.unmatched.erase(row[0].i) == 0 && table.matched.count(row[0].i) == 0) return true;
        table.matched.insert(row[0].i);
        return out.push(row);
    }
    Produced produce(Downstream& out, GlobalState* global, LocalState*) const override {
        if (trace_) trace_->add("RightJoin.produce");
        auto& table = static_cast<Table&>(*global);
        Cell cell;
        cell.null = false;
        for (size_t pushed = 0; pushed < morsel_ && !table.unmatched.empty(); ++pushed) {
            cell.i = *table.unmatched.begin();
            table.unmatched.erase(table.unmatched.begin());
            if (!out.push(RowView(&cell, 1))) return Produced::Done;
        }
        return table.unmatched.empty() ? Produced::Done : Produced::More;
    }

private:
    struct Keys final : LocalState {
        std::set<int64_t> keys;
    };
    struct Table final : GlobalState {
        std::mutex mutex;
        std::set<int64_t> unmatched;
        std::set<int64_t> matched;
    };
    size_t morsel_;
    Trace* trace_;
};

/// An operator with the given input modes and no behaviour, for the pipeline builder's tests.
class Node final : public PhysicalOperator {
public:
    Node(std::string name, std::vector<InputMode> modes, Children inputs, bool trailing_source = false)
        : PhysicalOperator(bigint(), std::move(inputs)),
          name_(std::move(name)),
          modes_(std::move(modes)),
          trailing_source_(trailing_source) {}
    OperatorDescription describe() const override { return {name_, {}, std::nullopt}; }
    InputMode inputMode(size_t child) const override { return modes_.at(child); }
    bool hasTrailingSource() const override { return trailing_source_; }

private:
    std::string name_;
    std::vector<InputMode> modes_;
    bool trailing_source_;
};

/// Keeps the values it receives; refuses rows after `capacity` of them when given.
class Collect final : public RowSink {
public:
    explicit Collect(size_t capacity = SIZE_MAX) : capacity_(capacity) {}
    bool push(RowView row) override {
        values.push_back(row[0].i);
        return values.size() < capacity_;
    }
    std::vector<int64_t> values;

private:
    size_t capacity_;
};

/// The values the plan under `root` produces, run to its end.
inline std::vector<int64_t> runAll(const PhysicalOperator& root) {
    QueryContext ctx;
    Executor executor(root, ctx);
    Collect out;
    executor.runToEnd(out);
    return out.values;
}

inline std::vector<int64_t> range(int64_t first, int64_t last) {
    std::vector<int64_t> values;
    for (int64_t v = first; v <= last; ++v) values.push_back(v);
    return values;
}

}  // namespace tabula::exec::test
