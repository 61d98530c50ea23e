/// What a view that draws for itself takes from the walk that makes it, to
/// use outside it: the environment in force, the host's measures of text
/// and pictures, and where its warnings go. A canvas's renderer resolves
/// texts and images with them after the walk has moved on.
struct DrawingResources {
    let environment: EnvironmentValues
    let textMeasure: (any TextMeasuring)?
    let images: (any ImageMeasuring)?
    let warnings: Warnings

    /// The size of the picture `source`, as the host draws it.
    func imageSize(of source: ImageSource) throws(ImageFailure) -> Size {
        guard let images else { throw ImageFailure("this host draws no pictures") }
        return try images.size(of: source)
    }

    func warnOnce(about subject: some Hashable, _ message: String) { warnings.warnOnce(about: subject, message) }
}

extension _ResolveContext {
    var drawingResources: DrawingResources {
        DrawingResources(environment: environment, textMeasure: textMeasure, images: images, warnings: warnings)
    }
}
