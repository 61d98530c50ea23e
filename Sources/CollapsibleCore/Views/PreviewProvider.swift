/// SwiftUI's `PreviewProvider`, which every file written for Xcode ends
/// with. Nothing here shows previews; the conformance only has to compile.
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}
