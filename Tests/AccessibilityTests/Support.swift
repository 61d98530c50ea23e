import CollapsibleCore
import ExampleViews
// The measure every file of these tests lays text out with.
@_exported import TestSupport

/// The exercise's content view.
func contentView() -> Exercise { Exercise() }

extension LiveView {
    init<V: View>(_ view: V, size: Size, expanded: Bool = false) {
        self.init(view, size: size, measure: FixedMeasure())
        if expanded { toggle(animated: false) }
    }

    /// A press of the button, as Space gives one.
    mutating func toggle(animated: Bool = true) {
        pressFrontmostTapTarget(animated: animated)
    }

    var expanded: Bool { accessibilityRoot.children.last?.expanded ?? false }
}
