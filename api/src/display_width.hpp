// How many terminal columns text takes: East Asian wide and fullwidth characters and emoji take two, combining
// marks, joiners and variation selectors none, everything else one. Used to line up the box and Markdown grids.
#pragma once

#include <cstddef>
#include <string_view>

namespace tabula {

/// Columns one code point takes on its own: 2 for East Asian Width W and F (CJK, Hangul syllables, fullwidth
/// forms) and emoji shown as pictures; 0 for combining marks, format characters (zero-width joiner and spaces,
/// direction marks), variation selectors, tags, Hangul medial and final jamo and control characters; 1 otherwise.
int codePointWidth(char32_t code_point);

/// Columns UTF-8 `text` takes: the sum of its code points' widths, except that a code point right after a
/// zero-width joiner and an emoji skin-tone modifier after another character add nothing (they join the previous
/// picture). A byte that does not start a valid UTF-8 sequence counts as one column (a replacement character).
size_t displayWidth(std::string_view text);

}  // namespace tabula
