import SwiftUI

// Grids of cells that say how wide they are: an adaptive column, then a
// fixed and two flexible ones, the second grid drawn at half its size.
struct Cell: View {
    var body: some View {
        Color.blue
            .frame(height: 40)
            .overlay(GeometryReader { proxy in
                Text("\(proxy.size.width, specifier: "%.0f")")
                    .font(.caption)
                    .foregroundColor(.white)
                    .fixedSize()
                    .frame(width: proxy.size.width, height: proxy.size.height)
            })
    }
}

struct MeasuredGrid: View {
    var columns: [GridItem]
    var cells: Int
    var width: CGFloat

    var body: some View {
        LazyVGrid(columns: columns) {
            ForEach(0..<cells) { _ in
                Cell()
            }
        }
        .frame(width: width)
        .padding(8)
        .border(Color.black)
    }
}

struct ContentView: View {
    var body: some View {
        VStack(spacing: 24) {
            MeasuredGrid(columns: [GridItem(.adaptive(minimum: 56))], cells: 9, width: 400)
            MeasuredGrid(columns: [GridItem(.fixed(80)), GridItem(.flexible(minimum: 50, maximum: 120)), GridItem(.flexible())],
                         cells: 6, width: 360)
                .scaleEffect(0.5)
        }
    }
}
