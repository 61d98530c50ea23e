import CGif
import CollapsibleCore
import CollapsiblePainter

/// A film as an animated GIF, through giflib: one palette for the whole
/// file, no dithering, and of each frame only the rectangle that changed,
/// a frame that changes nothing lengthening the one before.
enum GifEncoding {
    /// GIF counts time in hundredths of a second.
    private static let ticksPerSecond = 100

    static func encode(_ film: Film, into file: OutputFile) throws(OutputError) {
        // The palette needs every colour of the film before the first frame is written.
        var census = GifPalette.Census()
        try film.forEachFrame { surface, changed in
            if let changed { census.count(surface, in: changed) }
        }
        let palette = GifPalette(census, exact: film.colors)

        let writer = try Writer(width: film.width, height: film.height, palette: palette, path: file.path)
        let ticksPerFrame = ticksPerSecond / film.framesPerSecond
        var pending: (region: DeviceRect, entries: [UInt8], ticks: Int)?
        try film.forEachFrame { (surface, changed) throws(OutputError) in
            guard let changed else {
                pending?.ticks += ticksPerFrame
                return
            }
            if let frame = pending { try writer.add(frame.entries, in: frame.region, ticks: frame.ticks) }
            var entries: [UInt8] = []
            entries.reserveCapacity(changed.width * changed.height)
            surface.forEachRun(in: changed) { color, length in
                entries.append(contentsOf: repeatElement(palette.entry(for: color), count: length))
            }
            pending = (changed, entries, ticksPerFrame)
        }
        if let frame = pending { try writer.add(frame.entries, in: frame.region, ticks: frame.ticks) }
        try writer.finish { (bytes) throws(OutputError) in try file.write(bytes) }
    }

    /// giflib's encoder, writing into memory; the file is written whole at the end.
    private final class Writer {
        private var gif: UnsafeMutablePointer<GifFileType>?
        private let bytes = Bytes()
        private let path: String

        /// Where giflib's output goes, reached from its C callback through UserData.
        private final class Bytes {
            var data: [UInt8] = []
        }

        init(width: Int, height: Int, palette: GifPalette, path: String) throws(OutputError) {
            self.path = path
            var error: Int32 = 0
            gif = EGifOpen(Unmanaged.passUnretained(bytes).toOpaque(), { gif, data, count in
                guard let gif, let data, count >= 0 else { return 0 }
                let bytes = Unmanaged<Bytes>.fromOpaque(gif.pointee.UserData).takeUnretainedValue()
                bytes.data.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(count)))
                return count
            }, &error)
            guard let gif else { throw .encoder(path: path, message: Self.message(error)) }
            EGifSetGifVersion(gif, true)

            // A colour table holds a power of two entries, 2 at least.
            var tableSize = 2
            while tableSize < palette.colors.count { tableSize *= 2 }
            let colors = (0..<tableSize).map { index in
                let color = index < palette.colors.count ? palette.colors[index] : 0
                return GifColorType(Red: UInt8(color >> 16 & 0xFF), Green: UInt8(color >> 8 & 0xFF), Blue: UInt8(color & 0xFF))
            }
            guard let map = GifMakeMapObject(Int32(tableSize), colors) else {
                throw .encoder(path: path, message: "out of memory for the GIF palette")
            }
            defer { GifFreeMapObject(map) }
            try check(EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, map))

            // The Netscape extension with a loop count of 0: loop forever.
            try check(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE))
            try check(EGifPutExtensionBlock(gif, 11, Array("NETSCAPE2.0".utf8)))
            try check(EGifPutExtensionBlock(gif, 3, [1, 0, 0] as [UInt8]))
            try check(EGifPutExtensionTrailer(gif))
        }

        deinit {
            if let gif { EGifCloseFile(gif, nil) }
        }

        /// One frame: the palette entries of `region`, row by row, shown for
        /// `ticks` hundredths of a second over what the frame before left.
        func add(_ entries: [UInt8], in region: DeviceRect, ticks: Int) throws(OutputError) {
            guard let gif else { return }
            var control = GraphicsControlBlock(
                DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false, DelayTime: Int32(ticks),
                TransparentColor: NO_TRANSPARENT_COLOR)
            var extensionBytes = [UInt8](repeating: 0, count: 4)
            let length = EGifGCBToExtension(&control, &extensionBytes)
            try check(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(length), extensionBytes))
            try check(EGifPutImageDesc(gif, Int32(region.x), Int32(region.y), Int32(region.width), Int32(region.height), false, nil))
            // giflib masks each line in place to the palette's bits.
            var rows = entries
            try check(rows.withUnsafeMutableBufferPointer { buffer in
                for y in 0..<region.height {
                    let result = EGifPutLine(gif, buffer.baseAddress! + y * region.width, Int32(region.width))
                    if result != GIF_OK { return result }
                }
                return GIF_OK
            })
        }

        /// Closes the file and hands over its bytes.
        func finish(_ take: (UnsafeRawBufferPointer) throws(OutputError) -> Void) throws(OutputError) {
            guard let gif else { return }
            self.gif = nil
            var error: Int32 = 0
            guard EGifCloseFile(gif, &error) == GIF_OK else { throw .encoder(path: path, message: Self.message(error)) }
            try bytes.data.withUnsafeBytes { buffer in Result { () throws(OutputError) in try take(buffer) } }.get()
        }

        private func check(_ result: Int32) throws(OutputError) {
            guard result == GIF_OK else { throw .encoder(path: path, message: Self.message(gif?.pointee.Error ?? 0)) }
        }

        private static func message(_ code: Int32) -> String {
            GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)"
        }
    }
}
