// TableEnvironment::loadExtension: opens a library of functions (tabula/extension.hpp), checks the binary interface
// it was built for, then runs its registrations, all or nothing.
#include <dlfcn.h>

#include <filesystem>
#include <string>

#include "environment_state.hpp"
#include "tabula/extension.hpp"

namespace tabula {
namespace {

[[noreturn]] void fail(const std::string& file, const std::string& problem) {
    throw ValidationError("cannot load '" + file + "': " + problem);
}

/// dlerror()'s message, without the file name it starts with (the error names the file once, as written).
std::string openError(const std::string& opened) {
    const char* error = dlerror();
    std::string message = error != nullptr ? error : "dlopen failed";
    const std::string prefix = opened + ": ";
    if (message.starts_with(prefix)) message.erase(0, prefix.size());
    return message;
}

/// A library opened for loading. Closed again when loading fails before the library's registrations ran; never
/// after: the registered functions' code, and the destructors of their objects, live in it, and Tables and
/// results bound with them may outlive the environment.
class OpenedLibrary {
public:
    explicit OpenedLibrary(const std::string& file) : file_(file) {
        // Absolute, since dlopen takes a library already open under the same name for the file: a relative name
        // would find the one opened from another current directory, and a bare one would be looked for on the
        // library path instead of in the current directory.
        const std::string opened = std::filesystem::absolute(file).lexically_normal().string();
        // RTLD_NOW: a symbol the library needs and the program lacks is an error here, not a crash at a call.
        handle_ = dlopen(opened.c_str(), RTLD_NOW | RTLD_LOCAL);
        if (handle_ == nullptr) fail(file_, openError(opened));
    }
    OpenedLibrary(const OpenedLibrary&) = delete;
    OpenedLibrary& operator=(const OpenedLibrary&) = delete;
    ~OpenedLibrary() {
        if (handle_ != nullptr) dlclose(handle_);
    }

    /// The function the library exports as `name`, as type F; fails naming the symbol when there is none.
    template <class F>
    F* function(const char* name) const {
        void* address = dlsym(handle_, name);
        if (address == nullptr) {
            fail(file_, std::string("it does not export the symbol ") + name +
                            " (a library of functions defines it with TABULA_EXTENSION, tabula/extension.hpp)");
        }
        return reinterpret_cast<F*>(address);
    }

    /// Keeps the library open for good.
    void keep() { handle_ = nullptr; }

private:
    std::string file_;
    void* handle_;
};

/// The message of whatever the library's registrations threw.
std::string registrationError() {
    try {
        throw;
    } catch (const Error& error) {
        return error.message();
    } catch (const std::exception& error) {
        return error.what();
    } catch (...) {
        return "an exception that is not a std::exception";
    }
}

}  // namespace

void TableEnvironment::loadExtension(const std::string& file) {
    OpenedLibrary library(file);
    const std::string abi = library.function<TabulaExtensionAbiFunction>(TABULA_EXTENSION_ABI_SYMBOL)();
    if (abi != TABULA_EXTENSION_ABI) {
        fail(file, "it was built for " + abi + ", this tabula has " + TABULA_EXTENSION_ABI +
                       "; rebuild it with this tabula's headers");
    }
    auto* init = library.function<TabulaExtensionInitFunction>(TABULA_EXTENSION_INIT_SYMBOL);
    library.keep();
    try {
        state_->changeFunctionsAllOrNothing([&] { init(*this); });
    } catch (...) {
        fail(file, "its registrations failed, so none of them was kept: " + registrationError());
    }
}

}  // namespace tabula
