// A single dynamically typed value: what rows hand to users and what literals and constants hold.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <variant>

#include "tabula/decimal.hpp"
#include "tabula/type.hpp"

namespace tabula {

namespace detail {
class RowRefill;
}

/// A typed value or a typed NULL. Integers of every width, DATE (days), TIME (ms) and TIMESTAMP (ms) are held
/// as int64_t; FLOAT as float; DECIMAL as its unscaled Int128 (scale in type()).
class Value {
public:
    /// The untyped NULL (type NULL).
    Value() = default;

    static Value null(DataType type);
    static Value boolean(bool v);
    static Value tinyint(int8_t v);
    static Value smallint(int16_t v);
    static Value integer(int32_t v);
    static Value bigint(int64_t v);
    static Value floating(float v);
    static Value doublePrecision(double v);
    /// REQUIRES: |unscaled| fits `precision` digits.
    static Value decimal(Int128 unscaled, uint8_t precision, uint8_t scale);
    static Value string(std::string v);
    static Value date(int32_t days);
    static Value time(int32_t millis);
    static Value timestamp(int64_t millis);

    const DataType& type() const { return type_; }
    bool isNull() const { return std::holds_alternative<std::monostate>(payload_); }

    /// Payload accessors. REQUIRES: !isNull() and the type family matches (asInt64 serves every integer
    /// width, DATE, TIME and TIMESTAMP).
    bool asBool() const { return std::get<bool>(payload_); }
    int64_t asInt64() const { return std::get<int64_t>(payload_); }
    float asFloat() const { return std::get<float>(payload_); }
    double asDouble() const { return std::get<double>(payload_); }
    Int128 asDecimal() const { return std::get<Int128>(payload_); }
    const std::string& asString() const { return std::get<std::string>(payload_); }

    /// Flink's text form: 12.65, 1.0E10, true, 1984-07-12, 1984-07-12 14:34:24.0; NULL prints as "null".
    std::string toString() const;

    /// Same type and payload (two NULLs of one type are equal here: this is identity, not SQL equality).
    friend bool operator==(const Value& a, const Value& b);

private:
    /// Refills the Values of a streaming result's one Row in place, keeping the memory of their strings.
    friend class detail::RowRefill;

    using Payload = std::variant<std::monostate, bool, int64_t, float, double, Int128, std::string>;
    Value(DataType type, Payload payload) : type_(type), payload_(std::move(payload)) {}

    DataType type_;
    Payload payload_;
};

/// Shortest text that reads back to the same float/double, in Java's notation: "12.65", "2.0", "1.0E10",
/// "1.5E-4", "NaN", "Infinity", "-Infinity".
std::string formatFloat(float v);
std::string formatDouble(double v);

}  // namespace tabula
