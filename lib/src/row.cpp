// Row: field lookup by name with suggestions, type checks for typed access, Flink's Row.toString.
#include "tabula/row.hpp"

#include <utility>

namespace tabula {

namespace {

/// Bits of the integer a type is read as (0 for types that are not read as integers): DATE and TIME are
/// int32_t, TIMESTAMP int64_t.
int integerBits(TypeId id) {
    switch (id) {
        case TypeId::TinyInt: return 8;
        case TypeId::SmallInt: return 16;
        case TypeId::Int:
        case TypeId::Date:
        case TypeId::Time: return 32;
        case TypeId::BigInt:
        case TypeId::Timestamp: return 64;
        default: return 0;
    }
}

/// Whether a value of type `actual` can be read as the C++ type of `wanted` without losing anything: its own
/// type, any integer as a wider one, FLOAT as double.
bool readableAs(TypeId actual, TypeId wanted) {
    if (actual == wanted) return true;
    if (integerBits(actual) > 0 && integerBits(wanted) > 0) return integerBits(actual) <= integerBits(wanted);
    return wanted == TypeId::Double && actual == TypeId::Float;
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

void Row::throwOutOfRange(size_t i) const {
    std::string message = "field " + std::to_string(i) + " is out of range: the row has " +
                          std::to_string(values_.size()) + (values_.size() == 1 ? " field" : " fields");
    if (!values_.empty()) message += " (0 to " + std::to_string(values_.size() - 1) + ")";
    throw ValidationError(message);
}

void Row::checkType(size_t i, TypeId wanted_family, const char* cpp_type) const {
    const DataType& actual = at(i).type();
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
