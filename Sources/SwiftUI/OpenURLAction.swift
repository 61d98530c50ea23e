/// SwiftUI's `OpenURLAction`, read with `@Environment(\.openURL)`: called
/// with a URL, it opens it with the desktop's application for it
/// (`xdg-open`); a program sets its own with `OpenURLAction(handler:)`
/// through `environment(\.openURL, ...)`, and its handler's `Result` says
/// whether the URL was handled, discarded, or is for the system to open.
public struct OpenURLAction {
    let opening: _URLOpening

    init(_ opening: _URLOpening) {
        self.opening = opening
    }

    public init(handler: @escaping (URL) -> Result) {
        opening = _URLOpening { string in
            // A string that is not a URL reaches the handler as nothing it
            // could take: the system has it.
            guard let url = URL(string: string) else { return .system(nil) }
            return handler(url).outcome
        }
    }

    public func callAsFunction(_ url: URL) {
        opening.open(url.absoluteString)
    }

    /// Opens `url`, and tells `completion` whether it was taken.
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        completion(opening.open(url.absoluteString))
    }

    /// What a handler did with a URL.
    public struct Result: Sendable {
        let outcome: _URLOpeningOutcome

        /// The handler opened it.
        public static let handled = Result(outcome: .handled)
        /// The handler left it unopened on purpose.
        public static let discarded = Result(outcome: .discarded)
        /// The system is to open it.
        public static let systemAction = Result(outcome: .system(nil))

        /// The system is to open `url` in place of the one given.
        public static func systemAction(_ url: URL) -> Result {
            Result(outcome: .system(url.absoluteString))
        }

        /// As `systemAction(_:)`: there is no in-app browser to prefer here.
        public static func systemAction(_ url: URL, prefersInApp: Bool) -> Result {
            systemAction(url)
        }
    }
}

extension EnvironmentValues {
    /// Opens a URL: the program's handler set here, else the system's.
    public var openURL: OpenURLAction {
        get { OpenURLAction(_openURL) }
        set { _openURL = newValue.opening }
    }
}
