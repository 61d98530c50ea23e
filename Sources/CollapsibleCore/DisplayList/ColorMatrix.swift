/// SwiftUI's `ColorMatrix`: a colour's red, green, blue and alpha, each 0
/// to 1 and not premultiplied, made again as sums of them and a constant,
/// one row a channel: red' = r1 red + r2 green + r3 blue + r4 alpha + r5.
public struct ColorMatrix: Hashable, Sendable {
    public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
    public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
    public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
    public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0

    /// The identity: every colour as it is.
    public init() {}

    /// The matrix of three rows of colour, alpha kept.
    init(red: [Double], green: [Double], blue: [Double]) {
        let f = { (row: [Double], i: Int) in Float(row[i]) }
        (r1, r2, r3, r4, r5) = (f(red, 0), f(red, 1), f(red, 2), 0, f(red, 3))
        (g1, g2, g3, g4, g5) = (f(green, 0), f(green, 1), f(green, 2), 0, f(green, 3))
        (b1, b2, b3, b4, b5) = (f(blue, 0), f(blue, 1), f(blue, 2), 0, f(blue, 3))
    }

    /// `value` added to each colour channel, as `brightness(_:)`.
    static func brightness(_ value: Double) -> ColorMatrix {
        ColorMatrix(red: [1, 0, 0, value], green: [0, 1, 0, value], blue: [0, 0, 1, value])
    }

    /// Each colour channel's distance from the middle grey multiplied by
    /// `value`, as `contrast(_:)`.
    static func contrast(_ value: Double) -> ColorMatrix {
        let shift = 0.5 * (1 - value)
        return ColorMatrix(red: [value, 0, 0, shift], green: [0, value, 0, shift], blue: [0, 0, value, shift])
    }

    /// The colour moved towards its luminance, Rec. 709's weights, by 1 -
    /// `value`, as `saturation(_:)`: 0 is grey, 1 the colour as it is.
    static func saturation(_ value: Double) -> ColorMatrix {
        let (r, g, b) = (0.2126 * (1 - value), 0.7152 * (1 - value), 0.0722 * (1 - value))
        return ColorMatrix(red: [r + value, g, b, 0], green: [r, g + value, b, 0], blue: [r, g, b + value, 0])
    }

    /// The colour turned round the hue circle by `angle`, keeping its
    /// luminance, by the matrix SVG's `hueRotate` has.
    static func hueRotation(_ angle: Angle) -> ColorMatrix {
        let c = cos(angle.radians), s = sin(angle.radians)
        return ColorMatrix(
            red: [0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0],
            green: [0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0],
            blue: [0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0])
    }

    /// Each channel multiplied by the colour's, as `colorMultiply(_:)`.
    static func multiply(_ color: Color) -> ColorMatrix {
        var matrix = ColorMatrix(red: [color.red, 0, 0, 0], green: [0, color.green, 0, 0], blue: [0, 0, color.blue, 0])
        matrix.a4 = Float(color.opacity)
        return matrix
    }

    /// Each colour channel turned to its complement, by `amount`, as `colorInvert()`.
    static func invert(_ amount: Double = 1) -> ColorMatrix {
        let k = 1 - 2 * amount
        return ColorMatrix(red: [k, 0, 0, amount], green: [0, k, 0, amount], blue: [0, 0, k, amount])
    }

    /// Every colour as it is, unpremultiplied, at full opacity.
    static var opaque: ColorMatrix {
        var matrix = ColorMatrix()
        (matrix.a4, matrix.a5) = (0, 1)
        return matrix
    }

    /// Black, as opaque as the colour is light, as `luminanceToAlpha`.
    static var luminanceToAlpha: ColorMatrix {
        var matrix = ColorMatrix(red: [0, 0, 0, 0], green: [0, 0, 0, 0], blue: [0, 0, 0, 0])
        (matrix.a1, matrix.a2, matrix.a3, matrix.a4) = (0.2125, 0.7154, 0.0721, 0)
        return matrix
    }

    /// The colour through this matrix, each channel kept from 0 to 1.
    public func applied(red r: Double, green g: Double, blue b: Double, alpha a: Double) -> (Double, Double, Double, Double) {
        func row(_ x1: Float, _ x2: Float, _ x3: Float, _ x4: Float, _ x5: Float) -> Double {
            min(max(Double(x1) * r + Double(x2) * g + Double(x3) * b + Double(x4) * a + Double(x5), 0), 1)
        }
        return (row(r1, r2, r3, r4, r5), row(g1, g2, g3, g4, g5), row(b1, b2, b3, b4, b5), row(a1, a2, a3, a4, a5))
    }
}
