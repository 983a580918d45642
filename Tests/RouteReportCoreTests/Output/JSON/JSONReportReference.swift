import Foundation

@testable import RouteReportCore

// report.json (SPEC section 3) as Codable mirrors of the schema, for JSONEncoder: the
// independent reference that JSONReportWriter's hand-written text is checked against.
// `null` is written for every absent value (JSONEncoder would otherwise leave the key
// out), -0 as 0, and keys are sorted by the encoder.

enum JSONReportReference {
    /// The report as Codable values: what JSONEncoder writes from them is the reference
    /// the hand-written report.json must equal byte for byte.
    static func encodable(_ report: RunReport) -> JSONReport {
        JSONReport(
            generator: report.generator,
            reference_time: ReportTime.iso8601(report.referenceTime),
            flights: report.flights.map(flight),
            landmarks: report.landmarks.map(landmark),
            diagnostics: report.diagnostics.map(JSONDiagnostic.init),
            statistics: JSONStatisticsReference.encodable(report))
    }

    static func flight(_ report: FlightReport) -> JSONFlight {
        let flight = report.flight
        let geometry = report.geometry
        let start = flight.vertices.first ?? Coordinate(latitude: .nan, longitude: .nan)
        let end = flight.vertices.last ?? start
        return JSONFlight(
            id: report.id, name: report.name, folder: flight.folder,
            source: JSONSource(file: flight.source.file, line: flight.source.line),
            vertices: flight.vertices.count,
            altitude: JSONAltitude(flight.vertexAltitudes),
            start: JSONEnd(start, airport: report.startAirport.map(AirportTable.shared.airport)),
            end: JSONEnd(end, airport: report.endAirport.map(AirportTable.shared.airport)),
            distance_m: JSONNumber.clean(geometry.distance),
            initial_bearing_deg: JSONNumber.clean(geometry.initialBearing),
            final_bearing_deg: JSONNumber.clean(geometry.finalBearing),
            radius_m: JSONNumber.clean(geometry.radius),
            departure: geometry.departure.map(ReportTime.iso8601),
            arrival: geometry.arrival.map(ReportTime.iso8601),
            departure_local: report.departureLocal?.iso8601, departure_time_zone: report.departureLocal?.zoneName,
            arrival_local: report.arrivalLocal?.iso8601, arrival_time_zone: report.arrivalLocal?.zoneName,
            takeoff: flight.details?.takeoff.map(ReportTime.iso8601),
            landing: flight.details?.landing.map(ReportTime.iso8601),
            progress: geometry.progress.map(JSONNumber.clean),
            progress_source: geometry.progressSource.rawValue,
            position: geometry.position.map {
                JSONPosition(
                    lat: JSONNumber.clean($0.coordinate.latitude), lon: JSONNumber.clean($0.coordinate.longitude),
                    heading_deg: JSONNumber.clean($0.heading))
            },
            content_rect: JSONRect(geometry.contentRect),
            visible_rect: JSONRect(geometry.visibleRect),
            visible_bbox: JSONBox(geometry.visibleBox),
            crosses_antimeridian: geometry.crossesAntimeridian,
            co2e_kg: report.emissions.map { JSONNumber.clean($0.co2e) },
            flight_number: flight.details?.flightNumber, airline: flight.details?.airline,
            airline_code: flight.details?.airlineCode, aircraft: flight.details?.aircraft,
            aircraft_code: flight.details?.aircraftCode, registration: flight.details?.registration,
            seat: flight.details?.seat, seat_type: flight.details?.seatType, seat_class: flight.details?.seatClass,
            flight_reason: flight.details?.reason, callsign: flight.details?.callsign, notes: flight.details?.notes,
            track_id: report.track?.id, track_file: report.track?.source.file, track_line: report.track?.source.line,
            detour: report.track.map { JSONNumber.clean($0.detour) },
            track: report.trackFigures.map(JSONTrack.init))
    }

    static func landmark(_ report: LandmarkReport) -> JSONLandmark {
        let landmark = report.landmark
        return JSONLandmark(
            id: report.id, name: report.name, folder: landmark.folder,
            lat: JSONNumber.clean(landmark.coordinate.latitude), lon: JSONNumber.clean(landmark.coordinate.longitude),
            source: JSONSource(file: landmark.source.file, line: landmark.source.line))
    }
}

struct JSONReport: Encodable {
    var generator: String
    var reference_time: String
    var flights: [JSONFlight]
    var landmarks: [JSONLandmark]
    var diagnostics: [JSONDiagnostic]
    var statistics: JSONValue
}

