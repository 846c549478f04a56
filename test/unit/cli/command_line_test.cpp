// The tabula command line: options, inputs in order, and the messages for bad options.
#include <gtest/gtest.h>

#include <stdexcept>

#include "cli/command_line.hpp"

namespace tabula::cli {
namespace {

std::string errorOf(const std::vector<std::string>& args) {
    try {
        parseCommandLine(args);
    } catch (const std::invalid_argument& error) {
        return error.what();
    }
    return "";
}

TEST(CommandLine, DefaultsReadStandardInputAsBoxes) {
    CommandLine line = parseCommandLine({});
    EXPECT_TRUE(line.inputs.empty());
    EXPECT_EQ(line.options.format.format, OutputFormat::Box);
    EXPECT_TRUE(line.options.format.header);
    EXPECT_FALSE(line.options.bail);
    EXPECT_TRUE(line.init_file.empty());
    EXPECT_FALSE(line.help);
    EXPECT_FALSE(line.version);
}

TEST(CommandLine, FilesAndCommandsKeepTheirOrder) {
    CommandLine line = parseCommandLine({"a.sql", "-c", "select 1;", "b.sql"});
    ASSERT_EQ(line.inputs.size(), 3u);
    EXPECT_EQ(line.inputs[0].kind, ShellInput::Kind::File);
    EXPECT_EQ(line.inputs[0].value, "a.sql");
    EXPECT_EQ(line.inputs[1].kind, ShellInput::Kind::Command);
    EXPECT_EQ(line.inputs[1].value, "select 1;");
    EXPECT_EQ(line.inputs[2].value, "b.sql");
}

TEST(CommandLine, Options) {
    CommandLine line = parseCommandLine({"--format", "JSON", "--no-header", "-bail", "-init", "setup.sql"});
    EXPECT_EQ(line.options.format.format, OutputFormat::Json);
    EXPECT_FALSE(line.options.format.header);
    EXPECT_TRUE(line.options.bail);
    EXPECT_EQ(line.init_file, "setup.sql");
    EXPECT_TRUE(parseCommandLine({"--help"}).help);
    EXPECT_TRUE(parseCommandLine({"-h"}).help);
    EXPECT_TRUE(parseCommandLine({"--version"}).version);
}

TEST(CommandLine, ValuesMayFollowAnEqualsSign) {
    CommandLine line = parseCommandLine({"--format=csv", "--init=setup.sql"});
    EXPECT_EQ(line.options.format.format, OutputFormat::Csv);
    EXPECT_EQ(line.init_file, "setup.sql");
    EXPECT_EQ(parseCommandLine({"--format=Markdown"}).options.format.format, OutputFormat::Markdown);
}

TEST(CommandLine, FormatNamesAreOptionsAsInSqlite) {
    EXPECT_EQ(parseCommandLine({"-csv"}).options.format.format, OutputFormat::Csv);
    EXPECT_EQ(parseCommandLine({"-tsv"}).options.format.format, OutputFormat::Tsv);
    EXPECT_EQ(parseCommandLine({"-json"}).options.format.format, OutputFormat::Json);
    EXPECT_EQ(parseCommandLine({"-jsonl"}).options.format.format, OutputFormat::JsonLines);
    EXPECT_EQ(parseCommandLine({"-markdown"}).options.format.format, OutputFormat::Markdown);
    EXPECT_EQ(parseCommandLine({"-json", "-box"}).options.format.format, OutputFormat::Box);  // the last one wins
    EXPECT_EQ(parseCommandLine({"--csv"}).options.format.format, OutputFormat::Csv);
    CommandLine line = parseCommandLine({"-noheader", "-header", "-csv", "a.sql"});
    EXPECT_TRUE(line.options.format.header);
    ASSERT_EQ(line.inputs.size(), 1u);
    EXPECT_EQ(line.inputs[0].value, "a.sql");
}

TEST(CommandLine, Errors) {
    EXPECT_EQ(errorOf({"--format", "xml"}),
              "unknown output format 'xml'; use box, csv, tsv, json, jsonl, markdown or line.");
    EXPECT_EQ(errorOf({"--format"}), "option --format needs a value.");
    EXPECT_EQ(errorOf({"-c"}), "option -c needs a value.");
    EXPECT_EQ(errorOf({"-init"}), "option -init needs a value.");
    EXPECT_EQ(errorOf({"--frobnicate"}), "unknown option '--frobnicate'; see tabula --help.");
    EXPECT_EQ(errorOf({"-"}), "'-' is not a file; to read standard input, give no FILE and no -c.");
    EXPECT_EQ(errorOf({"--format=xml"}),
              "unknown output format 'xml'; use box, csv, tsv, json, jsonl, markdown or line.");
    EXPECT_EQ(errorOf({"--format="}), "unknown output format ''; use box, csv, tsv, json, jsonl, markdown or line.");
    EXPECT_EQ(errorOf({"--bail=yes"}), "option --bail takes no value.");
    EXPECT_EQ(errorOf({"--csv=1"}), "option --csv takes no value.");
    EXPECT_EQ(errorOf({"-xml"}), "unknown option '-xml'; see tabula --help.");
}

TEST(CommandLine, UsageNamesEveryOption) {
    std::string usage = usageText();
    for (const char* option : {"-c", "-init", "--format", "--no-header", "-noheader", "-header", "-csv", "-json",
                               "-markdown", "-bail", "--help", "--version"})
        EXPECT_NE(usage.find(option), std::string::npos) << option;
}

}  // namespace
}  // namespace tabula::cli
