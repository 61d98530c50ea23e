// A file written for Apple's systems imports SwiftUI alone and finds
// Foundation's names (`UUID`, `Date`, `DispatchQueue`) and Observation's
// (`@Observable`) through it, as Apple's module re-exports them.
@_exported import CollapsibleCore
@_exported import Foundation
@_exported import Observation

// Foundation has Core Graphics' geometry types of its own; the framework's
// take their names. Declared here, these shadow Foundation's for a file
// that imports SwiftUI, so that `CGFloat` is the length every view takes.
public typealias CGFloat = CollapsibleCore.CGFloat
public typealias CGPoint = CollapsibleCore.CGPoint
public typealias CGSize = CollapsibleCore.CGSize
public typealias CGRect = CollapsibleCore.CGRect
