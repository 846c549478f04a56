// QueryContext: warnings from several threads, taken once; the cancel flag.
#include <gtest/gtest.h>

#include <thread>

#include "exec/pipeline/query_context.hpp"

namespace tabula::exec {
namespace {

TEST(QueryContext, KeepsTheWarningsOfTwoThreads) {
    QueryContext ctx;
    constexpr int kPerThread = 2000;
    const auto warnMany = [&](const std::string& who) {
        for (int i = 0; i < kPerThread; ++i) ctx.warn(who + " " + std::to_string(i));
    };
    std::thread other(warnMany, "t1");
    warnMany("t0");
    other.join();
    const auto warnings = ctx.takeWarnings();
    ASSERT_EQ(warnings.size(), 2u * kPerThread);
    // Each thread's warnings arrive complete and in the order it made them.
    std::vector<int> next{0, 0};
    for (const auto& warning : warnings) {
        const int who = warning[1] - '0';
        ASSERT_TRUE(who == 0 || who == 1) << warning;
        EXPECT_EQ(warning.substr(3), std::to_string(next[who]++));
    }
    EXPECT_EQ(next, (std::vector<int>{kPerThread, kPerThread}));
    EXPECT_TRUE(ctx.takeWarnings().empty());
}

TEST(QueryContext, CancelIsSeenFromAnotherThread) {
    QueryContext ctx;
    EXPECT_FALSE(ctx.cancelled());
    std::thread([&] { ctx.cancel(); }).join();
    EXPECT_TRUE(ctx.cancelled());
}

}  // namespace
}  // namespace tabula::exec
