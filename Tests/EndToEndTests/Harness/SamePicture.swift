import XCTest

extension Image {
    /// How many pixels differ from `other`'s, and by how much at most in any
    /// one channel; nil when the sizes differ.
    func difference(from other: Image) -> (pixels: Int, largest: Int)? {
        guard width == other.width, height == other.height else { return nil }
        var count = 0, largest = 0
        for (a, b) in zip(pixels, other.pixels) where a != b {
            let (x, y) = (Colors.channels(a), Colors.channels(b))
            count += 1
            largest = max(largest, abs(x.0 - y.0), abs(x.1 - y.1), abs(x.2 - y.2))
        }
        return (count, largest)
    }
}

/// The window shows exactly the frame that `--render` draws: the same
/// painter behind both, so not a pixel may differ.
func assertSamePicture(_ window: Image, _ png: Image, _ what: String,
                       file: StaticString = #filePath, line: UInt = #line) {
    guard let difference = window.difference(from: png) else {
        return XCTFail("\(what): the window is \(window.width)x\(window.height), the rendered frame \(png.width)x\(png.height)",
                       file: file, line: line)
    }
    XCTAssertEqual(difference.pixels, 0, "\(what): \(difference.pixels) pixels differ, by up to \(difference.largest)",
                   file: file, line: line)
}
