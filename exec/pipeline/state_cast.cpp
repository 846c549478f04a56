// The error of a run-state downcast that finds a state of another class.
#include "exec/pipeline/state_cast.hpp"

#include <string>

#include <boost/core/demangle.hpp>

#include "tabula/error.hpp"

namespace tabula::exec {

void throwWrongState(const std::type_info& wanted, const std::type_info* found) {
    const std::string found_text = found == nullptr ? "no state" : "a " + boost::core::demangle(found->name());
    throw InternalError("an operator expected its run state " + boost::core::demangle(wanted.name()) +
                        " but was given " + found_text);
}

}  // namespace tabula::exec
