import CollapsibleProgram
@_spi(Hosting) import SwiftUI

/// The process that shows the window: it takes the playground's messages
/// on its standard input (see `WindowMessage`), the first before the window
/// opens, and tells on descriptor 3 the number of each build whose view it
/// made.
enum WindowProcess {
    /// Set for the window's process, to the name its title starts with.
    static let variable = "PLAYGROUND_WINDOW"
    static let shownDescriptor: Int32 = 3

    static var isChild: Bool { getenv(variable) != nil }

    static func run() -> Never {
        let name = getenv(variable).map { String(cString: $0) } ?? ""
        let model = WindowModel(diagnostics: .standardError(of: ProgramIdentity(name: "playground"))) { code in
            let line = "\(code)\n"
            _ = line.withCString { write(shownDescriptor, $0, strlen($0)) }
        }
        var input = MessageReader()
        var first: WindowMessage?
        while first == nil, let messages = input.read() { first = messages.first }
        guard let first else { exit(0) }
        MainActor.assumeIsolated { model.take(first) }
        let drawsOnce = PlaygroundCommand.drawsOnce(Array(CommandLine.arguments.dropFirst()))
        if drawsOnce, !model.problems.isEmpty { exit(1) }
        let source = DispatchSource.makeReadSource(fileDescriptor: 0, queue: .main)
        source.setEventHandler {
            guard let messages = input.read() else { exit(0) }
            MainActor.assumeIsolated { for message in messages { model.take(message) } }
        }
        source.resume()
        // Named as a desktop names a document's window, and a preview's
        // window as the program names it (see `Hosting`).
        var program = ProgramIdentity(name: "playground")
        program.title = (model.preview.isEmpty ? "" : "\(model.preview) — ") + "\(name) — playground"
        Hosting.show(PlaygroundWindow(model: model, offersPreviews: !drawsOnce), as: program)
    }
}

/// The messages on standard input, a line each.
struct MessageReader {
    private var pending: [UInt8] = []

    /// The messages of the lines that came whole; nil once the playground
    /// has closed the pipe, and the window has no more to show.
    mutating func read() -> [WindowMessage]? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = Glibc.read(0, &buffer, buffer.count)
        if count == 0 || (count < 0 && errno != EINTR && errno != EAGAIN) { return nil }
        pending += buffer[..<max(count, 0)]
        var messages: [WindowMessage] = []
        while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
            let line = String(decoding: pending[..<end], as: UTF8.self)
            pending.removeSubrange(...end)
            if let message = WindowMessage(line: line[...]) { messages.append(message) }
        }
        return messages
    }
}
