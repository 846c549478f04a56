#include "exec/functions/like_pattern.hpp"

#include "exec/functions/utf8.hpp"

namespace tabula::exec::fn {

namespace {

constexpr size_t kNoMatch = std::string_view::npos;

}  // namespace

LikePattern::LikePattern(std::string_view pattern, int escape) {
    size_t i = 0;
    while (i < pattern.size()) {
        const char c = pattern[i];
        if (c == '%') {
            if (pieces_.empty() || !pieces_.back().isPercent()) pieces_.push_back({});
            ++i;
            continue;
        }
        if (c == '_') {
            if (pieces_.empty() || pieces_.back().any == 0) pieces_.push_back({{}, 0});
            ++pieces_.back().any;
            ++i;
            continue;
        }
        size_t literal = i;
        if (static_cast<unsigned char>(c) == escape && i + 1 < pattern.size()) literal = i + 1;
        const size_t length = codePointLength(pattern, literal);
        Piece* last = pieces_.empty() ? nullptr : &pieces_.back();
        const bool extends_last = last != nullptr && !last->literal.empty() && literal == i &&
                                  last->literal.data() + last->literal.size() == pattern.data() + i;
        if (extends_last) {
            last->literal = std::string_view(last->literal.data(), last->literal.size() + length);
        } else {
            pieces_.push_back({pattern.substr(literal, length), 0});
        }
        i = literal + length;
    }
}

LikePattern::Segment LikePattern::segmentFrom(const Piece* begin) const {
    const Piece* end = begin;
    const Piece* last = pieces_.data() + pieces_.size();
    while (end != last && !end->isPercent()) ++end;
    return {begin, end};
}

size_t LikePattern::matchAt(Segment segment, std::string_view text, size_t position) {
    for (const Piece* piece = segment.first; piece != segment.second; ++piece) {
        if (piece->any == 0) {
            if (text.compare(position, piece->literal.size(), piece->literal) != 0) return kNoMatch;
            position += piece->literal.size();
            continue;
        }
        for (uint32_t n = 0; n < piece->any; ++n) {
            if (position >= text.size()) return kNoMatch;
            position += codePointLength(text, position);
        }
    }
    return position;
}

size_t LikePattern::matchLeftmost(Segment segment, std::string_view text, size_t from) {
    if (segment.first == segment.second) return from;
    const std::string_view first = segment.first->literal;
    if (first.empty()) {  // starts with '_': try every character position
        for (size_t start = from; start < text.size(); start += codePointLength(text, start)) {
            const size_t end = matchAt(segment, text, start);
            if (end != kNoMatch) return end;
        }
        return kNoMatch;
    }
    for (size_t start = text.find(first, from); start != kNoMatch; start = text.find(first, start + 1)) {
        const size_t end = matchAt(segment, text, start);
        if (end != kNoMatch) return end;
    }
    return kNoMatch;
}

bool LikePattern::matchesSuffix(Segment segment, std::string_view text, size_t from) {
    size_t literal_bytes = 0;
    bool has_any = false;
    for (const Piece* piece = segment.first; piece != segment.second; ++piece) {
        literal_bytes += piece->literal.size();
        has_any |= piece->any != 0;
    }
    if (text.size() < from + literal_bytes) return false;
    if (!has_any) return matchAt(segment, text, text.size() - literal_bytes) != kNoMatch;
    for (size_t start = from; start < text.size(); start += codePointLength(text, start)) {
        if (matchAt(segment, text, start) == text.size()) return true;
    }
    return false;
}

bool LikePattern::matches(std::string_view text) const {
    const Piece* const end = pieces_.data() + pieces_.size();
    Segment segment = segmentFrom(pieces_.data());
    size_t position = matchAt(segment, text, 0);
    if (segment.second == end) return position == text.size();
    if (position == kNoMatch) return false;
    while (true) {
        segment = segmentFrom(segment.second + 1);
        if (segment.second == end) return matchesSuffix(segment, text, position);
        position = matchLeftmost(segment, text, position);
        if (position == kNoMatch) return false;
    }
}

}  // namespace tabula::exec::fn
