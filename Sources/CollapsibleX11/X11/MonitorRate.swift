import CX11
import CX11Extensions
import CollapsibleCore

/// The refresh rate of the monitor that shows the most of the window, from
/// RandR: for a server without Present, whose blanks the program cannot see.
final class MonitorRate {
    private let display: Display
    private let window: Window

    /// Also asks RandR to say when monitors change, as `.monitorsChanged`.
    init(for window: Window, on display: Display) {
        self.display = display
        self.window = window
        var eventBase: Int32 = 0, errorBase: Int32 = 0
        if XRRQueryExtension(display.raw, &eventBase, &errorBase) != 0 {
            XRRSelectInput(display.raw, window.id, Int32(RRScreenChangeNotifyMask | RRCrtcChangeNotifyMask | RROutputChangeNotifyMask))
        }
    }

    /// Frames a second, nil when RandR is missing or reports no timing
    /// (Xvfb's modes are all zeros) or none that a monitor could have.
    func read(windowSize: (width: Int, height: Int)) -> Double? {
        let raw = display.raw
        var eventBase: Int32 = 0, errorBase: Int32 = 0
        guard display.isConnected, XRRQueryExtension(raw, &eventBase, &errorBase) != 0 else { return nil }
        let root = XRootWindow(raw, display.screen)
        var x: Int32 = 0, y: Int32 = 0, child: CX11.Window = 0
        guard XTranslateCoordinates(raw, window.id, root, 0, 0, &x, &y, &child) != 0,
              let resources = XRRGetScreenResourcesCurrent(raw, root) else { return nil }
        defer { XRRFreeScreenResources(resources) }
        let shown = DeviceRect(x: Int(x), y: Int(y), width: windowSize.width, height: windowSize.height)
        var best: (overlap: Int, rate: Double?) = (0, nil)
        for index in 0..<Int(resources.pointee.ncrtc) {
            guard let crtc = XRRGetCrtcInfo(raw, resources, resources.pointee.crtcs[index]) else { continue }
            defer { XRRFreeCrtcInfo(crtc) }
            let info = crtc.pointee
            guard info.mode != 0 else { continue }
            let monitor = shown.intersection(DeviceRect(x: Int(info.x), y: Int(info.y), width: Int(info.width), height: Int(info.height)))
            let overlap = monitor.isEmpty ? 0 : monitor.width * monitor.height
            guard overlap > best.overlap else { continue }
            let modes = UnsafeBufferPointer(start: resources.pointee.modes, count: Int(resources.pointee.nmode))
            let mode = modes.first { $0.id == info.mode }
            best = (overlap, mode.flatMap {
                Self.rate(dotClock: Double($0.dotClock), hTotal: Double($0.hTotal), vTotal: Double($0.vTotal),
                          doubleScan: $0.modeFlags & UInt(RR_DoubleScan) != 0, interlaced: $0.modeFlags & UInt(RR_Interlace) != 0)
            })
        }
        return best.rate
    }

    /// Rates outside these are a driver's mistake rather than a monitor's.
    static let plausible = 10.0...600.0

    /// A mode's refresh rate, as mpv computes it: a double-scanned mode
    /// draws each line twice, an interlaced one half the lines each pass.
    static func rate(dotClock: Double, hTotal: Double, vTotal: Double, doubleScan: Bool, interlaced: Bool) -> Double? {
        var lines = vTotal
        if doubleScan { lines *= 2 }
        if interlaced { lines /= 2 }
        guard hTotal > 0, lines > 0 else { return nil }
        let rate = dotClock / (hTotal * lines)
        return plausible.contains(rate) ? rate : nil
    }
}
