/// An option of a program's own, beside those every program has: `--name
/// VALUE` or `--name=VALUE`, listed by `--help` and read with
/// `PlaygroundPage.value(of:)`.
public protocol ProgramOption: Sendable {
    associatedtype Value
    /// As the command line spells it, dashes included.
    var name: String { get }
    /// What the value looks like, as `--help` shows it after the name.
    var valueName: String { get }
    /// What `--help` says of it; a line break starts another line of it.
    var help: String { get }
    func parse(_ text: String) throws(InvalidValue) -> Value
}

/// An option of a program's own that takes no value: `--name` alone, whose
/// value `PlaygroundPage.value(of:)` reads as true.
public protocol ProgramFlag: ProgramOption where Value == Bool {}

extension ProgramFlag {
    public var valueName: String { "" }

    public func parse(_ text: String) throws(InvalidValue) -> Bool { true }
}

/// Why a value does not do for its option, in words that follow the
/// option's name on the line that reports it.
public struct InvalidValue: Error {
    public let reason: String

    public init(_ reason: String) {
        self.reason = reason
    }
}
