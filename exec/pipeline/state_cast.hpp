// Downcasts of an operator's run state (a GlobalState or LocalState) to the operator's own state class: a plain
// static_cast in release builds, checked in builds with assertions, where a state of another class throws.
#pragma once

#include <concepts>
#include <typeinfo>

#include "exec/pipeline/physical_operator.hpp"

namespace tabula::exec {

/// Throws the InternalError of checkedStateAs: `wanted` was asked for and `found` given (nullptr: no state).
[[noreturn]] void throwWrongState(const std::type_info& wanted, const std::type_info* found);

/// `state` as T, checking its dynamic class: throws InternalError naming T and the class found when `state` is
/// null or not a T. stateAs uses it unless NDEBUG; tests call it directly.
template <class T, class Base>
requires std::derived_from<T, Base> T& checkedStateAs(Base* state) {
    if (T* typed = dynamic_cast<T*>(state)) return *typed;
    throwWrongState(typeid(T), state == nullptr ? nullptr : &typeid(*state));
}

/// `state` as T, the class the operator's own makeGlobalState / make*State made it. REQUIRES: `state` is a T
/// (checked by checkedStateAs in builds without NDEBUG, such as debugoptimized). Costs nothing in release builds,
/// so it may run per row.
template <class T, class Base>
requires std::derived_from<T, Base> T& stateAs(Base* state) {
#ifdef NDEBUG
    return *static_cast<T*>(state);
#else
    return checkedStateAs<T>(state);
#endif
}

}  // namespace tabula::exec
