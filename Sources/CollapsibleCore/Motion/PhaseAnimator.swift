/// SwiftUI's `PhaseAnimator`: content made from one phase after another,
/// each change to the next animated with the animation the phase names,
/// the next one once it logically completes. With a trigger it goes
/// through every phase once each time the trigger changes, back to the
/// first; without one it goes round for as long as it is there.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    private let phases: [Phase]
    private let trigger: AnyTrigger?
    private let content: (Phase) -> Content
    private let animation: (Phase) -> Animation?
    @State private var index = 0

    public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.trigger = AnyTrigger(trigger)
        self.content = content
        self.animation = animation
    }

    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        trigger = nil
        self.content = content
        self.animation = animation
    }

    public var body: some View {
        if !phases.isEmpty {
            content(phases[min(index, phases.count - 1)])
                .onAppear { if trigger == nil { step() } }
                .onChange(of: trigger) { if index == 0 { step() } }
        }
    }

    /// To the next phase, with the animation it names; then on from there.
    private func step() {
        guard phases.count > 1 else { return }
        let next = (index + 1) % phases.count
        withAnimation(animation(phases[next]), completionCriteria: .logicallyComplete) {
            index = next
        } completion: {
            if trigger == nil || next != 0 { step() }
        }
    }
}

extension View {
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        PhaseAnimator(phases, trigger: trigger, content: { content(PlaceholderContentView(self), $0) }, animation: animation)
    }

    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        PhaseAnimator(phases, content: { content(PlaceholderContentView(self), $0) }, animation: animation)
    }
}
