// Runs shell input chunk by chunk: split into statements, then parse and run each, print its result or report its
// error, flush.
#include "cli/shell_session.hpp"

#include <fstream>
#include <functional>
#include <istream>
#include <ostream>
#include <sstream>

#include "cli/dot_command.hpp"
#include "cli/error_report.hpp"
#include "cli/interrupt_scope.hpp"
#include "cli/statement_timer.hpp"
#include "tabula/script.hpp"

namespace tabula::cli {

ShellSession::ShellSession(ShellOptions options, std::ostream& out, std::ostream& err)
    : options_(options), out_(out), err_(err) {}

bool ShellSession::runScript(std::string_view text, const InputSource& source) {
    StatementReader reader;
    size_t begin = 0;
    while (begin < text.size()) {
        size_t end = text.find('\n', begin);
        if (end == std::string_view::npos) end = text.size();
        if (!runLine(reader, text.substr(begin, end - begin), source)) return false;
        begin = end + 1;
    }
    std::optional<Chunk> rest = reader.finish();
    return !rest || runChunk(*rest, source);
}

bool ShellSession::runStream(std::istream& in, const InputSource& source) {
    StatementReader reader;
    std::string line;
    while (std::getline(in, line)) {
        if (!runLine(reader, line, source)) return false;
    }
    std::optional<Chunk> rest = reader.finish();
    return !rest || runChunk(*rest, source);
}

bool ShellSession::runFile(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return report(IoError("cannot open script file '" + path.string() + "'.", path.string()), {});
    std::stringstream text;
    text << in.rdbuf();
    return runScript(text.str(), {path.string(), path.parent_path()});
}

bool ShellSession::runChunk(const Chunk& chunk, const InputSource& source) {
    ErrorOrigin origin{source.name, chunk.line_offset};
    const Script script(chunk.text);
    for (SourceSpan piece : script.pieces()) {
        // SIGTERM or SIGHUP came, during a statement it could not cancel (it had ended, or was not a query) or
        // since: no statement starts after it.
        if (terminationSignal() != 0) return false;
        cancelled_ = false;
        try {
            std::optional<ScriptStatement> statement = script.parse(piece);
            if (!statement) continue;
            InterruptScope ctrl_c(env_);
            const StatementTimer timer;
            StatementOutcome outcome = runStatement(env_, *statement, source.base_dir);
            withStatementPositions(*statement, [&] { print(outcome); });
            if (timer_) out_ << timer.report() << std::endl;
        } catch (const QueryCancelledError& error) {
            cancelled_ = true;
            report(error, origin);
            return false;
        } catch (const std::exception& error) {
            if (!report(error, origin)) return false;
        }
    }
    return true;
}

bool ShellSession::runLine(StatementReader& reader, std::string_view line, const InputSource& source) {
    if (!reader.idle() || !isDotCommand(line)) {
        std::optional<Chunk> chunk = reader.addLine(line);
        return !chunk || runChunk(*chunk, source);
    }
    // The reader counts the line too, as a blank one, so that later statements keep their line numbers.
    reader.addLine("");
    ErrorOrigin origin{source.name, reader.linesRead() - 1};
    try {
        const std::function<bool(const std::filesystem::path&)> run_file = [this](const std::filesystem::path& file) {
            return runFile(file) && !quit_requested_;
        };
        quit_requested_ = !runDotCommand(line, {options_.format, env_, out_, source.base_dir, timer_, run_file});
        out_.flush();
        return !quit_requested_;
    } catch (const std::exception& error) {
        return report(error, origin);
    }
}

void ShellSession::print(StatementOutcome& outcome) {
    if (outcome.result) writeResult(*outcome.result);
    if (outcome.text) {
        out_ << *outcome.text;
        if (!outcome.text->empty() && outcome.text->back() != '\n') out_ << '\n';
    }
    out_.flush();
    err_.flush();
}

void ShellSession::writeResult(TableResult& result) {
    OutputFormat format = options_.format.format;
    bool silent_when_empty =
        format == OutputFormat::Csv || format == OutputFormat::Tsv || format == OutputFormat::JsonLines;
    const Row* row = result.next();
    if (row != nullptr || !silent_when_empty) {
        std::unique_ptr<RowWriter> writer = makeRowWriter(options_.format, out_);
        writer->begin(result.getSchema());
        for (; row != nullptr; row = result.next()) {
            writer->write(*row);
            // The next row may take the query a while: show what is there.
            if (result.bufferedRows() == 0) out_.flush();
        }
        writer->end();
    }
    out_.flush();
    for (const std::string& warning : result.warnings()) err_ << "warning: " << warning << '\n';
}

bool ShellSession::report(const std::exception& error, const ErrorOrigin& origin) {
    failed_ = true;
    out_.flush();
    err_ << errorReport(error, origin) << '\n';
    err_.flush();
    return !options_.bail;
}

}  // namespace tabula::cli
