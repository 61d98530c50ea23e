/// SwiftUI's `PresentationDetent`: a height a sheet rests at, measured
/// against the largest, the window less the strip left above a sheet.
public struct PresentationDetent: Hashable, Sendable {
    enum Height: Hashable {
        case fraction(Double)
        case points(Double)
    }

    let height: Height

    /// Half the largest height, as iOS's medium detent.
    public static let medium = PresentationDetent(height: .fraction(0.5))
    /// The whole height.
    public static let large = PresentationDetent(height: .fraction(1))

    /// `fraction` of the largest height, between none and all of it.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(height: .fraction(fraction.isFinite ? min(max(fraction, 0), 1) : 1))
    }

    /// `height` points, at most the largest height.
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(height: .points(height.isFinite ? max(height, 0) : .infinity))
    }

    /// The detent's height in a sheet whose largest is `largest`.
    func resolved(in largest: Double) -> Double {
        switch height {
        case .fraction(let fraction): largest * fraction
        case .points(let points): min(points, largest)
        }
    }
}
