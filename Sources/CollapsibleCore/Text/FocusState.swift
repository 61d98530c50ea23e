/// SwiftUI's `@FocusState`: where the keyboard's focus is, as a view reads
/// and sets it. A field marked `focused($state)` (or `focused($state,
/// equals: value)`) makes it true (that value) when it takes the focus, by
/// Tab or a press, and false (nil) when it loses it; setting it moves the
/// focus and the caret to the field it names, and false or nil takes the
/// focus away. It is kept for the view's place as a `State` is.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    private var box: StateBox<Value>
    /// What it holds while no field it names has the focus.
    private let none: Value

    private init(none: Value) {
        box = StateBox(none)
        self.none = none
    }

    // Declared here, not in constrained extensions, so that a property
    // declared with no value starts with this one.
    public init() where Value == Bool { self.init(none: false) }

    public init<T: Hashable>() where Value == T? { self.init(none: nil) }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.write(newValue) }
    }

    /// `$state`, which `focused(_:)` and `focused(_:equals:)` take.
    public var projectedValue: Binding { Binding(box: box, none: none) }

    public mutating func _link(_ links: inout _PropertyLinks) -> Any? {
        let none = none
        box = links.store.box(at: links.nextKey(), keeps: links.keeps) { none }
        return box.value
    }

    /// SwiftUI's `FocusState.Binding`: the state handed on, to a view
    /// inside that marks its fields with it or sets the focus.
    @propertyWrapper
    public struct Binding {
        fileprivate let box: StateBox<Value>
        fileprivate let none: Value

        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.write(newValue) }
        }

        public var projectedValue: Binding { self }

        /// The mark of a field that has the focus while this holds `value`.
        func marking(_ value: Value) -> FocusMark {
            FocusMark(holds: { [box] in box.value == value },
                      set: { [box, none] taken in
                          if taken { box.write(value) } else if box.value == value { box.write(none) }
                      })
        }
    }
}
