// Terminal column widths of code points and UTF-8 text: wide East Asian characters and emoji, zero-width marks,
// joined emoji sequences, invalid UTF-8.
#include <gtest/gtest.h>

#include "api/src/display_width.hpp"

namespace tabula {
namespace {

TEST(CodePointWidth, AsciiAndLatinTakeOneColumn) {
    EXPECT_EQ(codePointWidth(U'a'), 1);
    EXPECT_EQ(codePointWidth(U' '), 1);
    EXPECT_EQ(codePointWidth(U'\u00EB'), 1);  // ë
    EXPECT_EQ(codePointWidth(U'\u0416'), 1);  // Cyrillic Zhe
    EXPECT_EQ(codePointWidth(U'\u2500'), 1);  // box drawing: ambiguous width, narrow outside East Asian locales
}

TEST(CodePointWidth, EastAsianWideAndFullwidthTakeTwo) {
    EXPECT_EQ(codePointWidth(U'\u65E5'), 2);      // 日, CJK unified ideograph
    EXPECT_EQ(codePointWidth(U'\u3042'), 2);      // あ, hiragana
    EXPECT_EQ(codePointWidth(U'\u30AB'), 2);      // カ, katakana
    EXPECT_EQ(codePointWidth(U'\uD55C'), 2);      // 한, Hangul syllable
    EXPECT_EQ(codePointWidth(U'\u1100'), 2);      // Hangul choseong kiyeok
    EXPECT_EQ(codePointWidth(U'\u3000'), 2);      // ideographic space (F)
    EXPECT_EQ(codePointWidth(U'\uFF21'), 2);      // fullwidth A (F)
    EXPECT_EQ(codePointWidth(U'\U00020000'), 2);  // CJK extension B
    EXPECT_EQ(codePointWidth(U'\uFF76'), 1);      // halfwidth katakana ka (H)
    EXPECT_EQ(codePointWidth(U'\u4DC0'), 1);      // hexagram symbol, between the CJK blocks (N)
}

TEST(CodePointWidth, EmojiWithPicturePresentationTakeTwo) {
    EXPECT_EQ(codePointWidth(U'\U0001F600'), 2);  // grinning face
    EXPECT_EQ(codePointWidth(U'\U0001F680'), 2);  // rocket
    EXPECT_EQ(codePointWidth(U'\U0001F9C0'), 2);  // cheese
    EXPECT_EQ(codePointWidth(U'\u231A'), 2);      // watch
    EXPECT_EQ(codePointWidth(U'\u2705'), 2);      // check mark button
    EXPECT_EQ(codePointWidth(U'\U0001F321'), 1);  // thermometer: text presentation by default
    EXPECT_EQ(codePointWidth(U'\u2764'), 1);      // heavy black heart: text presentation by default
}

TEST(CodePointWidth, MarksJoinersSelectorsAndControlsTakeNone) {
    EXPECT_EQ(codePointWidth(U'\u0301'), 0);      // combining acute accent
    EXPECT_EQ(codePointWidth(U'\u05B4'), 0);      // Hebrew point hiriq
    EXPECT_EQ(codePointWidth(U'\u0E31'), 0);      // Thai mai han-akat
    EXPECT_EQ(codePointWidth(U'\u20DD'), 0);      // combining enclosing circle (Me)
    EXPECT_EQ(codePointWidth(U'\u200D'), 0);      // zero-width joiner
    EXPECT_EQ(codePointWidth(U'\u200B'), 0);      // zero-width space
    EXPECT_EQ(codePointWidth(U'\uFEFF'), 0);      // zero-width no-break space
    EXPECT_EQ(codePointWidth(U'\uFE0F'), 0);      // variation selector 16
    EXPECT_EQ(codePointWidth(U'\U000E0101'), 0);  // variation selector 18
    EXPECT_EQ(codePointWidth(U'\U000E0067'), 0);  // tag letter g
    EXPECT_EQ(codePointWidth(U'\u1161'), 0);      // Hangul jungseong a, joins the syllable before it
    EXPECT_EQ(codePointWidth(U'\u3099'), 0);      // combining kana voiced mark, although in a wide block
    EXPECT_EQ(codePointWidth(char32_t{0x07}), 0);
    EXPECT_EQ(codePointWidth(char32_t{0x85}), 0);
}

TEST(DisplayWidth, SumsCodePointWidths) {
    EXPECT_EQ(displayWidth(""), 0u);
    EXPECT_EQ(displayWidth("abc"), 3u);
    EXPECT_EQ(displayWidth("Zo\xC3\xAB"), 3u);                // Zoë, precomposed
    EXPECT_EQ(displayWidth("Zoe\xCC\x88"), 3u);               // Zoë, e + combining diaeresis
    EXPECT_EQ(displayWidth("\xE6\x97\xA5\xE6\x9C\xAC"), 4u);  // 日本
    EXPECT_EQ(displayWidth("a\xF0\x9F\x98\x80"
                           "b"),
              4u);                                                    // a😀b
    EXPECT_EQ(displayWidth("\xE2\x9D\xA4\xEF\xB8\x8F"), 1u);          // ❤ + VS16: the selector adds nothing
    EXPECT_EQ(displayWidth("\xF0\x9F\x87\xA9\xF0\x9F\x87\xAA"), 2u);  // flag of Germany: two regional indicators
}

TEST(DisplayWidth, JoinedEmojiSequencesCountOnce) {
    // man ZWJ woman ZWJ girl: one picture.
    EXPECT_EQ(displayWidth("\xF0\x9F\x91\xA8\xE2\x80\x8D\xF0\x9F\x91\xA9\xE2\x80\x8D\xF0\x9F\x91\xA7"), 2u);
    // thumbs up + medium skin tone: the modifier joins the hand.
    EXPECT_EQ(displayWidth("\xF0\x9F\x91\x8D\xF0\x9F\x8F\xBD"), 2u);
    // a modifier standing alone is a picture of its own.
    EXPECT_EQ(displayWidth("\xF0\x9F\x8F\xBD"), 2u);
}

TEST(DisplayWidth, InvalidUtf8CountsOneColumnPerBadByte) {
    EXPECT_EQ(displayWidth("a\xFF"
                           "b"),
              3u);                            // a byte that never starts a sequence
    EXPECT_EQ(displayWidth("\xE6\x97"), 2u);  // a sequence cut short
    EXPECT_EQ(displayWidth("\x80\x80"), 2u);  // stray continuation bytes
    EXPECT_EQ(displayWidth("\xE6\x97"
                           "a"),
              3u);  // cut short, then ASCII
}

}  // namespace
}  // namespace tabula
