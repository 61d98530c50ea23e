import CX11
import CX11Extensions

extension Display {
    /// Asks for the pointer's presses, releases and motion on `window` through XInput 2.1 where
    /// the server speaks it, as GTK does: its motion carries the touchpad's scroll valuators, and
    /// its presses tell the wheel's buttons the server makes up from them, which the valuators'
    /// own deltas stand for. The core events of those kinds then come no more; without XInput 2.1
    /// they still do. Where the server speaks XInput 2.4, the touchpad's pinches come too.
    func selectPointerEvents(on window: CX11.Window) {
        var opcode: Int32 = 0, eventBase: Int32 = 0, errorBase: Int32 = 0
        var major: Int32 = 2, minor: Int32 = 4
        guard XQueryExtension(raw, "XInputExtension", &opcode, &eventBase, &errorBase) != 0,
              XIQueryVersion(raw, &major, &minor) == Success, major > 2 || (major == 2 && minor >= 1) else { return }
        var types = [XI_ButtonPress, XI_ButtonRelease, XI_Motion, XI_DeviceChanged]
        if major > 2 || minor >= 4 { types += [XI_GesturePinchBegin, XI_GesturePinchUpdate, XI_GesturePinchEnd] }
        var bits = [UInt8](repeating: 0, count: Int(types.reduce(0, max)) / 8 + 1)
        for type in types { bits[Int(type) / 8] |= 1 << (UInt8(type) % 8) }
        bits.withUnsafeMutableBufferPointer { bits in
            var mask = XIEventMask(deviceid: XIAllMasterDevices, mask_len: Int32(bits.count), mask: bits.baseAddress)
            _ = XISelectEvents(raw, window, &mask, 1)
        }
        xinputOpcode = opcode
    }

    /// XInput 2's pointer events, nil for any other event: a press, a release, a move, the
    /// touchpad's scroll in notches of the wheel, or its pinch.
    func convertPointer(_ event: inout XEvent) -> Event? {
        guard event.type == GenericEvent, let xinputOpcode, event.xcookie.extension == xinputOpcode,
              XGetEventData(raw, &event.xcookie) != 0 else { return nil }
        defer { XFreeEventData(raw, &event.xcookie) }
        guard let data = event.xcookie.data else { return nil }
        if event.xcookie.evtype == XI_DeviceChanged {
            // A touchpad took over the pointer, or one changed: its valuators are asked again.
            scrollValuators = ScrollValuators()
            return nil
        }
        if let phase = Self.pinchPhases[event.xcookie.evtype] {
            let gesture = data.assumingMemoryBound(to: XIGesturePinchEvent.self).pointee
            let cancelled = gesture.flags & Int32(XIGesturePinchEventCancelled) != 0
            switch pinch.take(phase, scale: gesture.scale, deltaAngle: gesture.delta_angle, cancelled: cancelled) {
            case .changed(let scale, let rotation):
                return .pinched(scale: scale, rotation: rotation, atX: Int(gesture.event_x.rounded(.down)),
                                atY: Int(gesture.event_y.rounded(.down)), time: UInt(gesture.time))
            case .ended:
                return .pinchEnded(cancelled: false, time: UInt(gesture.time))
            case .cancelled:
                return .pinchEnded(cancelled: true, time: UInt(gesture.time))
            case nil:
                return nil
            }
        }
        let device = data.assumingMemoryBound(to: XIDeviceEvent.self).pointee
        let x = Int(device.event_x.rounded(.down)), y = Int(device.event_y.rounded(.down)), time = UInt(device.time)
        switch event.xcookie.evtype {
        case XI_ButtonPress, XI_ButtonRelease:
            // A wheel's button made up from a scroll valuator, whose delta came with the motion.
            if device.flags & Int32(XIPointerEmulated) != 0, (4...7).contains(device.detail) { return nil }
            let button = Int(device.detail)
            return event.xcookie.evtype == XI_ButtonPress ? .buttonPressed(button: button, x: x, y: y, time: time)
                : .buttonReleased(button: button, x: x, y: y, time: time)
        case XI_Motion:
            let source = Int(device.sourceid)
            if !scrollValuators.knows(device: source) { scrollValuators.describe(device: source, valuators: scrollClasses(of: device.sourceid)) }
            if let notches = scrollValuators.delta(device: source, values: Self.values(of: device.valuators)) {
                return .smoothScrolled(x: notches.x, y: notches.y, atX: x, atY: y)
            }
            return .pointerMoved(x: x, y: y, time: time)
        default:
            return nil
        }
    }

    private static let pinchPhases: [Int32: PinchEvents.Phase] = [
        XI_GesturePinchBegin: .begin, XI_GesturePinchUpdate: .update, XI_GesturePinchEnd: .end,
    ]

    /// The scroll classes the server lists for a device.
    private func scrollClasses(of device: Int32) -> [ScrollValuators.Valuator] {
        var count: Int32 = 0
        guard let info = XIQueryDevice(raw, device, &count) else { return [] }
        defer { XIFreeDeviceInfo(info) }
        var valuators: [ScrollValuators.Valuator] = []
        for index in 0..<Int(count) {
            let classes = info[index].classes
            for number in 0..<Int(info[index].num_classes) {
                guard let any = classes?[number], any.pointee.type == XIScrollClass else { continue }
                let scroll = UnsafeRawPointer(any).assumingMemoryBound(to: XIScrollClassInfo.self).pointee
                valuators.append(ScrollValuators.Valuator(number: Int(scroll.number), axis: scroll.scroll_type == XIScrollTypeHorizontal ? .horizontal : .vertical,
                                                          increment: scroll.increment, last: nil))
            }
        }
        return valuators
    }

    /// The values an event carries, by valuator number: its mask says which, in order.
    private static func values(of state: XIValuatorState) -> [Int: Double] {
        var values: [Int: Double] = [:], next = 0
        guard let mask = state.mask, let carried = state.values else { return values }
        for number in 0..<Int(state.mask_len) * 8 where mask[number / 8] & (1 << UInt8(number % 8)) != 0 {
            values[number] = carried[next]
            next += 1
        }
        return values
    }
}