struct JSONSource: Encodable {
    var file: String
    var line: Int?

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(line, forKey: .line)
    }

    enum CodingKeys: String, CodingKey { case file, line }
}

struct JSONAirport: Encodable {
    var iata: String?
    var icao: String
    var name: String
    /// Only a closed airport has the key.
    var closed = false

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        if closed { try c.encode(true, forKey: .closed) }
        try c.encode(iata, forKey: .iata)
        try c.encode(icao, forKey: .icao)
        try c.encode(name, forKey: .name)
    }

    enum CodingKeys: String, CodingKey { case closed, iata, icao, name }
}

/// A flight's start or end: its coordinates and the airport there, `null` when none.
struct JSONEnd: Encodable {
    var lat: Double
    var lon: Double
    var airport: JSONAirport?

    init(_ coordinate: Coordinate, airport: Airport?) {
        lat = JSONNumber.clean(coordinate.latitude)
        lon = JSONNumber.clean(coordinate.longitude)
        self.airport = airport.map { JSONAirport(iata: $0.iata, icao: $0.icao, name: $0.name, closed: $0.isClosed) }
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(lat, forKey: .lat)
        try c.encode(lon, forKey: .lon)
        try c.encode(airport, forKey: .airport)
    }

    enum CodingKeys: String, CodingKey { case lat, lon, airport }
}

struct JSONPosition: Encodable {
    var lat: Double
    var lon: Double
    var heading_deg: Double
}

struct JSONRect: Encodable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    init(_ rect: MapRect) {
        x = JSONNumber.clean(rect.x)
        y = JSONNumber.clean(rect.y)
        width = JSONNumber.clean(rect.width)
        height = JSONNumber.clean(rect.height)
    }
}

struct JSONBox: Encodable {
    var west: Double
    var south: Double
    var east: Double
    var north: Double

    init(_ box: GeoBox) {
        west = JSONNumber.clean(box.west)
        south = JSONNumber.clean(box.south)
        east = JSONNumber.clean(box.east)
        north = JSONNumber.clean(box.north)
    }
}

/// A flight's altitudes in brief: the highest and lowest of those the file gave (below
/// 1,000 km), and how many vertices had one; nil without any.
struct JSONAltitude: Encodable {
    var max_m: Double
    var min_m: Double
    var vertices: Int

    init?(_ altitudes: [Double]) {
        let given = altitudes.filter { $0.isFinite && abs($0) < 1_000_000 }
        guard let high = given.max(), let low = given.min() else { return nil }
        max_m = JSONNumber.clean(high)
        min_m = JSONNumber.clean(low)
        vertices = given.count
    }
}

struct JSONFlight: Encodable {
    var id: String
    var name: String
    var folder: String?
    var source: JSONSource
    var vertices: Int
    var altitude: JSONAltitude?
    var start: JSONEnd
    var end: JSONEnd
    var distance_m: Double
    var initial_bearing_deg: Double
    var final_bearing_deg: Double
    var radius_m: Double
    var departure: String?
    var arrival: String?
    var departure_local, departure_time_zone, arrival_local, arrival_time_zone: String?
    var takeoff: String?
    var landing: String?
    var progress: Double?
    var progress_source: String
    var position: JSONPosition?
    var content_rect: JSONRect
    var visible_rect: JSONRect
    var visible_bbox: JSONBox
    var crosses_antimeridian: Bool
    var co2e_kg: Double?
    // What a flight list gives, and the flown track joined to its row.
    var flight_number, airline, airline_code, aircraft, aircraft_code, registration: String?
    var seat, seat_type, seat_class, flight_reason, callsign, notes: String?
    var track_id, track_file: String?
    var track_line: Int?
    var detour: Double?
    var track: JSONTrack?

