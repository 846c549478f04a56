// Runs one grammar over a text with the shared control class and returns what its actions left behind.
// Instantiate only where the grammar's actions and error messages are visible.
#pragma once

#include <string_view>
#include <vector>

#include <tao/pegtl.hpp>

#include "parser/builder.hpp"
#include "parser/control.hpp"

namespace tabula::parser {

/// Parses all of `input`, a part of `text`, with Grammar; offsets in the items are those of `text`. Throws
/// ParseError on any syntax error.
template <typename Grammar>
std::vector<Item> runGrammar(std::string_view text, SourceSpan input, Dialect dialect) {
    Builder builder(text, input, dialect);
    tao::pegtl::memory_input<tao::pegtl::tracking_mode::lazy> in(text.data() + input.begin, text.data() + input.end,
                                                                 "text");
    try {
        if (!tao::pegtl::parse<Grammar, action, control>(in, builder))
            builder.fail(input.begin, "the text could not be parsed");
    } catch (const tao::pegtl::parse_error& e) {
        // The grammars raise ParseError themselves; this only catches limits PEGTL enforces on its own.
        const auto offset = static_cast<uint32_t>(input.begin + e.positions().front().byte);
        throw ParseError(std::string(e.message()), SourceSpan{offset, offset}, makeErrorSource(text));
    }
    return std::move(builder.items());
}

/// Parses all of `text` with Grammar.
template <typename Grammar>
std::vector<Item> runGrammar(std::string_view text, Dialect dialect) {
    return runGrammar<Grammar>(text, SourceSpan{0, static_cast<uint32_t>(text.size())}, dialect);
}

}  // namespace tabula::parser
