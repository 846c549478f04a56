// MD5, SHA1 and the SHA-2 family: the published test vectors (RFC 1321, FIPS 180 examples), messages that pad
// into one or two blocks, UTF-8 input, SHA2(s, bits) and its error.
#include "test/unit/functions/function_test_support.hpp"

namespace tabula::exec::testing {
namespace {

const std::string kTwoBlocks256 = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq";  // 56 bytes
const std::string kTwoBlocks512 =
    "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu";

TEST(HashEval, Md5) {
    EXPECT_EQ(run("md5", {str("")}), str("d41d8cd98f00b204e9800998ecf8427e"));
    EXPECT_EQ(run("md5", {str("abc")}), str("900150983cd24fb0d6963f7d28e17f72"));
    EXPECT_EQ(run("MD5", {str("The quick brown fox jumps over the lazy dog")}),
              str("9e107d9d372bb6826bd81d3542a419d6"));
    EXPECT_EQ(run("md5", {str(kTwoBlocks256)}), str("8215ef0796a20bcaaae116d3876c664a"));
    EXPECT_EQ(run("md5", {str("h\xc3\xa9llo")}), str("be50e8478cf24ff3595bc7307fb91b50"));
}

TEST(HashEval, Sha1) {
    EXPECT_EQ(run("sha1", {str("")}), str("da39a3ee5e6b4b0d3255bfef95601890afd80709"));
    EXPECT_EQ(run("sha1", {str("abc")}), str("a9993e364706816aba3e25717850c26c9cd0d89d"));
    EXPECT_EQ(run("sha1", {str(kTwoBlocks256)}), str("84983e441c3bd26ebaae4aa1f95129e5e54670f1"));
}

TEST(HashEval, Sha2Family) {
    EXPECT_EQ(run("sha224", {str("abc")}), str("23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7"));
    EXPECT_EQ(run("sha256", {str("abc")}), str("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"));
    EXPECT_EQ(run("sha256", {str("")}), str("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"));
    EXPECT_EQ(run("sha256", {str(kTwoBlocks256)}),
              str("248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"));
    EXPECT_EQ(run("sha384", {str("abc")}),
              str("cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7"));
    EXPECT_EQ(run("sha512", {str("abc")}),
              str("ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd"
                  "454d4423643ce80e2a9ac94fa54ca49f"));
    EXPECT_EQ(run("sha512", {str(kTwoBlocks512)}),
              str("8e959b75dae313da8cf4f72814fc143f8f7779c6eb9f7fa17299aeadb6889018501d289e4900f7e4331b99dec4b5433a"
                  "c7d329eeb6dd26545e96e55b874be909"));
    EXPECT_EQ(run("sha2", {str("abc"), i32(256)}), run("sha256", {str("abc")}));
    EXPECT_EQ(run("sha2", {str("abc"), i32(224)}), run("sha224", {str("abc")}));
    EXPECT_EQ(run("sha2", {str("abc"), i32(384)}), run("sha384", {str("abc")}));
    EXPECT_EQ(run("sha2", {str("abc"), i32(512)}), run("sha512", {str("abc")}));
    EXPECT_EQ(run("sha2", {str("abc"), null(Types::INT())}), null(Types::STRING()));
}

TEST(HashEval, Errors) {
    EXPECT_EQ(evalError(call("sha2", {lit(str("abc")), lit(i32(100))}, "sha2(s, 100)")),
              "the hash length of sha2 must be 224, 256, 384 or 512 but was 100 in 'sha2(s, 100)'");
    EXPECT_EQ(bindError("md5", {Types::INT()}), "function 'md5' expects STRING but got INT");
    EXPECT_EQ(run("sha1", {null(Types::STRING())}), null(Types::STRING()));
}

}  // namespace
}  // namespace tabula::exec::testing
