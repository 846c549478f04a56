// The map from type families to cell representations, the dispatch on it, and the conversions from Values that
// use it.
#include <gtest/gtest.h>

#include <string>
#include <type_traits>

#include "exec/physical_type.hpp"
#include "tabula/error.hpp"

namespace tabula::exec {
namespace {

TEST(PhysicalKind, EveryFamilyHasTheRepresentationCellDocuments) {
    EXPECT_EQ(physicalKind(TypeId::Null), PhysicalKind::None);
    EXPECT_EQ(physicalKind(TypeId::Boolean), PhysicalKind::Boolean);
    for (TypeId id : {TypeId::TinyInt, TypeId::SmallInt, TypeId::Int, TypeId::BigInt, TypeId::Date, TypeId::Time,
                      TypeId::Timestamp}) {
        EXPECT_EQ(physicalKind(id), PhysicalKind::Int64) << DataType(id).toString();
    }
    EXPECT_EQ(physicalKind(TypeId::Float), PhysicalKind::Float);
    EXPECT_EQ(physicalKind(TypeId::Double), PhysicalKind::Double);
    EXPECT_EQ(physicalKind(TypeId::Decimal), PhysicalKind::Decimal);
    EXPECT_EQ(physicalKind(TypeId::String), PhysicalKind::String);
}

/// The C++ type dispatchPhysical hands over for `id`, spelled out.
std::string dispatchedType(TypeId id) {
    return dispatchPhysical(id, []<class T>(PhysicalTag<T>) -> std::string {
        if constexpr (std::is_same_v<T, bool>) return "bool";
        if constexpr (std::is_same_v<T, int64_t>) return "int64_t";
        if constexpr (std::is_same_v<T, float>) return "float";
        if constexpr (std::is_same_v<T, double>) return "double";
        if constexpr (std::is_same_v<T, Int128>) return "Int128";
        if constexpr (std::is_same_v<T, StrRef>) return "StrRef";
        return "something else";
    });
}

TEST(DispatchPhysical, CallsWithTheTypeTheCellsHold) {
    EXPECT_EQ(dispatchedType(TypeId::Boolean), "bool");
    EXPECT_EQ(dispatchedType(TypeId::TinyInt), "int64_t");
    EXPECT_EQ(dispatchedType(TypeId::Int), "int64_t");
    EXPECT_EQ(dispatchedType(TypeId::Date), "int64_t");
    EXPECT_EQ(dispatchedType(TypeId::Timestamp), "int64_t");
    EXPECT_EQ(dispatchedType(TypeId::Float), "float");
    EXPECT_EQ(dispatchedType(TypeId::Double), "double");
    EXPECT_EQ(dispatchedType(TypeId::Decimal), "Int128");
    EXPECT_EQ(dispatchedType(TypeId::String), "StrRef");
}

TEST(DispatchPhysical, ReturnsWhatTheCallReturnsByReference) {
    int target = 0;
    int& chosen = dispatchPhysical(TypeId::Double, [&](auto) -> int& { return target; });
    chosen = 7;
    EXPECT_EQ(target, 7);
}

TEST(DispatchPhysical, RejectsTheNullTypeAsAnInternalError) {
    try {
        dispatchedType(TypeId::Null);
        FAIL() << "expected an InternalError";
    } catch (const InternalError& e) {
        EXPECT_EQ(e.message(), "type NULL has no cell representation to dispatch on");
    }
}

TEST(ValueToCell, FillsTheMemberOfEachRepresentation) {
    EXPECT_TRUE(valueToCell(Value::boolean(true)).b);
    EXPECT_EQ(valueToCell(Value::smallint(-3)).i, -3);
    EXPECT_EQ(valueToCell(Value::date(19000)).i, 19000);
    EXPECT_EQ(valueToCell(Value::timestamp(-1)).i, -1);
    EXPECT_EQ(valueToCell(Value::floating(1.5f)).f, 1.5f);
    EXPECT_EQ(valueToCell(Value::doublePrecision(-2.25)).d, -2.25);
    EXPECT_EQ(valueToCell(Value::decimal(12345, 10, 2)).decimal(), Int128{12345});
    const Value text = Value::string("pear");
    EXPECT_EQ(valueToCell(text).s.view(), "pear");
    EXPECT_FALSE(valueToCell(text).null);
    EXPECT_TRUE(valueToCell(Value::null(Types::INT())).null);
    EXPECT_TRUE(valueToCell(Value::null(DataType(TypeId::Null))).null);
}

}  // namespace
}  // namespace tabula::exec
