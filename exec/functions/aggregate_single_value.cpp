// SINGLE_VALUE(x): the one value of a group, NULL for an empty group, and an error for a group of two rows or
// more (a NULL counts as a row). The planner puts it over a scalar subquery whose plan does not already give at
// most one row per outer row; the error names the subquery, which is the call's text.
#include <new>

#include "exec/arena.hpp"
#include "exec/functions/aggregate_support.hpp"
#include "exec/functions/registration.hpp"
#include "tabula/error.hpp"

namespace tabula::exec::fn {

namespace {

class SingleValue final : public Accumulator {
public:
    SingleValue(bool is_string, std::string subquery)
        : is_string_(is_string), message_("scalar subquery returned more than one row: " + std::move(subquery)) {}

    size_t stateSize() const override { return sizeof(State); }
    void init(std::byte* state) const override { new (state) State{}; }
    void update(std::byte* state, const Cell& input, Arena& arena) const override {
        State& s = *as(state);
        if (s.seen) throw tabula::ExecutionError(message_);
        s.value = input;
        if (is_string_ && !input.null) s.value.s = arena.copy(input.s.view());
        s.seen = true;
    }
    /// The other state's string lives in an arena that outlives the merge.
    void merge(std::byte* state, const std::byte* other) const override {
        const State& o = *as(other);
        if (!o.seen) return;
        State& s = *as(state);
        if (s.seen) throw tabula::ExecutionError(message_);
        s = o;
    }
    void finish(const std::byte* state, Cell& out) const override {
        const State& s = *as(state);
        if (!s.seen) return putNull(out);
        out = s.value;
    }
    bool takesNulls() const override { return true; }

private:
    struct State {
        Cell value;
        bool seen = false;
    };
    static State* as(std::byte* state) { return std::launder(reinterpret_cast<State*>(state)); }
    static const State* as(const std::byte* state) { return std::launder(reinterpret_cast<const State*>(state)); }

    bool is_string_;
    std::string message_;
};

Signature bindSingleValue(std::string_view name, std::span<const DataType> args) {
    expectArity(name, args, 1, 1);
    return {{args[0]}, args[0]};
}

}  // namespace

void registerSingleValue(Registry& registry) {
    registry.add(makeAggregateFunction(
        {"single_value", bindSingleValue, [](const Signature& signature, const std::string& text) {
             const bool is_string = signature.params[0].id() == TypeId::String;
             return std::make_unique<SingleValue>(is_string, text);
         }}));
}

}  // namespace tabula::exec::fn
