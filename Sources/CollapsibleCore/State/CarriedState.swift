/// A state kept by a view of code that was replaced while the program
/// runs, which the view of the new code at its place may take: the value
/// is read as the new code's type only where that type is the old one, or
/// is laid out as it was (see `LoadedTypes`), so that no value is ever read
/// as a type whose layout differs.
protocol CarriedState: AnyObject {
    func value<New>(as type: New.Type) -> New?
}

extension StateBox: CarriedState {
    func value<New>(as type: New.Type) -> New? {
        if let same = value as? New { return same }
        guard LoadedTypes.sameLayout(Value.self, New.self) else { return nil }
        return LoadedTypes.reading(value, as: New.self)
    }
}
