/// One export routereport knows, as data: how its file is recognised, where its rows
/// are, what each column means and how its times are written. `CSVDialects.all` is the
/// table; a new dialect is one entry there (and its fixture).
struct CSVDialect: Sendable {
    /// Where the records of flights are.
    enum Layout: Sendable, Equatable {
        /// The first record is the header, every later one a flight.
        case header
        /// The header is the first record after a record whose first field starts with
        /// `title` (ForeFlight's `Flights Table`) that names the dialect's fingerprint;
        /// the flights follow it up to the next empty record.
        case headerAfter(title: String)
        /// No header: records of `columns` fields each, inside sections that start at a
        /// line `start` and end at the next line of one field ending in `:` (App in the
        /// Air's `flights:` … `hotels:`).
        case sections(start: String, columns: [String])
    }

    /// What the rows make.
    enum Kind: Sendable, Equatable {
        /// One flight a row.
        case flights
        /// Every row a point of one flown track.
        case track
        /// Every row a landmark (`CSVPointListReader`).
        case points
    }

    /// How a time without `Z` or an offset is read.
    enum ZoneRule: Sendable, Equatable {
        /// Local time at the row's airport: the departure at the first, the arrival at the
        /// last (the table's IANA zone), as timetables and travel apps write them.
        case localAtAirport
        /// UTC, as pilot logbooks and flight trackers keep them.
        case utc
    }

    /// One column: the header names it goes by (matched as `CSVHeader.normalised`
    /// writes them), and what it holds.
    struct Column: Sendable {
        /// Normalised, for matching.
        var names: [String]
        /// As the program writes them.
        var written: [String]
        var field: CSVField

        init(_ field: CSVField, _ names: String...) {
            self.field = field
            written = names
            self.names = names.map { CSVHeader.normalised(Array($0.utf8)) }
        }

        /// The written name of the normalised `name`.
        func written(_ name: String) -> String {
            names.firstIndex(of: name).map { written[$0] } ?? name
        }
    }

    /// The program, as the docs and notes name it.
    var name: String
    /// The file's first line starts with this (after a BOM and quotes), if it must.
    var firstLine: String?
    /// Header names (normalised) that must all be present; the dialect with the most
    /// that match wins. Empty for the generic spreadsheet, which needs an airport column.
    var fingerprint: [String]
    /// The separator; nil: `,`, `;` or a tab, whichever the first record has most of.
    var separator: UInt8?
    var layout: Layout = .header
    var kind: Kind = .flights
    var zone: ZoneRule
    /// For dates with `/` or `-` and the year last whose order the file does not show
    /// (no day above 12); nil: ask (a `time-syntax` warning naming both readings).
    var dateOrder: DateOrder?
    var columns: [Column]
    /// Code values of a column and what they mean (myFlightradar24's seat type `1` is a
    /// window seat); looked up before `CSVDetailText` normalises the rest.
    var codes: [CSVField: [String: String]] = [:]
    /// An empty airport cell is the exporter not knowing (OpenSky's estimates): a
    /// warning, not an error.
    var airportsMayBeUnknown = false
    /// The OpenFlights rule: a flight number starting with two letters or digits names
    /// the airline by its IATA code.
    var airlineCodeFromFlightNumber = false
    /// Where the layout comes from (for the docs).
    var source: String

    /// The generic spreadsheet (`CSVDialects.spreadsheet`), whose `from` may hold a route.
    var isSpreadsheet: Bool { name == CSVDialects.spreadsheetName }
}
