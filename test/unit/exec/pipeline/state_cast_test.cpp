// Run-state downcasts: the right class passes, another class or no state is an InternalError naming both.
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "exec/pipeline/state_cast.hpp"
#include "tabula/error.hpp"

namespace tabula::exec {
namespace {

struct CounterState final : GlobalState {
    int count = 0;
};
struct OtherState final : GlobalState {};
struct BufferState final : LocalState {
    std::string text;
};

/// The message of the InternalError `cast` throws, or "" when it throws none.
template <class Cast>
std::string internalErrorOf(Cast&& cast) {
    try {
        cast();
    } catch (const InternalError& e) {
        return e.message();
    }
    return "";
}

TEST(StateCast, GivesTheStateOfTheRightClass) {
    auto global = std::make_unique<CounterState>();
    GlobalState* base = global.get();
    checkedStateAs<CounterState>(base).count = 3;
    EXPECT_EQ(global->count, 3);
    stateAs<CounterState>(base).count = 4;
    EXPECT_EQ(global->count, 4);

    BufferState local;
    LocalState* local_base = &local;
    EXPECT_EQ(&checkedStateAs<BufferState>(local_base), &local);
    EXPECT_EQ(&stateAs<BufferState>(local_base), &local);
}

TEST(StateCast, CheckedCastNamesBothClassesOfAWrongState) {
    OtherState other;
    GlobalState* base = &other;
    const std::string message = internalErrorOf([&] { checkedStateAs<CounterState>(base); });
    EXPECT_EQ(message,
              "an operator expected its run state tabula::exec::(anonymous namespace)::CounterState but "
              "was given a tabula::exec::(anonymous namespace)::OtherState");
}

TEST(StateCast, CheckedCastRejectsAMissingState) {
    LocalState* none = nullptr;
    EXPECT_EQ(internalErrorOf([&] { checkedStateAs<BufferState>(none); }),
              "an operator expected its run state tabula::exec::(anonymous namespace)::BufferState but was given "
              "no state");
}

#ifndef NDEBUG
// Builds with assertions (debug, debugoptimized: the sanitizer build) check every downcast.
TEST(StateCast, UncheckedCastIsCheckedInBuildsWithAssertions) {
    OtherState other;
    GlobalState* base = &other;
    EXPECT_NE(internalErrorOf([&] { stateAs<CounterState>(base); }), "");
}
#endif

}  // namespace
}  // namespace tabula::exec
