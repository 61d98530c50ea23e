/// SwiftUI's `Gradient`: colours at locations from 0 to 1 along a
/// gradient's line, ring or turn. Colours given alone are spread evenly.
public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat

        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]
    /// What lies beyond the first and last stops, as a canvas's gradient options ask.
    public var _spread = _Spread.pad

    /// Beyond the ends of a gradient: the end colours held, the stops repeated, or repeated
    /// every other time backwards.
    public enum _Spread: Hashable, Sendable {
        case pad, `repeat`, mirror
    }

    public init(stops: [Stop]) { self.stops = stops }

    public init(colors: [Color]) {
        let last = Double(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: Double($0.offset) / last) }
    }

    /// The stops as they are drawn: in order of location, those at the same
    /// place in the order given, as SwiftUI sorts stops given out of order;
    /// one that is not a finite number is left out.
    public var drawnStops: [Stop] {
        let placed = stops.enumerated().filter { $0.element.location.isFinite }
        return placed.sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
    }

    /// The colour at `location`: the two stops' around it mixed, the first
    /// stop's before them all and the last's after. At two stops in one
    /// place, the later one's `after` it and the earlier one's before.
    public func color(atLocation location: Double, after: Bool = true) -> Color? {
        let stops = drawnStops
        guard let first = stops.first, let last = stops.last else { return nil }
        guard let next = stops.firstIndex(where: { after ? $0.location > location : $0.location >= location }) else { return last.color }
        guard next > 0 else { return first.color }
        let a = stops[next - 1], b = stops[next]
        return a.color.mixed(with: b.color, by: (location - a.location) / (b.location - a.location))
    }

    /// Every colour at `value` of its opacity.
    func opacity(_ value: Double) -> Gradient {
        withStops(stops.map { Stop(color: $0.color.opacity(value), location: $0.location) })
    }

    func resolved(in scheme: ColorScheme) -> Gradient {
        withStops(stops.map { Stop(color: $0.color.resolved(in: scheme), location: $0.location) })
    }

    /// The same gradient, mixed in linear light: cairo mixes the stops' sRGB components, so
    /// stops are added between each two, each of their mix in linear light. Between them
    /// cairo's straight mixes stray from the curve by a few levels at most, next to black,
    /// where the curve is steepest, and by under one past the first few.
    func mixedInLinearLight() -> Gradient {
        let stops = drawnStops
        guard stops.count > 1 else { return self }
        var mixed = [stops[0]]
        for (a, b) in zip(stops, stops.dropFirst()) {
            for step in 1...Self.linearSteps {
                let t = Double(step) / Double(Self.linearSteps)
                mixed.append(Stop(color: a.color.mixedInLinearLight(with: b.color, by: t), location: a.location + (b.location - a.location) * t))
            }
        }
        return withStops(mixed)
    }

    private static let linearSteps = 64

    private func withStops(_ stops: [Stop]) -> Gradient {
        var gradient = self
        gradient.stops = stops
        return gradient
    }
}
