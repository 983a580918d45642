import Foundation
import Testing

@testable import RouteReportCore

/// Point lists: a table of places, one landmark a row. The expected coordinates are the
/// cells as written; the line:columns counted by hand in the texts.
@Suite struct CSVPointListReaderTests {
    static func read(_ text: String, file: String = "stations.csv") -> InputDocument {
        InputReader.read(Array(text.utf8), file: file)
    }

    static func landmarks(_ document: InputDocument) -> [Landmark] {
        document.features.compactMap { if case .landmark(let landmark) = $0 { return landmark } else { return nil } }
    }

    /// rule severity line:column of each finding but the read-as note.
    static func findings(_ document: InputDocument) -> [String] {
        document.diagnostics.filter { $0.rule != .readAs }.map {
            "\($0.rule.rawValue) \($0.severity) \($0.location.line ?? 0):\($0.location.column ?? 0)"
        }
    }

    @Test func aCSVOfStationsIsOneLandmarkARow() throws {
        let document = Self.read("name,lat,lon\nZürich HB,47.3779,8.5403\nBern,46.9490,7.4391\nGenève,46.2102,6.1424\n")
        #expect(document.format == .csv)
        #expect(document.diagnostics.map(\.rule) == [.readAs])
        #expect(document.diagnostics.first?.message == "read as a point list, a landmark a row")
        let landmarks = Self.landmarks(document)
        #expect(landmarks.map(\.name) == ["Zürich HB", "Bern", "Genève"])
        #expect(
            landmarks.map(\.coordinate) == [
                Coordinate(latitude: 47.3779, longitude: 8.5403), Coordinate(latitude: 46.9490, longitude: 7.4391),
                Coordinate(latitude: 46.2102, longitude: 6.1424),
            ])
        #expect(landmarks.map(\.source) == [2, 3, 4].map { SourceLocation(file: "stations.csv", line: $0) })
        #expect(InputSniffer.format(of: Array("name,lat,lon\nA,1,2\n".utf8)) == .csv)
    }

    @Test(
        "Header names in any case and the usual spellings",
        arguments: [
            "Name,Latitude,Longitude", "TITLE,LAT,LNG", "label,lat,long", "name,y,x", "stop_name,stop_lat,stop_lon",
            "Name,Latitude (deg),Longitude [deg]", "name,latitude_deg,longitude_deg", "name,decimalLatitude,decimalLongitude",
            "Name,POINT_Y,POINT_X",
        ])
    func headerSpellings(header: String) throws {
        let document = Self.read(header + "\nPlace,-33.8568,151.2153\n")
        let landmark = try #require(Self.landmarks(document).first, "\(document.diagnostics)")
        #expect(landmark.name == "Place")
        #expect(landmark.coordinate == Coordinate(latitude: -33.8568, longitude: 151.2153))
    }

    @Test func separatorsQuotesAndDecimalCommas() throws {
        let semicolons = Self.read("Name;Lat;Lon;Ele;Time\n\"Brandenburger Tor; Berlin\";52,5163;13,3777;34;2024-05-01T10:00Z\n")
        #expect(Self.landmarks(semicolons).map(\.name) == ["Brandenburger Tor; Berlin"])
        #expect(Self.landmarks(semicolons).map(\.coordinate) == [Coordinate(latitude: 52.5163, longitude: 13.3777)])
        // Elevation and time are no part of a landmark: the note names them.
        #expect(semicolons.diagnostics.first?.message == "read as a point list, a landmark a row; columns not used: Ele, Time")
        let tabs = Self.read("id\tname\tlatitude\tlongitude\tdescription\nS1\tQuay\t-41.2865\t174.7762\tthe \"old\" quay\n")
        let quay = try #require(Self.landmarks(tabs).first)
        #expect(quay.explicitID == "S1")
        #expect(quay.description == "the \"old\" quay")
        #expect(quay.coordinate == Coordinate(latitude: -41.2865, longitude: 174.7762))
        // With commas as separators a decimal comma cannot be told from two fields.
        #expect(CSVPointListReader.number("52,5", separator: UInt8(ascii: ",")) == nil)
        #expect(CSVPointListReader.number("52,5", separator: UInt8(ascii: ";")) == 52.5)
        #expect(CSVPointListReader.number("1,234,5", separator: UInt8(ascii: ";")) == nil)
        #expect(CSVPointListReader.number("-0", separator: UInt8(ascii: ","))?.sign == .plus)
    }

    @Test func aBadRowIsAFindingAtItsCellAndTheRestGoesOn() throws {
        let text = """
            name,lat,lon
            A,51.5,-0.12
            B,"51°30'N",-0.12
            C,51.5,-190
            D,95,10
            E,,2
            F,51.5
            G,nan,1
            I,"",
            H,48.85,2.35

            """
        let document = Self.read(text)
        #expect(
            Self.findings(document) == [
                "coordinate-not-number error 3:4", "coordinate-out-of-range error 4:8",
                "coordinate-out-of-range error 5:3", "coordinate-missing error 6:3", "csv-syntax warning 7:1",
                "coordinate-not-number error 8:3", "coordinate-missing error 9:4",
            ])
        #expect(Self.landmarks(document).map(\.name) == ["A", "H"])
        let messages = document.diagnostics.filter { $0.rule != .readAs }.map(\.message)
        #expect(messages[0] == "latitude '51°30'N' is not a number in decimal degrees; no landmark")
        #expect(messages[1] == "longitude -190.0 is outside [-180, 180]; no landmark")
        #expect(messages[3] == "the latitude is empty; no landmark")
        #expect(messages[4].contains("its longitude cell is missing"))
        #expect(messages[6] == "the row has no latitude and no longitude; no landmark")
    }

    @Test func aPointListAFlightListAndATrackAreToldApartByTheirHeaders() throws {
        // Airports make a flight list; a coordinate pair a point list, times or not.
        #expect(CSVReaderTests.flights(Self.read("from,to\nLHR,JFK\n")).count == 1)
        let timed = Self.read("lat,lon,ele,time\n47.1,8.1,400,2024-05-01T10:00:00Z\n47.2,8.2,410,2024-05-01T10:01:00Z\n")
        #expect(Self.landmarks(timed).count == 2)
        #expect(CSVReaderTests.flights(timed).isEmpty)
        // A column named like the spreadsheet's route does not turn places into flights.
        #expect(Self.landmarks(Self.read("name,route,lat,lon\nStop,12,47.1,8.1\n")).count == 1)
        // Flightradar24's positions CSV stays one flown track.
        let track = Self.read(
            "Timestamp,UTC,Callsign,Position,Altitude,Speed,Direction\n1700000000,2023-11-14T22:13:20Z,BAW1,\"51.47,-0.45\",0,0,0\n1700000600,2023-11-14T22:23:20Z,BAW1,\"52.0,-1.0\",30000,450,300\n"
        )
        #expect(CSVReaderTests.flights(track).count == 1)
        #expect(Self.landmarks(track).isEmpty)
        // A field's plain name is preferred wherever it stands.
        let both = Self.read("X,Y,place,name,lat,lon\n1,2,Stadtmitte,Rathaus,47.1,8.1\n")
        #expect(Self.landmarks(both).map(\.name) == ["Rathaus"])
        #expect(Self.landmarks(both).map(\.coordinate) == [Coordinate(latitude: 47.1, longitude: 8.1)])
        #expect(both.diagnostics.first?.message.hasSuffix("columns not used: X, Y, place") == true)
        // x and y only as a pair.
        #expect(InputSniffer.format(of: Array("name,lat,x\nA,1,2\n".utf8)) == nil)
    }

    @Test func aTableThatIsNeitherNamesAirportsOnlyWhenItLooksLikeAFlightList() throws {
        let stations = Self.read("station,value\nA,3\n", file: "levels.csv")
        let finding = try #require(stations.diagnostics.first)
        #expect(stations.diagnostics.count == 1)
        #expect(finding.rule == .unknownFormat && finding.severity == .error)
        #expect(finding.location == SourceLocation(file: "levels.csv", line: 1, column: 1))
        #expect(
            finding.message
                == "the CSV file is neither a flight list nor a point list: its header (station, value) names no latitude and longitude columns (looked for lat, latitude or y, and lon, lng, long, longitude or x, in any case)"
        )
        #expect(!finding.message.contains("airport"))
        let flightLike = Self.read("Date,Flight number,Dep time,Arr time\n2025-01-01,BA1,10:00,11:00\n", file: "log.tsv")
        #expect(flightLike.diagnostics.map(\.severity) == [.error])
        #expect(flightLike.diagnostics.first?.message.contains("names no airport column") == true)
        #expect(flightLike.diagnostics.first?.message.contains("closest to a myFlightradar24 export") == true)
        // The header as the message shows it: cells cut at 40 characters, control characters as ?.
        let odd = Self.read("a\u{1}b,\(String(repeating: "x", count: 50))\n1,2\n", file: "odd.csv")
        #expect(
            odd.diagnostics.first?.message.contains("its header (a?b, \(String(repeating: "x", count: 40))…) names no") == true)
        // A text file (a README beside the data) stays a note.
        #expect(Self.read("station,value\nA,3\n", file: "notes.txt").diagnostics.map(\.severity) == [.note])
    }

    @Test func theFeatureCapHolds() throws {
        let text = "name,lat,lon\n" + (1...5).map { "P\($0),1,\($0)\n" }.joined()
        let document = Array(text.utf8).withUnsafeBufferPointer { CSVReader.read($0, file: "p.csv", maxFeatures: 3) }
        #expect(Self.landmarks(document).count == 3)
        #expect(Self.findings(document) == ["input-limit error 5:0"])
    }
}
