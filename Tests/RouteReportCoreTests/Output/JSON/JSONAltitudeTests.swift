import Foundation
import Testing

@testable import RouteReportCore

@Suite("report.json altitudes")
struct JSONAltitudeTests {
    @Test("report.json gives a flight's highest and lowest altitude and how many vertices had one, null without")
    func reportJSON() throws {
        let report = try AltitudeFixture.report()
        let text = String(decoding: JSONReportWriter.document(for: report, airports: .shared), as: UTF8.self)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let flights = try #require(object["flights"] as? [[String: Any]])
        let raised = try #require(flights.first { $0["name"] as? String == "Raised" })
        let altitude = try #require(raised["altitude"] as? [String: Any])
        #expect(altitude["max_m"] as? Double == 1500)
        #expect(altitude["min_m"] as? Double == 2.5)
        #expect(altitude["vertices"] as? Int == 3)
        let flat = try #require(flights.first { $0["name"] as? String == "Flat" })
        #expect(flat["altitude"] is NSNull)
    }
}
