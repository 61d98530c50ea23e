/// The back button of a navigation bar, as iOS draws it: a chevron and the
/// title of the screen it goes back to, in the tint. Alt+Left and the
/// pointer's back button press it too (`LiveView.goBack()`).
struct BackButton: View {
    var title: String
    var action: () -> Void

    var body: some View {
        var button = Button(action: action) {
            HStack(spacing: 6) {
                BackChevron()
                    .stroke(style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round))
                    .frame(width: 12, height: 20)
                Text(title).lineLimit(1)
            }
            .padding(.leading, 8)
            .frame(maxHeight: .infinity)
        }
        button.control = .back
        return button.buttonStyle(DefaultButtonStyle()).accessibilityLabel(title)
    }
}

/// The chevron that points back, drawn inside its frame.
struct BackChevron: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.maxX - 1.5, y: rect.minY + 1.5))
        path.addLine(to: CGPoint(x: rect.minX + 1.5, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.maxX - 1.5, y: rect.maxY - 1.5))
        return path
    }
}
