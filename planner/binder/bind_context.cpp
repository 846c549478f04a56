// Error location and source spelling of syntax-tree nodes.
#include "planner/binder/bind_context.hpp"

namespace tabula::planner {

ValidationError BindContext::error(const ast::Expr& node, const std::string& message) const {
    if (!text.empty() && node.span.end <= text.size()) return ValidationError(message, node.span, source());
    return ValidationError(message + " (in '" + ast::toString(node) + "')");
}

const ErrorSourcePtr& BindContext::source() const {
    if (!source_ && !text.empty()) source_ = makeErrorSource(text);
    return source_;
}

ExprLocation BindContext::locationOf(const ast::Expr& node) const {
    if (text.empty() || node.span.end > text.size()) return {};
    return ExprLocation{source(), node.span};
}

ValidationError bindError(std::string_view text, SourceSpan span, std::string message) {
    if (text.empty()) return ValidationError(std::move(message));
    return ValidationError(std::move(message), span, makeErrorSource(text));
}

std::string BindContext::sourceText(const ast::Expr& node) const {
    if (!text.empty() && node.span.end > node.span.begin && node.span.end <= text.size())
        return std::string(text.substr(node.span.begin, node.span.end - node.span.begin));
    return ast::toString(node);
}

}  // namespace tabula::planner
