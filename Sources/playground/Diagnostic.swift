/// One error of the compiler's, as it writes it, `FILE:LINE:COLUMN: error:
/// MESSAGE`, with the learner's file in place of the copy it compiled.
struct Diagnostic: Equatable {
    var file: String
    var line: Int
    var column: Int
    var message: String

    /// The errors of the compiler's output, each once, in order; `original`
    /// gives the learner's file of each copy.
    static func errors(in output: String, original: (String) -> String) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for line in output.split(separator: "\n") {
            guard let marker = line.range(of: ": error: ") else { continue }
            let place = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard place.count >= 3, let row = Int(place[place.count - 2]), let column = Int(place[place.count - 1]) else { continue }
            let file = place.dropLast(2).joined(separator: ":")
            let error = Diagnostic(file: original(file), line: row, column: column, message: String(line[marker.upperBound...]))
            if !found.contains(error) { found.append(error) }
        }
        return found
    }

    /// As stderr says it.
    var text: String { file.isEmpty ? "error: \(message)" : "\(file):\(line):\(column): error: \(message)" }

    /// As the window says it, under a heading that says it is an error,
    /// with the file's name alone.
    var shortText: String {
        file.isEmpty ? message : "\(file.split(separator: "/").last ?? ""):\(line):\(column): \(message)"
    }
}
