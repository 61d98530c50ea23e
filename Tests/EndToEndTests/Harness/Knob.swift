import Foundation
import VirtualDesktop

/// The knob of the programs of chapters 2 and 3 (see ProgramTests+Controls)
/// as a user measures it on screen.
struct Knob {
    var centre: (x: Double, y: Double)
    var radius: Double
}

extension Image {
    /// The knob in column 150: the longest run of ink down it is the
    /// circle's diameter, where the pointer does not point straight up or down.
    func knob() -> Knob? {
        var best: Range<Int>?, start: Int?
        for y in 0...height {
            // Black or a full hue: little green either way.
            let inked = y < height && Colors.channels(self[150, y]).1 < 128
            if inked, start == nil { start = y }
            if !inked, let first = start {
                if (best?.count ?? 0) < y - first { best = first..<y }
                start = nil
            }
        }
        guard let best, best.count > 8 else { return nil }
        // Edges where half the pixel is inked: the run's ends, a half out.
        let top = edge(from: 150, best.lowerBound + 1, .up) ?? Double(best.lowerBound)
        let bottom = edge(from: 150, best.upperBound - 2, .down) ?? Double(best.upperBound)
        return Knob(centre: (150, (top + bottom) / 2), radius: (bottom - top) / 2)
    }

    /// The pointer's direction, in degrees clockwise from straight up: the
    /// mean direction of the ink between the circle and the knob's frame,
    /// each pixel weighed by its ink.
    func pointerAngle(around knob: Knob) -> Double? {
        var sum = (x: 0.0, y: 0.0)
        let reach = 50.0
        for y in Int(knob.centre.y - reach)...Int(knob.centre.y + reach) where y >= 0 && y < height {
            for x in Int(knob.centre.x - reach)...Int(knob.centre.x + reach) where x >= 0 && x < width {
                let dx = Double(x) + 0.5 - knob.centre.x, dy = Double(y) + 0.5 - knob.centre.y
                let distance = (dx * dx + dy * dy).squareRoot()
                guard distance > knob.radius + 2, distance < reach else { continue }
                let ink = 1 - Double(Colors.channels(self[x, y]).1) / 255
                sum.x += ink * dx / distance
                sum.y += ink * dy / distance
            }
        }
        guard (sum.x * sum.x + sum.y * sum.y).squareRoot() > 5 else { return nil }
        let degrees = atan2(sum.x, -sum.y) * 180 / .pi
        return degrees < -0.5 ? degrees + 360 : degrees
    }

    /// Whether the pointer is at `angle`, give or take a degree, either side of straight up.
    static func points(_ measured: Double, at angle: Double) -> Bool {
        abs(remainder(measured - angle, 360)) < 1
    }
}

extension Session {
    /// The angle of the knob's pointer once it points at `expected`, give
    /// or take a degree; nil if it does not within five seconds. `knob` is
    /// the knob as first shown, where the pointer is measured from.
    func knobPointer(around knob: Knob, near expected: Double) -> Double? {
        let (width, height) = size
        return waitFor(within: 5) { () -> Double? in
            guard let image = x.image(of: window, y: 0, width: width, height: height),
                  let angle = image.pointerAngle(around: knob), Image.points(angle, at: expected) else { return nil }
            return angle
        }
    }
}
