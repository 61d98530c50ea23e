/// SwiftUI's `SubmitTriggers`: what an `onSubmit` answers. A text field's
/// Return submits `.text`; there is no search field to submit `.search`.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}
