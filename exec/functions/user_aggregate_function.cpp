// User-defined aggregate functions: the accumulator's state block holds the user's accumulator (as the entries
// lay it out) and, for a STRING result, the text of its last value; every call into the user's code turns its
// exceptions into ExecutionErrors naming the function.
#include "exec/user_aggregate_function.hpp"

#include <algorithm>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "exec/functions/function_support.hpp"
#include "exec/functions/overload_choice.hpp"

namespace tabula::exec {
namespace {

using detail::AggregateEntries;

std::byte* bytesOf(const Cell* cell) { return reinterpret_cast<std::byte*>(const_cast<Cell*>(cell)); }

/// A STRING value's text, kept with the state until the next getValue of the same state or its destruction.
class StateText final : public detail::ResultText {
public:
    StateText(std::string*& text, const std::string& call) : text_(text), call_(call) {}
    char* allocate(size_t size) override {
        fn::checkStringSize(size, call_);
        if (text_ == nullptr) text_ = new std::string();
        text_->resize(size);
        return text_->data();
    }

private:
    std::string*& text_;
    const std::string& call_;
};

class UserAccumulator final : public Accumulator {
public:
    UserAccumulator(const std::string& name, std::shared_ptr<const void> function, const AggregateEntries& entries,
                    std::string text)
        : name_(name),
          function_(std::move(function)),
          entries_(entries),
          text_offset_((entries.state_size + alignof(std::string*) - 1) / alignof(std::string*) *
                       alignof(std::string*)),
          string_result_(entries.result.id() == TypeId::String),
          text_(std::move(text)) {}

    size_t stateSize() const override { return string_result_ ? text_offset_ + sizeof(std::string*) : text_offset_; }

    void init(std::byte* state) const override {
        if (string_result_) textOf(state) = nullptr;
        guarded([&] { entries_.create(function_.get(), state); });
    }

    void update(std::byte* state, const Cell& input, Arena&) const override {
        accumulate(&state, 0, true, &input, 0, 1);
    }

    void updateMany(std::byte* state, const Cell* first, size_t stride, size_t count, Arena&) const override {
        accumulate(&state, 0, true, first, stride, count);
    }

    void updateGrouped(std::byte* const* records, size_t offset, const Cell* first, size_t stride, size_t count,
                       Arena&) const override {
        accumulate(records, offset, false, first, stride, count);
    }

    void merge(std::byte* state, const std::byte* other) const override {
        if (entries_.merge == nullptr) {
            fn::throwExecution("aggregate function '" + name_ + "' has no merge method, which '" + text_ +
                               "' needs here: partial results of it are combined (its rows come from several "
                               "pipelines, such as the inputs of a UNION ALL, or it runs over a sliding window "
                               "frame, where a retract method would do instead)");
        }
        guarded([&] { entries_.merge(function_.get(), state, other); });
    }

    /// With retract, one accumulator slides along: each frame accumulates the rows that entered since the last
    /// frame and retracts those that left (a frame starting before the last one starts over). Without, the caller
    /// slides over merge.
    bool slide(std::span<const FrameRange> frames, const Cell* inputs, size_t stride, Cell* out,
               Arena& arena) const override {
        if (entries_.retract == nullptr || inputs == nullptr) return false;
        const size_t blocks = (stateSize() + sizeof(std::max_align_t) - 1) / sizeof(std::max_align_t);
        const auto block = std::make_unique<std::max_align_t[]>(std::max<size_t>(blocks, 1));
        std::byte* state = reinterpret_cast<std::byte*>(block.get());
        init(state);
        try {
            slideOne(state, frames, inputs, stride, out, arena);
        } catch (...) {
            destroy(state);
            throw;
        }
        destroy(state);
        return true;
    }

    /// The state is the caller's to write: only the text of the value changes, which finish() owns.
    void finish(const std::byte* state, Cell& out) const override {
        std::byte* writable = const_cast<std::byte*>(state);
        std::string* unused = nullptr;
        StateText text(string_result_ ? textOf(writable) : unused, text_);
        guarded([&] { entries_.get_value(function_.get(), state, bytesOf(&out), text); });
    }

