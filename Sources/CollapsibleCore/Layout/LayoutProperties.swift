/// SwiftUI's `LayoutProperties`: what a layout tells the views inside it;
/// its `stackOrientation` gives a `Spacer` or a `Divider` inside it their axis.
public struct LayoutProperties: Equatable, Sendable {
    public var stackOrientation: Axis?

    public init() {}
}
