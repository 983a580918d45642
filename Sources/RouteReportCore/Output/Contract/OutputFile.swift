/// One file a report format makes (`ReportOutput`): its name in the output folder and how
/// its bytes are made.
struct OutputFile: Sendable {
    enum Content: Sendable {
        /// Made part by part.
        case parts(any FilePlan)
        /// Made in one part by handing the parts of the file named `source` to a packer,
        /// in order (routes.kmz holds routes.kml). When the run writes that file too, its
        /// parts are made once, for both. The packer is made with a spill beside the
        /// packed file (or why there is none).
        case packed(source: String, plan: any FilePlan, packer: Packer)
    }

    /// Makes a packed file's packer, given its spill.
    typealias Packer = @Sendable (Result<any Spill, PackingFailure>) -> any PartPacker

    var name: String
    var content: Content
    /// One of many small per-flight files (the flight maps), made after the whole-run
    /// files so that no big file starts last and runs alone.
    var perFlight: Bool
    /// Goes in place after every other file of the set (`OutputFolder.commit`): the file
    /// a reader such as CI looks at first (report.json), so that once it is new, so is
    /// every other file.
    var commitsLast: Bool
    /// What tells this file, written by any version of routereport, from a person's file
    /// of the same name; nil: nothing does.
    var mark: GeneratorMark?
    /// Parts the plan makes that may be made from another file's bytes instead, when the
    /// run writes that file too (`BorrowedPart`); only a file made by `.parts` whose plan
    /// does not finish borrows.
    var borrowed: [BorrowedPart]

    init(
        _ name: String, _ plan: some FilePlan, mark: GeneratorMark?, perFlight: Bool = false, commitsLast: Bool = false,
        borrowing borrowed: [BorrowedPart] = []
    ) {
        precondition(borrowed.isEmpty || !plan.finishes, "a part that finishes a file needs every part's summary")
        self.name = name
        content = .parts(plan)
        self.mark = mark
        self.perFlight = perFlight
        self.commitsLast = commitsLast
        self.borrowed = borrowed
    }

    init(
        _ name: String, packing source: String, plan: some FilePlan, mark: GeneratorMark?,
        into packer: @escaping Packer
    ) {
        self.name = name
        content = .packed(source: source, plan: plan, packer: packer)
        self.mark = mark
        perFlight = false
        commitsLast = false
        borrowed = []
    }
}
