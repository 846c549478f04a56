// Builds the text pool sentence by sentence: a sentence form picks its phrases, each phrase form its words, each
// word list a word by weight. Words are separated by one space; a terminator or a comma follows its word directly.
#include "text_pool.hpp"

#include "distributions.hpp"

namespace tabula::tpchgen {
namespace {

constexpr uint64_t kPoolSeed = 0x7470636867656E31ULL;

class SentenceWriter {
public:
    SentenceWriter(std::string& out, RandomStream& random) : out_(out), random_(random) {}

    void sentence() {
        for (char part : sentenceForms().pick(random_)) {
            switch (part) {
                case 'N': nounPhrase(); break;
                case 'V': verbPhrase(); break;
                case 'P':
                    word(textPrepositions().pick(random_));
                    word("the");
                    nounPhrase();
                    break;
                case 'T': attach(textTerminators().pick(random_)); break;
            }
        }
    }

private:
    void nounPhrase() {
        for (char part : nounPhraseForms().pick(random_)) {
            switch (part) {
                case 'J': word(textAdjectives().pick(random_)); break;
                case 'D': word(textAdverbs().pick(random_)); break;
                case 'N': word(textNouns().pick(random_)); break;
                case ',': attach(","); break;
            }
        }
    }

    void verbPhrase() {
        for (char part : verbPhraseForms().pick(random_)) {
            switch (part) {
                case 'X': word(textAuxiliaries().pick(random_)); break;
                case 'V': word(textVerbs().pick(random_)); break;
                case 'D': word(textAdverbs().pick(random_)); break;
            }
        }
    }

    /// A word and the space after it.
    void word(std::string_view text) {
        out_ += text;
        out_ += ' ';
    }

    /// Punctuation right after the previous word, then the space.
    void attach(std::string_view text) {
        if (!out_.empty() && out_.back() == ' ') out_.pop_back();
        word(text);
    }

    std::string& out_;
    RandomStream& random_;
};

}  // namespace

const TextPool& TextPool::shared() {
    static const TextPool pool;
    return pool;
}

TextPool::TextPool() {
    text_.reserve(kSize + 512);
    RandomStream random(kPoolSeed);
    SentenceWriter writer(text_, random);
    while (text_.size() < kSize) writer.sentence();
    text_.resize(kSize);
}

std::string_view TextPool::comment(RandomStream& random, int min_length, int max_length) const {
    const auto length = static_cast<size_t>(random.uniform(min_length, max_length));
    const auto offset = static_cast<size_t>(random.uniform(0, static_cast<int64_t>(text_.size() - length)));
    return std::string_view(text_).substr(offset, length);
}

}  // namespace tabula::tpchgen
