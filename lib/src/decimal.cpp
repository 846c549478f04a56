// DECIMAL arithmetic helpers: powers of ten, parsing, Java-style plain formatting and rescaling with
// half-away-from-zero rounding.
#include "tabula/decimal.hpp"

#include <algorithm>
#include <array>

namespace tabula {

namespace {

__extension__ typedef unsigned __int128 UInt128;

constexpr unsigned kMaxDigits = 38;

constexpr std::array<Int128, kMaxDigits + 1> makePowersOfTen() {
    std::array<Int128, kMaxDigits + 1> powers{};
    powers[0] = 1;
    for (unsigned i = 1; i <= kMaxDigits; ++i) powers[i] = powers[i - 1] * 10;
    return powers;
}

constexpr auto kPowersOfTen = makePowersOfTen();

UInt128 magnitude(Int128 v) { return v < 0 ? UInt128(0) - static_cast<UInt128>(v) : static_cast<UInt128>(v); }

bool isDigit(char c) { return c >= '0' && c <= '9'; }

}  // namespace

Int128 pow10Int128(unsigned n) { return kPowersOfTen.at(n); }

Int128 decimalMaxUnscaled(uint8_t precision) { return pow10Int128(precision) - 1; }

std::optional<Int128> parseDecimal(std::string_view text, uint8_t precision, uint8_t scale) {
    size_t pos = 0;
    bool negative = false;
    if (pos < text.size() && (text[pos] == '-' || text[pos] == '+')) negative = text[pos++] == '-';

    size_t int_begin = pos;
    while (pos < text.size() && isDigit(text[pos])) ++pos;
    std::string_view int_digits = text.substr(int_begin, pos - int_begin);
    std::string_view frac_digits;
    if (pos < text.size() && text[pos] == '.') {
        size_t frac_begin = ++pos;
        while (pos < text.size() && isDigit(text[pos])) ++pos;
        frac_digits = text.substr(frac_begin, pos - frac_begin);
    }
    if (pos != text.size() || (int_digits.empty() && frac_digits.empty())) return std::nullopt;

    int_digits.remove_prefix(std::min(int_digits.find_first_not_of('0'), int_digits.size()));
    if (int_digits.size() > static_cast<size_t>(precision - scale)) return std::nullopt;

    // At most `precision` (<= 38) digits are accumulated, so the value cannot overflow.
    Int128 value = 0;
    for (char c : int_digits) value = value * 10 + (c - '0');
    for (size_t i = 0; i < scale; ++i) value = value * 10 + (i < frac_digits.size() ? frac_digits[i] - '0' : 0);
    if (frac_digits.size() > scale && frac_digits[scale] >= '5') ++value;
    if (value > decimalMaxUnscaled(precision)) return std::nullopt;
    return negative ? -value : value;
}

std::string formatDecimal(Int128 unscaled, uint8_t scale) {
    UInt128 m = magnitude(unscaled);
    std::string digits;
    do {
        digits += static_cast<char>('0' + static_cast<int>(m % 10));
        m /= 10;
    } while (m != 0);
    while (digits.size() < static_cast<size_t>(scale) + 1) digits += '0';
    std::reverse(digits.begin(), digits.end());
    if (scale > 0) digits.insert(digits.size() - scale, 1, '.');
    if (unscaled < 0) digits.insert(0, 1, '-');
    return digits;
}

std::optional<Int128> rescaleDecimal(Int128 unscaled, uint8_t from_scale, uint8_t to_scale) {
    if (to_scale >= from_scale) {
        Int128 factor = pow10Int128(to_scale - from_scale);
        Int128 limit = decimalMaxUnscaled(kMaxDigits) / factor;
        if (unscaled > limit || unscaled < -limit) return std::nullopt;
        return unscaled * factor;
    }
    Int128 divisor = pow10Int128(from_scale - to_scale);
    Int128 quotient = unscaled / divisor;
    Int128 remainder = unscaled % divisor;
    // Half away from zero. `dropped >= divisor - dropped` says 2 * dropped >= divisor without overflowing.
    Int128 dropped = remainder < 0 ? -remainder : remainder;
    if (dropped >= divisor - dropped) quotient += unscaled < 0 ? -1 : 1;
    return quotient;
}

}  // namespace tabula
