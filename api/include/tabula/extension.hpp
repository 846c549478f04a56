// Libraries of user-defined functions that a program, the tabula shell (`.load FILE`) or SQL (`LOAD 'FILE'`)
// loads at run time: a shared library built against these headers that defines its registrations with
// TABULA_EXTENSION:
//
//     #include <tabula/extension.hpp>
//
//     struct HashCode : tabula::ScalarFunction {
//         int64_t eval(std::string_view s) const { ... }
//     };
//
//     TABULA_EXTENSION(env) {
//         env.registerFunction("hashCode", HashCode{});
//     }
//
// The library calls tabula's own code (createTemporarySystemFunction, ...) through symbols the loading program
// provides: a program linked with the shared libtabula provides them; one linked with tabula's static libraries
// must export its symbols (-rdynamic; meson's `export_dynamic: true`), as the shell does.
#pragma once

#include "tabula/table_environment.hpp"

/// The binary interface a library is built for: tabula's interface version and the C++ standard library, whose
/// types (std::string, std::vector, ...) cross between the library and tabula. A library is loaded only when its
/// TABULA_EXTENSION_ABI is the loading tabula's. The number goes up whenever a public header changes what a
/// library compiles in (a class's layout, an inline function, a virtual function), so that a library built for
/// another tabula is refused with an error instead of crashing.
#if defined(_LIBCPP_VERSION)
#define TABULA_EXTENSION_CXX_LIBRARY "libc++"
#elif defined(__GLIBCXX__)
#define TABULA_EXTENSION_CXX_LIBRARY "libstdc++"
#else
#define TABULA_EXTENSION_CXX_LIBRARY "another C++ library"
#endif
#define TABULA_EXTENSION_ABI "tabula extension ABI 3, " TABULA_EXTENSION_CXX_LIBRARY

/// The two symbols a library exports, by name: the ABI it was built for (asked first, before any other code of
/// the library runs), and the function that registers its functions on the environment loading it.
#define TABULA_EXTENSION_ABI_SYMBOL "tabula_extension_abi"
#define TABULA_EXTENSION_INIT_SYMBOL "tabula_extension_init"

extern "C" {
/// Returns TABULA_EXTENSION_ABI as the library was compiled.
using TabulaExtensionAbiFunction = const char*();
/// Registers the library's functions on `env` (createTemporarySystemFunction, registerFunction, ... and every
/// other registration TableEnvironment offers). An exception it throws fails the loading, which then undoes
/// every registration the library made.
using TabulaExtensionInitFunction = void(tabula::TableEnvironment& env);
}

/// Defines both symbols; the braces that follow are the body of the init function, with `env` (the name given)
/// the TableEnvironment to register on.
#define TABULA_EXTENSION(env)                                                                                     \
    extern "C" __attribute__((visibility("default"))) const char* tabula_extension_abi() {                        \
        return TABULA_EXTENSION_ABI;                                                                              \
    }                                                                                                             \
    static void tabulaExtensionRegister(tabula::TableEnvironment& env);                                           \
    extern "C" __attribute__((visibility("default"))) void tabula_extension_init(tabula::TableEnvironment& env) { \
        tabulaExtensionRegister(env);                                                                             \
    }                                                                                                             \
    static void tabulaExtensionRegister(tabula::TableEnvironment& env)
