#if canImport(Glibc)
import Glibc
#endif
import VirtualDesktop

// `collapsible-bench programs PROGRAMS.TSV`: a folder's programs as
// scripts/swiftui-programs built them, each timed by its own `--measure`,
// for the benchmark cannot import a program's view; one at a time, at
// 480x640 and scale 1. Those that do not build are listed with the first
// error of their build.

/// The size every program is measured at: a phone's portrait, as programs
/// written for SwiftUI are, at the scale of the frame tables above.
private let programSize = (width: 480, height: 640)

/// Returns the exit status.
func runProgramsBench(_ arguments: [String]) -> Int32 {
    guard arguments.count == 1, arguments != ["--help"] else {
        print("usage: collapsible-bench programs PROGRAMS.TSV (as scripts/swiftui-programs writes it)")
        return arguments == ["--help"] ? 0 : 2
    }
    guard let list = readTextFile(arguments[0]) else {
        print("collapsible-bench: cannot read \(arguments[0]): run scripts/swiftui-programs first")
        return 1
    }
    let programs = list.split(separator: "\n").map { $0.split(separator: "\t", maxSplits: 3).map(String.init) }

    print("\nthe programs of \(arguments[0]), each timed by its own --measure at \(programSize.width)x\(programSize.height), scale 1")
    print("update: a press of its first control, evaluated and laid out; full: a frame drawn whole; "
          + "animation: a frame of the motion the press starts, drawn in part; medians\n")
    print(padded("program", 19) + padded("update µs", 22) + padded("full ms", 10) + padded("animation ms/frame", 22) + "rounds")
    var json: [String] = []
    for fields in programs where fields.count == 4 {
        let (name, status, detail) = (fields[0], fields[1], fields[2])
        guard status == "built" else {
            print(padded(name, 19) + "does not build: \(detail)")
            continue
        }
        switch figures(of: name, at: detail) {
        case .success(let line):
            json.append(line)
            print(padded(name, 19) + padded(updateCell(line), 22) + padded(millisecondsCell(line, "full_median_ns"), 10)
                  + padded(millisecondsCell(line, "animation_median_ns") + frameCount(line), 22)
                  + (number("rounds", in: line).map { String(Int($0)) } ?? "?"))
        case .failure(let failure):
            print(padded(name, 19) + "not measured: \(failure)")
        }
    }
    if !json.isEmpty { print("\n" + json.joined(separator: "\n")) }
    return 0
}

/// The program's JSON line, or why there is none.
private func figures(of name: String, at path: String) -> Result<String, ChildProcess.Failure> {
    Result { () throws(ChildProcess.Failure) in
        let output = try CapturedOutput(), errors = try CapturedOutput()
        let program = try ChildProcess(path, ["--measure", "--size", "\(programSize.width)x\(programSize.height)", "--scale", "1"],
                                       output: output.descriptor, errors: errors.descriptor)
        // A view whose frames are slow takes 10 rounds of them, and the program stops there.
        guard let exit = program.waitForExit(within: 600) else {
            throw ChildProcess.Failure(description: "\(name) --measure did not end within 600 s")
        }
        guard exit == ChildProcess.Exit(status: 0, bySignal: false),
              let line = output.text.split(separator: "\n").first(where: { $0.hasPrefix("{") }) else {
            let reason = errors.text.split(separator: "\n").first.map(String.init) ?? "no figures"
            throw ChildProcess.Failure(description: "\(exit.bySignal ? "signal" : "status") \(exit.status): \(reason)")
        }
        return String(line)
    }
}

private func updateCell(_ line: String) -> String {
    guard let nanoseconds = number("update_median_ns", in: line) else { return "no control" }
    return fixed(nanoseconds / 1e3, 1) + (line.contains("\"press_changes\":false") ? " (changes nothing)" : "")
}

private func millisecondsCell(_ line: String, _ key: String) -> String {
    number(key, in: line).map { fixed($0 / 1e6, 3) } ?? "?"
}

private func frameCount(_ line: String) -> String {
    guard let frames = number("animation_frames", in: line) else { return "" }
    return frames == 1 ? " (1 frame)" : " (\(Int(frames)) frames)"
}

/// The number after `"key":` in a flat JSON object on one line; nil for
/// null or a key that is not there.
private func number(_ key: String, in line: String) -> Double? {
    let pattern = "\"\(key)\":"
    var rest = Substring(line)
    while !rest.isEmpty && !rest.hasPrefix(pattern) { rest = rest.dropFirst() }
    guard !rest.isEmpty else { return nil }
    return Double(rest.dropFirst(pattern.count).prefix { $0 != "," && $0 != "}" })
}
