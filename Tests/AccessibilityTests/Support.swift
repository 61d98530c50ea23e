import CollapsibleCore
import ExampleViews

/// Labels as wide as 0.6 of their size per character and 1.2 of it tall:
/// layout needs a size, and these tests draw no text.
struct FixedMeasure: TextMeasuring {
    func size(of string: String, in font: Font) -> Size {
        Size(width: 0.6 * font.size * Double(string.count), height: 1.2 * font.size)
    }
}

/// The exercise's content view.
func contentView() -> Exercise { Exercise() }

extension LiveView {
    init<V: View>(_ view: V, size: Size, expanded: Bool = false) {
        self.init(view, size: size, measure: FixedMeasure())
        if expanded { toggle(animated: false) }
    }

    /// A press of the button, as Space gives one.
    mutating func toggle(animated: Bool = true) {
        pressFrontmostButton(animated: animated)
    }

    var expanded: Bool { accessibilityRoot.children.last?.expanded ?? false }
}
