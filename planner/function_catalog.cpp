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

}  // namespace

const FunctionCatalog& FunctionCatalog::builtins() {
    static const FunctionCatalog catalog = [] {
        FunctionCatalog c;
        // exec's registry stays the one place built-ins are registered; the catalog indexes what it holds.
        for (const std::string& name : exec::functionNames()) {
            if (const exec::ScalarFunction* function = exec::findScalarFunction(name)) c.add(name, *function);
            if (const exec::AggregateFunction* function = exec::findAggregateFunction(name)) c.add(name, *function);
        }
        return c;
    }();
    return catalog;
}

template <class F>
const F* FunctionCatalog::find(std::string_view name) const {
    const Index<F>& functions = index<F>();
    auto it = functions.find(lowerCase(name));
    return it == functions.end() ? nullptr : it->second;
}

template <class F>
void FunctionCatalog::add(std::string_view name, const F& function) {
    [[maybe_unused]] bool inserted = index<F>().emplace(lowerCase(name), &function).second;
    assert(inserted && "function name added twice");
    names_.emplace_back(name);
}

template <class F>
void FunctionCatalog::replace(std::string_view name, const F& function) {
    auto it = index<F>().find(lowerCase(name));
    assert(it != index<F>().end() && "replacing an unknown function");
    it->second = &function;
}

template <class F>
void FunctionCatalog::remove(std::string_view name) {
    const std::string key = lowerCase(name);
    [[maybe_unused]] size_t erased = index<F>().erase(key);
    assert(erased == 1 && "removing an unknown function");
    // The name still suggests a function of another kind.
    const bool named = std::apply([&](const auto&... kinds) { return (kinds.contains(key) || ...); }, indexes_);
    if (named) return;
    std::erase_if(names_, [&](const std::string& listed) { return lowerCase(listed) == key; });
}

namespace {

template <class F, class... Kinds>
const char* firstOtherKind(const FunctionCatalog& catalog, std::string_view name) {
    const char* found = nullptr;
    auto look = [&](const auto* function) {
        if (found == nullptr && function != nullptr) found = kindName(*function);
    };
    (look(std::is_same_v<F, Kinds> ? nullptr : catalog.find<Kinds>(name)), ...);
    return found;
}

}  // namespace

template <class F>
const char* otherKindNamed(const FunctionCatalog& catalog, std::string_view name) {
    return firstOtherKind<F, exec::ScalarFunction, exec::AggregateFunction, exec::UserTableFunction,
                          exec::UserTableAggregateFunction>(catalog, name);
}

#define TABULA_FUNCTION_CATALOG_KIND(F)                                    \
    template const F* FunctionCatalog::find<F>(std::string_view) const;    \
    template void FunctionCatalog::add<F>(std::string_view, const F&);     \
    template void FunctionCatalog::replace<F>(std::string_view, const F&); \
    template void FunctionCatalog::remove<F>(std::string_view);            \
    template const char* otherKindNamed<F>(const FunctionCatalog&, std::string_view);
TABULA_FUNCTION_CATALOG_KIND(exec::ScalarFunction)
TABULA_FUNCTION_CATALOG_KIND(exec::AggregateFunction)
TABULA_FUNCTION_CATALOG_KIND(exec::UserTableFunction)
TABULA_FUNCTION_CATALOG_KIND(exec::UserTableAggregateFunction)
#undef TABULA_FUNCTION_CATALOG_KIND

}  // namespace tabula::planner
