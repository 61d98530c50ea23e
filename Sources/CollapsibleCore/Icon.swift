/// The program's icon: the exercise's view itself, expanded, in a square
/// exactly as tall as its gray band (the row's 100 plus 16 of padding above
/// and below), so that the band fills the icon and the three items stand
/// apart in it. The same picture at every size, only its scale changes.
public enum Icon {
    /// The square's side in logical pixels: the band's height.
    public static let side = 132.0

    /// The icon drawn `pixels` device pixels square, in the light palette.
    public static func scene(pixels: Int) -> Scene {
        let view = LiveView(contentView(), size: Size(width: side, height: side), expanded: true)
        return view.scene(scale: Double(pixels) / side)
    }
}
