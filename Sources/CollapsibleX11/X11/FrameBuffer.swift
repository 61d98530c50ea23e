import CMalloc
import CX11
import CollapsibleCore
import CollapsiblePainter

/// The frame as drawn, and how it reaches the window: through memory shared
/// with the X server when it can map the program's, else through the socket.
enum FrameBuffer {
    case shared(SharedMemoryImage)
    case sent(XImageBuffer)

    /// How the program's frames go to this server, decided by the first one
    /// and kept: a server that refuses shared memory goes on refusing it.
    enum Transfer {
        case sharedMemory, socket
    }

    /// A frame of `width` x `height`, shared when `transfer` allows and the
    /// server agrees. A refusal turns `transfer` to the socket for good;
    /// a segment that cannot be made (memory is short) only this frame's.
    static func make(width: Int, height: Int, on display: Display, transfer: inout Transfer) throws -> FrameBuffer {
        _ = mappingEachFrame
        if transfer == .sharedMemory {
            do {
                return .shared(try SharedMemoryImage(width: width, height: height, on: display))
            } catch .refused {
                transfer = .socket
            } catch .noSegment {}
        }
        return .sent(try XImageBuffer(ImageSurface(width: width, height: height), on: display))
    }

    /// Frames come and go with the window's size. Once one is freed, glibc
    /// serves the next ones (up to 32 MiB each) from its heap, which keeps
    /// what it frees: a window resized about would hold tens of MiB it no
    /// longer draws. With the threshold fixed at glibc's starting value,
    /// each frame gets a mapping of its own, returned whole when freed. Set
    /// once for the process, before its first frame.
    private static let mappingEachFrame: Void = {
        _ = mallopt(M_MMAP_THRESHOLD, 128 * 1024)
    }()

    /// The largest frame up to `width` x `height` that memory holds, to
    /// take the place of `current`: nil when `current` has that size
    /// already, or is larger than any that can be had. Memory being short,
    /// the longer side halves, for as long as that still beats `current`.
    static func largest(width: Int, height: Int, replacing current: FrameBuffer, on display: Display,
                        transfer: inout Transfer) -> FrameBuffer? {
        let held = (width: current.surface.width, height: current.surface.height)
        var fitted = (width: width, height: height)
        while fitted != held {
            if let fits = try? make(width: fitted.width, height: fitted.height, on: display, transfer: &transfer) {
                return fits
            }
            if fitted.width >= fitted.height {
                fitted.width = (fitted.width + 1) / 2
            } else {
                fitted.height = (fitted.height + 1) / 2
            }
            guard fitted.width * fitted.height > held.width * held.height else { return nil }
        }
        return nil
    }

    var surface: ImageSurface {
        switch self {
        case .shared(let image): image.surface
        case .sent(let buffer): buffer.surface
        }
    }

    /// Whether cairo may draw into the frame: never while the server may
    /// still be reading it. A frame sent through the socket is copied first.
    var isFree: Bool {
        switch self {
        case .shared(let image): image.readsPending == 0
        case .sent: true
        }
    }

    /// Copies what `rect` of `window` shows from the frame, which holds the
    /// window's pixels `placed`. Only these pixels go to the server, in one
    /// request, and the window never shows a half-drawn frame; outside
    /// `placed` the server has painted the background.
    func put(_ rect: DeviceRect, into window: Window, at placed: DeviceRect) {
        guard window.display.isConnected else { return }
        let inside = rect.intersection(placed)
        guard !inside.isEmpty else { return }
        let source = (x: Int32(inside.x - placed.x), y: Int32(inside.y - placed.y))
        switch self {
        case .shared(let image): image.put(inside, from: source, into: window)
        case .sent(let buffer): buffer.put(inside, from: source, into: window)
        }
    }

    /// The server finished reading a put from the shared segment `segment`.
    func frameRead(segment: UInt) {
        if case .shared(let image) = self { image.frameRead(segment: segment) }
    }
}
