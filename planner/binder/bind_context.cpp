// Error location and source spelling of syntax-tree nodes.
#include "planner/binder/bind_context.hpp"

namespace tabula::planner {

ValidationError BindContext::error(const ast::Expr& node, const std::string& message) const {
    if (!text.empty() && node.span.end <= text.size()) return ValidationError(formatExcerpt(text, node.span, message));
    return ValidationError(message + " (in '" + ast::toString(node) + "')");
}

std::string BindContext::sourceText(const ast::Expr& node) const {
    if (!text.empty() && node.span.end > node.span.begin && node.span.end <= text.size())
        return std::string(text.substr(node.span.begin, node.span.end - node.span.begin));
    return ast::toString(node);
}

}  // namespace tabula::planner
