/// SwiftUI's `PreviewTrait`: how a preview is laid out and on what device.
/// A fixed layout sizes the window; the window is a desktop's, never a
/// phone turned on its side, so the other traits change nothing.
public struct PreviewTrait<T> {
    let size: CGSize?
}

extension PreviewTrait where T == Preview.ViewTraits {
    public static var defaultLayout: Self { Self(size: nil) }
    public static var sizeThatFitsLayout: Self { Self(size: nil) }
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> Self {
        Self(size: CGSize(width: width, height: height))
    }
    public static var portrait: Self { Self(size: nil) }
    public static var portraitUpsideDown: Self { Self(size: nil) }
    public static var landscapeLeft: Self { Self(size: nil) }
    public static var landscapeRight: Self { Self(size: nil) }
}
