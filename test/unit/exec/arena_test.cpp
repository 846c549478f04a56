// Arena: alignment, copies, oversized requests, and reuse of blocks after reset().
#include <gtest/gtest.h>

#include <cstdint>
#include <string>

#include "exec/arena.hpp"

namespace tabula::exec {
namespace {

bool aligned8(const char* p) { return reinterpret_cast<uintptr_t>(p) % 8 == 0; }

TEST(Arena, AllocationsAreAlignedAndDoNotOverlap) {
    Arena arena(1024);
    char* a = arena.allocate(3);
    char* b = arena.allocate(5);
    char* c = arena.allocate(16);
    EXPECT_TRUE(aligned8(a));
    EXPECT_TRUE(aligned8(b));
    EXPECT_TRUE(aligned8(c));
    EXPECT_GE(b - a, 3);
    EXPECT_GE(c - b, 5);
    EXPECT_EQ(arena.capacity(), 1024U);
}

TEST(Arena, CopyKeepsTheTextAfterLaterAllocations) {
    Arena arena(64);
    std::string source = "hello, arena";
    StrRef copy = arena.copy(source);
    source[0] = 'J';
    for (int i = 0; i < 100; ++i) arena.allocate(40);  // forces many new blocks
    EXPECT_EQ(copy.view(), "hello, arena");
    EXPECT_NE(copy.data, source.data());
    EXPECT_EQ(arena.copy("").size, 0U);
}

TEST(Arena, FullBlockStartsANewOne) {
    Arena arena(64);
    arena.allocate(60);
    arena.allocate(16);
    EXPECT_EQ(arena.capacity(), 128U);
}

TEST(Arena, OversizedRequestGetsItsOwnBlockAndTheOpenBlockStaysOpen) {
    Arena arena(64);
    char* small_a = arena.allocate(8);
    char* big = arena.allocate(1000);
    char* small_b = arena.allocate(8);
    EXPECT_TRUE(aligned8(big));
    EXPECT_EQ(arena.capacity(), 64U + 1000U);
    EXPECT_EQ(small_b, small_a + 8);  // still filling the first block
}

TEST(Arena, OversizedRequestIntoAnEmptyArena) {
    Arena arena(64);
    char* big = arena.allocate(500);
    char* small = arena.allocate(8);
    EXPECT_NE(big, nullptr);
    EXPECT_TRUE(small < big || small >= big + 500);
    EXPECT_EQ(arena.capacity(), 504U + 64U);
}

TEST(Arena, ResetReusesEveryBlock) {
    Arena arena(256);
    auto pattern = [&] {
        for (int i = 0; i < 50; ++i) arena.allocate(40);
        arena.allocate(5000);
        for (int i = 0; i < 10; ++i) arena.allocate(100);
        arena.allocate(3000);
    };
    pattern();
    const size_t warmed_up = arena.capacity();
    for (int round = 0; round < 20; ++round) {
        arena.reset();
        pattern();
        EXPECT_EQ(arena.capacity(), warmed_up) << "round " << round;
    }
}

TEST(Arena, ResetGivesBackTheFirstBlock) {
    Arena arena(128);
    char* first = arena.allocate(16);
    arena.allocate(100);
    arena.allocate(100);
    arena.reset();
    EXPECT_EQ(arena.allocate(16), first);
}

TEST(Arena, MovedArenaKeepsItsStrings) {
    Arena arena(64);
    StrRef copy = arena.copy("moved");
    Arena other = std::move(arena);
    other.allocate(200);
    EXPECT_EQ(copy.view(), "moved");
    EXPECT_GE(other.capacity(), 64U);
}

}  // namespace
}  // namespace tabula::exec
