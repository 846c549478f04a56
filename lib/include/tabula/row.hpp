// A result row handed to users: values plus the schema's field names for access by name.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "tabula/error.hpp"
#include "tabula/schema.hpp"
#include "tabula/value.hpp"

namespace tabula {

namespace detail {
class RowRefill;
}

/// One row of a result. Access by position or by field name; typed `get<T>` checks the field's type.
///
///   int32_t id = row.get<int32_t>(0);
///   std::optional<std::string> name = row.get<std::optional<std::string>>("last_name");
///
/// Supported T: bool, int8_t, int16_t, int32_t, int64_t, float, double, std::string, std::string_view
/// (valid while the Row lives), Int128 (DECIMAL unscaled), Value, and std::optional of any of these.
/// DATE/TIME/TIMESTAMP read as int32_t days / int32_t ms / int64_t ms, or as Value. Reads that cannot lose
/// anything also work: any integer (and DATE, TIME) as a wider integer type, FLOAT as double.
/// A position outside the row throws ValidationError naming the position and the row's width.
class Row {
public:
    Row() = default;
    Row(std::shared_ptr<const TableSchema> schema, std::vector<Value> values);

    size_t size() const { return values_.size(); }
    bool isNull(size_t i) const { return at(i).isNull(); }
    bool isNull(std::string_view name) const { return isNull(indexOf(name)); }
    const Value& value(size_t i) const { return at(i); }
    const std::vector<Value>& values() const { return values_; }
    /// The schema the row belongs to; never null for rows produced by a query.
    const std::shared_ptr<const TableSchema>& schema() const { return schema_; }

    /// Throws ValidationError when the field type does not match T, ExecutionError when the value is NULL
    /// and T is not an optional.
    template <class T>
    T get(size_t i) const;
    template <class T>
    T get(std::string_view name) const {
        return get<T>(indexOf(name));
    }

    /// Flink's Row.toString: fields joined with ',' (NULL prints as null).
    std::string toString() const;

    friend bool operator==(const Row& a, const Row& b) { return a.values_ == b.values_; }

private:
    /// Throws ValidationError naming the closest field when there is no field `name`.
    size_t indexOf(std::string_view name) const;
    /// The value at i; throws ValidationError naming i and the row's width when i >= size(). Inline: printing
    /// a result reads every value through it.
    const Value& at(size_t i) const {
        if (i < values_.size()) [[likely]]
            return values_[i];
        throwOutOfRange(i);
    }
    /// What at() throws for a position outside the row.
    [[noreturn]] void throwOutOfRange(size_t i) const;
    /// Throws ValidationError when the field at i cannot be read as the C++ type that reads `wanted_family`
    /// (`cpp_type`), exactly or by a widening that loses nothing.
    void checkType(size_t i, TypeId wanted_family, const char* cpp_type) const;

    template <class T>
    T getNonNull(size_t i) const;

    /// Overwrites the values of the one Row a streaming result hands out per row.
    friend class detail::RowRefill;

    std::shared_ptr<const TableSchema> schema_;
    std::vector<Value> values_;
};

namespace detail {
template <class T>
struct IsOptional : std::false_type {};
template <class T>
struct IsOptional<std::optional<T>> : std::true_type {
    using Inner = T;
};
}  // namespace detail

template <class T>
T Row::get(size_t i) const {
    if constexpr (detail::IsOptional<T>::value) {
        if (at(i).isNull()) return std::nullopt;
        return getNonNull<typename detail::IsOptional<T>::Inner>(i);
    } else {
        if (at(i).isNull())
            throw ExecutionError("field " + std::to_string(i) +
                                 " is NULL; read it as std::optional<T> or check isNull() first");
        return getNonNull<T>(i);
    }
}

template <class T>
T Row::getNonNull(size_t i) const {
    const Value& v = at(i);
    if constexpr (std::is_same_v<T, Value>) {
        return v;
    } else if constexpr (std::is_same_v<T, bool>) {
        checkType(i, TypeId::Boolean, "bool");
        return v.asBool();
    } else if constexpr (std::is_same_v<T, int8_t>) {
        checkType(i, TypeId::TinyInt, "int8_t");
        return static_cast<int8_t>(v.asInt64());
    } else if constexpr (std::is_same_v<T, int16_t>) {
        checkType(i, TypeId::SmallInt, "int16_t");
        return static_cast<int16_t>(v.asInt64());
    } else if constexpr (std::is_same_v<T, int32_t>) {
        checkType(i, TypeId::Int, "int32_t");
        return static_cast<int32_t>(v.asInt64());
    } else if constexpr (std::is_same_v<T, int64_t>) {
        checkType(i, TypeId::BigInt, "int64_t");
        return v.asInt64();
    } else if constexpr (std::is_same_v<T, float>) {
        checkType(i, TypeId::Float, "float");
        return v.asFloat();
    } else if constexpr (std::is_same_v<T, double>) {
        checkType(i, TypeId::Double, "double");
        return v.type().id() == TypeId::Float ? static_cast<double>(v.asFloat()) : v.asDouble();
    } else if constexpr (std::is_same_v<T, Int128>) {
        checkType(i, TypeId::Decimal, "Int128");
        return v.asDecimal();
    } else if constexpr (std::is_same_v<T, std::string> || std::is_same_v<T, std::string_view>) {
        checkType(i, TypeId::String, "std::string");
        return T(v.asString());
    } else {
        static_assert(sizeof(T) == 0, "Row::get: unsupported C++ type");
    }
}

}  // namespace tabula
