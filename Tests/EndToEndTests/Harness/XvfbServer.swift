// The harness stands on VirtualDesktop, which the benchmark shares: every
// test file sees it.
@_exported import VirtualDesktop

/// The tests' X server: Xvfb, or another server that takes -displayfd.
typealias XvfbServer = VirtualServer
