/// SwiftUI's `UnevenRoundedRectangle`: a rectangle with a radius of its own
/// at each corner, each at most half the shorter side, as a
/// `RoundedRectangle`'s is. Its radii move as its animatable data.
public struct UnevenRoundedRectangle: BuiltInInsettable {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius), style: style)
    }

    public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>> {
        get {
            AnimatablePair(AnimatablePair(cornerRadii.topLeading, cornerRadii.bottomLeading),
                           AnimatablePair(cornerRadii.bottomTrailing, cornerRadii.topTrailing))
        }
        set {
            cornerRadii = RectangleCornerRadii(topLeading: newValue.first.first, bottomLeading: newValue.first.second,
                                               bottomTrailing: newValue.second.first, topTrailing: newValue.second.second)
        }
    }

    /// Clockwise from the top leading corner, each corner a quarter circle.
    public func path(in rect: CGRect) -> Path {
        let most = max(min(rect.width, rect.height) / 2, 0)
        func radius(_ r: CGFloat) -> CGFloat { r.isFinite ? min(max(r, 0), most) : 0 }
        let tl = radius(cornerRadii.topLeading), tr = radius(cornerRadii.topTrailing)
        let br = radius(cornerRadii.bottomTrailing), bl = radius(cornerRadii.bottomLeading)
        let quarter = Angle.degrees(90)
        return Path { path in
            path.move(to: CGPoint(x: rect.minX + tl, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX - tr, y: rect.minY))
            path.addRelativeArc(center: CGPoint(x: rect.maxX - tr, y: rect.minY + tr), radius: tr, startAngle: -quarter, delta: quarter)
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - br))
            path.addRelativeArc(center: CGPoint(x: rect.maxX - br, y: rect.maxY - br), radius: br, startAngle: .zero, delta: quarter)
            path.addLine(to: CGPoint(x: rect.minX + bl, y: rect.maxY))
            path.addRelativeArc(center: CGPoint(x: rect.minX + bl, y: rect.maxY - bl), radius: bl, startAngle: quarter, delta: quarter)
            path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + tl))
            path.addRelativeArc(center: CGPoint(x: rect.minX + tl, y: rect.minY + tl), radius: tl, startAngle: quarter * 2, delta: quarter)
            path.closeSubpath()
        }
    }

    public func inset(by amount: CGFloat) -> _Inset<UnevenRoundedRectangle> { _Inset(shape: self, amount: amount) }
}
