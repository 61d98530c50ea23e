/// The touchpad's smooth scrolling as XInput 2 reports it, read as GTK reads it: a device's
/// scroll valuators each count along one axis, and what one moved since its last value, in
/// its increments, is how many of the wheel's notches the content scrolls. A valuator's first
/// value, and its first after the pointer came back or the device changed, only starts the
/// count: it is where the device stands, not a move.
struct ScrollValuators: Equatable {
    /// One scroll valuator of a device.
    struct Valuator: Equatable {
        var number: Int
        var axis: Axis
        /// How far it moves for one notch of a wheel; negative where it counts the other way.
        var increment: Double
        var last: Double?
    }

    enum Axis: Equatable {
        case vertical, horizontal
    }

    private var devices: [Int: [Valuator]] = [:]

    init() {}

    /// The scroll valuators a device has, as the server lists its scroll classes: those of no
    /// use, whose increment is zero or not a number, left out.
    mutating func describe(device: Int, valuators: [Valuator]) {
        devices[device] = valuators.filter { $0.increment.isFinite && $0.increment != 0 }
    }

    /// Whether the device's valuators were described.
    func knows(device: Int) -> Bool {
        devices[device] != nil
    }

    /// Every count starts again: the pointer left and came back, or a device changed.
    mutating func restart() {
        for device in devices.keys {
            devices[device] = devices[device]?.map { var valuator = $0; valuator.last = nil; return valuator }
        }
    }

    /// The notches across and down that a motion of `device` scrolled by, from the valuators'
    /// values it carries by number; nil when it scrolled by none.
    mutating func delta(device: Int, values: [Int: Double]) -> (x: Double, y: Double)? {
        guard var valuators = devices[device] else { return nil }
        var moved: (x: Double, y: Double) = (0, 0), any = false
        for index in valuators.indices {
            guard let value = values[valuators[index].number], value.isFinite else { continue }
            defer { valuators[index].last = value }
            guard let last = valuators[index].last else { continue }
            let notches = (value - last) / valuators[index].increment
            guard notches.isFinite, notches != 0 else { continue }
            any = true
            switch valuators[index].axis {
            case .vertical: moved.y += notches
            case .horizontal: moved.x += notches
            }
        }
        devices[device] = valuators
        return any ? moved : nil
    }
}
