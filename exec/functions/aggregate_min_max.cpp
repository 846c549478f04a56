// MIN and MAX over every comparable type (numbers, BOOLEAN, STRING, DATE, TIME, TIMESTAMP); the result has the
// input's type, NULL for no rows. A STRING extreme is copied into the aggregate's arena when it changes, so the
// state holds a view that outlives the input row.
#include "exec/functions/aggregate_support.hpp"
#include "exec/functions/comparison_support.hpp"
#include "exec/functions/registration.hpp"

namespace tabula::exec::fn {

namespace {

template <class T, bool IsMax>
struct ExtremeOps {
    struct State {
        T value;
        bool any;
    };

    void init(State& s) const {
        s.value = T{};
        s.any = false;
    }
    void update(State& s, const Cell& input, Arena& arena) const {
        T value = get<T>(input);
        if (!replaces(s, value)) return;
        if constexpr (std::is_same_v<T, StrRef>) value = arena.copy(value.view());
        s.value = value;
        s.any = true;
    }
    /// The other state's string lives in an arena that outlives the merge.
    void merge(State& s, const State& other) const {
        if (other.any && replaces(s, other.value)) {
            s.value = other.value;
            s.any = true;
        }
    }
    void finish(const State& s, Cell& out) const {
        if (!s.any) return putNull(out);
        put(out, s.value);
    }

private:
    static bool replaces(const State& s, const T& value) {
        if (!s.any) return true;
        return IsMax ? relate<Relation::Greater>(value, s.value) : relate<Relation::Less>(value, s.value);
    }
};

Signature bindExtreme(std::string_view name, std::span<const DataType> args) {
    expectArity(name, args, 1, 1);
    if (args[0].isNull()) throwArgumentType(name, args, 0, "a typed argument");
    return {{args[0]}, args[0]};
}

template <bool IsMax>
void addExtreme(Registry& registry, const char* name) {
    auto create = [](const Signature& signature, const std::string&) {
        return dispatchPhysical(signature.params[0].id(),
                                []<class T>(PhysicalTag<T>) { return makeAccumulator(ExtremeOps<T, IsMax>{}); });
    };
    registry.add(makeAggregateFunction({name, bindExtreme, create}));
}

}  // namespace

void registerMinMax(Registry& registry) {
    addExtreme<false>(registry, "min");
    addExtreme<true>(registry, "max");
}

}  // namespace tabula::exec::fn
