// Which of a user-defined function's overloads a call takes, from the arguments' types.
#pragma once

#include <span>
#include <string_view>
#include <vector>

#include "tabula/type.hpp"

namespace tabula::exec::fn {

/// The index of the parameter list in `overloads` that `args` fit most specifically. An argument fits a parameter
/// of its own type, an untyped NULL any parameter, a number a wider number (TINYINT < SMALLINT < INT < BIGINT <
/// FLOAT < DOUBLE, an integer or DECIMAL a DECIMAL that holds all its values, a DECIMAL a FLOAT or DOUBLE). Of the
/// lists that fit, the one whose parameters fit all the others' is taken (as Java picks an overload: BIGINT before
/// DOUBLE for an INT). Throws ValidationError naming the function `name` and listing its signatures when none fits
/// or none is the most specific.
size_t chooseOverload(std::string_view name, const std::vector<std::vector<DataType>>& overloads,
                      std::span<const DataType> args);

}  // namespace tabula::exec::fn
