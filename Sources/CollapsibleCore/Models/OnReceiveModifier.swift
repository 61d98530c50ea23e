/// `onReceive(_:perform:)`: a publisher's values handed to an action while
/// the view is in the tree. Subscribed once, when the view is placed, and
/// ended when it leaves; the action is the one of the latest evaluation.
public struct _OnReceiveModifier<Source: Publisher>: ViewModifier where Source.Failure == Never {
    var receiving: Receiving<Source>

    public func body(content: Content) -> some View { content }
}

extension View {
    public func onReceive<Source: Publisher>(_ publisher: Source, perform action: @escaping (Source.Output) -> Void) -> some View
        where Source.Failure == Never {
        modifier(_OnReceiveModifier(receiving: Receiving(publisher: publisher, action: action)))
    }
}

/// The subscription of an `onReceive`, kept for the view's place.
struct Receiving<Source: Publisher>: DynamicProperty where Source.Failure == Never {
    let publisher: Source
    let action: (Source.Output) -> Void

    mutating func _link(_ links: inout _PropertyLinks) -> Any? {
        let store = links.store
        let receiver = store.kept(at: links.nextKey(), keeps: links.keeps) { Receiver() }
        receiver.action = action
        if receiver.subscription == nil {
            receiver.subscription = publisher.sink { [weak receiver, weak store] value in
                guard let receiver, let store else { return }
                // A value sent as the subscription begins, in the middle of
                // the evaluation, is handed over once it is done.
                store.afterEvaluation { receiver.action(value) }
            }
        }
        return nil
    }

    final class Receiver {
        var action: (Source.Output) -> Void = { _ in }
        var subscription: AnyCancellable?
    }
}
