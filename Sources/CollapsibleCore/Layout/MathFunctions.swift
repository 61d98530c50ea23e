// SwiftUI code calls C's math on its CGFloats, which it reaches through
// Foundation. These are the usual ones, handed on to whoever imports this
// module, and nothing else of the C library.
@_exported import func Glibc.sin
@_exported import func Glibc.cos
@_exported import func Glibc.tan
@_exported import func Glibc.asin
@_exported import func Glibc.acos
@_exported import func Glibc.atan
@_exported import func Glibc.atan2
@_exported import func Glibc.sqrt
@_exported import func Glibc.pow
@_exported import func Glibc.exp
@_exported import func Glibc.log
@_exported import func Glibc.floor
@_exported import func Glibc.ceil
@_exported import func Glibc.round
@_exported import func Glibc.hypot
@_exported import func Glibc.fmod
