// Runs one grammar over a text with the shared control class and returns what its actions left behind.
// Instantiate only where the grammar's actions and error messages are visible.
#pragma once

#include <string_view>
#include <vector>

#include <tao/pegtl.hpp>

#include "parser/builder.hpp"
#include "parser/control.hpp"

namespace tabula::parser {

/// Parses all of `text` with Grammar. Throws ParseError on any syntax error.
template<typename Grammar>
std::vector<Item> runGrammar(std::string_view text, Dialect dialect) {
    Builder builder(text, dialect);
    tao::pegtl::memory_input<tao::pegtl::tracking_mode::lazy> in(text.data(), text.size(), "text");
    try {
        if (!tao::pegtl::parse<Grammar, action, control>(in, builder)) builder.fail(0, "the text could not be parsed");
    } catch (const tao::pegtl::parse_error& e) {
        // The grammars raise ParseError themselves; this only catches limits PEGTL enforces on its own.
        throw makeParseError(text, static_cast<uint32_t>(e.positions().front().byte), std::string(e.message()));
    }
    return std::move(builder.items());
}

}  // namespace tabula::parser
