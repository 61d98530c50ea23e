import SwiftUI

// A strip of photos that comes to rest with one at its leading edge: the
// wheel, the keys and the bar scroll it, and `.viewAligned` settles it on
// the nearest photo once the scroll ends. `scrollPosition(id:)` tells the
// label which photo is first in sight, and the buttons scroll to another
// by setting it, animated.
struct ContentView: View {
    private let photos: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown]
    @State private var shown: Int? = 0

    var body: some View {
        VStack(spacing: 16) {
            Text("Photo \((shown ?? 0) + 1) of \(photos.count)")
                .font(.headline)
            ScrollView(.horizontal) {
                HStack(spacing: 12) {
                    ForEach(photos.indices, id: \.self) { index in
                        RoundedRectangle(cornerRadius: 16)
                            .fill(photos[index])
                            .frame(width: 240, height: 160)
                    }
                }
                .scrollTargetLayout()
            }
            .frame(height: 160)
            .contentMargins(.horizontal, 24, for: .scrollContent)
            .scrollTargetBehavior(.viewAligned)
            .scrollPosition(id: $shown)
            .scrollIndicators(.hidden)
            HStack {
                Button("Previous") { withAnimation { shown = max((shown ?? 0) - 1, 0) } }
                Button("Next") { withAnimation { shown = min((shown ?? 0) + 1, photos.count - 1) } }
            }
        }
    }
}
