extension Color {
    /// The colour `t` of the way to `other`, component by component, in
    /// each scheme: how a gradient mixes its stops and a colour moves.
    func mixed(with other: Color, by t: Double) -> Color {
        func mix(_ a: Color, _ b: Color) -> Color {
            Color(red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
                  blue: a.blue + (b.blue - a.blue) * t, opacity: a.opacity + (b.opacity - a.opacity) * t)
        }
        return Color(light: mix(resolved(in: .light), other.resolved(in: .light)),
                     dark: mix(resolved(in: .dark), other.resolved(in: .dark)))
    }

    /// Mixed as light mixes, its components and the other's decoded from sRGB's curve, mixed,
    /// and encoded again.
    func mixedInLinearLight(with other: Color, by t: Double) -> Color {
        func mix(_ a: Color, _ b: Color) -> Color {
            func linear(_ x: Double, _ y: Double) -> Double {
                RGBColorSpace.decoded(x) + (RGBColorSpace.decoded(y) - RGBColorSpace.decoded(x)) * t
            }
            return Color(.sRGBLinear, red: linear(a.red, b.red), green: linear(a.green, b.green), blue: linear(a.blue, b.blue),
                         opacity: a.opacity + (b.opacity - a.opacity) * t)
        }
        return Color(light: mix(resolved(in: .light), other.resolved(in: .light)),
                     dark: mix(resolved(in: .dark), other.resolved(in: .dark)))
    }

    /// Its components in the light scheme, then in the dark one.
    var components: [Double] {
        let light = resolved(in: .light), dark = resolved(in: .dark)
        return [light.red, light.green, light.blue, light.opacity, dark.red, dark.green, dark.blue, dark.opacity]
    }

    /// The colour whose components, in the order `components` lists them, begin at the slice's start.
    init(components c: ArraySlice<Double>) {
        let i = c.startIndex
        self.init(light: Color(red: c[i], green: c[i + 1], blue: c[i + 2], opacity: c[i + 3]),
                  dark: Color(red: c[i + 4], green: c[i + 5], blue: c[i + 6], opacity: c[i + 7]))
    }
}
