// Conversions between executor cells and public Values, at the boundary where rows leave or enter a query.
#include "exec/cell.hpp"

#include "exec/physical_type.hpp"

namespace tabula::exec {

Value cellToValue(const Cell& cell, const DataType& type) {
    if (cell.null) return Value::null(type);
    switch (type.id()) {
        case TypeId::Boolean: return Value::boolean(cell.b);
        case TypeId::TinyInt: return Value::tinyint(static_cast<int8_t>(cell.i));
        case TypeId::SmallInt: return Value::smallint(static_cast<int16_t>(cell.i));
        case TypeId::Int: return Value::integer(static_cast<int32_t>(cell.i));
        case TypeId::BigInt: return Value::bigint(cell.i);
        case TypeId::Float: return Value::floating(cell.f);
        case TypeId::Double: return Value::doublePrecision(cell.d);
        case TypeId::Decimal: return Value::decimal(cell.decimal(), type.precision(), type.scale());
        case TypeId::String: return Value::string(std::string(cell.s.view()));
        case TypeId::Date: return Value::date(static_cast<int32_t>(cell.i));
        case TypeId::Time: return Value::time(static_cast<int32_t>(cell.i));
        case TypeId::Timestamp: return Value::timestamp(cell.i);
        case TypeId::Null: break;
    }
    return Value::null(type);
}

Cell valueToCell(const Value& value) {
    Cell cell;
    if (value.isNull()) return cell;
    cell.null = false;
    switch (physicalKind(value.type().id())) {
        case PhysicalKind::Boolean: cell.b = value.asBool(); break;
        case PhysicalKind::Int64: cell.i = value.asInt64(); break;
        case PhysicalKind::Float: cell.f = value.asFloat(); break;
        case PhysicalKind::Double: cell.d = value.asDouble(); break;
        case PhysicalKind::Decimal: cell.setDecimal(value.asDecimal()); break;
        case PhysicalKind::String:
            cell.s = StrRef{value.asString().data(), static_cast<uint32_t>(value.asString().size())};
            break;
        case PhysicalKind::None: cell.null = true; break;
    }
    return cell;
}

}  // namespace tabula::exec