    void destroy(std::byte* state) const override {
        entries_.destroy(state);
        if (string_result_) delete textOf(state);
    }

    /// Rows with NULLs reach the entries, which skip those the parameters do not take.
    bool takesNulls() const override { return true; }

private:
    std::string*& textOf(std::byte* state) const { return *reinterpret_cast<std::string**>(state + text_offset_); }

    void accumulate(std::byte* const* states, size_t offset, bool one_state, const Cell* first, size_t stride,
                    size_t count) const {
        apply(entries_.accumulate, states, offset, one_state, first, stride, count);
    }

    /// slide() with the accumulator at `state`.
    void slideOne(std::byte* state, std::span<const FrameRange> frames, const Cell* inputs, size_t stride, Cell* out,
                  Arena& arena) const {
        size_t low = 0;  // the accumulator holds rows [low, high)
        size_t high = 0;
        for (size_t i = 0; i < frames.size(); ++i) {
            const size_t begin = frames[i].begin;
            const size_t end = std::max(frames[i].end, begin);
            if (begin < low) {
                destroy(state);
                init(state);
                low = high = begin;
            }
            const size_t entering = std::max(high, begin);
            if (end > entering)
                apply(entries_.accumulate, &state, 0, true, inputs + entering * stride, stride, end - entering);
            const size_t leaving = std::min(begin, high);
            if (leaving > low) apply(entries_.retract, &state, 0, true, inputs + low * stride, stride, leaving - low);
            low = begin;
            high = std::max(high, end);
            finish(state, out[i]);
            if (string_result_ && !out[i].null) out[i].s = arena.copy(out[i].s.view());
        }
    }

    /// The entries' accumulate or retract; the error of a row that throws names its arguments and points at it.
    void apply(decltype(AggregateEntries::accumulate) entry, std::byte* const* states, size_t offset, bool one_state,
               const Cell* first, size_t stride, size_t count) const {
        uint32_t failed_row = 0;
        try {
            entry(function_.get(), states, offset, one_state, bytesOf(first), stride * sizeof(Cell), count, failed_row);
        } catch (...) {
            const Cell* row = first + failed_row * stride;
            fn::rethrowUserFailure(subject(), text_, fn::argumentsOf({row, entries_.params.size()}, entries_.params),
                                   row);
        }
    }

    std::string subject() const { return "aggregate function '" + name_ + "'"; }

    template <class Call>
    void guarded(Call&& call) const {
        try {
            std::forward<Call>(call)();
        } catch (...) {
            fn::rethrowUserFailure(subject(), text_);
        }
    }

    const std::string& name_;
    std::shared_ptr<const void> function_;
    const AggregateEntries& entries_;
    size_t text_offset_;  // of the result text's pointer within the state, after the user's accumulator
    bool string_result_;
    std::string text_;
};

class UserAggregateFunction final : public AggregateFunction {
public:
    UserAggregateFunction(std::string name, std::shared_ptr<const void> function, AggregateEntries entries)
        : name_(std::move(name)), function_(std::move(function)), entries_(std::move(entries)) {}

    std::string_view name() const override { return name_; }

    Signature bind(std::span<const DataType> args) const override {
        fn::chooseOverload(name_, {entries_.params}, args);
        return {entries_.params, entries_.result};
    }

    std::unique_ptr<Accumulator> create(const Signature&, const std::string& text) const override {
        return std::make_unique<UserAccumulator>(name_, function_, entries_, text);
    }

    bool ignoresNulls() const override { return !entries_.takes_nulls; }

private:
    std::string name_;
    std::shared_ptr<const void> function_;
    AggregateEntries entries_;
};

}  // namespace

std::unique_ptr<AggregateFunction> makeUserAggregateFunction(std::string name, std::shared_ptr<const void> function,
                                                             detail::AggregateEntries entries) {
    return std::make_unique<UserAggregateFunction>(std::move(name), std::move(function), std::move(entries));
}

}  // namespace tabula::exec
