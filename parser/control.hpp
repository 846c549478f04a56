// The PEGTL control class of every grammar: keeps the builder's frames in step with the rules being matched
// (a failed rule drops what it pushed) and turns a failed commit point (must<>) into a ParseError carrying
// that rule's sentence from the error_message table.
#pragma once

#include <tao/pegtl.hpp>

#include "parser/builder.hpp"

namespace tabula::parser {

/// What to tell the user when Rule, under must<>, fails. error_messages.hpp gives one for every such rule;
/// the control refuses to compile a commit point without one. {op}, {name} and {next} are expanded by
/// Builder::failWithTemplate.
template <typename Rule>
inline constexpr const char* error_message = nullptr;

/// When true, an error for Rule points at the start of the rule that contains it (the opening quote of an
/// unterminated string) rather than at the place where matching stopped.
template <typename Rule>
inline constexpr bool error_at_enclosing_start = false;

template <typename Rule>
struct control : tao::pegtl::normal<Rule> {
    template <typename ParseInput>
    static void start(const ParseInput& in, Builder& builder) {
        builder.enter(in.current());
    }

    template <typename ParseInput>
    static void success(const ParseInput& /*in*/, Builder& builder) {
        builder.leave();
    }

    template <typename ParseInput>
    static void failure(const ParseInput& /*in*/, Builder& builder) {
        builder.rollback();
    }

    template <typename ParseInput>
    [[noreturn]] static void raise(const ParseInput& in, Builder& builder) {
        static_assert(error_message<Rule> != nullptr, "every rule under must<> needs an error_message");
        const uint32_t offset =
            error_at_enclosing_start<Rule> ? builder.mustOwnerOffset() : builder.offsetOf(in.current());
        builder.failWithTemplate(offset, error_message<Rule>);
    }
};

/// The primary action template; each grammar's actions header specialises it for its own rule types.
template <typename Rule>
struct action : tao::pegtl::nothing<Rule> {};

}  // namespace tabula::parser
