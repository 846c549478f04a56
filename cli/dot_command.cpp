// The dot-commands: split the line into words, dispatch on the first.
#include "cli/dot_command.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <ostream>
#include <vector>

#include "tabula/error.hpp"

namespace tabula::cli {
namespace {

/// A word of the line and where it starts: a run of non-blanks, or a quoted text with its quotes.
struct Word {
    std::string_view text;
    uint32_t offset;
};

std::vector<Word> splitWords(std::string_view line) {
    std::vector<Word> words;
    size_t i = 0;
    while (i < line.size()) {
        if (std::isspace(static_cast<unsigned char>(line[i]))) {
            ++i;
            continue;
        }
        size_t end = i;
        if (line[i] == '\'' || line[i] == '"' || line[i] == '`') {  // a quoted word runs to its closing quote
            const size_t close = line.find(line[i], i + 1);
            end = close == std::string_view::npos ? line.size() : close + 1;
        }
        while (end < line.size() && !std::isspace(static_cast<unsigned char>(line[end]))) ++end;
        words.push_back({line.substr(i, end - i), static_cast<uint32_t>(i)});
        i = end;
    }
    return words;
}

std::string lowerCase(std::string_view text) {
    std::string out(text);
    std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return std::tolower(c); });
    return out;
}

/// `line` without surrounding blanks and a trailing ';'.
std::string_view bareWord(std::string_view line) {
    auto blank = [](char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; };
    while (!line.empty() && blank(line.front())) line.remove_prefix(1);
    while (!line.empty() && (blank(line.back()) || line.back() == ';')) line.remove_suffix(1);
    return line;
}

constexpr std::array<std::string_view, 7> kFormatNames{"box", "csv", "tsv", "json", "jsonl", "markdown", "line"};
const std::vector<std::string> kCommands{".exit",   ".headers",   ".help",   ".import", ".load",
                                         ".mode",   ".nullvalue", ".print",  ".quit",   ".read",
                                         ".schema", ".separator", ".tables", ".timer"};

[[noreturn]] void fail(std::string_view line, const Word& word, const std::string& message) {
    SourceSpan span{word.offset, word.offset + static_cast<uint32_t>(word.text.size())};
    throw ValidationError(message, span, makeErrorSource(line));
}

/// Fails unless the command has between `min` and `max` arguments.
void expectArguments(std::string_view line, const std::vector<Word>& words, size_t min, size_t max, const char* usage) {
    size_t count = words.size() - 1;
    if (count > max) fail(line, words[max + 1], std::string("too many arguments; usage: ") + usage);
    if (count < min) fail(line, words[0], std::string("missing argument; usage: ") + usage);
}

void showSchema(const TableEnvironment& env, const std::string& name, std::ostream& out) {
    const TableSchema& schema = env.scan(name).getSchema();
    out << name << " (";
    for (size_t i = 0; i < schema.getFieldCount(); ++i) {
        if (i > 0) out << ", ";
        out << schema.getFieldName(i) << ' ' << schema.getFieldType(i).toString();
    }
    out << ")\n";
}

void setMode(std::string_view line, const std::vector<Word>& words, FormatOptions& format, std::ostream& out) {
    if (words.size() == 1) {
        auto current = std::find_if(kFormatNames.begin(), kFormatNames.end(),
                                    [&](std::string_view name) { return parseOutputFormat(name) == format.format; });
        out << *current << '\n';
        return;
    }
    std::optional<OutputFormat> chosen = parseOutputFormat(words[1].text);
    if (!chosen) fail(line, words[1], "unknown output mode; use box, csv, tsv, json, jsonl, markdown or line");
    format.format = *chosen;
}

/// on or off, as `word` says.
bool onOrOff(std::string_view line, const Word& word) {
    std::string value = lowerCase(word.text);
    if (value != "on" && value != "off") fail(line, word, "expected on or off");
    return value == "on";
}

/// A word without the quotes around it ('', "" or ``), as sqlite3 takes '' for the empty text.
std::string_view unquoted(std::string_view word) {
    if (word.size() >= 2 && (word.front() == '\'' || word.front() == '"' || word.front() == '`') &&
        word.back() == word.front())
        return word.substr(1, word.size() - 2);
    return word;
}

/// .print: the words after the command, unquoted, one blank between them.
void printWords(const std::vector<Word>& words, std::ostream& out) {
    for (size_t i = 1; i < words.size(); ++i) out << (i > 1 ? " " : "") << unquoted(words[i].text);
    out << '\n';
}

/// .separator's text, unquoted, with \t standing for a tab; one that CSV cannot use (empty, a quote, a line break)
/// is an error under it.
std::string separatorOf(std::string_view line, const Word& word) {
    std::string text(unquoted(word.text));
    for (size_t at = text.find("\\t"); at != std::string::npos; at = text.find("\\t", at + 1))
        text.replace(at, 2, "\t");
    if (text.empty() || text.find_first_of("\"\r\n") != std::string::npos)
        fail(line, word, "a CSV separator cannot be empty or hold a double quote or a line break");
    return text;
}

/// The file a command names: a relative one starts at the input's folder, as the statements' files do.
std::filesystem::path inputFile(std::string_view name, const DotCommandContext& context) {
    std::filesystem::path file(name);
    if (file.is_relative() && !context.base_dir.empty()) file = (context.base_dir / file).lexically_normal();
    return file;
}

/// `text` with each `quote` doubled, between two of them: a literal or a name for a statement.
std::string quotedFor(std::string_view text, char quote) {
    std::string out(1, quote);
    for (char c : text) {
        out += c;
        if (c == quote) out += c;
    }
    return out + quote;
}

