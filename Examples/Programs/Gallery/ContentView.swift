import SwiftUI

// Pictures and symbols: a PNG and an SVG among the program's resources,
// found by name, and SF Symbols drawn from the desktop's icon theme, sized
// by the font around them and coloured by the foreground style. The photo
// is fitted to its frame at its own ratio; the SVG is drawn sharp at its
// own size and at twice it. The star is a button that fills when pressed.
struct ContentView: View {
    @State private var isFavourite = false

    var body: some View {
        VStack(spacing: 16) {
            Image("landscape")
                .resizable()
                .scaledToFit()
                .frame(width: 240)
                .cornerRadius(12)
            HStack(spacing: 16) {
                Image("leaf")
                Image("leaf")
                    .resizable()
                    .frame(width: 64, height: 64)
            }
            Button(action: { isFavourite.toggle() }) {
                Image(systemName: isFavourite ? "star.fill" : "star")
                    .foregroundStyle(.orange)
            }
            .font(.largeTitle)
            HStack(spacing: 20) {
                Image(systemName: "heart.fill")
                    .foregroundColor(.red)
                Image(systemName: "trash")
                    .imageScale(.small)
                Image(systemName: "gear")
                    .imageScale(.large)
                Image(systemName: "magnifyingglass")
            }
            .font(.title2)
        }
    }
}
