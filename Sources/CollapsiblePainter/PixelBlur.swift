import CollapsibleCore

/// The pixels a blur reads and writes: a blurred group's, premultiplied ARGB, each channel
/// blurred alike, or a shadow's coverage, A8.
enum BlurredPixels {
    case premultiplied, alpha

    var bytes: Int { self == .premultiplied ? 4 : 1 }
    /// Vectors of four values that hold a strip's row: each channel's pixels side by side.
    fileprivate var vectors: Int { self == .premultiplied ? 4 * PixelBlur.vectorsPerChannel : PixelBlur.vectorsPerChannel }
}

/// The 2-D blur of a box of pixels, cairo having none: each line through the passes across, then
/// down, the running sums of the boxes the same work for a pixel at any radius. Across, a
/// line is one row's pixels with their four channels side by side, or four rows' alpha; down,
/// strips of columns a few kilobytes wide, so that the passes work in the cache, each vector four
/// of a channel's pixels.
///
/// Every pass runs from the first position it reaches, however little of the line is wanted:
/// each pixel is summed in the same order whatever the output around it, so that a part of the
/// frame comes out as in the whole frame.
struct PixelBlur {
    fileprivate static let stripPixels = 16
    fileprivate static let vectorsPerChannel = stripPixels / 4

    let passes: [BlurPass]
    let kind: BlurredPixels
    /// Whether each level has an ordered noise added before it is rounded.
    var dithers = false

    /// Blurs `source`, whose row y starts at `input` + y `inputStride`, into `output`, whose
    /// row y starts at `result` + y `resultStride`, zeros all around the source. The output's
    /// rows that the blur does not reach are left as they are.
    func blur(_ input: UnsafePointer<UInt8>, stride inputStride: Int, over source: DeviceRect,
              into result: UnsafeMutablePointer<UInt8>, stride resultStride: Int, at output: DeviceRect) {
        let reaches = passes.map(\.reach)
        let across = Spans(source.x..<source.maxX, wanted: output.x..<output.maxX, reaches: reaches)
        let down = Spans(source.y..<source.maxY, wanted: output.y..<output.maxY, reaches: reaches)
        let strips = (output.width + Self.stripPixels - 1) / Self.stripPixels, width = kind.vectors
        // The rows blurred across, strip by strip, each strip's rows one after another.
        let planeRows = 0..<strips * source.height, plane = Buffer(rows: planeRows, width: width, written: planeRows)
        defer { plane.free() }
        blurAcross(input, stride: inputStride, source: source, output: output, spans: across, into: plane.origin)

        // Each pass's rows of a strip: what it writes, the same rows in every strip, and zeros
        // around them as far as the next pass reads.
        let buffers = (0...passes.count).map { Buffer(rows: down.held(by: $0), width: width, written: down.written(by: $0)) }
        defer { for buffer in buffers { buffer.free() } }
        let sums = Buffer(rows: 0..<1, width: width, written: 0..<1)
        defer { sums.free() }
        let rows = buffers.map(\.origin)
        let stored = down.written(by: passes.count).clamped(to: down.wanted)
        for strip in 0..<strips {
            rows[0].advanced(by: source.y * width).update(from: plane.origin + strip * source.height * width, count: source.height * width)
            for (index, pass) in passes.enumerated() {
                pass.rows(rows[index], stride: width, into: rows[index + 1], stride: width, width: width,
                          at: down.written(by: index + 1), sums: sums.origin)
            }
            let columns = output.x + strip * Self.stripPixels..<min(output.x + (strip + 1) * Self.stripPixels, output.maxX)
            store(rows[passes.count], stored, columns, into: result - output.y * resultStride + (columns.lowerBound - output.x) * kind.bytes,
                  stride: resultStride)
        }
    }

