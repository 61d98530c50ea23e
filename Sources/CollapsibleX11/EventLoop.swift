import CollapsibleCore
import CollapsibleDesktop
import CollapsiblePainter
import Glibc

/// The program's life in a window, in the manner of suckless st: wait on the
/// X connection, drain every queued event, draw, flush, wait again. While
/// nothing moves the wait has no timeout at all: no timer, no wake-ups, no CPU.
public struct EventLoop {
    private let display: Display
    private let window: Window
    private var view: LiveView
    /// The smallest the window may be, in logical pixels: the largest of the
    /// view's minimums in the states it has shown, so that no state is cut.
    private var minimum: Size
    private var scaling: ScaleFollowing
    private let options: WindowOptions
    private let desktop: DesktopSettings
    private let xsettings: XSettingsManager
    /// What the view draws, as drawn: the window is only ever a copy of it
    /// where it lies, and the server's background elsewhere.
    private var buffer: FrameBuffer
    /// Where the buffer lies in the window, in device pixels.
    private var placed: DeviceRect
    /// The window was laid out again and the buffer does not show it yet.
    private var stale = false
    private var transfer: FrameBuffer.Transfer
    private let painter: Painter

    /// The window's size in device pixels, as the server last said.
    private var windowSize: (width: Int, height: Int)
    /// A size from ConfigureNotify not yet laid out; only the last one counts.
    private var newSize: (width: Int, height: Int)?
    /// What the window must get again from the buffer.
    private var damage: DeviceRect?
    // Pace: when frames are drawn, and for what time.
    private var pacing: FramePacing
    private let monitor: MonitorRate
    /// The monitor under the window may have changed: read its rate again.
    private var monitorMoved = false
    /// A toggle waits for the frame at which its animation begins.
    private var beginPending = false
    private var exitStatus: Int32?
    private var windowDestroyed = false
    private var accessibility: AccessibilityHost?
    private var isFocused = false
    /// The icon's pictures, drawn once nothing else is to be done, and
    /// handed to the window when all are: nil once it has them.
    private var icon: WindowIconPictures?
    /// Written by every change of state, whatever code made it.
    private let wake: StateWake
    private let diagnostics: Diagnostics

    /// Opens the window (see `Startup`) and takes over what its start made.
    public init(_ content: any View, options: WindowOptions, display: Display, diagnostics: Diagnostics) throws {
        let start = try Startup(content, options: options, display: display, diagnostics: diagnostics)
        self.display = display
        self.options = options
        self.diagnostics = diagnostics
        desktop = start.desktop
        xsettings = start.xsettings
        scaling = start.scaling
        windowSize = start.windowSize
        painter = start.painter
        view = start.view
        minimum = start.minimum
        window = start.window
        icon = start.icon
        monitor = start.monitor
        buffer = start.buffer
        placed = start.placed
        transfer = start.transfer
        pacing = start.pacing
        accessibility = start.accessibility
        let wake = try StateWake()
        self.wake = wake
        view.onStateChange = { wake.signal() }
    }

    /// Runs until the user quits; returns the exit status. Throws when the
    /// X server goes away or refuses a request.
    public mutating func run() throws -> Int32 {
        while true {
            while let event = display.nextEvent() {
                handle(event)
            }
            // With no window left, nothing could ever end the program. Said
            // first: a frame sent as the window went fails, and that error
            // is only the destruction's echo.
            if windowDestroyed { throw DisplayError.windowDestroyed(display: display.name) }
            try display.check()
            if let exitStatus { return exitStatus }
            if desktop.takeChange() { followDesktop() }

            layOutNewSize()
            pacing.checkPatience(now: monotonicSeconds())
            if let frame = pacing.due, buffer.isFree, monotonicSeconds() >= frame.at {
                try drawFrame(frame)
            }
            if let damage, !stale {
                buffer.put(damage, into: window, at: placed)
                self.damage = nil
            }
            accessibility?.follow(view, size: windowSize, scale: scaling.scale, isFocused: isFocused)
            display.flush()
            // Drawing may have read events into Xlib's queue, and those no
            // longer make the socket readable: poll() would sleep on them.
            if display.hasQueuedEvents { continue }
            if icon != nil, pacing.isResting {
                drawIconPicture()
                // Whatever came meanwhile goes before the next picture.
                waitForEvents(immediately: true)
            } else {
                waitForEvents()
            }
        }
    }

