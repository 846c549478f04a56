// The function catalog: a copy of the built-in registry's index that an environment can extend.
#include "planner/function_catalog.hpp"

#include <cassert>
#include <cctype>

namespace tabula::planner {
namespace {

std::string lowerCase(std::string_view name) {
    std::string out(name);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

template <class Index>
auto lookup(const Index& index, std::string_view name) -> typename Index::mapped_type {
    auto it = index.find(lowerCase(name));
    return it == index.end() ? nullptr : it->second;
}

}  // namespace

const FunctionCatalog& FunctionCatalog::builtins() {
    static const FunctionCatalog catalog = [] {
        FunctionCatalog c;
        // exec's registry stays the one place built-ins are registered; the catalog indexes what it holds.
        for (const std::string& name : exec::functionNames()) {
            if (const exec::ScalarFunction* function = exec::findScalarFunction(name)) c.addScalar(name, *function);
            if (const exec::AggregateFunction* function = exec::findAggregateFunction(name))
                c.addAggregate(name, *function);
        }
        return c;
    }();
    return catalog;
}

const exec::ScalarFunction* FunctionCatalog::scalar(std::string_view name) const { return lookup(scalars_, name); }

const exec::AggregateFunction* FunctionCatalog::aggregate(std::string_view name) const {
    return lookup(aggregates_, name);
}

const exec::UserTableFunction* FunctionCatalog::table(std::string_view name) const { return lookup(tables_, name); }

void FunctionCatalog::addScalar(std::string_view name, const exec::ScalarFunction& function) {
    [[maybe_unused]] bool inserted = scalars_.emplace(lowerCase(name), &function).second;
    assert(inserted && "scalar function name added twice");
    names_.emplace_back(name);
}

void FunctionCatalog::addAggregate(std::string_view name, const exec::AggregateFunction& function) {
    [[maybe_unused]] bool inserted = aggregates_.emplace(lowerCase(name), &function).second;
    assert(inserted && "aggregate function name added twice");
    names_.emplace_back(name);
}

void FunctionCatalog::addTable(std::string_view name, const exec::UserTableFunction& function) {
    [[maybe_unused]] bool inserted = tables_.emplace(lowerCase(name), &function).second;
    assert(inserted && "table function name added twice");
    names_.emplace_back(name);
}

void FunctionCatalog::replaceScalar(std::string_view name, const exec::ScalarFunction& function) {
    auto it = scalars_.find(lowerCase(name));
    assert(it != scalars_.end() && "replacing an unknown scalar function");
    it->second = &function;
}

void FunctionCatalog::replaceAggregate(std::string_view name, const exec::AggregateFunction& function) {
    auto it = aggregates_.find(lowerCase(name));
    assert(it != aggregates_.end() && "replacing an unknown aggregate function");
    it->second = &function;
}

void FunctionCatalog::replaceTable(std::string_view name, const exec::UserTableFunction& function) {
    auto it = tables_.find(lowerCase(name));
    assert(it != tables_.end() && "replacing an unknown table function");
    it->second = &function;
}

void FunctionCatalog::removeScalar(std::string_view name) { remove(scalars_, name); }

void FunctionCatalog::removeAggregate(std::string_view name) { remove(aggregates_, name); }

void FunctionCatalog::removeTable(std::string_view name) { remove(tables_, name); }

template <class Index>
void FunctionCatalog::remove(Index& index, std::string_view name) {
    const std::string key = lowerCase(name);
    [[maybe_unused]] size_t erased = index.erase(key);
    assert(erased == 1 && "removing an unknown function");
    // The name still suggests a function of another kind.
    if (scalars_.contains(key) || aggregates_.contains(key) || tables_.contains(key)) return;
    std::erase_if(names_, [&](const std::string& listed) { return lowerCase(listed) == key; });
}

}  // namespace tabula::planner
