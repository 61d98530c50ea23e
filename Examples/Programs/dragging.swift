import SwiftUI

// A card to drag about the window: it follows the pointer while the drag
// lasts, through a @GestureState that goes back to zero when the drag
// ends, and stays where it was let go, kept in a @State. Held still for
// half a second, a long press turns it from blue to orange and back.

struct ContentView: View {
    @GestureState private var dragged = CGSize.zero
    @State private var position = CGSize.zero
    @State private var picked = false

    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .fill(picked ? Color.orange : Color.blue)
            .frame(width: 80, height: 80)
            .offset(x: position.width + dragged.width, y: position.height + dragged.height)
            .gesture(
                DragGesture()
                    .updating($dragged) { value, state, _ in state = value.translation }
                    .onEnded { value in
                        position.width += value.translation.width
                        position.height += value.translation.height
                    }
            )
            .onLongPressGesture { picked.toggle() }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}