    /// Each of the source's rows, or four of them, through the passes across, into `plane`
    /// at the output's columns, zeros where the blur does not reach.
    private func blurAcross(_ input: UnsafePointer<UInt8>, stride: Int, source: DeviceRect, output: DeviceRect,
                            spans: Spans, into plane: UnsafeMutablePointer<SIMD4<Float>>) {
        let strips = (output.width + Self.stripPixels - 1) / Self.stripPixels, columns = output.x..<output.x + strips * Self.stripPixels
        let lines = (0...passes.count).map { index in
            let held = spans.held(by: index)
            // The last line reaches over every column of the strips, zeros where the blur does not.
            return Buffer(rows: index < passes.count ? held : min(held.lowerBound, columns.lowerBound)..<max(held.upperBound, columns.upperBound),
                          width: 1, written: spans.written(by: index))
        }
        defer { for line in lines { line.free() } }
        let at = lines.map(\.origin), group = kind == .premultiplied ? 1 : 4, width = kind.vectors
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
            // Four pixels at a time, turned a quarter: a vector of each channel's, or each row's,
            // values at the four, into its run of the strip's row.
            let blurred = at[passes.count]
            for vector in 0..<strips * Self.vectorsPerChannel {
                let x = columns.lowerBound + 4 * vector, run = vector % Self.vectorsPerChannel
                let block = plane + vector / Self.vectorsPerChannel * source.height * width
                let pixels = (blurred[x], blurred[x + 1], blurred[x + 2], blurred[x + 3])
                for lane in 0..<4 {
                    let values = SIMD4(pixels.0[lane], pixels.1[lane], pixels.2[lane], pixels.3[lane])
                    switch kind {
                    case .premultiplied: block[top * width + lane * Self.vectorsPerChannel + run] = values
                    case .alpha: if lane < rows { block[(top + lane) * width + run] = values }
                    }
                }
            }
        }
    }

    /// The strip's `rows`, rounded, into the result's rows, row y at `result` + y `stride` from
    /// the strip's first column on, as many pixels as `columns` holds: each colour at most the
    /// alpha, so that the pixels stay premultiplied.
    private func store(_ strip: UnsafeMutablePointer<SIMD4<Float>>, _ rows: Range<Int>, _ columns: Range<Int>,
                       into result: UnsafeMutablePointer<UInt8>, stride: Int) {
        for y in rows {
            let noise = dithers ? Self.dither(row: y, from: columns.lowerBound) : SIMD4()
            store(strip + y * kind.vectors, count: columns.count, into: result + y * stride, noise: noise)
        }
    }

    /// One row of a strip, its first `count` pixels, `noise` added to the four pixels of each vector.
    @inline(__always)
    private func store(_ row: UnsafeMutablePointer<SIMD4<Float>>, count: Int, into result: UnsafeMutablePointer<UInt8>,
                       noise: SIMD4<Float>) {
        let strip = Self.vectorsPerChannel, opaque = SIMD4<Int32>(repeating: 255)
        for vector in 0..<(count + 3) / 4 {
            let lanes = min(4, count - 4 * vector), at = UnsafeMutableRawPointer(result + 4 * vector * kind.bytes)
            switch kind {
            case .premultiplied:
                let alpha = Self.levels(row[3 * strip + vector] + noise, atMost: opaque)
                // Multiplied rather than shifted: a vector shifted by a number is shifted lane by lane.
                let pixels = Self.levels(row[vector] + noise, atMost: alpha) | Self.levels(row[strip + vector] + noise, atMost: alpha) &* 0x100
                    | Self.levels(row[2 * strip + vector] + noise, atMost: alpha) &* 0x1_0000 | alpha &* 0x100_0000
                if lanes == 4 {
                    at.storeBytes(of: pixels, as: SIMD4<Int32>.self)
                } else {
                    for lane in 0..<lanes { at.storeBytes(of: pixels[lane], toByteOffset: 4 * lane, as: Int32.self) }
                }
            case .alpha:
                let levels = Self.levels(row[vector] + noise, atMost: opaque)
                for lane in 0..<lanes { at.storeBytes(of: UInt8(truncatingIfNeeded: levels[lane]), toByteOffset: lane, as: UInt8.self) }
            }
        }
    }

    /// The noise added to the four pixels of a vector of row `y` whose first is at column `x`:
    /// Bayer's ordered dither of four by four, by the pixel's place in the frame, so that a part
    /// of the frame is dithered as the whole. Each is less than half a level either way, and the
    /// sixteen sum to zero.
    private static func dither(row y: Int, from x: Int) -> SIMD4<Float> {
        let bayer: [Float] = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5]
        var noise = SIMD4<Float>()
        for lane in 0..<4 { noise[lane] = (bayer[(y & 3) * 4 + ((x + lane) & 3)] + 0.5) / 16 - 0.5 }
        return noise
    }

    /// The whole numbers nearest `values`, from 0 to `top`. Adding 1.5 x 2^23 to a float leaves
    /// it a unit of one, so the sum is rounded, and its low bits hold the whole number plus 2^22;
    /// the bounds are taken in whole numbers, with shifts and masks, as vectors.
    @inline(__always)
    private static func levels(_ values: SIMD4<Float>, atMost top: SIMD4<Int32>) -> SIMD4<Int32> {
        let whole = unsafeBitCast(values + 12_582_912, to: SIMD4<Int32>.self) & 0x7F_FFFF &- 0x40_0000
        let floor = whole & ~(whole &>> 31), over = floor &- top
        return floor &- (over & ~(over &>> 31))
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

/// Rows of vectors, freed by hand: the blur's lines and rows. Those `written` are left to their
/// writer, which writes the same rows each time; the others are zeros, as far as a pass reads.
private struct Buffer {
    private let start: UnsafeMutablePointer<SIMD4<Float>>
    /// Where row 0 would be, so that row y is at `origin` + y `width`.
    let origin: UnsafeMutablePointer<SIMD4<Float>>

    init(rows: Range<Int>, width: Int, written: Range<Int>) {
        start = .allocate(capacity: max(rows.count * width, 1))
        origin = start - rows.lowerBound * width
        let kept = written.isEmpty ? rows.lowerBound..<rows.lowerBound : written.clamped(to: rows)
        start.initialize(repeating: SIMD4(), count: (kept.lowerBound - rows.lowerBound) * width)
        (origin + kept.upperBound * width).initialize(repeating: SIMD4(), count: (rows.upperBound - kept.upperBound) * width)
    }

    func free() { start.deallocate() }
}