    enum CodingKeys: String, CodingKey {
        case id, name, folder, source, vertices, altitude, start, end, distance_m, initial_bearing_deg,
            final_bearing_deg, radius_m, departure, arrival, departure_local, departure_time_zone, arrival_local,
            arrival_time_zone, takeoff, landing, progress, progress_source, position,
            content_rect, visible_rect, visible_bbox, crosses_antimeridian, co2e_kg
        case flight_number, airline, airline_code, aircraft, aircraft_code, registration
        case seat, seat_type, seat_class, flight_reason, callsign, notes, track_id, track_file, track_line, detour
        case track
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(name, forKey: .name)
        try c.encode(folder, forKey: .folder)
        try c.encode(source, forKey: .source)
        try c.encode(vertices, forKey: .vertices)
        try c.encode(altitude, forKey: .altitude)
        try c.encode(start, forKey: .start)
        try c.encode(end, forKey: .end)
        try c.encode(distance_m, forKey: .distance_m)
        try c.encode(initial_bearing_deg, forKey: .initial_bearing_deg)
        try c.encode(final_bearing_deg, forKey: .final_bearing_deg)
        try c.encode(radius_m, forKey: .radius_m)
        try c.encode(departure, forKey: .departure)
        try c.encode(arrival, forKey: .arrival)
        try c.encode(departure_local, forKey: .departure_local)
        try c.encode(departure_time_zone, forKey: .departure_time_zone)
        try c.encode(arrival_local, forKey: .arrival_local)
        try c.encode(arrival_time_zone, forKey: .arrival_time_zone)
        try c.encode(takeoff, forKey: .takeoff)
        try c.encode(landing, forKey: .landing)
        try c.encode(progress, forKey: .progress)
        try c.encode(progress_source, forKey: .progress_source)
        try c.encode(position, forKey: .position)
        try c.encode(content_rect, forKey: .content_rect)
        try c.encode(visible_rect, forKey: .visible_rect)
        try c.encode(visible_bbox, forKey: .visible_bbox)
        try c.encode(crosses_antimeridian, forKey: .crosses_antimeridian)
        try c.encode(co2e_kg, forKey: .co2e_kg)
        try c.encode(flight_number, forKey: .flight_number)
        try c.encode(airline, forKey: .airline)
        try c.encode(airline_code, forKey: .airline_code)
        try c.encode(aircraft, forKey: .aircraft)
        try c.encode(aircraft_code, forKey: .aircraft_code)
        try c.encode(registration, forKey: .registration)
        try c.encode(seat, forKey: .seat)
        try c.encode(seat_type, forKey: .seat_type)
        try c.encode(seat_class, forKey: .seat_class)
        try c.encode(flight_reason, forKey: .flight_reason)
        try c.encode(callsign, forKey: .callsign)
        try c.encode(notes, forKey: .notes)
        try c.encode(track_id, forKey: .track_id)
        try c.encode(track_file, forKey: .track_file)
        try c.encode(track_line, forKey: .track_line)
        try c.encode(detour, forKey: .detour)
        try c.encode(track, forKey: .track)
    }
}

/// A flight's `track`: what its recorded track says (`TrackFigures`).
struct JSONTrack: Encodable {
    var airborne_s, distance_m, ground_speed_avg_mps, ground_speed_max_mps, max_altitude_m: Double?
    var takeoff, landing, max_altitude_time: String?

    init(_ figures: TrackFigures) {
        airborne_s = figures.airborne.map(JSONNumber.clean)
        distance_m = JSONNumber.clean(figures.distance)
        ground_speed_avg_mps = figures.averageGroundSpeed.map(JSONNumber.clean)
        ground_speed_max_mps = figures.maximumGroundSpeed.map(JSONNumber.clean)
        max_altitude_m = figures.maximumAltitude.map(JSONNumber.clean)
        takeoff = figures.takeoff.map(ReportTime.iso8601)
        landing = figures.landing.map(ReportTime.iso8601)
        max_altitude_time = figures.maximumAltitudeTime.map(ReportTime.iso8601)
    }

    enum CodingKeys: String, CodingKey {
        case airborne_s, distance_m, ground_speed_avg_mps, ground_speed_max_mps, landing, max_altitude_m
        case max_altitude_time, takeoff
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(airborne_s, forKey: .airborne_s)
        try c.encode(distance_m, forKey: .distance_m)
        try c.encode(ground_speed_avg_mps, forKey: .ground_speed_avg_mps)
        try c.encode(ground_speed_max_mps, forKey: .ground_speed_max_mps)
        try c.encode(landing, forKey: .landing)
        try c.encode(max_altitude_m, forKey: .max_altitude_m)
        try c.encode(max_altitude_time, forKey: .max_altitude_time)
        try c.encode(takeoff, forKey: .takeoff)
    }
}

struct JSONLandmark: Encodable {
    var id: String
    var name: String
    var folder: String?
    var lat: Double
    var lon: Double
    var source: JSONSource

    enum CodingKeys: String, CodingKey { case id, name, folder, lat, lon, source }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(name, forKey: .name)
        try c.encode(folder, forKey: .folder)
        try c.encode(lat, forKey: .lat)
        try c.encode(lon, forKey: .lon)
        try c.encode(source, forKey: .source)
    }
}
