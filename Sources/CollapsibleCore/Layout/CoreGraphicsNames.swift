/// SwiftUI's geometry is Core Graphics'; here the same names are the
/// framework's own values, so that code written for SwiftUI reads them.
public typealias CGPoint = Point
public typealias CGSize = Size
public typealias CGRect = Rect
