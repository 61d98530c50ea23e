/// SwiftUI's `ColorRenderingMode`: the colour space a canvas blends in.
/// Every canvas here blends in sRGB's own values, as `nonLinear` does.
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear
    case linear
    case extendedLinear
}
