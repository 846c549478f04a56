// The C++ types of user-defined functions' parameters and results, and the SQL type each stands for:
//   bool -> BOOLEAN, int8_t -> TINYINT, int16_t -> SMALLINT, int32_t -> INT, int64_t -> BIGINT, float -> FLOAT,
//   double -> DOUBLE, std::string / std::string_view -> STRING, tabula::Date -> DATE, tabula::Time -> TIME,
//   tabula::Timestamp -> TIMESTAMP, tabula::Decimal<P, S> -> DECIMAL(P, S), and std::optional<T> for a T that may
//   be NULL. A type outside this list is a compile-time error where the function is registered.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "tabula/decimal.hpp"
#include "tabula/type.hpp"

namespace tabula {

/// A DATE: days since 1970-01-01.
struct Date {
    int32_t days = 0;
    friend bool operator==(const Date&, const Date&) = default;
};

/// A TIME: milliseconds since midnight.
struct Time {
    int32_t millis = 0;
    friend bool operator==(const Time&, const Time&) = default;
};

/// A TIMESTAMP(3): milliseconds since 1970-01-01 00:00:00, no time zone.
struct Timestamp {
    int64_t millis = 0;
    friend bool operator==(const Timestamp&, const Timestamp&) = default;
};

/// A DECIMAL(Precision, Scale) as its unscaled integer: 12.34 in DECIMAL(10, 2) is {1234}. A result must fit
/// Precision digits; a larger one fails the query with an error naming the function.
template <uint8_t Precision, uint8_t Scale>
struct Decimal {
    static_assert(Precision >= 1 && Precision <= 38 && Scale <= Precision, "DECIMAL(P, S) needs 1 <= P <= 38, S <= P");
    Int128 unscaled = 0;
    friend bool operator==(const Decimal&, const Decimal&) = default;
};

namespace detail {

/// One argument or result of a user-defined function as it crosses into the library, in the layout of the
/// library's cells: the value's bytes at offset 0 — a bool (BOOLEAN), an int64_t (integers, DATE, TIME,
/// TIMESTAMP), a float, a double, a STRING's `const char*` and uint32_t size, or a DECIMAL's unscaled 128 bits —
/// and at kNullOffset a bool, true for NULL. Read and written with memcpy, which any object's bytes allow.
inline constexpr size_t kValueSize = 24;
inline constexpr size_t kNullOffset = 16;
inline constexpr size_t kTextSizeOffset = 8;

template <class T>
T load(const std::byte* bytes) {
    T value;
    std::memcpy(&value, bytes, sizeof value);
    return value;
}

template <class T>
void store(std::byte* bytes, T value) {
    std::memcpy(bytes, &value, sizeof value);
}

inline bool isNullValue(const std::byte* value) { return load<bool>(value + kNullOffset); }
inline void setNullValue(std::byte* value, bool null) { store(value + kNullOffset, null); }

/// Where a STRING result's bytes go: memory the library owns for as long as the row is in use.
class ResultText {
public:
    static constexpr uint32_t kNoRow = UINT32_MAX;

    /// Room for `size` bytes. Throws ExecutionError when a string would exceed 2 GiB.
    virtual char* allocate(size_t size) = 0;

