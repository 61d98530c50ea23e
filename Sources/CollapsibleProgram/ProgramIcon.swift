import CollapsibleCore

/// The program's icon: its view itself after a press of its button (the
/// exercise expanded), in a square exactly as tall as the view, so that
/// the view fills the icon. The same picture at every size, only its scale
/// changes: the window's icon, and `--render --icon`.
public enum ProgramIcon {
    /// The icon drawn `pixels` device pixels square, in the light palette.
    public static func displayList<V: View>(of view: V, pixels: Int, measure: any TextMeasuring) -> DisplayList {
        let probe = LiveView(view, size: Size(width: 600, height: 300), measure: measure)
        let side = max(probe.minimumSize.height, 1)
        var icon = LiveView(view, size: Size(width: side, height: side), measure: measure)
        icon.pressFrontmostTapTarget(animated: false)
        return icon.displayList(scale: Double(pixels) / side)
    }
}
