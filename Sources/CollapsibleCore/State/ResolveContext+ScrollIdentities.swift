extension _ResolveContext {
    /// The view `view`, inside a scroll view, is known by the program's
    /// `key`: a `ScrollViewProxy` scrolls to it.
    func identifyForScrolling(_ key: some Hashable, as view: ViewID) {
        guard let scrollView, let scrolls else { return }
        scrolls.identify(AnyHashable(key), as: view, in: scrollView)
    }
}
