/// A part of one file that is made from the whole of another file the run may write too:
/// report.html's maps are the bytes of maps/*.svg, inlined. The file's plan makes the part
/// by itself all the same (it must, when the run does not write the other file); when
/// the run writes that file, the pipeline hands its bytes over as they are written and
/// makes the part with `make` instead, so the shared bytes are made once. Either way the
/// part's bytes are the same.
struct BorrowedPart: Sendable {
    /// The part's index in the borrowing file.
    var index: Int
    /// The name of the file whose bytes the part is made from.
    var source: String
    /// The part from the source's bytes, all of them in order; nil when it could not be
    /// made.
    var make: @Sendable ([UInt8]) -> [UInt8]?

    init(index: Int, source: String, make: @escaping @Sendable ([UInt8]) -> [UInt8]?) {
        self.index = index
        self.source = source
        self.make = make
    }
}
