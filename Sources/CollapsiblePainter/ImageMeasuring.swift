import CollapsibleCore

extension Painter: ImageMeasuring {
    /// Read once, and kept for every frame that draws it.
    public func size(of image: ImageSource) throws(ImageFailure) -> Size {
        try pictures.picture(for: image).get().size
    }
}
