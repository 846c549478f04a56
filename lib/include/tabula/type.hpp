// Logical data types of tabula's value model and Flink's `Types` factories.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace tabula {

/// The type families tabula knows. Null is the type of an untyped NULL literal only.
enum class TypeId : uint8_t {
    Null,
    Boolean,
    TinyInt,
    SmallInt,
    Int,
    BigInt,
    Float,
    Double,
    Decimal,    // exact, precision 1..38, scale 0..precision
    String,     // UTF-8, unbounded (VARCHAR and STRING are the same type)
    Date,       // days since 1970-01-01
    Time,       // milliseconds since midnight
    Timestamp,  // milliseconds since 1970-01-01 00:00:00, no time zone (TIMESTAMP(3))
};

/// A value type: a family plus, for DECIMAL, precision and scale. Cheap to copy.
class DataType {
public:
    constexpr DataType() = default;
    constexpr explicit DataType(TypeId id, uint8_t precision = 0, uint8_t scale = 0)
        : id_(id), precision_(precision), scale_(scale) {}

    constexpr TypeId id() const { return id_; }
    /// DECIMAL precision (number of digits); 0 for other types.
    constexpr uint8_t precision() const { return precision_; }
    /// DECIMAL scale (digits after the point); 0 for other types.
    constexpr uint8_t scale() const { return scale_; }

    constexpr bool isNull() const { return id_ == TypeId::Null; }
    /// TINYINT, SMALLINT, INT, BIGINT.
    constexpr bool isInteger() const { return id_ >= TypeId::TinyInt && id_ <= TypeId::BigInt; }
    /// FLOAT, DOUBLE.
    constexpr bool isApproximate() const { return id_ == TypeId::Float || id_ == TypeId::Double; }
    /// Integers, approximate numbers and DECIMAL.
    constexpr bool isNumeric() const { return id_ >= TypeId::TinyInt && id_ <= TypeId::Decimal; }
    /// DATE, TIME, TIMESTAMP.
    constexpr bool isTemporal() const { return id_ >= TypeId::Date && id_ <= TypeId::Timestamp; }

    /// SQL spelling as Flink prints it: INT, BIGINT, DECIMAL(10, 2), STRING, TIMESTAMP(3), ...
    std::string toString() const;

    friend constexpr bool operator==(const DataType&, const DataType&) = default;

private:
    TypeId id_ = TypeId::Null;
    uint8_t precision_ = 0;
    uint8_t scale_ = 0;
};

/// Flink's type factories (`Types.INT()` ...), with the SQL names beside them.
struct Types {
    static constexpr DataType BOOLEAN() { return DataType(TypeId::Boolean); }
    static constexpr DataType BYTE() { return DataType(TypeId::TinyInt); }
    static constexpr DataType TINYINT() { return DataType(TypeId::TinyInt); }
    static constexpr DataType SHORT() { return DataType(TypeId::SmallInt); }
    static constexpr DataType SMALLINT() { return DataType(TypeId::SmallInt); }
    static constexpr DataType INT() { return DataType(TypeId::Int); }
    static constexpr DataType LONG() { return DataType(TypeId::BigInt); }
    static constexpr DataType BIGINT() { return DataType(TypeId::BigInt); }
    static constexpr DataType FLOAT() { return DataType(TypeId::Float); }
    static constexpr DataType DOUBLE() { return DataType(TypeId::Double); }
    /// DECIMAL(38, 18), Flink's default for an unspecified DECIMAL.
    static constexpr DataType DECIMAL() { return DataType(TypeId::Decimal, 38, 18); }
    /// REQUIRES: 1 <= precision <= 38, scale <= precision (checked by makeDecimal).
    static constexpr DataType DECIMAL(uint8_t precision, uint8_t scale) {
        return DataType(TypeId::Decimal, precision, scale);
    }
    static constexpr DataType STRING() { return DataType(TypeId::String); }
    static constexpr DataType VARCHAR() { return DataType(TypeId::String); }
    static constexpr DataType SQL_DATE() { return DataType(TypeId::Date); }
    static constexpr DataType DATE() { return DataType(TypeId::Date); }
    static constexpr DataType SQL_TIME() { return DataType(TypeId::Time); }
    static constexpr DataType TIME() { return DataType(TypeId::Time); }
    static constexpr DataType SQL_TIMESTAMP() { return DataType(TypeId::Timestamp); }
    static constexpr DataType TIMESTAMP() { return DataType(TypeId::Timestamp); }
};

/// Parses a type name as written in SQL DDL/CAST or in Flink string expressions, case-insensitively:
/// BOOLEAN, TINYINT/BYTE, SMALLINT/SHORT, INT/INTEGER, BIGINT/LONG, FLOAT/REAL, DOUBLE [PRECISION],
/// DECIMAL/DEC/NUMERIC [(p[, s])], STRING/TEXT/VARCHAR[(n)]/CHAR[(n)], DATE/SQL_DATE, TIME/SQL_TIME,
/// TIMESTAMP[(3)]/SQL_TIMESTAMP. Returns nullopt for anything else (including bad DECIMAL bounds).
std::optional<DataType> parseTypeName(std::string_view text);

/// The common type two operands are widened to for arithmetic and comparison (Flink's rules:
/// TINYINT < SMALLINT < INT < BIGINT < FLOAT < DOUBLE; DECIMAL with an integer stays DECIMAL,
/// DECIMAL with FLOAT/DOUBLE is DOUBLE; NULL takes the other side). nullopt when incompatible.
std::optional<DataType> commonType(const DataType& a, const DataType& b);

/// commonType, except where two DECIMALs (or a DECIMAL and an integer) together need more than 38 digits: then
/// every whole digit is kept and fractional ones are dropped (DECIMAL(38, 0) with DECIMAL(38, 2) is
/// DECIMAL(38, 0)), as Flink's LogicalTypeMerging does, so that casting either side to it may round but never
/// overflows. The type Flink casts both sides of an equi-join key to.
std::optional<DataType> commonKeyType(const DataType& a, const DataType& b);

}  // namespace tabula
