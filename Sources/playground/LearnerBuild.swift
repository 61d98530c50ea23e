import Foundation

/// One build of the learner's files into a library the window loads: the
/// files copied as they are into the cache (a playground page's as the
/// module's main file, its live view handed to the window instead of
/// shown, an app's `@main` left to the window), and a file that hands the
/// window the view to show. A build of files built before takes the
/// library it made then.
final class LearnerBuild {
    /// The library, once built.
    let library: String
    /// The compiler, while it runs; nil where the library was there.
    private(set) var compiler: Subprocess?
    /// The compiler's output, read as it comes.
    let output: Int32?
    private var text: [UInt8] = []
    private let copies: [String: String]

    /// The module's name in every build, so that its types keep their names
    /// from one build to the next.
    static let module = "Playground"
    /// The compiler that `SWIFTC` names, else the first `swiftc` on `PATH`.
    static let compiler = ProcessInfo.processInfo.environment["SWIFTC"].flatMap { $0.isEmpty ? nil : $0 } ?? "swiftc"
    /// The C function each library hands its view with.
    static let entry = "playground_content"

    init(_ files: LearnerFiles, shows shown: ShownView, in cache: String, framework: Framework,
         headers: [String]) throws(SystemError) {
        let manager = FileManager.default
        let sources = "\(cache)/sources"
        try? manager.removeItem(atPath: sources)
        try? manager.createDirectory(atPath: sources, withIntermediateDirectories: true)
        try? manager.createDirectory(atPath: "\(cache)/libraries", withIntermediateDirectories: true)
        var copies: [String: String] = [:]
        var written: [String] = []
        var hash = Hash()
        for path in files.paths {
            var text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            var name = (path as NSString).lastPathComponent
            if case .page(let page) = shown, page == path {
                name = "main.swift"
                text = text.replacingOccurrences(of: ShownView.liveView, with: Self.pageLiveView)
            } else if name == "main.swift" {
                name = "main-file.swift"
            }
            if case .app(let type) = shown, ShownView.mainType(in: text) == type {
                text = text.replacingOccurrences(of: "@main", with: "     ")
            }
            let copy = "\(sources)/\(name)"
            _ = manager.createFile(atPath: copy, contents: Data(text.utf8))
            copies[copy] = path
            written.append(copy)
            hash.add(name)
            hash.add(text)
        }
        let entry = "\(sources)/playground-entry.swift"
        let entryCode = Self.entryCode(showing: shown)
        _ = manager.createFile(atPath: entry, contents: Data(entryCode.utf8))
        written.append(entry)
        hash.add(entryCode)
        hash.add(framework.stamp)
        self.copies = copies

        var arguments = ["-module-name", Self.module, "-swift-version", "5", "-Onone",
                         "-module-cache-path", "\(cache)/module-cache"]
            + framework.compilerArguments(headers: headers)
        if case .page = shown {
            arguments += ["-Xfrontend", "-entry-point-function-name", "-Xfrontend", Self.pageMain]
        } else {
            arguments += ["-emit-library", "-parse-as-library"]
        }
        for argument in arguments { hash.add(argument) }
        library = "\(cache)/libraries/\(Self.module)-\(hash.text).so"
        guard !manager.fileExists(atPath: library) else {
            compiler = nil
            output = nil
            return
        }
        let pipe = try PipeEnds()
        defer { close(pipe.writing) }
        // The driver parses every file of a library as a library's, where a
        // page's main file holds code at the top level: the page is compiled
        // first, then linked.
        let command: [String] = if case .page = shown {
            ["/bin/sh", "-c", #"set -e; swiftc=$1; library=$2; objects=$3; shift 3; rm -rf "$objects"; mkdir -p "$objects"; "#
                + #"cd "$objects"; "$swiftc" -c "$@"; "$swiftc" -emit-library ./*.o -o "$library""#,
             "sh", Self.compiler, library, "\(cache)/objects"] + arguments + written
        } else {
            [Self.compiler] + arguments + written + ["-o", library]
        }
        do {
            compiler = try Subprocess(command[0], Array(command.dropFirst()), descriptors: [1: pipe.writing, 2: pipe.writing])
        } catch {
            close(pipe.reading)
            throw error
        }
        output = pipe.reading
    }

    /// Reads what the compiler wrote; true once it wrote all.
    func read() -> Bool {
        guard let output else { return true }
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = Glibc.read(output, &buffer, buffer.count)
        if count > 0 { text += buffer[..<count] }
        return count == 0 || (count < 0 && errno != EINTR && errno != EAGAIN)
    }

    /// The errors of a build that failed; empty when it built.
    func finish() -> [Diagnostic] {
        if let output { close(output) }
        guard let compiler, compiler.wait() != .exited(0) else { return [] }
        let said = String(decoding: text, as: UTF8.self)
        let errors = Diagnostic.errors(in: said) { [copies] in copies[$0] ?? $0 }
        return errors.isEmpty ? [Diagnostic(file: "", line: 0, column: 0, message: "the build failed: \(said)")] : errors
    }

    /// Ends a build that a newer save makes useless.
    func cancel() {
        compiler?.stop()
        if let output { close(output) }
    }

    /// The page's top-level code, which the library runs to learn its view.
    private static let pageMain = "playground_main"
    private static let pageLiveView = "_playgroundShowLiveView("

    /// The file that hands the window the view: `out` points at an
    /// uninitialised `(any View)?`; nil stands for the previews, which the
    /// window finds in the library itself.
    private static func entryCode(showing shown: ShownView) -> String {
        let made = switch shown {
        case .page: "_playgroundMain(0, nil); return _playgroundLiveView"
        case .app(let name): "return Hosting.windowContent(of: \(name).self)"
        case .contentView: "return ContentView()"
        case .previews: "return nil"
        }
        var code = """
            @_spi(Hosting) import SwiftUI

            @_cdecl("\(entry)") public func _playgroundContent(_ out: UnsafeMutableRawPointer) {
                MainActor.assumeIsolated { out.assumingMemoryBound(to: (any View)?.self).initialize(to: _playgroundMade()) }
            }

            @MainActor private func _playgroundMade() -> (any View)? {
                \(made)
            }

            """
        if case .page = shown {
            code += """

                @_silgen_name("\(pageMain)") func _playgroundMain(_ count: Int32, _ arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32
                private var _playgroundLiveView: (any View)?
                func _playgroundShowLiveView<Content: View>(_ view: Content) { _playgroundLiveView = view }

                """
        }
        return code
    }
}
