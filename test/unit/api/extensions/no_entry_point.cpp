// A shared library that is not a library of functions: it exports neither symbol of TABULA_EXTENSION.
extern "C" __attribute__((visibility("default"))) int unrelated_function() { return 1; }
