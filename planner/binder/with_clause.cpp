#include "planner/binder/with_clause.hpp"

#include <utility>
#include <vector>

#include "planner/binder/bind_context.hpp"
#include "planner/binder/from_binder.hpp"
#include "planner/binder/name_index.hpp"

namespace tabula::planner {
namespace {

/// The definitions of a WITH clause over the catalog around it: they are looked up first, case-insensitively.
class WithCatalog final : public Catalog {
public:
    explicit WithCatalog(const Catalog& outer) : outer_(outer) {}

    void define(std::string name, LogicalPtr plan) { definitions_.emplace_back(std::move(name), std::move(plan)); }
    bool defines(std::string_view name) const {
        for (const auto& [defined, plan] : definitions_)
            if (equalsIgnoringCase(defined, name)) return true;
        return false;
    }

    LogicalPtr lookup(std::string_view name) const override {
        for (const auto& [defined, plan] : definitions_)
            if (equalsIgnoringCase(defined, name)) return plan;
        return outer_.lookup(name);
    }
    std::vector<std::string> names() const override {
        std::vector<std::string> all = outer_.names();
        for (const auto& [defined, plan] : definitions_) all.push_back(defined);
        return all;
    }
    const FunctionCatalog& functions() const override { return outer_.functions(); }

private:
    const Catalog& outer_;
    std::vector<std::pair<std::string, LogicalPtr>> definitions_;
};

}  // namespace

LogicalPtr bindWithQuery(const ast::Query& query, const BindContext& context) {
    WithCatalog with(*context.catalog);
    BindContext in_with = context;  // shares the context's error source
    in_with.catalog = &with;
    for (const ast::CommonTableExpression& definition : query.with) {
        if (with.defines(definition.name))
            throw bindError(context.text, definition.span,
                            "WITH defines '" + definition.name + "' twice; give each its own name");
        LogicalPtr plan = bindQueryPart(*definition.query, in_with);
        if (!definition.column_aliases.empty())
            plan = renameColumns(std::move(plan), definition.column_aliases, definition.name, "its query gives",
                                 definition.span, context);
        with.define(definition.name, std::move(plan));
    }
    ast::Query body = query;
    body.with.clear();
    return bindQueryPart(body, in_with);
}

}  // namespace tabula::planner
