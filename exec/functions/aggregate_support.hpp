// Building blocks of the built-in aggregates: an Accumulator over a typed, trivially copyable state struct,
// and AggregateFunction objects made from bind/create callbacks.
#pragma once

#include <functional>
#include <memory>
#include <new>
#include <string>
#include <type_traits>
#include <vector>

#include "exec/functions/function_support.hpp"

namespace tabula::exec::fn {

/// Adapts Ops, which defines `State` (trivially copyable) and
///   void init(State&) const; void update(State&, const Cell&, Arena&) const;
///   void merge(State&, const State&) const; void finish(const State&, Cell&) const;
/// to the Accumulator interface over raw state blocks.
template <class Ops>
class TypedAccumulator final : public Accumulator {
public:
    using State = typename Ops::State;
    static_assert(std::is_trivially_copyable_v<State> && alignof(State) <= 16);

    explicit TypedAccumulator(Ops ops) : ops_(std::move(ops)) {}

    size_t stateSize() const override { return sizeof(State); }
    void init(std::byte* state) const override { ops_.init(*new (state) State{}); }
    void update(std::byte* state, const Cell& input, Arena& arena) const override {
        ops_.update(*as(state), input, arena);
    }
    void updateMany(std::byte* state, const Cell* first, size_t stride, size_t count, Arena& arena) const override {
        State& typed = *as(state);
        for (size_t i = 0; i < count; ++i) ops_.update(typed, first[i * stride], arena);
    }
    void updateGrouped(std::byte* const* records, size_t offset, const Cell* first, size_t stride, size_t count,
                       Arena& arena) const override {
        for (size_t i = 0; i < count; ++i) ops_.update(*as(records[i] + offset), first[i * stride], arena);
    }
    void merge(std::byte* state, const std::byte* other) const override { ops_.merge(*as(state), *as(other)); }
    void finish(const std::byte* state, Cell& out) const override { ops_.finish(*as(state), out); }
    /// Slides over State structs with the Ops called directly: no virtual call per row.
    bool slide(std::span<const FrameRange> frames, const Cell* inputs, size_t stride, Cell* out,
               Arena& arena) const override {
        FrameStates states{ops_, inputs, stride, out, arena, {}, {}};
        slideFrames(frames, states);
        return true;
    }

private:
    /// slideFrames' states: a front of State structs grown as needed, and the back and combined states.
    struct FrameStates {
        const Ops& ops;
        const Cell* inputs;
        size_t stride;
        Cell* out;
        Arena& arena;
        std::vector<State> front_states;
        State back_state;

        State& back() { return back_state; }
        State& front(size_t i) { return front_states[i]; }
        void reserveFront(size_t count) {
            if (front_states.size() < count) front_states.resize(count);
        }
        void reset(State& state) { ops.init(state = State{}); }
        void add(State& state, size_t row) {
            if (inputs == nullptr) {
                ops.update(state, Cell(), arena);
            } else if (const Cell& input = inputs[row * stride]; !input.null) {
                ops.update(state, input, arena);
            }
        }
        void merge(State& into, const State& from) { ops.merge(into, from); }
        void finish(size_t i, const State* front_part, const State* back_part) {
            if (front_part == nullptr && back_part == nullptr) {
                State empty{};
                ops.init(empty);
                return ops.finish(empty, out[i]);
            }
            if (front_part == nullptr || back_part == nullptr)
                return ops.finish(front_part ? *front_part : *back_part, out[i]);
            State both = *front_part;
            ops.merge(both, *back_part);
            ops.finish(both, out[i]);
        }
    };

    static State* as(std::byte* state) { return std::launder(reinterpret_cast<State*>(state)); }
    static const State* as(const std::byte* state) { return std::launder(reinterpret_cast<const State*>(state)); }

    Ops ops_;
};

template <class Ops>
std::unique_ptr<Accumulator> makeAccumulator(Ops ops) {
    return std::make_unique<TypedAccumulator<Ops>>(std::move(ops));
}

using AggregateBindCallback = std::function<Signature(std::string_view name, std::span<const DataType> args)>;
using AggregateCreateCallback =
    std::function<std::unique_ptr<Accumulator>(const Signature& signature, const std::string& text)>;

struct AggregateSpec {
    std::string name;
    AggregateBindCallback bind;
    AggregateCreateCallback create;
};

std::unique_ptr<AggregateFunction> makeAggregateFunction(AggregateSpec spec);

/// Binds an aggregate of one numeric argument (SUM, AVG, STDDEV ...); `result` maps the input type to the
/// result type. Throws "function 'sum' expects a numeric type but got STRING".
Signature bindNumericAggregate(std::string_view name, std::span<const DataType> args,
                               DataType (*result)(const DataType& input));

/// Calls f.template operator()<T>() with the type an aggregate input of `type` is read as: integers at their
/// width, float, double or Int128.
template <class F>
decltype(auto) withNumericInput(const DataType& type, F&& f) {
    if (type.id() == TypeId::Decimal) return f.template operator()<Int128>();
    return withBinaryNumberType(type, std::forward<F>(f));
}

}  // namespace tabula::exec::fn
