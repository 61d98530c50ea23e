import CWebP
import CollapsiblePainter

/// A film as a lossless animated WebP, through libwebp's WebPAnimEncoder,
/// which keeps of each frame only the part that changed and merges frames
/// that did not change at all.
enum WebPEncoding {
    static func encode(_ film: Film, into file: OutputFile) throws(OutputError) {
        guard film.width <= WEBP_MAX_DIMENSION, film.height <= WEBP_MAX_DIMENSION else {
            throw .encoder(path: file.path, message: "a WebP image is at most \(WEBP_MAX_DIMENSION) pixels a side, not \(film.width)x\(film.height) (see --size and --scale)")
        }
        let encoder = try Encoder(film, path: file.path)
        var frame = 0
        try film.forEachFrame { (surface, _) throws(OutputError) in
            try encoder.add(surface, at: timestamp(of: frame, in: film))
            frame += 1
        }
        try encoder.finish(at: timestamp(of: frame, in: film)) { (bytes) throws(OutputError) in
            try file.write(bytes)
        }
    }

    /// When frame `index` starts, in the whole milliseconds WebP counts in:
    /// rounded from the true time, never accumulated, so the error stays
    /// under half a millisecond however long the film.
    private static func timestamp(of index: Int, in film: Film) -> Int32 {
        Int32((index * 1000 + film.framesPerSecond / 2) / film.framesPerSecond)
    }

    /// The encoder and the picture it reads each frame from, freed together.
    private final class Encoder {
        private let encoder: OpaquePointer
        private var picture = WebPPicture()
        private var config = WebPConfig()
        private let path: String

        init(_ film: Film, path: String) throws(OutputError) {
            self.path = path
            var options = WebPAnimEncoderOptions()
            guard WebPAnimEncoderOptionsInit(&options) != 0, WebPConfigInit(&config) != 0,
                  WebPPictureInit(&picture) != 0 else {
                throw .encoder(path: path, message: "libwebp is not the version the program was built with")
            }
            // Loop forever.
            options.anim_params.loop_count = 0
            config.lossless = 1
            // Effort, not quality, in lossless mode: a middle level keeps a
            // long recording quick at a size close to the smallest.
            guard WebPConfigLosslessPreset(&config, 3) != 0 else {
                throw .encoder(path: path, message: "libwebp refused its own lossless settings")
            }
            guard let encoder = WebPAnimEncoderNew(Int32(film.width), Int32(film.height), &options) else {
                throw .encoder(path: path, message: "out of memory for the WebP encoder")
            }
            self.encoder = encoder
            picture.use_argb = 1
            picture.width = Int32(film.width)
            picture.height = Int32(film.height)
        }

        deinit {
            WebPPictureFree(&picture)
            WebPAnimEncoderDelete(encoder)
        }

        func add(_ surface: ImageSurface, at timestamp: Int32) throws(OutputError) {
            // cairo's RGB24 is B, G, R, unused in memory on a little-endian machine.
            guard WebPPictureImportBGRX(&picture, surface.data, Int32(surface.stride)) != 0 else {
                throw .encoder(path: path, message: "out of memory for a WebP frame")
            }
            guard WebPAnimEncoderAdd(encoder, &picture, timestamp, &config) != 0 else {
                throw .encoder(path: path, message: String(cString: WebPAnimEncoderGetError(encoder)))
            }
        }

        /// Ends the last frame at `timestamp` and hands over the file's bytes.
        func finish(at timestamp: Int32, _ take: (UnsafeRawBufferPointer) throws(OutputError) -> Void) throws(OutputError) {
            var data = WebPData()
            guard WebPAnimEncoderAdd(encoder, nil, timestamp, nil) != 0,
                  WebPAnimEncoderAssemble(encoder, &data) != 0 else {
                throw .encoder(path: path, message: String(cString: WebPAnimEncoderGetError(encoder)))
            }
            defer { WebPDataClear(&data) }
            try take(UnsafeRawBufferPointer(start: data.bytes, count: data.size))
        }
    }
}
