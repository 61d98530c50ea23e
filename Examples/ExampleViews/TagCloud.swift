import CollapsibleCore

/// Tags, each a label whose text is a state written from outside it, laid
/// out by a flow layout written with the `Layout` protocol or side by side
/// in an `HStack`: what an update of one tag costs each, in the benchmark.
public struct TagCloud: View {
    public let count: Int
    public let flows: Bool
    public let texts: TagTexts

    public init(count: Int, flows: Bool, texts: TagTexts) {
        (self.count, self.flows, self.texts) = (count, flows, texts)
    }

    public var body: some View {
        if flows {
            FlowLayout(spacing: 4) { tags }
        } else {
            HStack(spacing: 4) { tags }
        }
    }

    private var tags: some View {
        ForEach(0..<count, id: \.self) { index in Tag(index: index, texts: texts) }
    }
}

/// Where each tag's text is written from outside it; one for every tag
/// of a cloud, which the tags compare by its identity.
public final class TagTexts: Equatable {
    public static func == (a: TagTexts, b: TagTexts) -> Bool { a === b }

    private var writers: [Int: (String) -> Void] = [:]

    public init() {}

    func keep(_ index: Int, _ write: @escaping (String) -> Void) { writers[index] = write }

    /// Gives the tag at `index` the text `text`.
    public func write(_ text: String, at index: Int) { writers[index]?(text) }
}

struct Tag: View {
    let index: Int
    let texts: TagTexts
    @State private var text: String?

    var body: some View {
        let _ = texts.keep(index) { text = $0 }
        Text(text ?? "tag \(index)").padding(4)
    }
}

/// Subviews at the size they like, left to right, a new row where the
/// next would pass the width offered: the flow layout people write.
public struct FlowLayout: Layout {
    public var spacing: CGFloat

    public init(spacing: CGFloat = 8) { self.spacing = spacing }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var size = CGSize.zero
        for spot in spots(across: proposal.width ?? .infinity, subviews) {
            size = CGSize(width: max(size.width, spot.x + spot.size.width), height: max(size.height, spot.y + spot.size.height))
        }
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (subview, spot) in zip(subviews, spots(across: bounds.width, subviews)) {
            subview.place(at: CGPoint(x: bounds.minX + spot.x, y: bounds.minY + spot.y), proposal: .unspecified)
        }
    }

    /// Where each subview goes from the top leading corner, in rows no
    /// wider than `width` but where one subview alone is wider.
    private func spots(across width: CGFloat, _ subviews: Subviews) -> [(x: CGFloat, y: CGFloat, size: CGSize)] {
        var spots: [(x: CGFloat, y: CGFloat, size: CGSize)] = []
        var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > 0, x + size.width > width {
                (x, y, rowHeight) = (0, y + rowHeight + spacing, 0)
            }
            spots.append((x, y, size))
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
        return spots
    }
}
