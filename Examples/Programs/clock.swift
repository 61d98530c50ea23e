import SwiftUI

// A clock drawn by a Canvas in a TimelineView: the timeline makes the
// canvas again at the start of each second, with that second's date, and
// the canvas turns each hand with its context's transform; the hands cast a
// shadow through a filter, and the second hand is blended over the others.
struct ContentView: View {
    var body: some View {
        TimelineView(.periodic(from: .now, by: 1)) { context in
            Canvas { canvas, size in
                let side = min(size.width, size.height) - 20
                let dial = CGRect(x: (size.width - side) / 2, y: (size.height - side) / 2, width: side, height: side)
                canvas.fill(Path(ellipseIn: dial), with: .color(.white))
                canvas.stroke(Path(ellipseIn: dial), with: .color(.gray), lineWidth: 2)

                canvas.translateBy(x: dial.midX, y: dial.midY)
                for hour in 0..<12 {
                    var tick = canvas
                    tick.rotate(by: .degrees(Double(hour) * 30))
                    tick.fill(Path(CGRect(x: -1.5, y: -side / 2 + 6, width: 3, height: 12)), with: .color(.primary))
                }

                let time = Calendar.current.dateComponents([.hour, .minute, .second], from: context.date)
                let seconds = Double(time.second ?? 0)
                let minutes = Double(time.minute ?? 0) + seconds / 60
                let hours = Double((time.hour ?? 0) % 12) + minutes / 60

                var hands = canvas
                hands.addFilter(.shadow(color: .black.opacity(0.3), radius: 2, x: 1, y: 2))
                hand(in: hands, turns: hours / 12, length: side * 0.25, width: 6, color: .primary)
                hand(in: hands, turns: minutes / 60, length: side * 0.38, width: 4, color: .primary)
                hands.blendMode = .multiply
                hand(in: hands, turns: seconds / 60, length: side * 0.42, width: 1.5, color: .red)
            }
        }
        .frame(minWidth: 200, minHeight: 200)
        .padding()
    }

    /// A hand from the centre, `turns` of the way round from twelve.
    private func hand(in context: GraphicsContext, turns: Double, length: Double, width: Double, color: Color) {
        var context = context
        context.rotate(by: .degrees(turns * 360))
        var line = Path()
        line.move(to: CGPoint(x: 0, y: 0))
        line.addLine(to: CGPoint(x: 0, y: -length))
        context.stroke(line, with: .color(color), style: StrokeStyle(lineWidth: width, lineCap: .round))
    }
}
