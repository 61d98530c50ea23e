/// SwiftUI's lengths are `CGFloat`, which Foundation defines. Here it is the
/// standard library's `Double`, so the exercise's `CGFloat?` and `Double`
/// mix freely. A file that also imports Foundation must then say
/// `CollapsibleCore.CGFloat`.
public typealias CGFloat = Double
