// DataType printing, parsing of type names as SQL and Flink string expressions spell them, and Flink's
// widening rules.
#include "tabula/type.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <vector>

namespace tabula {

namespace {

constexpr uint8_t kMaxDecimalPrecision = 38;

/// A type name split into its word(s) and optional parenthesised integer arguments.
struct TypeNameParts {
    std::string word;  // upper-cased; "DOUBLE PRECISION" is folded into "DOUBLE"
    std::vector<unsigned> args;
    bool has_parens = false;
};

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }
bool isWordChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

class TypeNameLexer {
public:
    explicit TypeNameLexer(std::string_view text) : text_(text) {}

    void skipSpaces() {
        while (pos_ < text_.size() && isSpace(text_[pos_])) ++pos_;
    }
    bool atEnd() const { return pos_ == text_.size(); }
    bool eat(char c) {
        skipSpaces();
        if (pos_ < text_.size() && text_[pos_] == c) {
            ++pos_;
            return true;
        }
        return false;
    }
    /// Upper-cased word of letters, digits and '_', or "" when none follows.
    std::string word() {
        skipSpaces();
        std::string out;
        while (pos_ < text_.size() && isWordChar(text_[pos_]))
            out += static_cast<char>(std::toupper(static_cast<unsigned char>(text_[pos_++])));
        return out;
    }
    std::optional<unsigned> number() {
        skipSpaces();
        unsigned value = 0;
        auto [ptr, ec] = std::from_chars(text_.data() + pos_, text_.data() + text_.size(), value);
        if (ec != std::errc()) return std::nullopt;
        pos_ = static_cast<size_t>(ptr - text_.data());
        return value;
    }

private:
    std::string_view text_;
    size_t pos_ = 0;
};

std::optional<TypeNameParts> splitTypeName(std::string_view text) {
    TypeNameLexer lex(text);
    TypeNameParts parts;
    parts.word = lex.word();
    if (parts.word.empty()) return std::nullopt;
    if (parts.word == "DOUBLE") {
        TypeNameLexer probe = lex;
        if (probe.word() == "PRECISION") lex = probe;
    }
    if (lex.eat('(')) {
        parts.has_parens = true;
        do {
            auto n = lex.number();
            if (!n) return std::nullopt;
            parts.args.push_back(*n);
        } while (lex.eat(','));
        if (!lex.eat(')')) return std::nullopt;
    }
    lex.skipSpaces();
    if (!lex.atEnd()) return std::nullopt;
    return parts;
}

std::optional<DataType> decimalType(const TypeNameParts& parts) {
    if (!parts.has_parens) return Types::DECIMAL();
    if (parts.args.size() > 2) return std::nullopt;
    unsigned precision = parts.args[0];
    unsigned scale = parts.args.size() == 2 ? parts.args[1] : 0;
    if (precision < 1 || precision > kMaxDecimalPrecision || scale > precision) return std::nullopt;
    return Types::DECIMAL(static_cast<uint8_t>(precision), static_cast<uint8_t>(scale));
}

/// Types spelled by a bare word, with no arguments allowed.
std::optional<DataType> simpleType(const std::string& word) {
    struct Entry {
        const char* name;
        DataType type;
    };
    static constexpr Entry kSimple[] = {
        {"BOOLEAN", Types::BOOLEAN()},
        {"TINYINT", Types::TINYINT()},
        {"BYTE", Types::BYTE()},
        {"SMALLINT", Types::SMALLINT()},
        {"SHORT", Types::SHORT()},
        {"INT", Types::INT()},
        {"INTEGER", Types::INT()},
        {"BIGINT", Types::BIGINT()},
        {"LONG", Types::LONG()},
        {"FLOAT", Types::FLOAT()},
        {"REAL", Types::FLOAT()},
        {"DOUBLE", Types::DOUBLE()},
        {"STRING", Types::STRING()},
        {"TEXT", Types::STRING()},
        {"DATE", Types::DATE()},
        {"SQL_DATE", Types::SQL_DATE()},
        {"TIME", Types::TIME()},
        {"SQL_TIME", Types::SQL_TIME()},
        {"SQL_TIMESTAMP", Types::SQL_TIMESTAMP()},
    };
    for (const Entry& e : kSimple)
        if (word == e.name) return e.type;
    return std::nullopt;
}

/// The DECIMAL that holds every value of an integer type exactly.
DataType integerAsDecimal(TypeId id) {
    switch (id) {
        case TypeId::TinyInt: return Types::DECIMAL(3, 0);
        case TypeId::SmallInt: return Types::DECIMAL(5, 0);
        case TypeId::Int: return Types::DECIMAL(10, 0);
        default: return Types::DECIMAL(19, 0);
    }
}

/// Which digits a DECIMAL common type beyond 38 digits gives up.
enum class DigitsDropped { Whole, Fractional };

DataType widerDecimal(const DataType& a, const DataType& b, DigitsDropped dropped) {
    int scale = std::max(a.scale(), b.scale());
    int integer_digits = std::max(a.precision() - a.scale(), b.precision() - b.scale());
    if (dropped == DigitsDropped::Fractional) scale = std::min<int>(scale, kMaxDecimalPrecision - integer_digits);
    int precision = std::min<int>(kMaxDecimalPrecision, integer_digits + scale);
    return Types::DECIMAL(static_cast<uint8_t>(precision), static_cast<uint8_t>(scale));
}

std::optional<DataType> commonNumericType(const DataType& a, const DataType& b, DigitsDropped dropped) {
    if (a == b) return a;
    if (a.isNull()) return b;
    if (b.isNull()) return a;
    if (!a.isNumeric() || !b.isNumeric()) return std::nullopt;
    bool a_dec = a.id() == TypeId::Decimal;
    bool b_dec = b.id() == TypeId::Decimal;
    if (!a_dec && !b_dec) return a.id() > b.id() ? a : b;  // TypeId order is the widening order
    if (a.isApproximate() || b.isApproximate()) return Types::DOUBLE();
    return widerDecimal(a_dec ? a : integerAsDecimal(a.id()), b_dec ? b : integerAsDecimal(b.id()), dropped);
}

}  // namespace

