/// SwiftUI's `NavigationStack`: a root screen, and over it a screen for
/// each value on its path, shown by the `navigationDestination(for:)` that
/// takes the value's type, and for each `NavigationLink(destination:)`
/// pressed. A screen comes in from the trailing edge over the one under
/// it, which moves a third of the way out and dims, and leaves the reverse
/// way; the root keeps its state while covered. Each screen has its
/// navigation bar, with its title, toolbar and back button.
public struct NavigationStack<Data, Root: View>: View {
    private let root: Root
    private let path: Binding<Data>?
    private let access: PathAccess<Data>
    @State private var ownPath = NavigationPath()
    @State private var pushedViews: [PushedView] = []
    @State private var context = NavigationContext()
    @State private var screens: [Int: NavigationScreenSummary] = [:]

    public var body: some View {
        let path = path ?? Binding(get: { ownPath as! Data }, set: { ownPath = $0 as! NavigationPath })
        let values = access.elements(path.wrappedValue)
        let views = $pushedViews
        bind(context, to: path, views: views)
        context.revision += 1
        return ZStack {
            NavigationScreen(depth: 0, context: context, under: nil) { root }
                .modifier(NavigationCoverModifier(context: context, valuesAbove: values, viewsAbove: pushedViews.count))
            ForEach(values.indices.map { PushedValue.Identity(depth: $0 + 1, value: values[$0]) }, id: \.self) { pushed in
                PushedValue(value: pushed.value, depth: pushed.depth, context: context, under: screens[pushed.depth - 1])
                    .modifier(NavigationCoverModifier(context: context, valuesAbove: Array(values[pushed.depth...]),
                                                      viewsAbove: pushedViews.count))
                    .transition(.move(edge: .trailing))
            }
            ForEach(Array(pushedViews.enumerated()), id: \.element.id) { index, pushed in
                NavigationScreen(depth: values.count + index + 1, context: context, under: screens[values.count + index]) { pushed.view }
                    .modifier(NavigationCoverModifier(context: context, valuesAbove: [], viewsAbove: pushedViews.count - index - 1))
                    .transition(.move(edge: .trailing))
            }
        }
        .onPreferenceChange(NavigationScreensKey.self) { screens = $0 }
    }

    /// The motion of a push and a pop.
    static var motion: Animation { .smooth(duration: 0.35) }

    /// Points the context's push and pop at this evaluation's path.
    private func bind(_ context: NavigationContext, to path: Binding<Data>, views: Binding<[PushedView]>) {
        let access = access
        context.depth = { [unowned context] in
            access.elements(path.wrappedValue).filter { context.destination(for: $0) != nil }.count + views.wrappedValue.count
        }
        context.pushValue = { value in
            withAnimation(Self.motion) { access.append(&path.wrappedValue, value) }
        }
        context.pushView = { view, popped in
            let id = (views.wrappedValue.last?.id ?? 0) + 1
            withAnimation(Self.motion) { views.wrappedValue.append(PushedView(id: id, view: view, popped: popped)) }
            return id
        }
        context.removeView = { id in
            guard let index = views.wrappedValue.firstIndex(where: { $0.id == id }) else { return }
            withAnimation(Self.motion) { views.wrappedValue.removeSubrange(index...) }
        }
        context.pop = {
            withAnimation(Self.motion) {
                if views.wrappedValue.isEmpty {
                    access.removeLast(&path.wrappedValue)
                } else {
                    views.wrappedValue.removeLast().popped?()
                }
            }
        }
    }
}

extension NavigationStack where Data == NavigationPath {
    /// A stack whose path it keeps itself.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        path = nil
        access = .navigationPath
    }

    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = path
        access = .navigationPath
    }
}

extension NavigationStack where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable {
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = path
        access = PathAccess(elements: { $0.map(AnyHashable.init) },
                            append: { path, value in
                                guard let element = value.base as? Data.Element else { return }
                                path.append(element)
                            },
                            removeLast: { path in if !path.isEmpty { path.removeLast() } })
    }
}

/// How a stack reads and changes a path of its type.
struct PathAccess<Data> {
    var elements: (Data) -> [AnyHashable]
    /// Pushes a value; one not of the path's element type is not pushed.
    var append: (inout Data, AnyHashable) -> Void
    /// Pops the top value; an empty path stays empty.
    var removeLast: (inout Data) -> Void
}

extension PathAccess where Data == NavigationPath {
    static var navigationPath: PathAccess {
        PathAccess(elements: \.elements, append: { $0.elements.append($1) }, removeLast: { $0.removeLast() })
    }
}

/// A screen pushed by `NavigationLink(destination:)` or by
/// `navigationDestination(isPresented:)`, above the path's.
struct PushedView {
    var id: Int
    var view: AnyView
    /// Tells its presenter it was popped: a `navigationDestination(isPresented:)`'s binding goes false.
    var popped: (() -> Void)?
}

/// The screen of a value on the path: what the destination for its type
/// makes of it; nothing, with SwiftUI's line, where no destination takes it.
struct PushedValue: _PrimitiveView {
    var value: AnyHashable
    var depth: Int
    var context: NavigationContext
    var under: NavigationScreenSummary?

    /// A screen is another when its value or its place on the path is.
    struct Identity: Hashable {
        var depth: Int
        var value: AnyHashable
    }

    func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        guard let destination = self.context.destination(for: value) else {
            context.warnOnce(about: id, NavigationContext.noDestination(for: value))
            return []
        }
        return NavigationScreen(depth: depth, context: self.context, under: under) { destination(value) }._resolve(in: &context, at: id)
    }
}
