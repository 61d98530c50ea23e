import SwiftUI

// A stack made of alignment guides: the squares' sizes come up by a
// preference, and each square's guide puts it after those before it, in a
// row or, turned, in a column.
struct SizesKey: PreferenceKey {
    static var defaultValue: [CGSize] = []

    static func reduce(value: inout [CGSize], nextValue: () -> [CGSize]) {
        value.append(contentsOf: nextValue())
    }
}

struct ContentView: View {
    let sides: [CGFloat] = [40, 60, 80]
    let colors: [Color] = [.red, .green, .blue]
    let spacing: CGFloat = 8
    @State private var sizes: [CGSize] = []
    @State private var horizontal = true

    /// How far along the axis square `index` starts.
    func offset(_ index: Int) -> CGFloat {
        guard sizes.count == sides.count else { return 0 }
        return sizes[..<index].reduce(0) { $0 + (horizontal ? $1.width : $1.height) + spacing }
    }

    var body: some View {
        VStack(spacing: 20) {
            ZStack(alignment: .topLeading) {
                ForEach(0..<3) { index in
                    Rectangle()
                        .fill(colors[index])
                        .frame(width: sides[index], height: sides[index])
                        .background(GeometryReader { proxy in
                            Color.clear.preference(key: SizesKey.self, value: [proxy.size])
                        })
                        .alignmentGuide(.leading) { _ in horizontal ? -offset(index) : 0 }
                        .alignmentGuide(.top) { _ in horizontal ? 0 : -offset(index) }
                }
            }
            .onPreferenceChange(SizesKey.self) { sizes = $0 }
            .padding(4)
            .border(Color.gray)
            Button("Turn") {
                withAnimation { horizontal.toggle() }
            }
            .frame(height: 40)
        }
    }
}
