import CGif
import CWebPDecode
import Foundation

/// An animated image read back with the library that wrote it: its frames
/// whole, as a viewer shows them, each with when it ends.
struct Recording {
    let width: Int
    let height: Int
    let loopsForever: Bool
    /// How many of the format's time units make a second: 1000 for WebP, 100 for GIF.
    let unitsPerSecond: Int
    let frames: [(image: Image, end: Int)]

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    var length: Int { frames.last?.end ?? 0 }

    /// The frame on show at `time`, in the format's units.
    func frame(at time: Int) -> Image? {
        frames.first { time < $0.end }?.image
    }

    /// Through libwebp's WebPAnimDecoder.
    static func webP(_ path: String) throws -> Recording {
        let file = try Data(contentsOf: URL(fileURLWithPath: path))
        return try file.withUnsafeBytes { bytes in
            var data = WebPData(bytes: bytes.bindMemory(to: UInt8.self).baseAddress, size: bytes.count)
            var options = WebPAnimDecoderOptions()
            guard WebPAnimDecoderOptionsInit(&options) != 0 else { throw Failure(description: "libwebp version mismatch") }
            // B, G, R, A in memory: 0xAARRGGBB as a native word, as cairo's pixels.
            options.color_mode = MODE_BGRA
            guard let decoder = WebPAnimDecoderNew(&data, &options) else {
                throw Failure(description: "\(path) is not an animated WebP libwebp can read")
            }
            defer { WebPAnimDecoderDelete(decoder) }
            var info = WebPAnimInfo()
            guard WebPAnimDecoderGetInfo(decoder, &info) != 0 else { throw Failure(description: "\(path): no animation info") }
            let (width, height) = (Int(info.canvas_width), Int(info.canvas_height))
            var frames: [(Image, Int)] = []
            while WebPAnimDecoderHasMoreFrames(decoder) != 0 {
                var pixels: UnsafeMutablePointer<UInt8>?
                var timestamp: Int32 = 0
                guard WebPAnimDecoderGetNext(decoder, &pixels, &timestamp) != 0, let pixels else {
                    throw Failure(description: "\(path): frame \(frames.count) does not decode")
                }
                frames.append((Image(width: width, height: height, stride: width * 4, bytes: UnsafeRawPointer(pixels)),
                               Int(timestamp)))
            }
            return Recording(width: width, height: height, loopsForever: info.loop_count == 0,
                             unitsPerSecond: 1000, frames: frames)
        }
    }

    /// Through giflib's DGifSlurp, each image laid over what the one before left.
    static func gif(_ path: String) throws -> Recording {
        var error: Int32 = 0
        guard let gif = DGifOpenFileName(path, &error) else {
            throw Failure(description: "cannot open \(path): \(String(cString: GifErrorString(error)))")
        }
        defer { DGifCloseFile(gif, &error) }
        guard DGifSlurp(gif) == GIF_OK, let global = gif.pointee.SColorMap else {
            throw Failure(description: "\(path) is not a GIF giflib can read, with a global palette")
        }
        let (width, height) = (Int(gif.pointee.SWidth), Int(gif.pointee.SHeight))
        func palette(_ map: UnsafeMutablePointer<ColorMapObject>) -> [UInt32] {
            (0..<Int(map.pointee.ColorCount)).map {
                let c = map.pointee.Colors[$0]
                return UInt32(c.Red) << 16 | UInt32(c.Green) << 8 | UInt32(c.Blue)
            }
        }
        let colors = palette(global)
        var canvas = [UInt32](repeating: colors[Int(gif.pointee.SBackGroundColor)], count: width * height)
        var frames: [(Image, Int)] = []
        var time = 0
        var loopsForever = false
        for index in 0..<Int(gif.pointee.ImageCount) {
            let saved = gif.pointee.SavedImages[index]
            let blocks = (0..<Int(saved.ExtensionBlockCount)).map { saved.ExtensionBlocks[$0] }
            for (block, next) in zip(blocks, blocks.dropFirst()) where block.Function == APPLICATION_EXT_FUNC_CODE {
                let name = String(decoding: UnsafeBufferPointer(start: block.Bytes, count: Int(block.ByteCount)), as: UTF8.self)
                let data = Array(UnsafeBufferPointer(start: next.Bytes, count: Int(next.ByteCount)))
                if name == "NETSCAPE2.0", data == [1, 0, 0] { loopsForever = true }
            }
            var control = GraphicsControlBlock()
            guard DGifSavedExtensionToGCB(gif, Int32(index), &control) == GIF_OK else {
                throw Failure(description: "\(path): image \(index) has no graphics control block")
            }
            let own = saved.ImageDesc.ColorMap.map(palette) ?? colors
            let (left, top) = (Int(saved.ImageDesc.Left), Int(saved.ImageDesc.Top))
            let (w, h) = (Int(saved.ImageDesc.Width), Int(saved.ImageDesc.Height))
            guard left + w <= width, top + h <= height else { throw Failure(description: "\(path): image \(index) overflows") }
            for y in 0..<h {
                for x in 0..<w {
                    canvas[(top + y) * width + left + x] = own[Int(saved.RasterBits[y * w + x])]
                }
            }
            time += Int(control.DelayTime)
            frames.append((Image(width: width, height: height, pixels: canvas), time))
        }
        return Recording(width: width, height: height, loopsForever: loopsForever, unitsPerSecond: 100, frames: frames)
    }
}
