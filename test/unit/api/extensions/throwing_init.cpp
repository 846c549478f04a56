// A library whose init function throws an exception of its own after one registration.
#include <tabula/extension.hpp>

#include <cstdint>
#include <stdexcept>

TABULA_EXTENSION(env) {
    env.registerFunction("halved", [](int64_t x) { return x / 2; });
    throw std::runtime_error("the licence file is missing");
}
