/// The exercise's content view, item for item:
///
///     Collapsible(items: [0, 1, 2]) { i in
///         Rectangle().fill(colors[i])
///             .overlay(Rectangle().stroke(Color.black, lineWidth: 3))
///             .overlay(Text("\(i)"))
///             .frame(height: 100)
///     }
///     .shadow(radius: 8)
///     .padding()
///     .background(Color.gray)
public func contentView(colors: [Color] = [.red, .orange, .purple]) -> Collapsible<Int> {
    Collapsible(items: Array(colors.indices)) { i in
        Rectangle().fill(colors[i])
            .overlay(Rectangle().stroke(.black, lineWidth: 3))
            .overlay(Text("\(i)"))
            .frame(height: 100)
    }
    .shadow(radius: 8)
    .padding()
    .background(.gray)
}
