import CollapsibleCore
import CollapsibleRecording
import CollapsibleX11

extension Options {
    /// The view the options ask for, as `--render` and `--record` draw it.
    var offscreen: OffscreenView {
        OffscreenView(content, size: Size(width: Double(width), height: Double(height)), expanded: expanded,
                      colorScheme: colorScheme, scale: scale)
    }
}
