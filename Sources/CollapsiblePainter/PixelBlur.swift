import CollapsibleCore

/// The pixels a blur reads and writes: a blurred group's, premultiplied ARGB, each channel
/// blurred alike, or a shadow's coverage, A8.
enum BlurredPixels {
    case premultiplied, alpha

    var bytes: Int { self == .premultiplied ? 4 : 1 }
    /// Vectors of four values that hold a strip's row: each channel's pixels side by side.
    fileprivate var vectors: Int { self == .premultiplied ? 4 * PixelBlur.vectorsPerChannel : PixelBlur.vectorsPerChannel }
}

/// The 2-D blur of a box of pixels: each line through the passes across, then down. Across, a
/// line is one row's pixels with their four channels side by side, or four rows' alpha; down,
/// strips of columns a few kilobytes wide, so that the passes work in the cache, each vector four
/// of a channel's pixels.
///
/// Every pass runs from the first position it reaches, however little of the line is wanted:
/// each pixel is summed in the same order whatever the output around it, so that a part of the
/// frame comes out as in the whole frame.
struct PixelBlur {
    fileprivate static let stripPixels = 32
    fileprivate static let vectorsPerChannel = stripPixels / 4

    let passes: [BlurPass]
    let kind: BlurredPixels

    /// Blurs `source`, whose row y starts at `input` + y `inputStride`, into `output`, whose
    /// row y starts at `result` + y `resultStride`, zeros around the source included.
    func blur(_ input: UnsafePointer<UInt8>, stride inputStride: Int, over source: DeviceRect,
              into result: UnsafeMutablePointer<UInt8>, stride resultStride: Int, at output: DeviceRect) {
        let reaches = passes.map(\.reach)
        let across = Spans(source.x..<source.maxX, wanted: output.x..<output.maxX, reaches: reaches)
        let down = Spans(source.y..<source.maxY, wanted: output.y..<output.maxY, reaches: reaches)
        let strips = (output.width + Self.stripPixels - 1) / Self.stripPixels, stripVectors = kind.vectors
        // The rows blurred across, strip by strip, each strip's rows one after another.
        let plane = Buffer(count: strips * source.height * stripVectors)
        defer { plane.free() }
        blurAcross(input, stride: inputStride, source: source, output: output, spans: across, into: plane.start)

        let buffers = (0...passes.count).map { Buffer(count: down.held(by: $0).count * stripVectors) }
        defer { for buffer in buffers { buffer.free() } }
        let sums = Buffer(count: stripVectors)
        defer { sums.free() }
        let rows = buffers.indices.map { buffers[$0].start - down.held(by: $0).lowerBound * stripVectors }
        let stored = down.written(by: passes.count).clamped(to: down.wanted)
        for strip in 0..<strips {
            let columns = output.x + strip * Self.stripPixels..<min(output.x + (strip + 1) * Self.stripPixels, output.maxX)
            rows[0].advanced(by: source.y * stripVectors)
                .update(from: plane.start + strip * source.height * stripVectors, count: source.height * stripVectors)
            for (index, pass) in passes.enumerated() {
                pass.rows(rows[index], stride: stripVectors, into: rows[index + 1], stride: stripVectors,
                          width: stripVectors, at: down.written(by: index + 1), sums: sums.start)
            }
            for y in stored {
                store(rows[passes.count] + y * stripVectors, columns, into: result + (y - output.y) * resultStride, from: output.x)
            }
        }
    }

    /// Each of the source's rows, or four of them, through the passes across, at the wanted
    /// columns into `plane`.
    private func blurAcross(_ input: UnsafePointer<UInt8>, stride: Int, source: DeviceRect, output: DeviceRect,
                            spans: Spans, into plane: UnsafeMutablePointer<SIMD4<Float>>) {
        let lines = (0...passes.count).map { Buffer(count: spans.held(by: $0).count) }
        defer { for line in lines { line.free() } }
        let at = lines.indices.map { lines[$0].start - spans.held(by: $0).lowerBound }
        let wanted = spans.wanted.clamped(to: spans.written(by: passes.count))
        let group = kind == .premultiplied ? 1 : 4, stripVectors = kind.vectors
        for top in Swift.stride(from: 0, to: source.height, by: group) {
            let rows = min(group, source.height - top)
            for x in 0..<source.width {
                let pixel = input + (top * stride + x * kind.bytes)
                switch kind {
                case .premultiplied:
                    at[0][source.x + x] = SIMD4(Float(pixel[0]), Float(pixel[1]), Float(pixel[2]), Float(pixel[3]))
                case .alpha:
                    var values = SIMD4<Float>()
                    for row in 0..<rows { values[row] = Float(pixel[row * stride]) }
                    at[0][source.x + x] = values
                }
            }
            for (index, pass) in passes.enumerated() {
                pass.line(at[index], into: at[index + 1], at: spans.written(by: index + 1))
            }
            let blurred = at[passes.count]
            for x in wanted {
                let column = x - output.x, strip = column / Self.stripPixels, offset = column % Self.stripPixels
                let values = blurred[x]
                // Each channel's values in its own run of the strip's row, four pixels to a vector.
                let floats = UnsafeMutableRawPointer(plane + strip * source.height * stripVectors).assumingMemoryBound(to: Float.self)
                switch kind {
                case .premultiplied:
                    let row = floats + top * stripVectors * 4 + offset
                    for channel in 0..<4 { row[channel * Self.stripPixels] = values[channel] }
                case .alpha:
                    for row in 0..<rows { floats[(top + row) * stripVectors * 4 + offset] = values[row] }
                }
            }
        }
    }

