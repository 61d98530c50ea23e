/// What a list selects into: nothing, one row's tag, or a set of them.
enum ListSelection<Value: Hashable> {
    case none
    case single(Binding<Value?>)
    case multiple(Binding<Set<Value>>)

    var isMultiple: Bool {
        if case .multiple = self { return true }
        return false
    }

    func contains(_ tag: Value) -> Bool {
        switch self {
        case .none: false
        case .single(let binding): binding.wrappedValue == tag
        case .multiple(let binding): binding.wrappedValue.contains(tag)
        }
    }

    /// The row `index` of `order` chosen as a desktop list takes it: a
    /// click or an arrow selects it alone; Control+click adds it or takes
    /// it away, as Space does where several can be selected; Shift+click
    /// selects the rows from the first selected to it.
    func choose(_ index: Int, of order: ListRowOrder<Value>, by input: ListRowChoice.Input) {
        let tag = order.tags[index]
        switch self {
        case .none:
            break
        case .single(let binding):
            let deselects = input == .click(.control) || input == .click([.control, .shift])
            binding.wrappedValue = deselects && binding.wrappedValue == tag ? nil : tag
        case .multiple(let binding):
            var chosen = binding.wrappedValue
            switch input {
            case .click(let modifiers) where modifiers.contains(.shift):
                let anchor = order.tags.firstIndex(where: chosen.contains) ?? index
                chosen = Set(order.tags[min(anchor, index)...max(anchor, index)])
            case .click(let modifiers) where modifiers.contains(.control):
                chosen.formSymmetricDifference([tag])
            case .press:
                chosen.formSymmetricDifference([tag])
            case .click, .step:
                chosen = [tag]
            }
            binding.wrappedValue = chosen
        }
    }
}
