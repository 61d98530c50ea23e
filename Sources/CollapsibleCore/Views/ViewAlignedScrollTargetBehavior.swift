/// SwiftUI's `ViewAlignedScrollTargetBehavior` (`.viewAligned`): a scroll
/// comes to rest with a target view (`scrollTargetLayout`) at the
/// viewport's leading edge: the view nearest where it would rest, or the
/// next the way it went where that is the view it started at. With no
/// target views it rests where the scroll leaves it.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How many views one scroll may pass.
    public struct LimitBehavior: Equatable, Sendable {
        private enum Kind { case automatic, always, alwaysByOne, never }
        private let kind: Kind

        /// As SwiftUI's: limited along an axis whose size class is
        /// compact, not otherwise, as along a desktop's wide window.
        public static let automatic = LimitBehavior(kind: .automatic)
        /// A scroll moves one view at most.
        public static let always = LimitBehavior(kind: .always)
        public static let alwaysByOne = LimitBehavior(kind: .alwaysByOne)
        public static let never = LimitBehavior(kind: .never)

        /// The most views a scroll along `axis` passes in `context`; nil for any number.
        func limit(along axis: Axis, in context: ScrollTargetBehaviorContext) -> Int? {
            switch kind {
            case .always, .alwaysByOne: 1
            case .never: nil
            case .automatic: (axis == .horizontal ? context.horizontalSizeClass : context.verticalSizeClass) == .compact ? 1 : nil
            }
        }
    }

    public var limitBehavior: LimitBehavior

    public init(limitBehavior: LimitBehavior = .automatic) {
        self.limitBehavior = limitBehavior
    }

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        target.settle(in: context) { axis, proposed, start, velocity in
            let edges = Array(Set(context.targets.map { axis == .vertical ? $0.minY : $0.minX }.filter(\.isFinite))).sorted()
            guard !edges.isEmpty else { return nil }
            let views = ScrollStops(numbers: 0...edges.count - 1, place: { edges[$0] }, nearest: { place in
                edges.indices.min { abs(edges[$0] - place) < abs(edges[$1] - place) } ?? 0
            })
            return views.settle(proposed, from: start, velocity: velocity, limit: limitBehavior.limit(along: axis, in: context))
        }
    }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}