    private mutating func handle(_ event: Event) {
        switch event {
        case .exposed(let rect):
            damage = damage.map { $0.union(rect) } ?? rect
        case .resized(let width, let height):
            newSize = (width, height)
            // Also sent when the window moves, maybe onto another monitor.
            monitorMoved = true
        case .buttonPressed(button: 1, let x, let y, let time):
            if view.pointerPressed(at: logical(x, y), time: seconds(time)) { changed() }
        case .buttonReleased(button: 1, let x, let y, let time):
            if view.pointerReleased(at: logical(x, y), time: seconds(time)) { changed() }
        case .buttonPressed, .buttonReleased:
            // A tap is the primary button's; the others do nothing.
            break
        case .pointerMoved(let x, let y):
            if view.pointerMoved(to: logical(x, y)) { changed() }
        case .key(let key):
            // A screen reader hears each key first, and may take it as its own.
            if accessibility?.offer(key) != true { perform(key.command) }
        case .closeRequested:
            exitStatus = 0
        case .destroyed:
            windowDestroyed = true
        case .focusChanged(let focused):
            isFocused = focused
        case .xsettingsChanged:
            Self.read(xsettings, into: desktop)
        case .vblank(let serial, let time, let count):
            pacing.blank(serial: serial, time: time, count: count, now: monotonicSeconds())
        case .frameRead(let segment):
            buffer.frameRead(segment: segment)
        case .monitorsChanged:
            monitorMoved = true
            if pacing.followsBlanks {
                pacing.resetClock(period: monitor.read(windowSize: windowSize).map { 1 / $0 }, now: monotonicSeconds())
            }
        }
    }

    private mutating func perform(_ command: KeyCommand?) {
        switch command {
        case .press?:
            // The keyboard works the focused control, as a click on it would.
            if view.pressFocused() { changed() }
        case .focusNext?:
            if view.moveFocus(forward: true) { changed() }
        case .focusPrevious?:
            if view.moveFocus(forward: false) { changed() }
        case .adjust(let move)?:
            if view.adjustFocused(move) { changed() }
        case .quit?:
            exitStatus = 0
        case nil:
            break
        }
    }

    /// A change of state: the frames that show it, and a larger minimum
    /// when the new state needs one.
    private mutating func changed() {
        let needed = view.minimumSize
        if needed.width > minimum.width || needed.height > minimum.height {
            minimum = Size(width: max(minimum.width, needed.width), height: max(minimum.height, needed.height))
            scaling.setMinimum(minimum, of: window)
        }
        startFrames()
    }

    /// A change starts the frames: the first after a toggle, drawn at the
    /// next blank (at once without Present), starts its animation.
    private mutating func startFrames() {
        beginPending = true
        if monitorMoved, !pacing.followsBlanks {
            monitorMoved = false
            pacing.monitorRate(monitor.read(windowSize: windowSize).map { 1 / $0 })
        }
        pacing.start(now: monotonicSeconds())
    }

    /// A resize is the window manager's or another client's doing, not the
    /// user's request: it is never refused. A window larger than the largest
    /// frame shows the largest frame at its top left, and its background
    /// beyond. The server has painted the background over the whole window;
    /// the buffer shows it again once drawn for the new layout.
    private mutating func layOutNewSize() {
        guard let size = newSize else { return }
        newSize = nil
        let rescaled = scaling.windowResized()
        guard size != windowSize || rescaled else { return }
        windowSize = size
        let frame = Self.frameSize(for: size), scale = scaling.scale
        view.size = Size(width: Double(frame.width) / scale, height: Double(frame.height) / scale)
        view.displayScale = scale
        // Relayout now, even mid-animation, which goes on towards the new size's targets.
        pacing.redraw(now: monotonicSeconds())
        stale = true
        damage = DeviceRect(x: 0, y: 0, width: size.width, height: size.height)
    }

    /// The largest frame the program draws, in device pixels. A window shows
    /// at most a screen of itself at a time; X drivers commonly make screens
    /// of up to 16384 pixels a side, and an 8K monitor (7680 x 4320) is 33
    /// million pixels, 127 MiB at 4 bytes each. 64 Mi pixels, 256 MiB, holds
    /// two of those. The X server's and cairo's own limit, 32767 a side,
    /// would make a 4 GiB frame, almost all of it pixels no screen can show.
    static let largestFrame = (side: 16384, pixels: 1 << 26)

    /// The frame the view is laid out in for a window of `size`: the whole
    /// window up to the largest frame, its top-left part beyond.
    static func frameSize(for size: (width: Int, height: Int)) -> (width: Int, height: Int) {
        let width = min(max(size.width, 1), largestFrame.side)
        let height = min(max(size.height, 1), largestFrame.side, largestFrame.pixels / width)
        return (width, height)
    }

    /// Draws the frame for the time it will be on screen.
    private mutating func drawFrame(_ frame: FramePacing.Frame) throws(PainterError) {
        let now = monotonicSeconds()
        let shows = frame.shows ?? now
        if beginPending {
            view.advance(to: min(frame.blank ?? shows, shows))
            beginPending = false
        }
        view.advance(to: shows)
        let list = view.displayList(scale: scaling.scale)
        let prepared = painter.prepare(list)
        place(prepared.bounds)
        if let changed = try painter.draw(prepared, on: buffer.surface, at: (placed.x, placed.y)) {
            damage = damage.map { $0.union(changed) } ?? changed
        }
        stale = false
        if list.background != window.background {
            // The colour scheme changed: the server paints the new background, and the buffer the rest.
            window.background = list.background
            window.clear(DeviceRect(x: 0, y: 0, width: windowSize.width, height: windowSize.height), keeping: placed)
        }
        pacing.drew(frame, now: now, moving: view.isAnimating)
    }

