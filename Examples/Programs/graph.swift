import SwiftUI

// A line graph that draws itself: the line is trimmed to how much of it is
// drawn, and a dot rides its end by a GeometryEffect.
struct LineGraph: Shape {
    var values: [CGFloat]

    /// Value `index`, spread evenly across `size` from its leading edge, up from its bottom.
    func point(_ index: Int, in size: CGSize) -> CGPoint {
        CGPoint(x: size.width * CGFloat(index) / CGFloat(values.count - 1), y: size.height * (1 - values[index]))
    }

    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: point(0, in: rect.size))
            for index in values.indices.dropFirst() {
                path.addLine(to: point(index, in: rect.size))
            }
        }
    }
}

/// Puts the view's centre where the first `fraction` of the graph's line
/// ends, in a frame of `size`.
struct RideTheLine: GeometryEffect {
    var graph: LineGraph
    var size: CGSize
    var fraction: CGFloat

    var animatableData: CGFloat {
        get { fraction }
        set { fraction = newValue }
    }

    func effectValue(size dot: CGSize) -> ProjectionTransform {
        let line = graph.path(in: CGRect(origin: .zero, size: size))
        let end = line.trimmedPath(from: 0, to: fraction).currentPoint ?? graph.point(0, in: size)
        return ProjectionTransform(CGAffineTransform(translationX: end.x - dot.width / 2, y: end.y - dot.height / 2))
    }
}

struct ContentView: View {
    let graph = LineGraph(values: [0.1, 0.6, 0.3, 0.8, 0.5, 0.9])
    @State private var drawn: CGFloat = 0

    var body: some View {
        VStack(spacing: 16) {
            graph
                .trim(from: 0, to: drawn)
                .stroke(Color.red, lineWidth: 2)
                .overlay(GeometryReader { proxy in
                    Circle()
                        .fill(Color.red)
                        .frame(width: 12, height: 12)
                        .modifier(RideTheLine(graph: graph, size: proxy.size, fraction: drawn))
                })
                .aspectRatio(2, contentMode: .fit)
                .border(Color.gray)
                .padding(20)
            Button(drawn == 0 ? "Draw" : "Erase") {
                withAnimation(.easeInOut(duration: 2)) { drawn = drawn == 0 ? 1 : 0 }
            }
            .frame(height: 40)
        }
    }
}
