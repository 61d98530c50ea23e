/// What `#Preview` expands to conforms to this, as SwiftUI's does: the
/// program finds its previews among the conformances to it.
public protocol PreviewRegistry {
    /// `#fileID` of the file the preview stands in, and its line there.
    static var fileID: String { get }
    static var line: Int { get }
    static func makePreview() -> Preview
}
