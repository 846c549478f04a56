// The TPC-H value lists and text vocabulary as static tables, with the weights of the specification's
// distributions (most lists are uniform; the text vocabulary favours a few words, which the queries' LIKE
// patterns such as '%special%requests%' rely on).
#include "distributions.hpp"

#include <algorithm>
#include <array>
#include <stdexcept>
#include <string>
#include <vector>

namespace tabula::tpchgen {

WeightedWords::WeightedWords(std::span<const Entry> entries) : entries_(entries), cumulative_{} {
    if (entries.size() > kMaxEntries) throw std::logic_error("WeightedWords: too many entries");
    uint32_t total = 0;
    for (size_t i = 0; i < entries.size(); ++i) cumulative_[i] = total += entries[i].weight;
}

std::string_view WeightedWords::pick(RandomStream& random) const {
    const auto end = cumulative_ + entries_.size();
    const auto target = static_cast<uint32_t>(random.uniform(1, end[-1]));
    return entries_[static_cast<size_t>(std::lower_bound(cumulative_, end, target) - cumulative_)].word;
}

namespace {

using Entry = WeightedWords::Entry;

/// Every combination of one word from each syllable list, in order, each of weight 1 (types and containers).
class Combinations {
public:
    Combinations(std::initializer_list<std::vector<std::string_view>> syllables) {
        texts_.emplace_back();
        for (const auto& list : syllables) {
            std::vector<std::string> longer;
            for (const std::string& prefix : texts_)
                for (std::string_view word : list)
                    longer.push_back(prefix.empty() ? std::string(word) : prefix + " " + std::string(word));
            texts_ = std::move(longer);
        }
        for (const std::string& text : texts_) entries_.push_back({text, 1});
    }
    std::span<const Entry> entries() const { return entries_; }

private:
    std::vector<std::string> texts_;
    std::vector<Entry> entries_;
};

/// The words of `Words` (a static array), each of weight 1: one list per array.
template <const auto& Words>
const WeightedWords& uniform() {
    static const std::vector<Entry> entries = [] {
        std::vector<Entry> out;
        for (std::string_view word : Words) out.push_back({word, 1});
        return out;
    }();
    static const WeightedWords list(entries);
    return list;
}

/// The list over the static table `Table`.
template <const auto& Table>
const WeightedWords& weighted() {
    static const WeightedWords list(Table);
    return list;
}

constexpr std::array<std::string_view, 5> kSegments = {"AUTOMOBILE", "BUILDING", "FURNITURE", "HOUSEHOLD", "MACHINERY"};
constexpr std::array<std::string_view, 5> kPriorities = {"1-URGENT", "2-HIGH", "3-MEDIUM", "4-NOT SPECIFIED", "5-LOW"};
constexpr std::array<std::string_view, 4> kInstructions = {"DELIVER IN PERSON", "COLLECT COD", "TAKE BACK RETURN",
                                                           "NONE"};
constexpr std::array<std::string_view, 7> kModes = {"REG AIR", "AIR", "RAIL", "TRUCK", "MAIL", "FOB", "SHIP"};
constexpr std::array<std::string_view, 2> kReturnFlags = {"R", "A"};

constexpr std::array<Nation, 25> kNations = {{
    {"ALGERIA", 0},      {"ARGENTINA", 1},  {"BRAZIL", 1},  {"CANADA", 1},         {"EGYPT", 4},
    {"ETHIOPIA", 0},     {"FRANCE", 3},     {"GERMANY", 3}, {"INDIA", 2},          {"INDONESIA", 2},
    {"IRAN", 4},         {"IRAQ", 4},       {"JAPAN", 2},   {"JORDAN", 4},         {"KENYA", 0},
    {"MOROCCO", 0},      {"MOZAMBIQUE", 0}, {"PERU", 1},    {"CHINA", 2},          {"ROMANIA", 3},
    {"SAUDI ARABIA", 4}, {"VIETNAM", 2},    {"RUSSIA", 3},  {"UNITED KINGDOM", 3}, {"UNITED STATES", 1},
}};
constexpr std::array<std::string_view, 5> kRegions = {"AFRICA", "AMERICA", "ASIA", "EUROPE", "MIDDLE EAST"};

constexpr std::array<std::string_view, 92> kColours = {
    "almond",   "antique", "aquamarine", "azure",     "beige",      "bisque",    "black",     "blanched", "blue",
    "blush",    "brown",   "burlywood",  "burnished", "chartreuse", "chiffon",   "chocolate", "coral",    "cornflower",
    "cornsilk", "cream",   "cyan",       "dark",      "deep",       "dim",       "dodger",    "drab",     "firebrick",
    "floral",   "forest",  "frosted",    "gainsboro", "ghost",      "goldenrod", "green",     "grey",     "honeydew",
    "hot",      "indian",  "ivory",      "khaki",     "lace",       "lavender",  "lawn",      "lemon",    "light",
    "lime",     "linen",   "magenta",    "maroon",    "medium",     "metallic",  "midnight",  "mint",     "misty",
    "moccasin", "navajo",  "navy",       "olive",     "orange",     "orchid",    "pale",      "papaya",   "peach",
    "peru",     "pink",    "plum",       "powder",    "puff",       "purple",    "red",       "rose",     "rosy",
    "royal",    "saddle",  "salmon",     "sandy",     "seashell",   "sienna",    "sky",       "slate",    "smoke",
    "snow",     "spring",  "steel",      "tan",       "thistle",    "tomato",    "turquoise", "violet",   "wheat",
    "white",    "yellow",
};

constexpr Entry kNouns[] = {
    {"packages", 40},   {"requests", 40},    {"accounts", 40},    {"deposits", 40},     {"foxes", 20},
    {"ideas", 20},      {"theodolites", 20}, {"pinto beans", 20}, {"instructions", 20}, {"dependencies", 10},
    {"excuses", 10},    {"platelets", 10},   {"asymptotes", 10},  {"courts", 5},        {"dolphins", 5},
    {"multipliers", 1}, {"sauternes", 1},    {"warthogs", 1},     {"frets", 1},         {"dinos", 1},
    {"attainments", 1}, {"somas", 1},        {"Tiresias", 1},     {"patterns", 1},      {"forges", 1},
    {"braids", 1},      {"frays", 1},        {"warhorses", 1},    {"dugouts", 1},       {"notornis", 1},
    {"epitaphs", 1},    {"pearls", 1},       {"tithes", 1},       {"waters", 1},        {"orbits", 1},
    {"gifts", 1},       {"sheaves", 1},      {"depths", 1},       {"sentiments", 1},    {"decoys", 1},
    {"realms", 1},      {"pains", 1},        {"grouches", 1},     {"escapades", 1},     {"hockey players", 1},
};
constexpr Entry kVerbs[] = {
    {"sleep", 20}, {"wake", 20},   {"are", 20},   {"cajole", 20},   {"haggle", 20},  {"nag", 10},    {"use", 10},
    {"boost", 10}, {"affix", 5},   {"detect", 5}, {"integrate", 5}, {"maintain", 1}, {"nod", 1},     {"was", 1},
    {"lose", 1},   {"sublate", 1}, {"solve", 1},  {"thrash", 1},    {"promise", 1},  {"engage", 1},  {"hinder", 1},
    {"print", 1},  {"x-ray", 1},   {"breach", 1}, {"eat", 1},       {"grow", 1},     {"impress", 1}, {"mold", 1},
    {"poach", 1},  {"serve", 1},   {"run", 1},    {"dazzle", 1},    {"snooze", 1},   {"doze", 1},    {"unwind", 1},
    {"kindle", 1}, {"play", 1},    {"hang", 1},   {"believe", 1},   {"doubt", 1},
};
constexpr Entry kAdjectives[] = {
    {"special", 20}, {"pending", 20},  {"unusual", 20}, {"express", 20}, {"furious", 1}, {"sly", 1},
    {"careful", 1},  {"blithe", 1},    {"quick", 1},    {"fluffy", 1},   {"slow", 1},    {"quiet", 1},
    {"ruthless", 1}, {"thin", 1},      {"close", 1},    {"dogged", 1},   {"daring", 1},  {"brave", 1},
    {"stealthy", 1}, {"permanent", 1}, {"enticing", 1}, {"idle", 1},     {"busy", 1},    {"regular", 50},
    {"final", 40},   {"ironic", 40},   {"even", 30},    {"bold", 20},    {"silent", 10},
};
constexpr Entry kAdverbs[] = {
    {"sometimes", 1},   {"always", 1},     {"never", 1},     {"furiously", 50}, {"slyly", 50},    {"carefully", 50},
    {"blithely", 40},   {"quickly", 30},   {"fluffily", 20}, {"slowly", 1},     {"quietly", 1},   {"ruthlessly", 1},
    {"thinly", 1},      {"closely", 1},    {"doggedly", 1},  {"daringly", 1},   {"bravely", 1},   {"stealthily", 1},
    {"permanently", 1}, {"enticingly", 1}, {"idly", 1},      {"busily", 1},     {"regularly", 1}, {"finally", 1},
    {"ironically", 1},  {"evenly", 1},     {"boldly", 1},    {"silently", 1},
};
constexpr Entry kPrepositions[] = {
    {"about", 50},
    {"above", 50},
    {"according to", 50},
    {"across", 50},
    {"after", 50},
    {"against", 40},
    {"along", 40},
    {"alongside of", 30},
    {"among", 30},
    {"around", 20},
    {"at", 10},
    {"atop", 1},
    {"before", 1},
    {"behind", 1},
    {"beneath", 1},
    {"beside", 1},
    {"besides", 1},
    {"between", 1},
    {"beyond", 1},
    {"by", 1},
    {"despite", 1},
    {"during", 1},
    {"except", 1},
    {"for", 1},
    {"from", 1},
    {"in place of", 1},
    {"inside", 1},
    {"instead of", 1},
    {"into", 1},
    {"near", 1},
    {"of", 1},
    {"on", 1},
    {"outside", 1},
    {"over", 1},
    {"past", 1},
    {"since", 1},
    {"through", 1},
    {"throughout", 1},
    {"to", 1},
    {"toward", 1},
    {"under", 1},
    {"until", 1},
    {"up", 1},
    {"upon", 1},
    {"without", 1},
    {"with", 1},
    {"within", 1},
};
constexpr Entry kAuxiliaries[] = {
    {"do", 1},           {"may", 1},          {"might", 1},         {"shall", 1},         {"will", 1},
    {"would", 1},        {"can", 1},          {"could", 1},         {"should", 1},        {"ought to", 1},
    {"must", 1},         {"will have to", 1}, {"shall have to", 1}, {"could have to", 1}, {"should have to", 1},
    {"must have to", 1}, {"need to", 1},      {"try to", 1},
};
constexpr Entry kTerminators[] = {{".", 50}, {";", 1}, {":", 1}, {"?", 1}, {"!", 1}, {"--", 1}};
constexpr Entry kSentenceForms[] = {{"NVT", 3}, {"NVPT", 3}, {"NVNT", 3}, {"NPVNT", 1}, {"NPVPT", 1}};
constexpr Entry kNounPhraseForms[] = {{"N", 10}, {"JN", 20}, {"J,JN", 10}, {"DJN", 50}};
constexpr Entry kVerbPhraseForms[] = {{"V", 30}, {"XV", 1}, {"VD", 40}, {"XVD", 1}};

}  // namespace

std::span<const Nation> nations() { return kNations; }
std::span<const std::string_view> regions() { return kRegions; }
std::span<const std::string_view> partColours() { return kColours; }

const WeightedWords& partTypes() {
    static const Combinations types({{"STANDARD", "SMALL", "MEDIUM", "LARGE", "ECONOMY", "PROMO"},
                                     {"ANODIZED", "BURNISHED", "PLATED", "POLISHED", "BRUSHED"},
                                     {"TIN", "NICKEL", "BRASS", "STEEL", "COPPER"}});
    static const WeightedWords list(types.entries());
    return list;
}

const WeightedWords& partContainers() {
    static const Combinations containers(
        {{"SM", "LG", "MED", "JUMBO", "WRAP"}, {"CASE", "BOX", "BAG", "JAR", "PACK", "PKG", "CAN", "DRUM"}});
    static const WeightedWords list(containers.entries());
    return list;
}

const WeightedWords& marketSegments() { return uniform<kSegments>(); }
const WeightedWords& orderPriorities() { return uniform<kPriorities>(); }
const WeightedWords& shipInstructions() { return uniform<kInstructions>(); }
const WeightedWords& shipModes() { return uniform<kModes>(); }
const WeightedWords& returnFlags() { return uniform<kReturnFlags>(); }

const WeightedWords& textNouns() { return weighted<kNouns>(); }
const WeightedWords& textVerbs() { return weighted<kVerbs>(); }
const WeightedWords& textAdjectives() { return weighted<kAdjectives>(); }
const WeightedWords& textAdverbs() { return weighted<kAdverbs>(); }
const WeightedWords& textPrepositions() { return weighted<kPrepositions>(); }
const WeightedWords& textAuxiliaries() { return weighted<kAuxiliaries>(); }
const WeightedWords& textTerminators() { return weighted<kTerminators>(); }
const WeightedWords& sentenceForms() { return weighted<kSentenceForms>(); }
const WeightedWords& nounPhraseForms() { return weighted<kNounPhraseForms>(); }
const WeightedWords& verbPhraseForms() { return weighted<kVerbPhraseForms>(); }

}  // namespace tabula::tpchgen
