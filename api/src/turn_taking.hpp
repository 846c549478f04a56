// TurnTaking: a query that runs on a thread of its own and its reader take turns, so that the query can stop in
// the middle of a morsel (a join row with millions of matches) and hand out what it made so far. Only one side
// runs at a time: the query runs while the reader waits for rows, never alongside the reader's own code.
#pragma once

#include <condition_variable>
#include <mutex>

namespace tabula::detail {

/// The turn passes from one side to the other; each side waits while the other has it. The reader has it first.
/// Every member is called from the side named in its comment.
class TurnTaking {
public:
    /// Query side, before it starts: waits for its first turn. False when the reader abandoned the query first.
    bool awaitFirstTurn();
    /// Query side, once it has rows for the reader: gives the turn away and waits to get it back. False when the
    /// reader abandoned the query: then the query stops as soon as it can and calls end().
    bool yieldToReader();
    /// Query side, when it ended (also by an error or abandon()): gives the turn away for good.
    void end();

    /// Reader side: gives the turn to the query and waits until it yields or ends. REQUIRES: !ended().
    void waitForQuery();
    /// Reader side: the reader wants no more rows; the query's yieldToReader() returns false from now on.
    void abandon();
    /// Reader side: whether the query ended.
    bool ended();

private:
    std::mutex mutex_;
    std::condition_variable turn_passed_;
    bool query_turn_ = false;
    bool ended_ = false;
    bool abandoned_ = false;
};

}  // namespace tabula::detail