/// .import FILE TABLE, as sqlite3's: the file's rows (header, delimiter and types sniffed) appended to TABLE when
/// it exists, else a new in-memory TABLE made of them, its columns named by the file's header.
void importFile(std::string_view line, const Word& file_word, const Word& table_word,
                const DotCommandContext& context) {
    const std::filesystem::path file = inputFile(unquoted(file_word.text), context);
    const std::string name(unquoted(table_word.text));
    const std::vector<std::string> tables = context.env.listTables();
    const bool exists = std::any_of(tables.begin(), tables.end(),
                                    [&](const std::string& table) { return lowerCase(table) == lowerCase(name); });
    const std::string table = quotedFor(name, '`');
    const std::string source = quotedFor(file.string(), '\'');
    try {
        context.env.executeSql(exists ? "COPY " + table + " FROM " + source
                                      : "CREATE TABLE " + table + " AS SELECT * FROM " + source);
    } catch (Error& error) {
        // The statement is ours, not the user's: the error goes under the file on the command's line.
        error.relocate(makeErrorSource(line),
                       {file_word.offset, file_word.offset + static_cast<uint32_t>(file_word.text.size())});
        throw;
    }
}

/// .read FILE, relative to the input's folder.
bool readFile(const Word& file_word, const DotCommandContext& context) {
    return context.run_file(inputFile(unquoted(file_word.text), context));
}

/// .load FILE, as LOAD 'FILE': the error goes under the file name.
void loadExtension(std::string_view line, const Word& file_word, const DotCommandContext& context) {
    try {
        context.env.loadExtension(inputFile(file_word.text, context).string());
    } catch (const ValidationError& error) {
        fail(line, file_word, error.message());
    }
}

}  // namespace

bool isDotCommand(std::string_view line) {
    std::string_view word = bareWord(line);
    if (!word.empty() && word.front() == '.') return true;
    std::string lower = lowerCase(word);
    return lower == "exit" || lower == "quit";
}

bool runDotCommand(std::string_view line, const DotCommandContext& context) {
    std::vector<Word> words = splitWords(line);
    std::string command = lowerCase(bareWord(words.front().text));
    if (command == "exit" || command == "quit" || command == ".exit" || command == ".quit") return false;
    if (command == ".help") {
        expectArguments(line, words, 0, 0, ".help");
        context.out << dotCommandHelp();
    } else if (command == ".mode") {
        expectArguments(line, words, 0, 1, ".mode [box|csv|tsv|json|jsonl|markdown|line]");
        setMode(line, words, context.format, context.out);
    } else if (command == ".headers") {
        expectArguments(line, words, 1, 1, ".headers on|off");
        context.format.header = onOrOff(line, words[1]);
    } else if (command == ".timer") {
        expectArguments(line, words, 1, 1, ".timer on|off");
        context.timer = onOrOff(line, words[1]);
    } else if (command == ".nullvalue") {
        expectArguments(line, words, 1, 1, ".nullvalue TEXT");
        context.format.null_text = std::string(unquoted(words[1].text));
    } else if (command == ".separator") {
        expectArguments(line, words, 1, 1, ".separator TEXT");
        context.format.delimiter = separatorOf(line, words[1]);
    } else if (command == ".import") {
        expectArguments(line, words, 2, 2, ".import FILE TABLE");
        importFile(line, words[1], words[2], context);
    } else if (command == ".print") {
        printWords(words, context.out);
    } else if (command == ".read") {
        expectArguments(line, words, 1, 1, ".read FILE");
        return readFile(words[1], context);
    } else if (command == ".load") {
        expectArguments(line, words, 1, 1, ".load FILE");
        loadExtension(line, words[1], context);
    } else if (command == ".tables") {
        expectArguments(line, words, 0, 0, ".tables");
        for (const std::string& name : context.env.listTables()) context.out << name << '\n';
    } else if (command == ".schema") {
        expectArguments(line, words, 0, 1, ".schema [TABLE]");
        if (words.size() == 2) {
            try {
                showSchema(context.env, std::string(words[1].text), context.out);
            } catch (const ValidationError& error) {
                fail(line, words[1], error.message());
            }
        } else {
            for (const std::string& name : context.env.listTables()) showSchema(context.env, name, context.out);
        }
    } else {
        std::string closest = closestName(command, kCommands);
        fail(line, words[0],
             "unknown command '" + std::string(words[0].text) + "'" +
                 (closest.empty() ? "" : "; did you mean '" + closest + "'?") + " (.help lists the commands)");
    }
    return true;
}

std::string dotCommandHelp() {
    return ".exit, .quit          leave the shell (so do exit and quit)\n"
           ".headers on|off       header line in csv and tsv output\n"
           ".help                 show this text\n"
           ".import FILE TABLE    append a CSV file's rows to TABLE, or make TABLE of them when there is none\n"
           ".load FILE            load a library of user-defined functions (as LOAD 'FILE')\n"
           ".mode [FORMAT]        show or set the output format: box, csv, tsv, json, jsonl, markdown or line\n"
           ".nullvalue TEXT       show NULL as TEXT in box, markdown, csv and tsv output ('' for nothing)\n"
           ".print TEXT...        write TEXT\n"
           ".read FILE            run the statements and commands of FILE\n"
           ".schema [TABLE]       columns and types of every table and view, or of TABLE\n"
           ".separator TEXT       the field delimiter of csv output (\\t for a tab)\n"
           ".tables               names of the tables and views\n"
           ".timer on|off         show each statement's time: wall clock, user and system CPU\n";
}

}  // namespace tabula::cli