std::string DataType::toString() const {
    switch (id_) {
        case TypeId::Null: return "NULL";
        case TypeId::Boolean: return "BOOLEAN";
        case TypeId::TinyInt: return "TINYINT";
        case TypeId::SmallInt: return "SMALLINT";
        case TypeId::Int: return "INT";
        case TypeId::BigInt: return "BIGINT";
        case TypeId::Float: return "FLOAT";
        case TypeId::Double: return "DOUBLE";
        case TypeId::Decimal: return "DECIMAL(" + std::to_string(precision_) + ", " + std::to_string(scale_) + ")";
        case TypeId::String: return "STRING";
        case TypeId::Date: return "DATE";
        case TypeId::Time: return "TIME";
        case TypeId::Timestamp: return "TIMESTAMP(3)";
    }
    return "UNKNOWN";
}

std::optional<DataType> parseTypeName(std::string_view text) {
    auto parts = splitTypeName(text);
    if (!parts) return std::nullopt;
    const std::string& word = parts->word;
    if (word == "DECIMAL" || word == "DEC" || word == "NUMERIC") return decimalType(*parts);
    if (word == "VARCHAR" || word == "CHAR") {
        if (parts->has_parens && (parts->args.size() != 1 || parts->args[0] == 0)) return std::nullopt;
        return Types::STRING();
    }
    if (word == "TIMESTAMP") {
        if (parts->has_parens && parts->args.size() != 1) return std::nullopt;
        return Types::TIMESTAMP();
    }
    if (parts->has_parens) return std::nullopt;
    return simpleType(word);
}

std::optional<DataType> commonType(const DataType& a, const DataType& b) {
    return commonNumericType(a, b, DigitsDropped::Whole);
}

std::optional<DataType> commonKeyType(const DataType& a, const DataType& b) {
    return commonNumericType(a, b, DigitsDropped::Fractional);
}

}  // namespace tabula
