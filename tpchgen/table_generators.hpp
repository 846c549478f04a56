// The row generators of each table, and what they share: one random stream per column and the text of keyed
// names, phone numbers and addresses (clause 4.2.2).
#pragma once

#include <cstdint>
#include <memory>
#include <string_view>

#include "random_stream.hpp"
#include "row_generator.hpp"

namespace tabula::tpchgen {

std::unique_ptr<RowGenerator> makeRegionRows();
std::unique_ptr<RowGenerator> makeNationRows();
std::unique_ptr<RowGenerator> makePartRows(const Scale& scale);
std::unique_ptr<RowGenerator> makeSupplierRows(const Scale& scale);
std::unique_ptr<RowGenerator> makePartSuppRows(const Scale& scale);
std::unique_ptr<RowGenerator> makeCustomerRows(const Scale& scale);
std::unique_ptr<RowGenerator> makeOrderRows(const Scale& scale);
std::unique_ptr<RowGenerator> makeLineItemRows(const Scale& scale);

/// The stream of column `column` of `table`: a fixed seed per column.
RandomStream columnStream(TpchTable table, int column);

/// Writes `prefix` then `value` zero-padded to `digits` digits into `out` ("Customer#000000042"); returns the
/// text. REQUIRES: out holds prefix.size() + digits chars; 0 <= value < 10^digits.
std::string_view keyedName(char* out, std::string_view prefix, int64_t value, int digits);

/// A phone number of nation `nationkey`: "CC-LLL-LLL-LLLL" with CC = nationkey + 10. REQUIRES: out holds 15 chars.
std::string_view phoneNumber(char* out, int64_t nationkey, RandomStream& random);

/// A random address of 10 to 40 letters, digits, spaces and commas. REQUIRES: out holds 40 chars.
std::string_view randomAddress(char* out, RandomStream& random);

}  // namespace tabula::tpchgen
