/// Where a library tells of something it went on without (an icon the
/// server refused, settings it could not read): the program passes one in
/// and decides where the lines go, so that no library writes to stderr.
public struct Diagnostics: Sendable {
    private let sink: @Sendable (String) -> Void

    public init(_ sink: @escaping @Sendable (String) -> Void) {
        self.sink = sink
    }

    /// One line, without the program's name or a newline.
    public func report(_ message: String) {
        sink(message)
    }
}
