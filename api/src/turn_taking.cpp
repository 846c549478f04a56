// TurnTaking: the turn is a flag under a mutex; each side waits on one condition variable for it to flip.
#include "turn_taking.hpp"

namespace tabula::detail {

bool TurnTaking::awaitFirstTurn() {
    std::unique_lock lock(mutex_);
    turn_passed_.wait(lock, [this] { return query_turn_; });
    return !abandoned_;
}

bool TurnTaking::yieldToReader() {
    std::unique_lock lock(mutex_);
    if (abandoned_) return false;
    query_turn_ = false;
    turn_passed_.notify_all();
    turn_passed_.wait(lock, [this] { return query_turn_; });
    return !abandoned_;
}

void TurnTaking::end() {
    std::lock_guard lock(mutex_);
    ended_ = true;
    query_turn_ = false;
    turn_passed_.notify_all();
}

void TurnTaking::waitForQuery() {
    std::unique_lock lock(mutex_);
    query_turn_ = true;
    turn_passed_.notify_all();
    turn_passed_.wait(lock, [this] { return !query_turn_; });
}

void TurnTaking::abandon() {
    std::unique_lock lock(mutex_);
    abandoned_ = true;
    if (ended_) return;
    query_turn_ = true;
    turn_passed_.notify_all();
    turn_passed_.wait(lock, [this] { return ended_; });
}

bool TurnTaking::ended() {
    std::lock_guard lock(mutex_);
    return ended_;
}

}  // namespace tabula::detail
