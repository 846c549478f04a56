// Overload resolution for user-defined functions.
#include "exec/functions/overload_choice.hpp"

#include <algorithm>
#include <optional>
#include <string>

#include "tabula/error.hpp"

namespace tabula::exec::fn {
namespace {

/// Digits before the point every value of an integer or DECIMAL type may need.
int integerDigits(const DataType& type) {
    switch (type.id()) {
        case TypeId::TinyInt: return 3;
        case TypeId::SmallInt: return 5;
        case TypeId::Int: return 10;
        case TypeId::BigInt: return 19;
        default: return type.precision() - type.scale();
    }
}

/// True when every value of `arg` converts to `param` without loss of range.
bool widens(const DataType& arg, const DataType& param) {
    if (param.id() == TypeId::Decimal) {
        return (arg.isInteger() || arg.id() == TypeId::Decimal) && integerDigits(arg) <= integerDigits(param) &&
               arg.scale() <= param.scale();
    }
    const bool fits_family = param.isApproximate() ? arg.isNumeric() : param.isInteger() && arg.isInteger();
    return fits_family && commonType(arg, param) == param;
}

bool fits(const DataType& arg, const DataType& param) { return arg == param || arg.isNull() || widens(arg, param); }

/// True when `args` fit `params`, one by one.
bool fitsAll(std::span<const DataType> args, const std::vector<DataType>& params) {
    if (params.size() != args.size()) return false;
    for (size_t i = 0; i < args.size(); ++i) {
        if (!fits(args[i], params[i])) return false;
    }
    return true;
}

std::string typeList(std::span<const DataType> types) {
    std::string out = "(";
    for (size_t i = 0; i < types.size(); ++i) out += (i > 0 ? ", " : "") + types[i].toString();
    return out + ")";
}

std::string signatures(std::string_view name, const std::vector<std::vector<DataType>>& overloads) {
    std::string out;
    for (size_t i = 0; i < overloads.size(); ++i)
        out += (i > 0 ? ", " : "") + std::string(name) + typeList(overloads[i]);
    return out;
}

}  // namespace

size_t chooseOverload(std::string_view name, const std::vector<std::vector<DataType>>& overloads,
                      std::span<const DataType> args) {
    std::vector<size_t> candidates;
    for (size_t i = 0; i < overloads.size(); ++i) {
        if (fitsAll(args, overloads[i])) candidates.push_back(i);
    }
    // The most specific candidate: its parameters fit every other candidate's (as Java picks an overload).
    size_t best = overloads.size();
    for (size_t c : candidates) {
        if (std::all_of(candidates.begin(), candidates.end(),
                        [&](size_t other) { return fitsAll(overloads[c], overloads[other]); })) {
            best = c;
            break;
        }
    }
    const std::string got = typeList(args);
    if (candidates.empty()) {
        throw ValidationError("function '" + std::string(name) + "' does not take " + got + "; its signatures are " +
                              signatures(name, overloads));
    }
    if (best == overloads.size()) {
        throw ValidationError("the call of '" + std::string(name) + "' with " + got +
                              " fits several signatures equally well (" + signatures(name, overloads) +
                              "); cast the arguments to choose one");
    }
    return best;
}

}  // namespace tabula::exec::fn
