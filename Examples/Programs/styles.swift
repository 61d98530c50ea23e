import SwiftUI

// Shape styles: a card filled with a linear gradient under a title in the
// foreground's levels, a radial sun, an angular colour wheel under a label
// on a material, an elliptical glow, dashed and rounded lines of
// StrokeStyle, a star with an even-odd hole, and a capsule behind a label
// in the quaternary level.
struct ContentView: View {
    var body: some View {
        VStack(spacing: 16) {
            VStack(alignment: .leading, spacing: 4) {
                Text("Styles").font(.largeTitle.bold())
                Text("Gradients and strokes").foregroundStyle(.secondary)
            }
            .foregroundStyle(.white)
            .padding()
            .frame(width: 400, alignment: .leading)
            .background(LinearGradient(colors: [.indigo, .teal], startPoint: .topLeading, endPoint: .bottomTrailing))

            HStack(spacing: 16) {
                Circle()
                    .fill(RadialGradient(colors: [.yellow, .orange, .red], center: .center, startRadius: 5, endRadius: 60))
                ZStack {
                    Circle()
                        .fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
                    Text("Glass")
                        .padding(8)
                        .background(.regularMaterial, in: .rect(cornerRadius: 8))
                }
                Rectangle()
                    .fill(EllipticalGradient(colors: [.pink, .white], center: .center))
            }
            .frame(width: 400, height: 120)

            HStack(spacing: 16) {
                RoundedRectangle(cornerRadius: 16)
                    .stroke(.blue, style: StrokeStyle(lineWidth: 4, dash: [12, 6]))
                Capsule()
                    .strokeBorder(Color.green.gradient, style: StrokeStyle(lineWidth: 10, lineCap: .round, dash: [1, 15]))
                Star()
                    .fill(.orange, style: FillStyle(eoFill: true))
            }
            .frame(width: 400, height: 100)

            Text("Quaternary")
                .padding(.horizontal, 16)
                .padding(.vertical, 8)
                .background(Capsule().fill(.quaternary))
        }
    }
}

/// A five-pointed star drawn in one stroke, whose middle the even-odd rule leaves empty.
struct Star: Shape {
    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY), radius = min(rect.width, rect.height) / 2
        var path = Path()
        for corner in 0..<5 {
            let angle = Double(corner * 2) * 2 * .pi / 5 - .pi / 2
            let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if corner == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
        return path
    }
}
