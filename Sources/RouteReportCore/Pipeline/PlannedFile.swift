/// A file's plan (`FilePlan`) as the scheduler makes it (`parallelParts`): its parts by
/// index, each made once, the summaries they leave kept in their slots until the last
/// part is made from them.
struct PlannedFile: Sendable {
    /// Parts in all, the last one included.
    let count: Int
    /// Whether the last part is made from the others' summaries, so may start only once
    /// they are all made.
    let lastWaits: Bool
    /// Part `index`; nil when it could not be made. The last, when it waits, only after
    /// every other has returned.
    let make: @Sendable (Int) -> [UInt8]?

    init<Plan: FilePlan>(_ plan: Plan) {
        count = plan.count
        lastWaits = plan.finishes
        guard plan.finishes else {
            make = { index in plan.part(index)?.bytes }
            return
        }
        let summaries = OrderedSlots<Plan.Summary>(count: plan.partCount)
        make = { index in
            guard index == plan.partCount else {
                guard let part = plan.part(index) else { return nil }
                summaries.store(part.summary, at: index)
                return part.bytes
            }
            // A part that could not be made left no summary, and fails the file anyway.
            return summaries.collectIfFilled().flatMap(plan.finish)
        }
    }
}
