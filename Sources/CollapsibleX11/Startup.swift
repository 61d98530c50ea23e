import CollapsibleAccessibility
import CollapsibleCore
import CollapsibleDesktop
import CollapsiblePainter
import Glibc
import Timekeeping

/// The window's start, each step where it must be: the desktop's settings
/// before the scale they give, the size checked before any window appears,
/// the first frame drawn before the window is mapped, so that its first
/// expose already has a frame to show, the pace once it is mapped, and
/// accessibility after the first frame, which it never delays. It holds
/// what it made until the loop takes it over.
struct Startup {
    let desktop: DesktopSettings
    let xsettings: XSettingsManager
    let scaling: ScaleFollowing
    let windowSize: (width: Int, height: Int)
    let painter = Painter()
    let view: LiveView
    let minimum: Size
    let window: Window
    let icon: WindowIconPictures?
    let monitor: MonitorRate
    let buffer: FrameBuffer
    let placed: DeviceRect
    let transfer: FrameBuffer.Transfer
    let pacing: FramePacing
    let accessibility: AccessibilityHost?

    /// What the window can do without (its icon, settings it cannot read)
    /// goes to `diagnostics`.
    init(_ content: any View, options: WindowOptions, display: Display, diagnostics: Diagnostics) throws {
        let askedPortal = MonotonicClock.seconds()
        desktop = DesktopSettings(followsColorScheme: options.colorScheme == nil, diagnostics: diagnostics)
        xsettings = XSettingsManager(on: display)
        xsettings.hand(to: desktop)
        let scaling = ScaleFollowing(chosen: options.scale, desktop: desktop, on: display), scale = scaling.scale
        let width = max(Int((Double(options.width) * scale).rounded()), 1)
        let height = max(Int((Double(options.height) * scale).rounded()), 1)
        // A size no frame can hold is refused before any window appears.
        guard FramePresenter.frameSize(for: (width, height)) == (width, height) else {
            throw FrameTooLarge(width: width, height: height)
        }
        self.scaling = scaling
        windowSize = (width, height)
        // Symbols are drawn from the desktop's icon theme, as it was at the
        // start: the symbols' sizes are the tree's, made with the first frame.
        if let theme = desktop.iconThemeName { painter.iconThemeName = theme }
        var view = LiveView(content, size: Size(width: Double(width) / scale, height: Double(height) / scale), measure: painter,
                            diagnostics: diagnostics)
        view.animationReplacement = options.animationReplacement
        view.openURL = DesktopURLOpener(diagnostics: diagnostics).open
        view.displayScale = scale
        if options.pressed { view.pressFrontmostTapTarget(animated: false) }
        minimum = view.minimumSize
        window = try Window(on: display, width: width, height: height, title: options.title, className: options.className)
        display.input = InputContext(display: display.raw, window: window.id)
        if let input = display.input { window.listen(also: input.filterEvents) }
        display.selections = Selections(display: display.raw, window: window.id)
        icon = options.icon.map { WindowIconPictures(drawing: $0) }
        Self.waitForPortal(of: desktop, until: askedPortal + Self.portalPatience)
        view.colorScheme = options.colorScheme ?? desktop.colorScheme
        view.animationsEnabled = options.animationChosen || desktop.animationsEnabled
        view.caretBlink = desktop.caretBlink
        self.view = view
        let pixels = minimum.pixels(scale: scale)
        window.setMinimumSize(width: pixels.width, height: pixels.height)
        monitor = MonitorRate(for: window, on: display)
        let list = view.displayList(scale: scale)
        let frame = painter.prepare(list), box = frame.bounds
        var transfer: FrameBuffer.Transfer = SharedMemoryImage.isDisabled ? .socket : .sharedMemory
        buffer = try FrameBuffer.make(width: max(box.width, 1), height: max(box.height, 1), on: display, transfer: &transfer)
        self.transfer = transfer
        placed = DeviceRect(x: box.x, y: box.y, width: buffer.surface.width, height: buffer.surface.height)
        try painter.draw(frame, on: buffer.surface, at: (placed.x, placed.y))
        window.background = list.background
        window.map()
        // Mapped first: a server may count no blanks for a window it does not show.
        pacing = FramePacing(vblanks: VblankNotifier(for: window, on: display),
                             period: monitor.read(windowSize: windowSize).map { 1 / $0 }, now: MonotonicClock.seconds())
        accessibility = AccessibilityHost(window: window, title: options.title,
                                          application: AccessibleApplication(name: options.className, version: options.version),
                                          measure: painter, diagnostics: diagnostics)
        try display.sync()
    }

    /// How long the first frame waits for the portal's answer, after the
    /// question: a portal that does not answer by then leaves it light.
    static let portalPatience = 0.2

    /// Lets the first frame wait for the portal's answer until `deadline`,
    /// so that it shows the right colours when the portal answers in time.
    private static func waitForPortal(of desktop: DesktopSettings, until deadline: Double) {
        while desktop.isAskingPortal, var descriptor = desktop.pollDescriptor {
            let now = MonotonicClock.seconds()
            guard now < deadline else { return }
            let wake = min(deadline, desktop.deadline ?? deadline)
            _ = poll(&descriptor, 1, Int32(max(((wake - now) * 1000).rounded(.up), 0)))
            desktop.process()
        }
    }
}

/// A window asked for that is larger than the largest frame: the program
/// asked for it, so it is refused rather than cut.
public struct FrameTooLarge: Error, CustomStringConvertible {
    let width: Int
    let height: Int

    public var description: String {
        let largest = FramePresenter.largestFrame
        return "a window of \(width)x\(height) pixels is more than the largest frame this program draws:"
            + " \(largest.side) pixels a side, \(largest.side)x\(largest.pixels / largest.side) in all"
    }
}
