// UTF-8 validation: well-formed text of every sequence length, and each kind of malformed sequence.
#include <gtest/gtest.h>

#include "exec/csv/utf8_validation.hpp"

namespace tabula::exec {
namespace {

TEST(Utf8Validation, AcceptsWellFormedText) {
    for (const char* text : {"", "abc", "K\xC3\xB6ln", "\xE2\x82\xAC", "\xF0\x9F\x99\x82", "\xF4\x8F\xBF\xBF",
                             "\xEF\xBF\xBF", "\xED\x9F\xBF", "\xEE\x80\x80", "abcdefghij\xC3\xA9klmnopqrstuvwxyz"})
        EXPECT_TRUE(isValidUtf8(text)) << text;
}

TEST(Utf8Validation, RejectsMalformedSequences) {
    for (const char* text : {
             "\x80",                  // continuation byte without a lead
             "\xC3",                  // truncated two-byte sequence
             "\xC3\x28",              // lead followed by ASCII
             "\xE2\x82",              // truncated three-byte sequence
             "\xC0\xAF",              // overlong '/'
             "\xC1\xBF",              // overlong
             "\xE0\x80\xAF",          // overlong three-byte
             "\xF0\x80\x80\xAF",      // overlong four-byte
             "\xED\xA0\x80",          // UTF-16 surrogate
             "\xF4\x90\x80\x80",      // above U+10FFFF
             "\xF8\x88\x80\x80\x80",  // five-byte form
             "\xFF",                  // never valid
             "abcdefgh\xFF",          // after the eight-byte ASCII path
             "abcdefghijklmnop\xE2\x82",
         })
        EXPECT_FALSE(isValidUtf8(text)) << testing::PrintToString(text);
}

}  // namespace
}  // namespace tabula::exec
