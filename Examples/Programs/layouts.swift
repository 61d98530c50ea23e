import SwiftUI

// Layouts of one's own, written with the Layout protocol: tags that wrap
// into rows at the width they are offered, and three squares that a tap
// turns from a row into a column through AnyLayout, each square keeping
// its identity and moving to its new place.
struct FlowLayout: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let spots = spots(across: proposal.width ?? .infinity, subviews)
        return CGSize(width: spots.map { $0.maxX }.max() ?? 0, height: spots.map { $0.maxY }.max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (subview, spot) in zip(subviews, spots(across: bounds.width, subviews)) {
            subview.place(at: CGPoint(x: bounds.minX + spot.minX, y: bounds.minY + spot.minY), proposal: .unspecified)
        }
    }

    // Each subview at the size it likes, a new row where it would pass the width.
    private func spots(across width: CGFloat, _ subviews: Subviews) -> [CGRect] {
        var spots: [CGRect] = []
        var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > 0, x + size.width > width {
                (x, y, rowHeight) = (0, y + rowHeight + spacing, 0)
            }
            spots.append(CGRect(x: x, y: y, width: size.width, height: size.height))
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
        return spots
    }
}

struct ContentView: View {
    @State private var vertical = false
    let tags = ["Swift", "SwiftUI", "Layout", "AnyLayout", "ProposedViewSize", "Subviews", "X11", "cairo", "Pango"]
    let colors: [Color] = [.red, .orange, .purple]

    var body: some View {
        let squares = vertical ? AnyLayout(VStackLayout(spacing: 10)) : AnyLayout(HStackLayout(spacing: 10))
        VStack(spacing: 0) {
            FlowLayout {
                ForEach(tags, id: \.self) { tag in
                    Text(tag)
                        .padding(.horizontal, 8)
                        .padding(.vertical, 4)
                        .background(Capsule().fill(Color.blue.opacity(0.2)))
                }
            }
            .padding()
            Spacer()
            squares {
                ForEach(colors.indices, id: \.self) { index in
                    colors[index].frame(width: 40, height: 40)
                }
            }
            .frame(height: 160)
            .onTapGesture { withAnimation(.linear(duration: 1)) { vertical.toggle() } }
        }
    }
}
