// MD5 against the test suite of RFC 1321 (appendix A.5), and a digest fed in pieces.
#include <gtest/gtest.h>

#include "slt/md5.hpp"

namespace tabula::slt {
namespace {

TEST(Md5, RfcTestSuite) {
    EXPECT_EQ(md5Hex(""), "d41d8cd98f00b204e9800998ecf8427e");
    EXPECT_EQ(md5Hex("a"), "0cc175b9c0f1b6a831c399e269772661");
    EXPECT_EQ(md5Hex("abc"), "900150983cd24fb0d6963f7d28e17f72");
    EXPECT_EQ(md5Hex("message digest"), "f96b697d7cb7938d525a2f31aaf161d0");
    EXPECT_EQ(md5Hex("abcdefghijklmnopqrstuvwxyz"), "c3fcd3d76192e4007dfb496cca67e13b");
    EXPECT_EQ(md5Hex("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"),
              "d174ab98d277d9f5a5611c2c9f419d9f");
    EXPECT_EQ(md5Hex("12345678901234567890123456789012345678901234567890123456789012345678901234567890"),
              "57edf4a22be3c955ac49da2e2107b67a");
}

TEST(Md5, PiecesGiveTheDigestOfTheWhole) {
    Md5 md5;
    md5.update("1234567890123456789012345678901234567890");  // across the 64-byte block boundary
    md5.update("1234567890123456789012345678901234567890");
    EXPECT_EQ(md5.hexDigest(), "57edf4a22be3c955ac49da2e2107b67a");
}

}  // namespace
}  // namespace tabula::slt
