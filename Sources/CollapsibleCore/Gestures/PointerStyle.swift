/// SwiftUI's `PointerStyle`: the pointer's shape over a view, drawn by the
/// desktop's cursor theme under the freedesktop cursor names.
public struct PointerStyle: Equatable, Sendable {
    /// The name of the shape in the cursor theme.
    public let cursorName: String

    private init(_ cursorName: String) {
        self.cursorName = cursorName
    }

    public static let `default` = PointerStyle("default")
    /// Over text that lays out in lines, such as a text field's.
    public static let horizontalText = PointerStyle("text")
    public static let verticalText = PointerStyle("vertical-text")
    /// Over a link: a hand.
    public static let link = PointerStyle("pointer")
    public static let grabIdle = PointerStyle("grab")
    public static let grabActive = PointerStyle("grabbing")
    public static let rectSelection = PointerStyle("crosshair")
    public static let columnResize = PointerStyle("col-resize")
    public static let rowResize = PointerStyle("row-resize")
    public static let zoomIn = PointerStyle("zoom-in")
    public static let zoomOut = PointerStyle("zoom-out")
}
