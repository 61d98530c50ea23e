/*
 * Thinking in SwiftUI, Ch. 4, Exercises
 *
 * ⭐️ Required: 🌀View + .if
 */

// The seed's `import SwiftUI` is the framework's module; its
// `PlaygroundSupport` is the program's, which the second tab needs.
import CollapsibleCore

// 📦 Collapsible
public struct Collapsible<Item, Content: View>: View {

    // the HStack is expanded or not
    @State private var expanded  = false
    // items to present in the HStack
    var items: [Item]

    // ⭐️ turn `Item` into `Content` view
    var content: (Item) -> Content

    // The memberwise initializer is internal to this module; the content view is in the program's.
    public init(items: [Item], content: @escaping (Item) -> Content) { self.items = items; self.content = content }

    // ⭐️ make i-th child view from items[i]
    func child(at i: Int) -> some View {

        // ⭐️ show child if expanded or last one
        let isLastOne = i == self.items.endIndex - 1
        let show = expanded || isLastOne

        // ⭐️ if collapsed, shrink width to 10
        let width: CGFloat? = show ? nil : 10

        return content(items[i])
            .frame(width: width)
            .animation(.default)
            .if(isLastOne){                                 // 🌀View + .if
                $0.onTapGesture { self.expanded.toggle() }
        }

    } // child(at:)

    // body of Collapsible
    public var body: some View {
        let s: CGFloat = expanded ? 8 : 0  // spacing
        return HStack(spacing: s) {
            ForEach(items.indices) { self.child(at: $0) }
        }
    }
}
