import CX11
import CX11Extensions

extension Display {
    /// The events of the extensions that present frames, nil for any other.
    /// Each lookup of an extension's codes is Xlib's cached answer.
    func convertPresenting(_ event: inout XEvent) -> Event? {
        var opcode: Int32 = 0, eventBase: Int32 = 0, errorBase: Int32 = 0
        if event.type == GenericEvent {
            guard XPresentQueryExtension(raw, &opcode, &eventBase, &errorBase) != 0,
                  event.xcookie.extension == opcode, event.xcookie.evtype == PresentCompleteNotify,
                  XGetEventData(raw, &event.xcookie) != 0 else { return nil }
            defer { XFreeEventData(raw, &event.xcookie) }
            guard let data = event.xcookie.data else { return nil }
            let complete = data.assumingMemoryBound(to: XPresentCompleteNotifyEvent.self).pointee
            guard complete.kind == PresentCompleteKindNotifyMSC else { return nil }
            return .vblank(serial: complete.serial_number, time: Double(complete.ust) / 1e6, count: complete.msc)
        }
        if event.type == XShmGetEventBase(raw) + ShmCompletion {
            return .frameRead(segment: withUnsafePointer(to: &event) {
                $0.withMemoryRebound(to: XShmCompletionEvent.self, capacity: 1) { $0.pointee.shmseg }
            })
        }
        guard XRRQueryExtension(raw, &eventBase, &errorBase) != 0 else { return nil }
        switch event.type - eventBase {
        case RRScreenChangeNotify:
            // Xlib's idea of the screen's size follows only through this call.
            XRRUpdateConfiguration(&event)
            return .monitorsChanged
        case RRNotify:
            return .monitorsChanged
        default:
            return nil
        }
    }
}
