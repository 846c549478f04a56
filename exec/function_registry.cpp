// The registry of built-in functions: built on first use from every family's register function, then
// read-only for the life of the program (so lookups need no locking).
#include "exec/function_registry.hpp"

#include <cassert>
#include <cctype>

#include "exec/functions/registration.hpp"

namespace tabula::exec {
namespace fn {
namespace {

std::string lowerCase(std::string_view name) {
    std::string out(name);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

template <class Index, class Function>
void index(Index& index, const Function* function, std::string_view name) {
    [[maybe_unused]] bool inserted = index.emplace(lowerCase(name), function).second;
    assert(inserted && "function name registered twice");
}

template <class Index>
auto lookup(const Index& index, std::string_view name) -> typename Index::mapped_type {
    auto it = index.find(lowerCase(name));
    return it == index.end() ? nullptr : it->second;
}

}  // namespace

void Registry::add(std::unique_ptr<ScalarFunction> function, std::initializer_list<std::string_view> aliases) {
    const ScalarFunction* raw = function.get();
    scalars_.push_back(std::move(function));
    index(scalar_index_, raw, raw->name());
    addName(raw->name());
    for (std::string_view alias : aliases) {
        index(scalar_index_, raw, alias);
        addName(alias);
    }
}

void Registry::add(std::unique_ptr<AggregateFunction> function, std::initializer_list<std::string_view> aliases) {
    const AggregateFunction* raw = function.get();
    aggregates_.push_back(std::move(function));
    index(aggregate_index_, raw, raw->name());
    addName(raw->name());
    for (std::string_view alias : aliases) {
        index(aggregate_index_, raw, alias);
        addName(alias);
    }
}

void Registry::addName(std::string_view name) { names_.emplace_back(name); }

const ScalarFunction* Registry::findScalar(std::string_view name) const { return lookup(scalar_index_, name); }

const AggregateFunction* Registry::findAggregate(std::string_view name) const { return lookup(aggregate_index_, name); }

namespace {

const Registry& builtins() {
    static const Registry registry = [] {
        Registry r;
        registerArithmeticFunctions(r);
        registerComparisonFunctions(r);
        registerGreatestLeast(r);
        registerLogicFunctions(r);
        registerNullPredicates(r);
        registerConditionalFunctions(r);
        registerStringCaseFunctions(r);
        registerStringFunctions(r);
        registerStringBuilders(r);
        registerStringCodecs(r);
        registerStringSplit(r);
        registerPatternFunctions(r);
        registerRegexFunctions(r);
        registerMathFunctions(r);
        registerMathRounding(r);
        registerRandomFunctions(r);
        registerTemporalFunctions(r);
        registerClockFunctions(r);
        registerDateFormat(r);
        registerHashFunctions(r);
        registerCountAndSum(r);
        registerAverage(r);
        registerMinMax(r);
        registerSingleValue(r);
        registerVariance(r);
        return r;
    }();
    return registry;
}

}  // namespace
}  // namespace fn

const ScalarFunction* findScalarFunction(std::string_view name) { return fn::builtins().findScalar(name); }

const AggregateFunction* findAggregateFunction(std::string_view name) { return fn::builtins().findAggregate(name); }

std::vector<std::string> functionNames() { return fn::builtins().names(); }

}  // namespace tabula::exec
