import CX11
import CX11Extensions
import CollapsibleCore
import CollapsiblePainter
import Glibc

/// A frame in a shared memory segment that the program and the X server
/// both map: cairo draws into it, and XShmPutImage only names it, so no
/// pixel crosses the socket.
final class SharedMemoryImage {
    let surface: ImageSurface
    private let display: Display
    private let header: XImageHeader
    private let segment: SharedSegment
    /// Puts the server has not finished reading: cairo must not draw meanwhile.
    private(set) var readsPending = 0

    /// Why there is no shared frame; the caller sends its frames instead.
    enum Unavailable: Error {
        /// The server has no MIT-SHM, or cannot map the program's memory: it
        /// runs on another machine, or refuses. It will not change its mind.
        case refused
        /// This segment could not be made (no memory, or over the system's limit).
        case noSegment
    }

    /// Whether the user asked for frames through the socket, as Qt's
    /// QT_X11_NO_MITSHM does: to compare the two, or for a server that
    /// claims MIT-SHM but cannot really share memory with the program.
    static var isDisabled: Bool {
        guard let value = getenv("COLLAPSIBLE_X11_NO_MITSHM") else { return false }
        return value.pointee != 0
    }

    init(width: Int, height: Int, on display: Display) throws(Unavailable) {
        let raw = display.raw
        guard XShmQueryExtension(raw) != 0 else { throw .refused }
        // The image first, for the length of its rows; the segment it
        // describes is named in it once made.
        guard let image = XShmCreateImage(raw, XDefaultVisual(raw, display.screen), 24, ZPixmap, nil, nil,
                                          UInt32(width), UInt32(height)) else { throw .noSegment }
        let header = XImageHeader(image)
        guard image.pointee.bits_per_pixel == 32 else { throw .refused }
        let stride = Int(image.pointee.bytes_per_line)
        guard let segment = SharedSegment(bytes: stride * height) else { throw .noSegment }
        image.pointee.data = segment.info.pointee.shmaddr
        image.pointee.obdata = UnsafeMutableRawPointer(segment.info).assumingMemoryBound(to: CChar.self)
        // A server elsewhere, or one that may not map the segment (a client
        // over TCP has no credentials to show), refuses the attach.
        let attached = (try? display.attempt { XShmAttach(raw, segment.info) }.get()) != nil
        segment.removeWhenUnmapped()
        guard attached else { throw .refused }
        do {
            // cairo draws into the segment for as long as the surface lives.
            surface = try ImageSurface(width: width, height: height, stride: stride, over: segment.address) {
                withExtendedLifetime(segment) {}
            }
        } catch {
            XShmDetach(raw, segment.info)
            throw .noSegment
        }
        self.display = display
        self.header = header
        self.segment = segment
    }

    deinit {
        if display.isConnected { XShmDetach(display.raw, segment.info) }
    }

    /// Copies the frame's pixels from `source` on into `rect` of `window`;
    /// the server says when it has read them, with a ShmCompletion event.
    func put(_ rect: DeviceRect, from source: (x: Int32, y: Int32), into window: Window) {
        XShmPutImage(display.raw, window.id, window.gc, header.raw, source.x, source.y, Int32(rect.x), Int32(rect.y),
                     UInt32(rect.width), UInt32(rect.height), True)
        readsPending += 1
    }

    /// The server finished a put from `segment`, if that is this one.
    func frameRead(segment id: UInt) {
        if id == segment.info.pointee.shmseg, readsPending > 0 { readsPending -= 1 }
    }
}
