/// SwiftUI's `Ellipse`: the ellipse that fills the frame.
public struct Ellipse: BuiltInInsettable {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public func inset(by amount: CGFloat) -> _Inset<Ellipse> { _Inset(shape: self, amount: amount) }
}
