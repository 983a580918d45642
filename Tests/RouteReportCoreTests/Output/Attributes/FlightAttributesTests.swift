import Testing

@testable import RouteReportCore

/// The one list of attributes every format reads.
@Suite("FlightAttributes")
struct FlightAttributesTests {
    /// routes.kml's schema as published (docs/outputs.md, KMLRoundTrip): names, order, types.
    @Test func flightFieldsAreTheSchemaOfRoutesKML() {
        let expected = [
            "flight_id string", "role string", "distance_m double", "radius_m double", "initial_bearing_deg double",
            "final_bearing_deg double", "progress double", "progress_source string", "departure string",
            "arrival string", "departure_local string", "departure_time_zone string", "arrival_local string",
            "arrival_time_zone string", "takeoff string", "landing string", "vertices int", "crosses_antimeridian bool",
            "source_file string", "source_line int",
            "folder string", "start_airport string", "end_airport string", "co2e_kg double", "flight_number string",
            "airline string", "airline_code string", "aircraft string", "aircraft_code string", "registration string",
            "seat string",
            "seat_type string", "seat_class string", "flight_reason string", "callsign string", "notes string",
            "track_id string", "track_file string", "track_line int", "detour double",
        ]
        #expect(KMLSchema.flightFields.map { $0.name + " " + $0.type } == expected)
        #expect(
            KMLSchema.landmarkFields.map { $0.name + " " + $0.type } == [
                "landmark_id string", "source_file string", "source_line int", "folder string",
            ])
    }

    /// report.md shows its measures from this list: each name it reads is an attribute
    /// here, and reads the value the geometry holds (the independent source).
    @Test func theAttributesReportMDReadsAreInTheList() throws {
        let flight = try #require(KMLRealInputs.report.flights.first { $0.geometry.progress != nil })
        let geometry = flight.geometry
        #expect(FlightAttributes.double(FlightAttributes.distance, of: flight) == geometry.distance)
        #expect(FlightAttributes.double(FlightAttributes.radius, of: flight) == geometry.radius)
        #expect(FlightAttributes.double(FlightAttributes.initialBearing, of: flight) == geometry.initialBearing)
        #expect(FlightAttributes.double(FlightAttributes.finalBearing, of: flight) == geometry.finalBearing)
        #expect(FlightAttributes.double(FlightAttributes.progress, of: flight) == geometry.progress)
        #expect(FlightAttributes.string(FlightAttributes.progressSource, of: flight) == geometry.progressSource.rawValue)
        #expect(FlightAttributes.int(FlightAttributes.vertices, of: flight) == flight.flight.vertices.count)
        #expect(FlightAttributes.bool(FlightAttributes.crossesAntimeridian, of: flight) == geometry.crossesAntimeridian)
        #expect(FlightAttributes.string(FlightAttributes.sourceFile, of: flight) == flight.flight.source.file)
        #expect(FlightAttributes.value("no_such_attribute", of: flight) == nil)
    }

    @Test func namesEndInTheirUnit() {
        for attribute in FlightAttributes.all {
            if let unit = attribute.unit {
                #expect(attribute.name.hasSuffix("_" + unit), "\(attribute.name)")
                #expect(attribute.kind == .double)
            } else {
                #expect(!attribute.name.hasSuffix("_m") && !attribute.name.hasSuffix("_deg"), "\(attribute.name)")
            }
        }
    }

    /// The writers ask only the attributes a role carries: the values are the ones the whole
    /// list gives, for every role, and a drawing's are its flight's id and its role.
    @Test func carriedAttributesGiveTheWholeListsValues() {
        for flight in KMLRealInputs.report.flights {
            for role in FlightRole.allCases {
                let part = FlightPart(report: flight, role: role)
                let whole = FeatureAttribute.mapValues(of: FlightAttributes.all, for: part)
                let carried = FeatureAttribute.mapValues(of: FlightAttributes.carried(by: role), for: part)
                #expect(whole.map(\.name) == carried.map(\.name), "\(role)")
                #expect(whole.map(\.value) == carried.map(\.value), "\(role)")
                if role != .route {
                    #expect(carried.map(\.value) == [.string(flight.id), .string(role.rawValue)])
                }
            }
        }
    }

    /// Every value has its attribute's kind; drawings carry only flight_id and role;
    /// absent values are nil, not empty.
    @Test func valuesHaveTheirKindAndOnlyTheRouteHasThemAll() throws {
        for flight in KMLRealInputs.report.flights {
            for role in FlightRole.allCases {
                let part = FlightPart(report: flight, role: role)
                for attribute in FlightAttributes.all {
                    guard let value = attribute.value(part) else { continue }
                    #expect(value.kind == attribute.kind, "\(attribute.name)")
                    if role != .route { #expect(["flight_id", "role"].contains(attribute.name)) }
                }
            }
            let route = FeatureAttribute.values(of: FlightAttributes.all, for: FlightPart(report: flight, role: .route))
            #expect((route.first { $0.name == "progress" } != nil) == (flight.geometry.progress != nil))
            #expect((route.first { $0.name == "folder" } != nil) == (flight.flight.folder != nil))
            #expect(route.first { $0.name == "role" }?.value == .string("route"))
        }
    }
}
