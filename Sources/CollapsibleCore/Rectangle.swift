/// What one item of the row draws, built the way the SwiftUI original reads:
///
///     Rectangle().fill(colors[i])
///         .overlay(Rectangle().stroke(.black, lineWidth: 3))
///         .overlay(Text("\(i)"))
///         .frame(height: 100)
public struct Rectangle: Equatable, Sendable {
    public var fill: Color?
    public var stroke: Stroke?
    public var text: Text?
    /// nil takes the height on offer, as a SwiftUI shape does.
    public var height: Double?

    public init() {}

    public func fill(_ color: Color) -> Rectangle {
        var copy = self
        copy.fill = color
        return copy
    }

    public func stroke(_ color: Color, lineWidth: Double = 1) -> Rectangle {
        var copy = self
        copy.stroke = Stroke(color: color, lineWidth: lineWidth)
        return copy
    }

    /// A rectangle laid over this one paints its fill and stroke on top.
    public func overlay(_ other: Rectangle) -> Rectangle {
        var copy = self
        if let fill = other.fill { copy.fill = fill }
        if let stroke = other.stroke { copy.stroke = stroke }
        return copy
    }

    public func overlay(_ text: Text) -> Rectangle {
        var copy = self
        copy.text = text
        return copy
    }

    public func frame(height: Double) -> Rectangle {
        var copy = self
        copy.height = height
        return copy
    }
}

/// SwiftUI's `stroke` is centred on the shape's edge: half the line lies
/// outside the frame.
public struct Stroke: Equatable, Sendable {
    public var color: Color
    public var lineWidth: Double
}

/// A label centred on its rectangle: SwiftUI's `Text` in the body style of
/// iOS (17 pt), primary colour, in the system face. SwiftUI's is SF Pro;
/// Inter is its closest free stand-in, and where Inter is not installed
/// fontconfig gives its `sans-serif` instead.
public struct Text: Equatable, Sendable {
    public var string: String
    public var color: Color = .primary
    public var fontSize: Double = 17
    public var fontFamily: String = "Inter"

    public init(_ string: String) { self.string = string }
}
