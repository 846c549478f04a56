// One conversion per column type, chosen when the result starts rather than per cell.
#include "row_refill.hpp"

namespace tabula::detail {
namespace {

void storeBoolean(const exec::Cell& cell, const DataType&, Value& target, std::string&) {
    target = Value::boolean(cell.b);
}
void storeTinyInt(const exec::Cell& cell, const DataType&, Value& target, std::string&) {
    target = Value::tinyint(static_cast<int8_t>(cell.i));
}
void storeSmallInt(const exec::Cell& cell, const DataType&, Value& target, std::string&) {
    target = Value::smallint(static_cast<int16_t>(cell.i));
}
void storeInt(const exec::Cell& cell, const DataType&, Value& target, std::string&) {
    target = Value::integer(static_cast<int32_t>(cell.i));
}
void storeBigInt(const exec::Cell& cell, const DataType&, Value& target, std::string&) {
    target = Value::bigint(cell.i);
}
void storeFloat(const exec::Cell& cell, const DataType&, Value& target, std::string&) {
    target = Value::floating(cell.f);
}
void storeDouble(const exec::Cell& cell, const DataType&, Value& target, std::string&) {
    target = Value::doublePrecision(cell.d);
}
void storeDecimal(const exec::Cell& cell, const DataType& type, Value& target, std::string&) {
    target = Value::decimal(cell.decimal(), type.precision(), type.scale());
}
void storeDate(const exec::Cell& cell, const DataType&, Value& target, std::string&) {
    target = Value::date(static_cast<int32_t>(cell.i));
}
void storeTime(const exec::Cell& cell, const DataType&, Value& target, std::string&) {
    target = Value::time(static_cast<int32_t>(cell.i));
}
void storeTimestamp(const exec::Cell& cell, const DataType&, Value& target, std::string&) {
    target = Value::timestamp(cell.i);
}
/// A column of type NULL holds only NULLs, which fill() stores.
void storeNothing(const exec::Cell&, const DataType& type, Value& target, std::string&) { target = Value::null(type); }

}  // namespace

RowRefill::RowRefill(std::shared_ptr<const TableSchema> schema) : spares_(schema->getFieldCount()) {
    const std::vector<DataType>& types = schema->getFieldTypes();
    std::vector<Value> values;
    for (const DataType& type : types) {
        values.push_back(Value::null(type));
        converters_.push_back(converterFor(type));
    }
    row_ = Row(std::move(schema), std::move(values));
}

RowRefill::Convert RowRefill::converterFor(const DataType& type) {
    switch (type.id()) {
        case TypeId::Boolean: return storeBoolean;
        case TypeId::TinyInt: return storeTinyInt;
        case TypeId::SmallInt: return storeSmallInt;
        case TypeId::Int: return storeInt;
        case TypeId::BigInt: return storeBigInt;
        case TypeId::Float: return storeFloat;
        case TypeId::Double: return storeDouble;
        case TypeId::Decimal: return storeDecimal;
        case TypeId::String: return storeString;
        case TypeId::Date: return storeDate;
        case TypeId::Time: return storeTime;
        case TypeId::Timestamp: return storeTimestamp;
        case TypeId::Null: break;
    }
    return storeNothing;
}

void RowRefill::storeString(const exec::Cell& cell, const DataType&, Value& target, std::string& spare) {
    if (auto* held = std::get_if<std::string>(&target.payload_)) {
        held->assign(cell.s.view());
        return;
    }
    spare.assign(cell.s.view());
    target.type_ = Types::STRING();
    target.payload_ = std::move(spare);
}

void RowRefill::storeNull(const DataType& type, Value& target, std::string& spare) {
    if (auto* held = std::get_if<std::string>(&target.payload_)) spare = std::move(*held);
    target = Value::null(type);
}

const Row& RowRefill::fill(exec::RowView cells) {
    const std::vector<DataType>& types = row_.schema_->getFieldTypes();
    for (size_t i = 0; i < cells.size(); ++i) {
        Value& target = row_.values_[i];
        if (cells[i].null) {
            if (!target.isNull()) storeNull(types[i], target, spares_[i]);
        } else {
            converters_[i](cells[i], types[i], target, spares_[i]);
        }
    }
    return row_;
}

}  // namespace tabula::detail
