import CollapsibleCore
import Glibc

/// The glass of the materials a painter laid in the frame it painted last and in this one, each
/// kept with the pixels behind it that it was blurred from. A frame with a material is painted
/// whole, and most often what lies behind the glass has not changed, only what is over it or
/// beside it: the same pixels behind give the same glass, laid again without blurring them again.
final class Backdrops {
    private struct Glass {
        /// The pixels behind, at the blur's fraction of the resolution, as they were read.
        let behind: GroupSurface
        let material: MaterialBackdrop
        /// Those pixels blurred, the tint laid over them, scaled up over the device pixels it covers.
        let glass: GroupSurface
        /// The frame that laid it last.
        var frame: Int
    }

    private var kept: [Glass] = []
    private var frame = 0
    /// Whether the frame under way laid any glass.
    private var laid = false

    /// Starts a frame. Where the last one laid glass, what it did not lay is let go, so that no
    /// more is kept than two frames lay; a frame painted in part away from every material lays
    /// none and lets none go, so that the next frame painted whole finds the glass still kept.
    func startFrame() {
        if laid { kept.removeAll { $0.frame < frame } }
        laid = false
        frame += 1
    }

    /// The glass of `material` over the pixels `behind` at the device pixels `shown`: the one
    /// made of the same, if there is one, or the one `make` makes.
    func glass(_ material: MaterialBackdrop, over behind: GroupSurface, at shown: DeviceRect,
               make: () throws(PainterError) -> GroupSurface) throws(PainterError) -> GroupSurface {
        laid = true
        if let index = kept.firstIndex(where: { $0.material == material && $0.glass.box == shown && $0.behind.holdsPixels(of: behind) }) {
            kept[index].frame = frame
            return kept[index].glass
        }
        let glass = try make()
        kept.append(Glass(behind: behind, material: material, glass: glass, frame: frame))
        return glass
    }
}

extension GroupSurface {
    /// Whether it holds the same box of pixels as `other`, every byte alike.
    func holdsPixels(of other: GroupSurface) -> Bool {
        box == other.box && stride == other.stride && memcmp(data, other.data, stride * box.height) == 0
    }
}
