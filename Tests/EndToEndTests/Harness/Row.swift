/// One line of pixels across the row of rectangles, read the way a person
/// measures a screenshot: where the black strokes are, where a colour starts.
struct Row {
    let pixels: [UInt32]

    /// The centres of the black strokes, left to right. A 3-pixel stroke
    /// centred on an edge covers two pixels fully and two in part; the fully
    /// black pixels are centred on the edge to within half a pixel.
    var strokeCentres: [Double] {
        var centres: [Double] = []
        var start: Int?
        for (x, pixel) in pixels.enumerated() {
            let black = Colors.isBlack(pixel)
            if black, start == nil { start = x }
            if !black, let first = start {
                centres.append(Double(first + x) / 2)
                start = nil
            }
        }
        if let first = start { centres.append(Double(first + pixels.count) / 2) }
        return centres
    }

    /// The first pixel of `color`, from the left.
    func firstX(of color: UInt32) -> Int? {
        pixels.firstIndex { Colors.isClose($0, color) }
    }

    /// In a window 600 wide, how far the last (purple) rectangle is from
    /// collapsed (0) to expanded (1): its left edge moves from 36 to 400,
    /// and the fill starts 1.5 inside it. The pixel before the fill is black
    /// stroke over purple in the part the stroke covers, which places the
    /// stroke's inner side to a fraction of a pixel.
    var lastItemProgress: Double? {
        guard let first = firstX(of: Colors.purple), first > 0 else { return nil }
        let red = Double(pixels[first - 1] >> 16 & 0xFF)
        let inner = Double(first) - min(red / Double(Colors.purple >> 16 & 0xFF), 1)
        return (inner - 1.5 - 36) / 364
    }
}

/// SwiftUI's colours as the window should show them, 0xRRGGBB.
enum Colors {
    static let red: UInt32 = 0xFF3B30
    static let orange: UInt32 = 0xFF9500
    static let purple: UInt32 = 0xAF52DE
    static let blue: UInt32 = 0x007AFF
    static let gray: UInt32 = 0x8E8E93
    static let white: UInt32 = 0xFFFFFF

    static func channels(_ pixel: UInt32) -> (Int, Int, Int) {
        (Int(pixel >> 16 & 0xFF), Int(pixel >> 8 & 0xFF), Int(pixel & 0xFF))
    }

    /// Equal but for rounding.
    static func isClose(_ a: UInt32, _ b: UInt32, tolerance: Int = 2) -> Bool {
        let (r1, g1, b1) = channels(a), (r2, g2, b2) = channels(b)
        return abs(r1 - r2) <= tolerance && abs(g1 - g2) <= tolerance && abs(b1 - b2) <= tolerance
    }

    static func isBlack(_ pixel: UInt32) -> Bool {
        let (r, g, b) = channels(pixel)
        return max(r, g, b) <= 24
    }

    static func name(_ pixel: UInt32) -> String {
        let (r, g, b) = channels(pixel)
        return "(\(r), \(g), \(b))"
    }
}

/// Where SPEC.md puts the frame edges of three items in a window `width` wide.
enum Edges {
    static func collapsed(width: Double, items: Int = 3) -> [Double] {
        (0..<items).map { 16 + 10 * Double($0) } + [width - 16]
    }

    static func expanded(width: Double) -> [Double] {
        let w = (width - 32 - 16) / 3
        return [16, 16 + w, 24 + w, 24 + 2 * w, 32 + 2 * w, width - 16]
    }

    /// Whether every measured stroke sits within `tolerance` of its edge.
    static func match(_ measured: [Double], _ expected: [Double], tolerance: Double = 1) -> Bool {
        measured.count == expected.count && zip(measured, expected).allSatisfy { abs($0 - $1) <= tolerance }
    }
}
