/// SwiftUI's `Picker`: one of its options, each a view with a `tag(_:)`
/// (a `ForEach`'s element where none is set), chosen into `selection`. The
/// picker style in force draws it (see `PickerStyle`); an option is shown
/// by its text.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: _PrimitiveView {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        // The options are read from what the content makes, and drawn anew
        // by the style, the way a menu's rows are; a `ForEach` tags each
        // element with its identifier, as it tags a list's rows.
        let inList = context.makesListRows
        context.makesListRows = true
        let options = PickerOption.read(content._resolve(in: &context, at: id.child(1)), as: SelectionValue.self)
        context.makesListRows = inList
        let selection = self.selection
        let choice = PickerChoice(options: options, selected: options.firstIndex { $0.tag == selection.wrappedValue },
                                  chosenNow: { options.firstIndex { $0.tag == selection.wrappedValue } },
                                  choose: { selection.wrappedValue = options[$0].tag })
        switch context.environment.pickerStyle {
        case .menu: return MenuPicker(label: label, choice: choice)._resolve(in: &context, at: id.child(0))
        case .segmented: return SegmentedPicker(choice: choice)._resolve(in: &context, at: id.child(0))
        case .inline: return InlinePicker(label: label, choice: choice)._resolve(in: &context, at: id.child(0))
        }
    }
}

extension Picker where Label == Text {
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// One option of a picker: its tag, and the text it shows.
struct PickerOption<Value: Hashable> {
    var tag: Value
    var title: String

    /// The options among `nodes`: each with a tag of the selection's type,
    /// its text the first the option shows.
    static func read(_ nodes: [_ViewNode], as type: Value.Type) -> [PickerOption] {
        nodes.compactMap { node in
            let row = ListSections.Row(node)
            return row.tag(as: Value.self).map { PickerOption(tag: $0, title: text(in: node) ?? "") }
        }
    }

    private static func text(in node: _ViewNode) -> String? {
        if let text = node.kind as? TextNode { return text.text.string }
        return node.children.lazy.compactMap(text(in:)).first
    }
}

/// A picker's options and which is chosen, with the type of its values let go.
struct PickerChoice {
    let titles: [String]
    /// The option chosen; nil where the selection is none of the tags.
    let selected: Int?
    /// The option chosen when it is asked: a key handler around the
    /// options may keep the closure of an earlier body, whose `selected`
    /// is no longer so.
    let chosenNow: () -> Int?
    let choose: (Int) -> Void

    init<Value>(options: [PickerOption<Value>], selected: Int?, chosenNow: @escaping () -> Int?, choose: @escaping (Int) -> Void) {
        titles = options.map(\.title)
        self.selected = selected
        self.chosenNow = chosenNow
        self.choose = choose
    }

    var selectedTitle: String { selected.map { titles[$0] } ?? "" }
}
