// How a Cell holds each type family: the one map from a logical TypeId to the member and C++ type its values
// live in, for code that cares only about the representation (hashing, comparing, moving or storing cells).
#pragma once

#include <cstdint>
#include <utility>

#include "exec/cell.hpp"

namespace tabula::exec {

/// The representations a Cell has: which of its members holds a value (see Cell).
enum class PhysicalKind : uint8_t {
    None,     ///< type NULL: every cell is NULL and no member is read
    Boolean,  ///< b
    Int64,    ///< i: TINYINT .. BIGINT, DATE (days), TIME and TIMESTAMP (milliseconds)
    Float,    ///< f
    Double,   ///< d
    Decimal,  ///< decimal(), unscaled (the scale is the type's)
    String,   ///< s
};

/// The representation of the cells of a type family.
constexpr PhysicalKind physicalKind(TypeId id) {
    switch (id) {
        case TypeId::Null: return PhysicalKind::None;
        case TypeId::Boolean: return PhysicalKind::Boolean;
        case TypeId::TinyInt:
        case TypeId::SmallInt:
        case TypeId::Int:
        case TypeId::BigInt:
        case TypeId::Date:
        case TypeId::Time:
        case TypeId::Timestamp: return PhysicalKind::Int64;
        case TypeId::Float: return PhysicalKind::Float;
        case TypeId::Double: return PhysicalKind::Double;
        case TypeId::Decimal: return PhysicalKind::Decimal;
        case TypeId::String: return PhysicalKind::String;
    }
    return PhysicalKind::None;
}

/// Stands for T, the C++ type a representation computes in: bool, int64_t, float, double, Int128 or StrRef.
template <class T>
struct PhysicalTag {
    using type = T;
};

/// Throws the InternalError of dispatchPhysical for a type without representation.
[[noreturn]] void throwWithoutRepresentation(TypeId id);

/// Calls fn(PhysicalTag<T>{}) with T the C++ type the cells of `id` hold, and returns its result: the caller picks
/// its template instantiation once, when a plan is built, so that rows see no dispatch.
/// REQUIRES: id is not TypeId::Null, whose cells hold nothing; throws InternalError for it.
template <class Fn>
decltype(auto) dispatchPhysical(TypeId id, Fn&& fn) {
    switch (physicalKind(id)) {
        case PhysicalKind::Boolean: return std::forward<Fn>(fn)(PhysicalTag<bool>{});
        case PhysicalKind::Int64: return std::forward<Fn>(fn)(PhysicalTag<int64_t>{});
        case PhysicalKind::Float: return std::forward<Fn>(fn)(PhysicalTag<float>{});
        case PhysicalKind::Double: return std::forward<Fn>(fn)(PhysicalTag<double>{});
        case PhysicalKind::Decimal: return std::forward<Fn>(fn)(PhysicalTag<Int128>{});
        case PhysicalKind::String: return std::forward<Fn>(fn)(PhysicalTag<StrRef>{});
        case PhysicalKind::None: break;
    }
    throwWithoutRepresentation(id);
}

}  // namespace tabula::exec
