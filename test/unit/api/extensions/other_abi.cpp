// A library of functions built for another binary interface than this tabula's: loading must refuse it before its
// init function runs (which would register "otherAbi").
#include <tabula/extension.hpp>

extern "C" __attribute__((visibility("default"))) const char* tabula_extension_abi() {
    return "tabula extension ABI 0, " TABULA_EXTENSION_CXX_LIBRARY;
}

extern "C" __attribute__((visibility("default"))) void tabula_extension_init(tabula::TableEnvironment& env) {
    env.registerFunction("otherAbi", [](int64_t x) { return x; });
}
