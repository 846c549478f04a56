// Scope lookups: qualified and plain names, ambiguity across tables, outer scopes, and the errors that say
// what the user could have meant.
#include "planner/binder/scope.hpp"

#include <algorithm>

#include "planner/binder/name_index.hpp"

namespace tabula::planner {
namespace {

std::string describeTable(const ScopeColumn& column) {
    if (column.merged) return "a join's USING columns";
    return column.qualifier.empty() ? "a subquery without alias" : "'" + column.qualifier + "'";
}

}  // namespace

Scope::Scope(std::vector<ScopeColumn> columns, const Scope* outer) : columns_(std::move(columns)), outer_(outer) {
    names_.reserve(columns_.size());
    for (const auto& column : columns_) names_.push_back(column.name);
}

Scope Scope::of(const TableSchema& schema, const std::string& qualifier, const Scope* outer) {
    std::vector<ScopeColumn> columns;
    columns.reserve(schema.getFieldCount());
    for (size_t i = 0; i < schema.getFieldCount(); ++i)
        columns.push_back({qualifier, schema.getFieldName(i), schema.getFieldType(i)});
    return Scope(std::move(columns), outer);
}

// The index views the names' characters; moving the vector keeps every string where it was.
Scope::Scope(Scope&&) noexcept = default;
Scope& Scope::operator=(Scope&&) noexcept = default;
Scope::~Scope() = default;

bool Scope::hasQualifier(const std::string& qualifier) const {
    return std::any_of(columns_.begin(), columns_.end(),
                       [&](const ScopeColumn& column) { return equalsIgnoringCase(column.qualifier, qualifier); });
}

std::optional<uint32_t> Scope::findHere(const ast::Expr& field, const BindContext& context) const {
    const NameMode mode = field.case_insensitive ? NameMode::CaseInsensitive : context.mode;
    if (!field.qualifier.empty()) {
        // `t.a`: the column of t named a, exactly if there is one, else (SQL) but for case.
        std::optional<uint32_t> exact;
        std::optional<uint32_t> inexact;
        for (uint32_t i = 0; i < columns_.size(); ++i) {
            if (!equalsIgnoringCase(columns_[i].qualifier, field.qualifier)) continue;
            if (columns_[i].name == field.text) {
                if (exact)
                    throw context.error(field, "field name '" + field.qualifier + "." + field.text +
                                                   "' is ambiguous: the table has two columns of that name");
                exact = i;
            }
            if (!inexact && mode == NameMode::CaseInsensitive && equalsIgnoringCase(columns_[i].name, field.text))
                inexact = i;
        }
        return exact ? exact : inexact;
    }
    if (!index_) index_ = std::make_unique<NameIndex>(names_);
    std::optional<uint32_t> found;
    for (uint32_t other : index_->matches(field.text, mode)) {
        const ScopeColumn& column = columns_[other];
        if (column.qualified_only) continue;
        if (!found) {
            found = other;
            continue;
        }
        const ScopeColumn& first = columns_[*found];
        if (column.qualifier == first.qualifier) {
            // Two fields of one input (a join in the Table API, a derived table) answer to the name.
            std::string message = "field name '" + field.text + "' is ambiguous";
            if (column.name == first.name)
                message += context.dialect == Dialect::TableApi
                               ? ": the input has two fields of that name; rename one first with as() or "
                                 "renameColumns()"
                               : ": the input has two columns of that name; give them different names with AS";
            throw context.error(field, message);
        }
        if (!equalsIgnoringCase(column.qualifier, first.qualifier)) {
            std::string message = "field name '" + field.text + "' is ambiguous: both " + describeTable(first) +
                                  " and " + describeTable(column) + " have a column of that name";
            if (!first.qualifier.empty() && !column.qualifier.empty())
                message += "; write '" + first.qualifier + "." + first.name + "' or '" + column.qualifier + "." +
                           column.name + "'";
            throw context.error(field, message);
        }
    }
    return found;
}

std::optional<ColumnBinding> Scope::find(const ast::Expr& field, const BindContext& context) const {
    if (field.position >= 0) return ColumnBinding{0, static_cast<uint32_t>(field.position)};
    if (std::optional<uint32_t> here = findHere(field, context)) return ColumnBinding{0, *here};
    // A table of this scope hides an outer table of the same name.
    if (!outer_ || (!field.qualifier.empty() && hasQualifier(field.qualifier))) return std::nullopt;
    std::optional<ColumnBinding> outside = outer_->find(field, context);
    if (outside) ++outside->depth;
    return outside;
}

ValidationError Scope::unknownQualifier(const ast::Expr& node, const BindContext& context) const {
    std::vector<std::string> qualifiers;
    for (const Scope* scope = this; scope != nullptr; scope = scope->outer_) {
        for (const auto& column : scope->columns_) {
            if (!column.qualifier.empty()) qualifiers.push_back(column.qualifier);
        }
    }
    std::string message = "unknown table '" + node.qualifier + "'";
    std::string closest = closestName(node.qualifier, qualifiers);
    if (!closest.empty()) message += "; did you mean '" + closest + "'?";
    return context.error(node, message);
}

ColumnBinding Scope::resolve(const ast::Expr& field, const BindContext& context) const {
    if (std::optional<ColumnBinding> found = find(field, context)) return *found;
    throwNotFound(field, context);
}

void Scope::throwNotFound(const ast::Expr& field, const BindContext& context) const {
    if (!field.qualifier.empty() && !hasQualifier(field.qualifier)) throw unknownQualifier(field, context);
    // `t.c` looks among the columns of t alone.
    std::vector<std::string> candidates;
    for (const auto& column : columns_) {
        if (column.hidden) continue;
        if (field.qualifier.empty() || equalsIgnoringCase(column.qualifier, field.qualifier))
            candidates.push_back(column.name);
    }
    std::string written = field.qualifier.empty() ? field.text : field.qualifier + "." + field.text;
    std::string message = "unknown field '" + written + "'";
    // A query without FROM binds against an empty scope, where a field list would read as a blank.
    if (candidates.empty()) throw context.error(field, message + "; there are no input fields");
    std::string closest = closestName(field.text, candidates);
    message += closest.empty() ? "." : "; did you mean '" + closest + "'?";
    message += " Input fields: ";
    for (size_t i = 0; i < candidates.size(); ++i) message += (i > 0 ? ", " : "") + candidates[i];
    throw context.error(field, message);
}

std::vector<uint32_t> Scope::expand(const ast::Expr& star, const BindContext& context) const {
    std::vector<uint32_t> out;
    for (uint32_t i = 0; i < columns_.size(); ++i) {
        const bool wanted =
            !columns_[i].hidden && (star.qualifier.empty() ? !columns_[i].qualified_only
                                                           : equalsIgnoringCase(columns_[i].qualifier, star.qualifier));
        if (wanted) out.push_back(i);
    }
    if (out.empty() && !star.qualifier.empty()) throw unknownQualifier(star, context);
    return out;
}

}  // namespace tabula::planner
