// The value lists of the TPC-H specification (clause 4.2.2.13 and 4.2.3): nations and regions with their keys,
// the words of part names, types and containers, segments, priorities, shipping instructions and modes, and the
// weighted vocabulary and grammar of the pseudo text that comments are cut from.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>

#include "random_stream.hpp"

namespace tabula::tpchgen {

/// A list of words, each drawn with a probability proportional to its weight.
class WeightedWords {
public:
    struct Entry {
        std::string_view word;
        uint32_t weight;
    };
    /// REQUIRES: `entries` outlives the list (they are static tables) and holds at most kMaxEntries, weights > 0.
    explicit WeightedWords(std::span<const Entry> entries);

    /// A word drawn by weight.
    std::string_view pick(RandomStream& random) const;
    /// The words in their order, for tests.
    size_t size() const { return entries_.size(); }
    std::string_view operator[](size_t i) const { return entries_[i].word; }

    static constexpr size_t kMaxEntries = 160;

private:
    std::span<const Entry> entries_;
    uint32_t cumulative_[kMaxEntries];  // cumulative_[i]: the sum of the weights of entries 0..i
};

/// A nation: its key is its position in nations(); its region a key of regions().
struct Nation {
    std::string_view name;
    int regionkey;
};

std::span<const Nation> nations();
std::span<const std::string_view> regions();

/// The 92 colours that part names are made of (p_name: five distinct ones).
std::span<const std::string_view> partColours();
/// The 150 part types (p_type: "STANDARD ANODIZED TIN" ... "PROMO BRUSHED COPPER").
const WeightedWords& partTypes();
/// The 40 containers (p_container: "SM CASE" ... "WRAP DRUM").
const WeightedWords& partContainers();
/// c_mktsegment, o_orderpriority, l_shipinstruct, l_shipmode, l_returnflag of received items (R or A).
const WeightedWords& marketSegments();
const WeightedWords& orderPriorities();
const WeightedWords& shipInstructions();
const WeightedWords& shipModes();
const WeightedWords& returnFlags();

/// The pseudo-text vocabulary (clause 4.2.2.10), weighted as the reference generator weighs it.
const WeightedWords& textNouns();
const WeightedWords& textVerbs();
const WeightedWords& textAdjectives();
const WeightedWords& textAdverbs();
const WeightedWords& textPrepositions();
const WeightedWords& textAuxiliaries();
const WeightedWords& textTerminators();
/// The sentence forms and phrase forms, one letter per part: N noun phrase, V verb phrase, P prepositional phrase,
/// T terminator; in noun phrases J adjective, D adverb, N noun, ',' a comma after the previous word; in verb
/// phrases X auxiliary, V verb, D adverb.
const WeightedWords& sentenceForms();
const WeightedWords& nounPhraseForms();
const WeightedWords& verbPhraseForms();

}  // namespace tabula::tpchgen