    /// Puts the buffer where the view draws in `box`. One that holds it
    /// stays, wherever the box lies: a resize that keeps the band's size
    /// costs no pixels. A larger box gets a buffer of its size, or the
    /// largest memory holds; one of less than half the buffer's pixels
    /// too, so that a window made small again gives back what it took,
    /// and a box that changes a little does not make a buffer each frame.
    /// What the buffer leaves is the background again.
    private mutating func place(_ box: DeviceRect) {
        let held = (width: buffer.surface.width, height: buffer.surface.height)
        let needed = (width: max(box.width, 1), height: max(box.height, 1))
        if needed.width > held.width || needed.height > held.height || 2 * needed.width * needed.height < held.width * held.height,
           let fitted = FrameBuffer.largest(width: needed.width, height: needed.height, replacing: buffer, on: display,
                                            transfer: &transfer) {
            buffer = fitted
        }
        let moved = DeviceRect(x: box.x, y: box.y, width: buffer.surface.width, height: buffer.surface.height)
        guard moved != placed else { return }
        window.clear(placed, keeping: moved)
        placed = moved
    }

    /// Sleeps in poll() until the server or the session bus sends something,
    /// a state changes, or the next frame is due; `immediately`, only looks.
    /// A frame the server still reads waits for its word, not the clock.
    private mutating func waitForEvents(immediately: Bool = false) {
        var descriptors = [pollfd(fd: display.fileDescriptor, events: Int16(POLLIN), revents: 0), wake.pollDescriptor]
        if let bus = desktop.pollDescriptor { descriptors.append(bus) }
        let assistive = descriptors.count
        descriptors += accessibility?.pollDescriptors ?? []
        var timeout: Int32 = immediately ? 0 : -1
        if !immediately, let due = [buffer.isFree ? pacing.wakeUp : nil, desktop.deadline, accessibility?.deadline].compactMap({ $0 }).min() {
            let milliseconds = ((due - monotonicSeconds()) * 1000).rounded(.up)
            timeout = Int32(min(max(milliseconds, 0), Double(Int32.max)))
        }
        let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
        if ready > 0, descriptors[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
            display.hungUp()
        }
        if descriptors[1].revents & Int16(POLLIN) != 0 {
            // A state written by any code shows in the next frame.
            wake.drain()
            if view.update() { changed() }
        }
        desktop.process()
        guard let requests = accessibility?.process(polled: descriptors[assistive...]) else { return }
        // An assistive tool's press is a tap's, and its setting a drag's.
        for id in requests.presses where view.press(id) { changed() }
        for setting in requests.settings where view.setValue(setting.value, of: setting.view) { changed() }
        requests.commands.forEach { perform($0) }
    }

    // MARK: The desktop's settings

    /// The XSETTINGS manager's settings, handed to the desktop's: at start,
    /// and again at every change, since the manager may have been replaced.
    static func read(_ xsettings: XSettingsManager, into desktop: DesktopSettings) {
        switch xsettings.read() {
        case .none: desktop.takeXSettings(nil)
        case .bytes(let bytes): desktop.takeXSettings(bytes)
        case .malformed(let reason): desktop.rejectXSettings(because: reason)
        }
    }

    /// Takes up what the desktop changed, as far as the command line leaves
    /// it to the desktop. A new colour scheme shows in the next frame, in the
    /// middle of a motion too, which goes on undisturbed.
    private mutating func followDesktop() {
        let scheme = options.colorScheme ?? desktop.colorScheme
        if scheme != view.colorScheme {
            view.colorScheme = scheme
            // A frame, not the start of a motion: one under way keeps its clock.
            pacing.start(now: monotonicSeconds())
        }
        view.animationsEnabled = options.animationChosen || desktop.animationsEnabled
        // The newest size the window was given: one that came with the new
        // scale, in the same batch of events, is not laid out yet.
        if let unchanged = scaling.followDesktop(desktop, window: window, size: newSize ?? windowSize, minimum: minimum) {
            newSize = unchanged
        }
    }

    /// Draws the next picture of the icon, and hands the window all of them
    /// after the last: the window goes without it rather than not at all.
    private mutating func drawIconPicture() {
        let refusal: String?
        do {
            try icon?.drawNext()
            guard let pictures = icon, pictures.isComplete else { return }
            icon = nil
            refusal = window.setIcon(pictures.images)?.description
        } catch {
            icon = nil
            refusal = "\(error)"
        }
        if let refusal, display.isConnected { diagnostics.report("the window goes without its icon: \(refusal)") }
    }

    private func logical(_ x: Int, _ y: Int) -> Point {
        Point(x: Double(x) / scaling.scale, y: Double(y) / scaling.scale)
    }

    private func seconds(_ serverTime: UInt) -> Double {
        Double(serverTime) / 1000
    }
}
