// Counts the heap allocations of a test program: linking allocation_counter.cpp replaces the global operator
// new, so tests can assert that a hot path allocates nothing per row.
#pragma once

#include <cstddef>

namespace tabula::testing {

/// How many times operator new has run in this program so far.
size_t allocationCount();

}  // namespace tabula::testing
