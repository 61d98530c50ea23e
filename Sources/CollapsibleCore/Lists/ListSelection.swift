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

    /// A click on the row tagged `tag`: it alone is selected, as on a desktop.
    func select(_ tag: Value) {
        switch self {
        case .none: break
        case .single(let binding): binding.wrappedValue = tag
        case .multiple(let binding): binding.wrappedValue = [tag]
        }
    }
}
