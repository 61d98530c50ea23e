import CX11
import CX11Extensions
import CollapsibleCore
import CollapsiblePainter
import Glibc

/// A frame in a System V shared memory segment that the program and the X
/// server both map: cairo draws into it, and XShmPutImage only names it, so
/// no pixel crosses the socket. The segment is marked for removal as soon as
/// the server has attached it: the kernel frees it once the last of the two
/// lets go, however the program ends.
final class SharedMemoryImage {
    let surface: ImageSurface
    private let display: Display
    private let image: UnsafeMutablePointer<XImage>
    /// XShmPutImage finds the segment through the image, which points here.
    private let segment: UnsafeMutablePointer<XShmSegmentInfo>
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
        let segment = UnsafeMutablePointer<XShmSegmentInfo>.allocate(capacity: 1)
        segment.initialize(to: XShmSegmentInfo())
        guard let image = XShmCreateImage(raw, XDefaultVisual(raw, display.screen), 24, ZPixmap, nil, segment,
                                          UInt32(width), UInt32(height)) else {
            segment.deallocate()
            throw .noSegment
        }
        func giveUp(_ reason: Unavailable) -> Unavailable {
            // The image structure alone: its pixels are the segment's.
            image.pointee.data = nil
            _ = image.pointee.f.destroy_image(image)
            segment.deallocate()
            return reason
        }
        let stride = Int(image.pointee.bytes_per_line)
        guard image.pointee.bits_per_pixel == 32 else { throw giveUp(.refused) }
        let id = shmget(IPC_PRIVATE, stride * height, IPC_CREAT | 0o600)
        guard id >= 0 else { throw giveUp(.noSegment) }
        guard let address = shmat(id, nil, 0), address != UnsafeMutableRawPointer(bitPattern: -1) else {
            shmctl(id, IPC_RMID, nil)
            throw giveUp(.noSegment)
        }
        segment.pointee.shmid = id
        segment.pointee.shmaddr = address.assumingMemoryBound(to: CChar.self)
        segment.pointee.readOnly = True
        image.pointee.data = segment.pointee.shmaddr
        // A server elsewhere, or one that may not map the segment (a client
        // over TCP has no credentials to show), refuses the attach.
        let attached = (try? display.attempt { XShmAttach(raw, segment) }.get()) != nil
        // From here the segment lives only as long as someone maps it.
        shmctl(id, IPC_RMID, nil)
        guard attached else {
            shmdt(address)
            throw giveUp(.refused)
        }
        do {
            surface = try ImageSurface(width: width, height: height, stride: stride, over: address) { shmdt(address) }
        } catch {
            XShmDetach(raw, segment)
            shmdt(address)
            throw giveUp(.noSegment)
        }
        self.display = display
        self.image = image
        self.segment = segment
    }

    deinit {
        if display.isConnected { XShmDetach(display.raw, segment) }
        image.pointee.data = nil
        _ = image.pointee.f.destroy_image(image)
        segment.deallocate()
        // The surface goes after this, and unmaps the segment.
    }

    /// Copies `rect` of the frame into `drawable` at the same place; the
    /// server says when it has read the pixels, with a ShmCompletion event.
    func put(_ rect: DeviceRect, into drawable: Drawable, with gc: GC) {
        XShmPutImage(display.raw, drawable, gc, image, Int32(rect.x), Int32(rect.y), Int32(rect.x), Int32(rect.y),
                     UInt32(rect.width), UInt32(rect.height), True)
        readsPending += 1
    }

    /// The server finished a put from `segment`, if that is this one.
    func readDone(segment id: UInt) {
        if id == segment.pointee.shmseg, readsPending > 0 { readsPending -= 1 }
    }
}
