/// What opens a URL, by its string: the core of SwiftUI's `OpenURLAction`,
/// whose public spelling, on Foundation's `URL`, the SwiftUI module gives.
/// The program's handler, set with `environment(_:_:)`, hears it first;
/// what it hands on, and every URL where it sets none, goes to the host,
/// which opens it with the desktop's application for it.
public struct _URLOpening {
    /// The program's handler; nil where none is set.
    public let handler: ((String) -> _URLOpeningOutcome)?
    /// The host's, the same for the whole window.
    let host: HostURLOpener?

    public init(handler: @escaping (String) -> _URLOpeningOutcome) {
        self.handler = handler
        host = nil
    }

    init(handler: ((String) -> _URLOpeningOutcome)?, host: HostURLOpener?) {
        self.handler = handler
        self.host = host
    }

    /// Opens `url`; returns whether it was taken: handled by the handler,
    /// or handed to a host that opens URLs.
    @discardableResult
    public func open(_ url: String) -> Bool {
        switch handler?(url) ?? .system(nil) {
        case .handled: return true
        case .discarded: return false
        case .system(let other): return host?.open(other ?? url) ?? false
        }
    }
}

/// What a program's handler did with a URL, as `OpenURLAction.Result` says.
public enum _URLOpeningOutcome: Sendable {
    case handled
    case discarded
    /// Asks the host to open it; where given, this URL in its place.
    case system(String?)
}

/// The host's way to open a URL, which it sets once for its window
/// (`LiveView.openURL`); where none does, nothing opens a URL.
final class HostURLOpener {
    var open: ((String) -> Bool)?

    func open(_ url: String) -> Bool {
        open?(url) ?? false
    }
}

private struct URLOpeningKey: EnvironmentKey {
    static var defaultValue: _URLOpening { _URLOpening(handler: nil, host: nil) }
}

extension EnvironmentValues {
    /// The environment's `openURL`: setting it sets the program's handler,
    /// and keeps the host's way to open what it hands on.
    public var _openURL: _URLOpening {
        get { self[URLOpeningKey.self] }
        set { self[URLOpeningKey.self] = _URLOpening(handler: newValue.handler, host: self[URLOpeningKey.self].host) }
    }

    /// Where the host opens URLs, as the window's views hold it.
    var hostURLOpener: HostURLOpener? {
        get { self[URLOpeningKey.self].host }
        set { self[URLOpeningKey.self] = _URLOpening(handler: nil, host: newValue) }
    }
}
