extension Path {
    /// Starts at the middle of the right edge and goes on towards larger y,
    /// as Core Graphics' rounded rectangle does. A corner is held to half the
    /// shorter side, as SwiftUI holds it; one of no size leaves a plain
    /// rectangle.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        let rect = rect.standardized
        let limit = Swift.min(rect.width, rect.height) / 2
        let w = Swift.min(Swift.max(cornerSize.width, 0), limit), h = Swift.min(Swift.max(cornerSize.height, 0), limit)
        guard w > 0, h > 0 else { return addRect(rect, transform: transform) }
        // A continuous corner leaves its edges further from the corner than
        // its radius; where two would overlap, the corner is a circle's.
        let fits = Path.continuousReach * w <= rect.width / 2 && Path.continuousReach * h <= rect.height / 2
        let corner = style == .continuous && fits ? Path.continuousCorner : Path.circularCorner
        var outline: [Element] = [.move(to: CGPoint(x: rect.maxX, y: rect.midY))]
        let corners = [(CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: 0, y: 1), CGPoint(x: -1, y: 0)),
                       (CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: -1)),
                       (CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: 0, y: -1), CGPoint(x: 1, y: 0)),
                       (CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1))]
        for (point, incoming, outgoing) in corners {
            let place = CGAffineTransform(a: -incoming.x * w, b: -incoming.y * h, c: outgoing.x * w, d: outgoing.y * h,
                                          tx: point.x, ty: point.y)
            outline += corner.map { $0.applying(place) }
        }
        append(outline + [.closeSubpath], transform: transform)
    }

    // A corner from the edge coming into it to the edge going out, in corner
    // sizes: x back from the corner along the edge coming in, y on from it
    // along the edge going out.

    private static let circularCorner: [Element] = [
        .line(to: CGPoint(x: 1, y: 0)),
        .curve(to: CGPoint(x: 0, y: 1), control1: CGPoint(x: 1 - quarterArcControl, y: 0),
               control2: CGPoint(x: 0, y: 1 - quarterArcControl)),
    ]

    /// Apple publishes no formula for its continuous corner; these are the
    /// points UIKit's own rounded rectangle has been measured to use.
    private static let continuousCorner: [Element] = [
        .line(to: CGPoint(x: continuousReach, y: 0)),
        .curve(to: CGPoint(x: 0.66993397, y: 0.06549600), control1: CGPoint(x: 1.08849299, y: 0),
               control2: CGPoint(x: 0.86840701, y: 0)),
        .line(to: CGPoint(x: 0.63149399, y: 0.07491100)),
        .curve(to: CGPoint(x: 0.07491100, y: 0.63149399), control1: CGPoint(x: 0.37282401, y: 0.16906001),
               control2: CGPoint(x: 0.16906001, y: 0.37282401)),
        .line(to: CGPoint(x: 0.06549600, y: 0.66993397)),
        .curve(to: CGPoint(x: 0, y: continuousReach), control1: CGPoint(x: 0, y: 0.86840701),
               control2: CGPoint(x: 0, y: 1.08849299)),
    ]

    private static let continuousReach = 1.52866483
}