    /// One row of a strip, rounded, into the result's row at `columns`, the result's row starting
    /// at column `first`: each colour at most the alpha, so that the pixels stay premultiplied.
    private func store(_ row: UnsafeMutablePointer<SIMD4<Float>>, _ columns: Range<Int>, into result: UnsafeMutablePointer<UInt8>,
                       from first: Int) {
        let strip = Self.vectorsPerChannel
        for vector in 0..<(columns.count + 3) / 4 {
            let alpha = Self.rounded(row[kind == .premultiplied ? 3 * strip + vector : vector], atMost: SIMD4(repeating: Self.bias + 255))
            let pixels: SIMD4<UInt32>
            switch kind {
            case .premultiplied:
                let blue = Self.rounded(row[vector], atMost: alpha), green = Self.rounded(row[strip + vector], atMost: alpha)
                let red = Self.rounded(row[2 * strip + vector], atMost: alpha)
                pixels = Self.bits(blue) | Self.bits(green) &<< 8 | Self.bits(red) &<< 16 | Self.bits(alpha) &<< 24
            case .alpha:
                pixels = Self.bits(alpha)
            }
            let x = columns.lowerBound + 4 * vector, at = result + (x - first) * kind.bytes
            for lane in 0..<min(4, columns.upperBound - x) {
                if kind == .premultiplied {
                    UnsafeMutableRawPointer(at).storeBytes(of: pixels[lane], toByteOffset: 4 * lane, as: UInt32.self)
                } else {
                    at[lane] = UInt8(truncatingIfNeeded: pixels[lane])
                }
            }
        }
    }

    /// Adding 2^23 to a float from 0 to 2^23 leaves it a unit of one: the sum is the value
    /// rounded to a whole number, which its low bits hold.
    private static let bias: Float = 8_388_608

    /// `values` from 0 up, rounded and biased, at most `top`, biased too.
    private static func rounded(_ values: SIMD4<Float>, atMost top: SIMD4<Float>) -> SIMD4<Float> {
        let biased = values.replacing(with: 0, where: values .< 0) + bias
        return biased.replacing(with: top, where: biased .> top)
    }

    private static func bits(_ rounded: SIMD4<Float>) -> SIMD4<UInt32> {
        unsafeBitCast(rounded, to: SIMD4<UInt32>.self) & 0xFF
    }
}

/// Where the passes of a blur work along one axis: the source's pixels, `nonzero`, and the
/// positions `wanted` of the output. Pass i writes from the first position it reaches, the
/// source's first less the reaches of passes 1 through i, to the last it reaches or the last
/// that a later pass reads for a wanted position, whichever comes first.
private struct Spans {
    let nonzero: Range<Int>
    let wanted: Range<Int>
    let reaches: [Int]

    init(_ nonzero: Range<Int>, wanted: Range<Int>, reaches: [Int]) {
        (self.nonzero, self.wanted, self.reaches) = (nonzero, wanted, reaches)
    }

    /// What pass `index` writes; 0 is the source, all of which is read in.
    func written(by index: Int) -> Range<Int> {
        guard index > 0 else { return nonzero }
        let before = reaches.prefix(index).reduce(0, +), after = reaches.dropFirst(index).reduce(0, +)
        let first = nonzero.lowerBound - before
        return first..<max(first, min(nonzero.upperBound + before, wanted.upperBound + after))
    }

    /// What the line or rows that pass `index` writes must hold: what it writes, and what the
    /// next pass reads, zeros around the writing included.
    func held(by index: Int) -> Range<Int> {
        let own = written(by: index)
        guard index < reaches.count else { return own }
        let next = written(by: index + 1), reach = reaches[index]
        return min(own.lowerBound, next.lowerBound - reach)..<max(own.upperBound, next.upperBound + reach)
    }
}

/// Vectors set to zero, freed by hand: the blur's lines and rows.
private struct Buffer {
    let start: UnsafeMutablePointer<SIMD4<Float>>
    let count: Int

    init(count: Int) {
        self.count = max(count, 1)
        start = .allocate(capacity: self.count)
        start.initialize(repeating: SIMD4(), count: self.count)
    }

    func free() { start.deallocate() }
}
