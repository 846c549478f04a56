// Option key suggestions: aliases from other CSV readers, then shared words, then edit distance.
#include "option_suggestion.hpp"

#include <algorithm>
#include <cctype>
#include <map>

#include "parser/action_helpers.hpp"
#include "tabula/error.hpp"

namespace tabula::detail {
namespace {

using parser::actions::lowerCase;

/// Keys people write from habit (other CSV readers, Flink's older 'format.*' names) and the option they mean.
/// A bare word such as "delimiter" is shared by several options, so words alone cannot decide these.
const std::map<std::string, std::string, std::less<>>& aliases() {
    static const std::map<std::string, std::string, std::less<>> table = {
        {"csv.delimiter", "csv.field-delimiter"},
        {"csv.separator", "csv.field-delimiter"},
        {"csv.sep", "csv.field-delimiter"},
        {"csv.field-separator", "csv.field-delimiter"},
        {"delimiter", "csv.field-delimiter"},
        {"format.field-delimiter", "csv.field-delimiter"},
        {"csv.line-separator", "csv.line-delimiter"},
        {"format.line-delimiter", "csv.line-delimiter"},
        {"csv.quote", "csv.quote-character"},
        {"csv.quote-char", "csv.quote-character"},
        {"format.quote-character", "csv.quote-character"},
        {"csv.header", "csv.ignore-first-line"},
        {"csv.skip-header", "csv.ignore-first-line"},
        {"format.ignore-first-line", "csv.ignore-first-line"},
        {"csv.comment", "csv.comment-prefix"},
        {"format.comment-prefix", "csv.comment-prefix"},
        {"format.ignore-parse-errors", "csv.ignore-parse-errors"},
    };
    return table;
}

/// The words of a key: split at '.', '-' and '_'.
std::vector<std::string> words(std::string_view key) {
    std::vector<std::string> out;
    std::string current;
    for (char c : key) {
        if (c == '.' || c == '-' || c == '_') {
            if (!current.empty()) out.push_back(std::move(current));
            current.clear();
        } else {
            current += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        }
    }
    if (!current.empty()) out.push_back(std::move(current));
    return out;
}

/// The known key whose words include all of `key`'s, with the fewest words; "" when none does.
std::string keyContainingWords(std::string_view key, const std::vector<std::string>& known) {
    std::vector<std::string> wanted = words(key);
    if (wanted.empty()) return "";
    std::string best;
    size_t best_size = 0;
    for (const std::string& candidate : known) {
        std::vector<std::string> have = words(candidate);
        bool all = std::all_of(wanted.begin(), wanted.end(), [&](const std::string& w) {
            return std::find(have.begin(), have.end(), w) != have.end();
        });
        if (all && (best.empty() || have.size() < best_size)) {
            best = candidate;
            best_size = have.size();
        }
    }
    return best;
}

}  // namespace

std::string suggestOptionKey(std::string_view key, const std::vector<std::string>& known) {
    auto alias = aliases().find(lowerCase(key));
    if (alias != aliases().end() && std::find(known.begin(), known.end(), alias->second) != known.end())
        return alias->second;
    std::string by_words = keyContainingWords(key, known);
    if (!by_words.empty()) return by_words;
    return closestName(key, known);
}

}  // namespace tabula::detail
