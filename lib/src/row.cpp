// Row: field lookup by name with suggestions, type checks for typed access, Flink's Row.toString.
#include "tabula/row.hpp"

#include <utility>

namespace tabula {

namespace {

/// DATE and TIME are read as int32_t, TIMESTAMP as int64_t, besides each family's own C++ type.
bool readableAs(TypeId actual, TypeId wanted) {
    if (actual == wanted) return true;
    if (wanted == TypeId::Int) return actual == TypeId::Date || actual == TypeId::Time;
    if (wanted == TypeId::BigInt) return actual == TypeId::Timestamp;
    return false;
}

/// The C++ type Row::get reads a family as.
const char* cppTypeOf(TypeId id) {
    switch (id) {
        case TypeId::Boolean: return "bool";
        case TypeId::TinyInt: return "int8_t";
        case TypeId::SmallInt: return "int16_t";
        case TypeId::Int:
        case TypeId::Date:
        case TypeId::Time: return "int32_t";
        case TypeId::BigInt:
        case TypeId::Timestamp: return "int64_t";
        case TypeId::Float: return "float";
        case TypeId::Double: return "double";
        case TypeId::Decimal: return "Int128";
        case TypeId::String: return "std::string";
        case TypeId::Null: break;
    }
    return "Value";
}

std::string joinNames(const std::vector<std::string>& names) {
    std::string out;
    for (const std::string& name : names) out += (out.empty() ? "" : ", ") + name;
    return out;
}

}  // namespace

Row::Row(std::shared_ptr<const TableSchema> schema, std::vector<Value> values)
    : schema_(std::move(schema)), values_(std::move(values)) {}

size_t Row::indexOf(std::string_view name) const {
    if (schema_) {
        if (auto i = schema_->indexOf(name)) return *i;
    }
    static const std::vector<std::string> kNoNames;
    const std::vector<std::string>& names = schema_ ? schema_->getFieldNames() : kNoNames;
    std::string message = "the row has no field '" + std::string(name) + "'";
    std::string suggestion = closestName(name, names);
    if (!suggestion.empty()) message += "; did you mean '" + suggestion + "'?";
    message += names.empty() ? " (it has no named fields)" : " (fields: " + joinNames(names) + ")";
    throw ValidationError(message);
}

void Row::checkType(size_t i, TypeId wanted_family, const char* cpp_type) const {
    const DataType& actual = values_.at(i).type();
    if (readableAs(actual.id(), wanted_family)) return;
    std::string field = "field " + std::to_string(i);
    if (schema_ && i < schema_->getFieldCount()) field += " ('" + schema_->getFieldName(i) + "')";
    throw ValidationError(field + " has type " + actual.toString() + " and cannot be read as " + cpp_type +
                          "; read it as " + cppTypeOf(actual.id()) + " or as Value");
}

std::string Row::toString() const {
    std::string out;
    for (size_t i = 0; i < values_.size(); ++i) {
        if (i > 0) out += ',';
        out += values_[i].toString();
    }
    return out;
}

}  // namespace tabula
