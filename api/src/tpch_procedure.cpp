// CALL dbgen(sf => N): checks the call, then creates the eight tables and fills each from its row generator,
// converting a generated row's fields into cells with a conversion per column chosen once per table.
#include "tpch_procedure.hpp"

#include <charconv>

#include "memory_table.hpp"
#include "planner/binder/expression_binder.hpp"
#include "tpchgen/row_generator.hpp"

namespace tabula::detail {
namespace {

bool sameName(std::string_view a, std::string_view b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
           });
}

/// The scale factor of a dbgen call.
double scaleFactorOf(const ast::CallProcedure& call, const ErrorSourcePtr& source) {
    const auto fail = [&](SourceSpan span, const std::string& message) {
        throw ValidationError(message, span, source);
    };
    const ast::CallProcedure::Argument* scale = nullptr;
    for (const ast::CallProcedure::Argument& argument : call.arguments) {
        if (!sameName(argument.name, "sf"))
            fail(argument.name_span, "dbgen takes one argument, sf (the scale factor), not '" + argument.name + "'");
        if (scale) fail(argument.name_span, "the argument sf is given twice");
        scale = &argument;
    }
    if (!scale) fail(call.name_span, "dbgen needs the scale factor, as in CALL dbgen(sf => 0.01)");
    const std::string& text = scale->value;
    double factor = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), factor);
    if (error != std::errc() || end != text.data() + text.size() || text.empty())
        fail(scale->value_span, "sf takes a number, such as 1 or 0.01, not '" + text + "'");
    try {
        tpchgen::checkScaleFactor(factor);
    } catch (const ValidationError& range) {
        fail(scale->value_span, range.message());
    }
    return factor;
}

DataType columnType(tpchgen::ColumnKind kind) { return *parseTypeName(tpchgen::sqlTypeName(kind)); }

using CellFill = void (*)(const tpchgen::Field&, exec::Cell&);

CellFill fillFor(tpchgen::ColumnKind kind) {
    switch (kind) {
        case tpchgen::ColumnKind::Integer:
        case tpchgen::ColumnKind::Date:
            return [](const tpchgen::Field& field, exec::Cell& cell) { cell.i = field.number; };
        case tpchgen::ColumnKind::Money:
            return [](const tpchgen::Field& field, exec::Cell& cell) { cell.setDecimal(Int128(field.number)); };
        case tpchgen::ColumnKind::Text:
            return [](const tpchgen::Field& field, exec::Cell& cell) {
                cell.s = exec::StrRef{field.text.data(), static_cast<uint32_t>(field.text.size())};
            };
    }
    return nullptr;
}

void makeTable(EnvironmentState& state, const tpchgen::TableSpec& spec, const tpchgen::Scale& scale) {
    std::vector<std::string> names;
    std::vector<DataType> types;
    std::vector<CellFill> fills;
    for (const tpchgen::ColumnSpec& column : spec.columns) {
        names.emplace_back(column.name);
        types.push_back(columnType(column.kind));
        fills.push_back(fillFor(column.kind));
    }
    const std::string name(spec.name);
    createMemoryTable(state, name, TableSchema(std::move(names), std::move(types)));
    const std::unique_ptr<tpchgen::RowGenerator> rows = tpchgen::makeRowGenerator(spec.table, scale);
    std::vector<tpchgen::Field> fields(spec.columns.size());
    appendMadeRows(state, name, [&](std::span<exec::Cell> cells) {
        if (!rows->next(fields)) return false;
        for (size_t i = 0; i < cells.size(); ++i) {
            cells[i].null = false;
            fills[i](fields[i], cells[i]);
        }
        return true;
    });
}

}  // namespace

void callProcedure(EnvironmentState& state, const ast::CallProcedure& call, const ErrorSourcePtr& source) {
    if (!sameName(call.name, "dbgen"))
        throw ValidationError("there is no procedure '" + call.name + "'; the one there is is dbgen(sf => N)",
                              call.name_span, source);
    const tpchgen::Scale scale = tpchgen::Scale::of(scaleFactorOf(call, source));
    for (const tpchgen::TableSpec& spec : tpchgen::tableSpecs()) {
        if (std::optional<std::string> taken = state.registeredName(spec.name))
            throw ValidationError("cannot make the TPC-H tables: '" + *taken + "' exists already", call.name_span,
                                  source);
    }
    for (const tpchgen::TableSpec& spec : tpchgen::tableSpecs()) makeTable(state, spec, scale);
}

}  // namespace tabula::detail
