/// SwiftUI's `InterfaceOrientation`: how a device is held.
public struct InterfaceOrientation: CaseIterable, Hashable, Identifiable, Sendable {
    public let id: String

    public static let portrait = InterfaceOrientation(id: "portrait")
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")

    public static let allCases = [portrait, portraitUpsideDown, landscapeLeft, landscapeRight]
}
