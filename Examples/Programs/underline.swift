import SwiftUI

// Tabs with a line under the chosen one, which moves to another when it is
// chosen: the line takes the chosen tab's frame by matchedGeometryEffect.
struct ContentView: View {
    let tabs = ["Inbox", "Sent", "Drafts"]
    @State private var selected = "Sent"
    @Namespace private var underline

    var body: some View {
        HStack(spacing: 0) {
            ForEach(tabs, id: \.self) { tab in
                Button(tab) {
                    withAnimation { selected = tab }
                }
                .frame(width: 80, height: 40)
                .matchedGeometryEffect(id: tab, in: underline)
            }
        }
        .overlay(
            Rectangle()
                .fill(Color.accentColor)
                .frame(height: 2)
                .frame(maxHeight: .infinity, alignment: .bottom)
                .matchedGeometryEffect(id: selected, in: underline, isSource: false))
    }
}
