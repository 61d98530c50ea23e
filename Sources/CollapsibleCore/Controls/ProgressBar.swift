/// The bar of a progress view or a gauge: a capsule track 4 points high,
/// as wide as it is offered, in systemFill, filled in the tint from its
/// leading end for `fraction` of its width.
struct ProgressBar: View {
    let fraction: Double
    var height = 4.0

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(Color(.systemFill))
                Capsule().fill(.tint).frame(width: proxy.size.width * fraction)
            }
        }
        .frame(height: height)
    }
}
