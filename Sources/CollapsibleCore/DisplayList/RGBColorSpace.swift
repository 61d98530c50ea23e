import Glibc

extension Color {
    /// The space a colour's components are given in. All are kept as sRGB,
    /// which is what the window shows; a Display P3 colour outside sRGB keeps
    /// components below 0 or above 1, as extended sRGB does.
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB
        case sRGBLinear
        case displayP3

        func sRGB(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
            switch self {
            case .sRGB:
                return (r, g, b)
            case .sRGBLinear:
                return (Self.encoded(r), Self.encoded(g), Self.encoded(b))
            case .displayP3:
                // Display P3 shares sRGB's white point and transfer curve;
                // only the primaries differ, which this matrix maps.
                let (lr, lg, lb) = (Self.decoded(r), Self.decoded(g), Self.decoded(b))
                return (Self.encoded(1.2249401763 * lr - 0.2249401763 * lg),
                        Self.encoded(-0.0420569547 * lr + 1.0420569547 * lg),
                        Self.encoded(-0.0196375546 * lr - 0.0786360456 * lg + 1.0982736001 * lb))
            }
        }

        /// sRGB's transfer curve, mirrored below zero for extended components.
        private static func encoded(_ linear: Double) -> Double {
            let magnitude = abs(linear)
            let encoded = magnitude <= 0.0031308 ? 12.92 * magnitude : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
            return linear < 0 ? -encoded : encoded
        }

        static func decoded(_ component: Double) -> Double {
            let magnitude = abs(component)
            let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
            return component < 0 ? -linear : linear
        }
    }
}
