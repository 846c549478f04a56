// A library whose second registration fails (upper is a built-in): loading it must keep neither registration.
#include <tabula/extension.hpp>

#include <cstdint>

TABULA_EXTENSION(env) {
    env.registerFunction("tripled", [](int64_t x) { return 3 * x; });
    env.registerFunction("upper", [](int64_t x) { return x; });
}
