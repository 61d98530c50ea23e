/// SwiftUI's `OutlineGroup`: a tree of data, each element with children a
/// `DisclosureGroup` of them, each without a leaf, every level set in
/// further than the one above it. In a list, each element is a row.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View {
    var data: Data
    var identify: KeyPath<Data.Element, ID>
    var children: KeyPath<Data.Element, Data?>
    var content: (Data.Element) -> Leaf
    @Environment(\.outlineDepth) private var depth

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
                @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        self.data = data
        identify = id
        self.children = children
        self.content = content
    }

    public var body: some View {
        ForEach(data, id: identify) { element in
            if let kids = element[keyPath: children] {
                DisclosureGroup {
                    AnyView(OutlineGroup(kids, id: identify, children: children, content: content)
                        .environment(\.outlineDepth, depth + 1))
                } label: {
                    content(element)
                }
                .padding(.leading, Double(depth) * 20)
            } else {
                content(element).padding(.leading, Double(depth) * 20)
            }
        }
    }
}

extension OutlineGroup where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        self.init(data, id: \.id, children: children, content: content)
    }
}

extension List where SelectionValue == Never {
    /// SwiftUI's `List(_:children:rowContent:)`: a tree of rows, as an `OutlineGroup` in a list.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, children: KeyPath<Data.Element, Data?>,
                                                              @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: .none, content: OutlineGroup(data, children: children, content: rowContent))
    }
}

extension EnvironmentValues {
    /// How deep in an outline the views inside are: their rows are set in by as many steps.
    var outlineDepth: Int {
        get { self[OutlineDepthKey.self] }
        set { self[OutlineDepthKey.self] = newValue }
    }
}

private struct OutlineDepthKey: EnvironmentKey {
    static var defaultValue: Int { 0 }
}