    /// The row whose call threw, which a scalar function's entry sets before the exception leaves it, so that
    /// the error can name that row's arguments; kNoRow when unknown.
    uint32_t failed_row = kNoRow;

protected:
    ~ResultText() = default;
};

template <class T>
struct FunctionType {
    static_assert(sizeof(T) == 0,
                  "a user-defined function's parameters and results must be bool, int8_t, int16_t, int32_t, int64_t, "
                  "float, double, std::string, std::string_view, tabula::Date, tabula::Time, tabula::Timestamp, "
                  "tabula::Decimal<P, S> or std::optional of one of them");
};

template <TypeId Id>
struct FixedFunctionType {
    static constexpr DataType type() { return DataType(Id); }
    static constexpr bool nullable = false;
};

template <>
struct FunctionType<bool> : FixedFunctionType<TypeId::Boolean> {
    static bool read(const std::byte* v) { return load<bool>(v); }
    static void write(bool value, std::byte* out, ResultText&) { store(out, value); }
};

template <class Integer, TypeId Id>
struct IntegerFunctionType : FixedFunctionType<Id> {
    static Integer read(const std::byte* v) { return static_cast<Integer>(load<int64_t>(v)); }
    static void write(Integer value, std::byte* out, ResultText&) { store<int64_t>(out, value); }
};

template <>
struct FunctionType<int8_t> : IntegerFunctionType<int8_t, TypeId::TinyInt> {};
template <>
struct FunctionType<int16_t> : IntegerFunctionType<int16_t, TypeId::SmallInt> {};
template <>
struct FunctionType<int32_t> : IntegerFunctionType<int32_t, TypeId::Int> {};
template <>
struct FunctionType<int64_t> : IntegerFunctionType<int64_t, TypeId::BigInt> {};

/// DATE, TIME and TIMESTAMP: a struct whose one member `Member` holds the number of the value's integer member.
template <class Temporal, auto Member, TypeId Id>
struct TemporalFunctionType : FixedFunctionType<Id> {
    static Temporal read(const std::byte* v) {
        Temporal value;
        value.*Member = static_cast<std::remove_reference_t<decltype(value.*Member)>>(load<int64_t>(v));
        return value;
    }
    static void write(Temporal value, std::byte* out, ResultText&) { store<int64_t>(out, value.*Member); }
};

template <>
struct FunctionType<Date> : TemporalFunctionType<Date, &Date::days, TypeId::Date> {};
template <>
struct FunctionType<Time> : TemporalFunctionType<Time, &Time::millis, TypeId::Time> {};
template <>
struct FunctionType<Timestamp> : TemporalFunctionType<Timestamp, &Timestamp::millis, TypeId::Timestamp> {};

template <>
struct FunctionType<float> : FixedFunctionType<TypeId::Float> {
    static float read(const std::byte* v) { return load<float>(v); }
    static void write(float value, std::byte* out, ResultText&) { store(out, value); }
};

template <>
struct FunctionType<double> : FixedFunctionType<TypeId::Double> {
    static double read(const std::byte* v) { return load<double>(v); }
    static void write(double value, std::byte* out, ResultText&) { store(out, value); }
};

/// A std::string_view argument views the row's text for the call only; a std::string one is a copy.
template <class Text>
struct TextFunctionType : FixedFunctionType<TypeId::String> {
    static Text read(const std::byte* v) { return Text(load<const char*>(v), load<uint32_t>(v + kTextSizeOffset)); }
    static void write(std::string_view value, std::byte* out, ResultText& text) {
        char* bytes = text.allocate(value.size());
        if (!value.empty()) std::memcpy(bytes, value.data(), value.size());
        store<const char*>(out, bytes);
        store(out + kTextSizeOffset, static_cast<uint32_t>(value.size()));
    }
};

template <>
struct FunctionType<std::string> : TextFunctionType<std::string> {};
template <>
struct FunctionType<std::string_view> : TextFunctionType<std::string_view> {};

template <uint8_t Precision, uint8_t Scale>
struct FunctionType<Decimal<Precision, Scale>> {
    static constexpr DataType type() { return DataType(TypeId::Decimal, Precision, Scale); }
    static constexpr bool nullable = false;
    static Decimal<Precision, Scale> read(const std::byte* v) { return {load<Int128>(v)}; }
    static void write(Decimal<Precision, Scale> value, std::byte* out, ResultText&) { store(out, value.unscaled); }
};

/// std::optional<T>: a parameter that takes NULL (as nullopt), a result that may be NULL.
template <class T>
struct FunctionType<std::optional<T>> {
    static constexpr DataType type() { return FunctionType<T>::type(); }
    static constexpr bool nullable = true;
    static std::optional<T> read(const std::byte* v) {
        if (isNullValue(v)) return std::nullopt;
        return FunctionType<T>::read(v);
    }
    static void write(const std::optional<T>& value, std::byte* out, ResultText& text) {
        setNullValue(out, !value.has_value());
        if (value) FunctionType<T>::write(*value, out, text);
    }
};

/// One way to call a user-defined function: its SQL parameter and result types and the entry that calls it.
struct FunctionOverload {
    std::vector<DataType> params;
    DataType result;
    /// Calls the function held by `function` for `count` rows, row rows[k]'s argument i at args[i] + rows[k] *
    /// kValueSize and its result into out + rows[k] * out_stride. A NULL argument for a parameter that does not
    /// take NULL gives a NULL result without a call. Exceptions pass through.
    void (*invoke)(const void* function, const std::byte* const* args, const uint32_t* rows, size_t count,
                   std::byte* out, size_t out_stride, ResultText& text);
};

/// Where the rows of a user-defined table function (for one input row) or table aggregate function (for one
/// group) go.
class RowCollector {
public:
    /// Takes one row: `values` holds one value per column, kValueSize bytes apart; they are copied at once.
    virtual void collect(const std::byte* values) = 0;
    /// Where the STRING values of the rows collected go.
    virtual ResultText& text() = 0;

protected:
    ~RowCollector() = default;
};

/// One way to call a user-defined table function: its SQL parameter types and the entry that calls it.
struct TableFunctionOverload {
    std::vector<DataType> params;
    /// Calls the function held by `function` for one input row, argument i at args + i * kValueSize, every row it
    /// collects going to `out`. A NULL argument for a parameter that does not take NULL collects no row, without
    /// a call. Exceptions pass through.
    void (*invoke)(const void* function, const std::byte* args, RowCollector& out);
};

/// A user-defined aggregate function as the library calls it. Its accumulator lives in a state block of
/// `state_size` bytes, aligned to 16, that the library owns and may move with memcpy between calls (the entries
/// keep an accumulator that cannot be moved so on the heap, the block holding its pointer).
struct AggregateEntries {
    std::vector<DataType> params;
    DataType result;
    bool takes_nulls = false;  // a parameter is a std::optional: rows with a NULL there are still accumulated
    size_t state_size = 0;
    /// Puts a new accumulator (createAccumulator()) into `state`. If it throws, destroy() on the block is still
    /// safe.
    void (*create)(const void* function, std::byte* state) = nullptr;
    void (*destroy)(std::byte* state) noexcept = nullptr;
    /// Accumulates `count` rows: row k's argument i at first + k * stride + i * kValueSize, into the accumulator
    /// at states[k] + offset, or at states[0] + offset for every row when `one_state`. A row with a NULL argument
    /// for a parameter that does not take NULL is skipped. Exceptions pass through, `failed_row` set to the k of
    /// the row that threw.
    void (*accumulate)(const void* function, std::byte* const* states, size_t offset, bool one_state,
                       const std::byte* first, size_t stride, size_t count, uint32_t& failed_row) = nullptr;
    /// accumulate's reverse, with its parameters: takes the rows back out of the accumulators (retract); nullptr
    /// when the function has none.
    void (*retract)(const void* function, std::byte* const* states, size_t offset, bool one_state,
                    const std::byte* first, size_t stride, size_t count, uint32_t& failed_row) = nullptr;
    /// Merges the accumulator at `other` into the one at `state`; nullptr when the function has no merge.
    void (*merge)(const void* function, std::byte* state, const std::byte* other) = nullptr;
    /// Writes the accumulator's value (or NULL) to `out`, a STRING's bytes into `text`.
    void (*get_value)(const void* function, const std::byte* state, std::byte* out, ResultText& text) = nullptr;
};

/// A user-defined table aggregate function as the library calls it: an aggregate function's accumulator entries
/// (without result and get_value), and `emit` in the place of get_value.
struct TableAggregateEntries {
    AggregateEntries accumulator;
    /// Collects the rows of the accumulator at `state` into `out` (emitValue). Exceptions pass through.
    void (*emit)(const void* function, const std::byte* state, RowCollector& out) = nullptr;
    std::vector<DataType> columns;  // of each row emitted
};

/// The parameter or result type `T` as written, without const and reference.
template <class T>
using FunctionTypeOf = FunctionType<std::remove_cvref_t<T>>;

}  // namespace detail
}  // namespace tabula
