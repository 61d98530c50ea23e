import CollapsibleCore

/// The program's icon: its view itself, after a press of its button where
/// the program asks for it (the exercise expanded), in a square exactly as
/// tall as the view, so that the view fills the icon. The same picture at
/// every size, only its scale changes: the window's icon, and `--render
/// --icon`. A still picture, in which no view appears.
public enum ProgramIcon {
    /// The icon drawn `pixels` device pixels square, in the light palette.
    /// A press runs the button's action, once for each picture: only a
    /// program whose action changes nothing but its view's state asks for it.
    public static func displayList<V: View>(of view: V, pixels: Int, measure: any TextMeasuring, pressing: Bool = true) -> DisplayList {
        let probe = LiveView(view, size: Size(width: 600, height: 300), measure: measure, isStill: true)
        let side = max(probe.minimumSize.height, 1)
        var icon = LiveView(view, size: Size(width: side, height: side), measure: measure, isStill: true)
        if pressing { icon.pressFrontmostTapTarget(animated: false) }
        return icon.displayList(scale: Double(pixels) / side)
    }
}
