import SwiftUI

// A title a child prefers: the screen shows, large at its top, the title
// its content asks for by a preference, and follows when that changes.
struct TitleKey: PreferenceKey {
    static var defaultValue: String? = nil

    static func reduce(value: inout String?, nextValue: () -> String?) {
        value = value ?? nextValue()
    }
}

extension View {
    func screenTitle(_ title: String) -> some View {
        preference(key: TitleKey.self, value: title)
    }
}

struct Screen<Content: View>: View {
    let content: Content
    @State private var title: String?

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        VStack(spacing: 16) {
            Text(title ?? "")
                .font(.largeTitle)
                .frame(height: 44)
            content
        }
        .onPreferenceChange(TitleKey.self) { title = $0 }
    }
}

struct ContentView: View {
    @State private var archive = false

    var body: some View {
        Screen {
            Button(archive ? "Back to the inbox" : "Open the archive") { archive.toggle() }
                .frame(width: 200, height: 40)
                .background(Color(.systemGray5))
                .screenTitle(archive ? "Archive" : "Inbox")
        }
    }
}
