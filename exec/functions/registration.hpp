// How the function families enter the registry: each family file defines one register function that adds its
// functions under their canonical names and aliases. Called once, when the registry is first used.
#pragma once

#include <initializer_list>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "exec/function_registry.hpp"

namespace tabula::exec::fn {

/// Owns every built-in. Names are matched case-insensitively; each function is found under its canonical
/// name and its aliases.
class Registry {
public:
    /// REQUIRES: no name (canonical or alias) is registered twice in the same namespace.
    void add(std::unique_ptr<ScalarFunction> function, std::initializer_list<std::string_view> aliases = {});
    void add(std::unique_ptr<AggregateFunction> function, std::initializer_list<std::string_view> aliases = {});

    const ScalarFunction* findScalar(std::string_view name) const;
    const AggregateFunction* findAggregate(std::string_view name) const;
    /// Canonical names and aliases as written at registration.
    const std::vector<std::string>& names() const { return names_; }

private:
    void addName(std::string_view name);

    std::vector<std::unique_ptr<ScalarFunction>> scalars_;
    std::vector<std::unique_ptr<AggregateFunction>> aggregates_;
    std::map<std::string, const ScalarFunction*, std::less<>> scalar_index_;        // lower-case name
    std::map<std::string, const AggregateFunction*, std::less<>> aggregate_index_;  // lower-case name
    std::vector<std::string> names_;
};

void registerArithmeticFunctions(Registry& registry);
void registerComparisonFunctions(Registry& registry);
void registerGreatestLeast(Registry& registry);
void registerLogicFunctions(Registry& registry);
void registerNullPredicates(Registry& registry);
void registerConditionalFunctions(Registry& registry);
void registerStringCaseFunctions(Registry& registry);
void registerStringFunctions(Registry& registry);
void registerStringBuilders(Registry& registry);
void registerStringCodecs(Registry& registry);
void registerStringSplit(Registry& registry);
void registerPatternFunctions(Registry& registry);
void registerRegexFunctions(Registry& registry);
void registerMathFunctions(Registry& registry);
void registerMathRounding(Registry& registry);
void registerRandomFunctions(Registry& registry);
void registerTemporalFunctions(Registry& registry);
void registerClockFunctions(Registry& registry);
void registerDateFormat(Registry& registry);
void registerHashFunctions(Registry& registry);
void registerCountAndSum(Registry& registry);
void registerAverage(Registry& registry);
void registerMinMax(Registry& registry);
void registerSingleValue(Registry& registry);
void registerVariance(Registry& registry);

}  // namespace tabula::exec::fn
