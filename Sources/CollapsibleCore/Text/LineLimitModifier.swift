/// `lineLimit(_:reservesSpace:)` and `lineLimit` with a range: at most the
/// range's upper bound of lines, and, in a vertical text field, room for
/// at least its lower bound (all of the limit with `reservesSpace`) while
/// fewer are typed.
extension View {
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> ModifiedContent<Self, _LineLimitModifier> {
        modifier(_LineLimitModifier(minimum: reservesSpace ? limit : nil, maximum: limit))
    }

    public func lineLimit(_ limit: ClosedRange<Int>) -> ModifiedContent<Self, _LineLimitModifier> {
        modifier(_LineLimitModifier(minimum: limit.lowerBound, maximum: limit.upperBound))
    }

    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> ModifiedContent<Self, _LineLimitModifier> {
        modifier(_LineLimitModifier(minimum: limit.lowerBound, maximum: nil))
    }

    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> ModifiedContent<Self, _LineLimitModifier> {
        modifier(_LineLimitModifier(minimum: nil, maximum: limit.upperBound))
    }
}

public struct _LineLimitModifier: _PrimitiveModifier {
    var minimum: Int?
    var maximum: Int?

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.changingEnvironment({ [minimum, maximum] in
            $0.lineLimit = maximum
            $0.lineMinimum = minimum
        }) { $0.wrap(content, at: id, in: EnvironmentNode()) }
    }
}

extension EnvironmentValues {
    /// The lines a vertical text field keeps room for, however few it holds.
    var lineMinimum: Int? {
        get { self[LineMinimumKey.self] }
        set { self[LineMinimumKey.self] = newValue.map { max($0, 1) } }
    }
}

private struct LineMinimumKey: EnvironmentKey {
    static var defaultValue: Int? { nil }
}
