/// SwiftUI's `PagingScrollTargetBehavior` (`.paging`): a scroll comes to
/// rest on a page, a multiple of the viewport's length, as UIKit's paging
/// scroll view does: the page nearest where it would rest, or the next
/// the way it went where that is the page it started on. A viewport of no
/// length has no pages, and rests where the scroll leaves it.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        target.settle(in: context) { axis, proposed, start, velocity in
            let page = axis == .vertical ? context.containerSize.height : context.containerSize.width
            guard page > 0, page.isFinite else { return nil }
            let pages = ScrollStops(numbers: Int.min / 2...Int.max / 2, place: { Double($0) * page },
                                    nearest: { Int(min(max(($0 / page).rounded(), -1e15), 1e15)) })
            return pages.settle(proposed, from: start, velocity: velocity)
        }
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}
