/// SwiftUI's `ScrollViewProxy`: scrolls the scroll view that holds a view,
/// found by its identity (an `id(_:)`, a `ForEach` element's, also of a
/// lazy stack's row not yet made), so that the view's `anchor` meets the
/// viewport's; with no anchor, the transaction's `scrollTargetAnchor`, and
/// with none either, by the least that brings the view in sight.
/// The scroll is shown by the host's next update, in the transaction it
/// was asked in: under `withAnimation` it moves there.
public struct ScrollViewProxy {
    let scrolls: ScrollStates?
    let store: StateStore

    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        guard let scrolls else { return }
        scrolls.request(ScrollStates.Request(target: .view(AnyHashable(id)), anchor: anchor ?? Transaction.current.scrollTargetAnchor,
                                             animation: Transaction.current.animation,
                                             asker: "ScrollViewProxy.scrollTo(\(id))"))
        store.onChange?()
    }
}
