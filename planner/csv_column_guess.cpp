// Type guessing for one column: every candidate type is tried with the CSV reader's own converter, so a guessed
// type is one the scan reads each sampled value as; shape checks first keep out text that would not read back.
#include "planner/csv_column_guess.hpp"

#include <algorithm>
#include <cctype>

#include "exec/csv/csv_field_converters.hpp"

namespace tabula::planner {
namespace {

bool isDigit(char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }

/// The text without a leading sign.
std::string_view withoutSign(std::string_view text) {
    if (!text.empty() && (text[0] == '-' || text[0] == '+')) text.remove_prefix(1);
    return text;
}

/// An integer part of several digits starting with 0 (007, 0123.5): text such as a postcode or a code, whose
/// zeros a number would lose.
bool hasLeadingZero(std::string_view text) {
    text = withoutSign(text);
    return text.size() > 1 && text[0] == '0' && isDigit(text[1]);
}

/// Whether text[at, at + pattern.size()) follows `pattern`, where 'd' stands for a digit.
bool shaped(std::string_view text, size_t at, std::string_view pattern) {
    if (text.size() < at + pattern.size()) return false;
    for (size_t i = 0; i < pattern.size(); ++i) {
        const char c = text[at + i];
        if (pattern[i] == 'd' ? !isDigit(c) : c != pattern[i]) return false;
    }
    return true;
}

bool isIsoDate(std::string_view text) { return text.size() == 10 && shaped(text, 0, "dddd-dd-dd"); }

/// yyyy-mm-dd hh:mm:ss (or with 'T') and up to three digits after the second, which TIMESTAMP(3) holds.
bool isIsoTimestamp(std::string_view text) {
    if (text.size() < 19 || !shaped(text, 0, "dddd-dd-dd") || (text[10] != ' ' && text[10] != 'T') ||
        !shaped(text, 11, "dd:dd:dd"))
        return false;
    if (text.size() == 19) return true;
    const std::string_view fraction = text.substr(20);
    return text[19] == '.' && !fraction.empty() && fraction.size() <= 3 &&
           std::all_of(fraction.begin(), fraction.end(), isDigit);
}

bool converts(const DataType& type, std::string_view text) {
    exec::Cell cell;
    return exec::fieldConverterFor(type)(text, type, cell) == exec::ConvertStatus::Ok;
}

}  // namespace

void ColumnGuess::add(std::string_view text) {
    seen_ = true;
    const bool number_like = !hasLeadingZero(text);
    if (possible(kBoolean) && !converts(Types::BOOLEAN(), text)) rule(kBoolean);
    if (possible(kInt) && !(number_like && converts(Types::INT(), text))) rule(kInt);
    if (possible(kBigInt) && !(number_like && converts(Types::BIGINT(), text))) rule(kBigInt);
    if (possible(kDecimal)) addFixedPoint(text);
    if (possible(kDouble) && !(number_like && converts(Types::DOUBLE(), text))) rule(kDouble);
    if (possible(kDate) && !(isIsoDate(text) && converts(Types::DATE(), text))) rule(kDate);
    if (possible(kTimestamp) && !((isIsoDate(text) || isIsoTimestamp(text)) && converts(Types::TIMESTAMP(), text)))
        rule(kTimestamp);
}

void ColumnGuess::addFixedPoint(std::string_view text) {
    const std::string_view number = withoutSign(text);
    const size_t point = number.find('.');
    const std::string_view whole = number.substr(0, point);
    const std::string_view fraction = point == std::string_view::npos ? "" : number.substr(point + 1);
    const auto digits = [](std::string_view part) {
        return !part.empty() && std::all_of(part.begin(), part.end(), isDigit);
    };
    const int scale = static_cast<int>(fraction.size());
    const bool fixed_point = digits(whole) && (point == std::string_view::npos || digits(fraction)) &&
                             !hasLeadingZero(text) && (scale_ < 0 || scale == scale_);
    digits_ = std::max(digits_, static_cast<int>(whole.size()) + scale);
    scale_ = scale;
    if (!fixed_point || digits_ > 38) rule(kDecimal);
}

DataType ColumnGuess::type() const {
    if (!seen_) return Types::STRING();
    if (possible(kBoolean)) return Types::BOOLEAN();
    if (possible(kInt)) return Types::INT();
    if (possible(kBigInt)) return Types::BIGINT();
    if (possible(kDecimal)) {
        const auto precision = static_cast<uint8_t>(std::max(18, digits_));
        return Types::DECIMAL(precision, static_cast<uint8_t>(scale_));
    }
    if (possible(kDouble)) return Types::DOUBLE();
    if (possible(kDate)) return Types::DATE();
    if (possible(kTimestamp)) return Types::TIMESTAMP();
    return Types::STRING();
}

bool ColumnGuess::fits(std::string_view text) const {
    ColumnGuess with = *this;
    with.add(text);
    return with.type() == type();
}

}  // namespace tabula::planner
