// Command-line parsing for the tabula executable (sqlite3/duckdb spellings: -c, -init, -bail).
#include "cli/command_line.hpp"

#include <stdexcept>

namespace tabula::cli {

namespace {

/// The format an option like -csv or --json names; nullopt for other options.
std::optional<OutputFormat> formatOption(const std::string& arg) {
    size_t dashes = arg.rfind("--", 0) == 0 ? 2 : arg.rfind('-', 0) == 0 ? 1 : 0;
    return dashes == 0 ? std::nullopt : parseOutputFormat(std::string_view(arg).substr(dashes));
}

}  // namespace

CommandLine parseCommandLine(const std::vector<std::string>& args) {
    CommandLine line;
    for (size_t i = 0; i < args.size(); ++i) {
        // --name=value is the same as --name value.
        std::string arg = args[i];
        std::optional<std::string> inline_value;
        size_t equals = arg.find('=');
        if (arg.rfind("--", 0) == 0 && equals != std::string::npos) {
            inline_value = arg.substr(equals + 1);
            arg.resize(equals);
        }
        bool value_used = false;
        auto value = [&]() -> std::string {
            value_used = true;
            if (inline_value) return *inline_value;
            if (i + 1 == args.size()) throw std::invalid_argument("option " + arg + " needs a value.");
            return args[++i];
        };
        if (std::optional<OutputFormat> format = formatOption(arg)) {
            line.options.format.format = *format;
        } else if (arg == "-h" || arg == "--help" || arg == "-help") {
            line.help = true;
        } else if (arg == "--version" || arg == "-version") {
            line.version = true;
        } else if (arg == "-c") {
            line.inputs.push_back({ShellInput::Kind::Command, value()});
        } else if (arg == "-init" || arg == "--init") {
            line.init_file = value();
        } else if (arg == "--format" || arg == "-format") {
            const std::string name = value();
            std::optional<OutputFormat> format = parseOutputFormat(name);
            if (!format)
                throw std::invalid_argument("unknown output format '" + name +
                                            "'; use box, csv, tsv, json, jsonl, markdown or line.");
            line.options.format.format = *format;
        } else if (arg == "--no-header" || arg == "-noheader") {
            line.options.format.header = false;
        } else if (arg == "--header" || arg == "-header") {
            line.options.format.header = true;
        } else if (arg == "-bail" || arg == "--bail") {
            line.options.bail = true;
        } else if (arg == "-") {
            throw std::invalid_argument("'-' is not a file; to read standard input, give no FILE and no -c.");
        } else if (!arg.empty() && arg[0] == '-') {
            throw std::invalid_argument("unknown option '" + arg + "'; see tabula --help.");
        } else {
            line.inputs.push_back({ShellInput::Kind::File, arg});
        }
        if (inline_value && !value_used) throw std::invalid_argument("option " + arg + " takes no value.");
    }
    return line;
}

std::string usageText() {
    return "Usage: tabula [options] [FILE ...]\n"
           "Runs SQL, Flink DDL and Table API pipelines over CSV files. Statements end with ';'.\n"
           "With no FILE and no -c, reads standard input (an interactive prompt on a terminal).\n"
           "\n"
           "Options:\n"
           "  -c STATEMENTS     run STATEMENTS (may be repeated; runs in order with the FILEs)\n"
           "  -init FILE        run FILE before everything else\n"
           "  --format FORMAT   box (default), csv, tsv, json, jsonl, markdown or line; also --format=FORMAT\n"
           "  -box, -csv, -tsv, -json, -jsonl, -markdown, -line\n"
           "                    the same as --format with that name\n"
           "  -header           header line in csv and tsv output (the default)\n"
           "  -noheader         no header line in csv and tsv output; also --no-header\n"
           "  -bail             stop at the first error\n"
           "  --help            show this text\n"
           "  --version         show the version\n"
           "\n"
           "Options with a value also take the form --name=value. In a session, .help lists the dot-commands\n"
           "(.mode, .headers, .tables, .schema, .quit); Ctrl-C cancels the running statement, SIGTERM and SIGHUP\n"
           "cancel it and end the shell.\n"
           "The exit status is 1 when any statement failed, 2 for a bad command line, 128 + N when signal N\n"
           "ended the shell, 0 otherwise.\n";
}

}  // namespace tabula::cli
