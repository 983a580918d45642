// swift-format-ignore-file
// Compiled by the routereport authors from the manufacturers' type names, ICAO's type
// designators and IATA's aircraft codes (facts, no database copied); MIT like the rest of
// routereport. One type a line: IATA code (empty where it has none), ICAO designator,
// name, and other names it goes by (separated by |), separated by tabs.

/// The aircraft types flight logs name most, so that the rankings count one type once
/// whether a file writes its IATA code, its ICAO designator or its name (321 = A321 =
/// Airbus A321), and show it by name. A type not here is shown as written.
enum AircraftNames {
    static let table = NameTable(
        source, makers: ["Airbus", "Boeing", "Embraer", "Bombardier", "Fokker", "Cessna", "Cirrus", "Diamond", "Pilatus"])

    /// The aircraft type a flight list's row names, when the table knows it by the code
    /// or name the row gives and the row's own name (if any) is the table's.
    static func known(_ details: FlightDetails) -> NameTable.Entry? {
        table.entry(details.aircraftCode, details.aircraft).flatMap { $0.agrees(withName: details.aircraft) ? $0 : nil }
    }

    static let source = #"""
        318	A318	Airbus A318
        319	A319	Airbus A319
        320	A320	Airbus A320
        321	A321	Airbus A321
        31N	A19N	Airbus A319neo
        32N	A20N	Airbus A320neo
        32Q	A21N	Airbus A321neo
        221	BCS1	Airbus A220-100
        223	BCS3	Airbus A220-300
        AB6	A306	Airbus A300-600
        310	A310	Airbus A310
        332	A332	Airbus A330-200
        333	A333	Airbus A330-300
        338	A338	Airbus A330-800
        339	A339	Airbus A330-900
        342	A342	Airbus A340-200
        343	A343	Airbus A340-300
        345	A345	Airbus A340-500
        346	A346	Airbus A340-600
        359	A359	Airbus A350-900
        351	A35K	Airbus A350-1000
        388	A388	Airbus A380-800
        717	B712	Boeing 717
        733	B733	Boeing 737-300
        734	B734	Boeing 737-400
        735	B735	Boeing 737-500
        736	B736	Boeing 737-600
        73G	B737	Boeing 737-700
        738	B738	Boeing 737-800
        739	B739	Boeing 737-900
        7M7	B37M	Boeing 737 MAX 7
        7M8	B38M	Boeing 737 MAX 8
        7M9	B39M	Boeing 737 MAX 9
        7MJ	B3XM	Boeing 737 MAX 10
        744	B744	Boeing 747-400
        748	B748	Boeing 747-8
        752	B752	Boeing 757-200
        753	B753	Boeing 757-300
        762	B762	Boeing 767-200
        763	B763	Boeing 767-300
        764	B764	Boeing 767-400
        772	B772	Boeing 777-200
        77L	B77L	Boeing 777-200LR
        773	B773	Boeing 777-300
        77W	B77W	Boeing 777-300ER
        778	B778	Boeing 777-8
        779	B779	Boeing 777-9
        788	B788	Boeing 787-8
        789	B789	Boeing 787-9
        781	B78X	Boeing 787-10
        E70	E170	Embraer 170
        E75	E75L	Embraer 175
        E90	E190	Embraer 190
        E95	E195	Embraer 195
        290	E290	Embraer E190-E2
        295	E295	Embraer E195-E2
        ER4	E145	Embraer ERJ-145
        CR2	CRJ2	Bombardier CRJ200
        CR7	CRJ7	Bombardier CRJ700
        CR9	CRJ9	Bombardier CRJ900
        CRK	CRJX	Bombardier CRJ1000
        DH4	DH8D	De Havilland Dash 8-400	DHC8-400|DHC-8-400|Dash 8-400|Dash 8 Q400|Q400
        AT4	AT43	ATR 42-300
        	AT45	ATR 42-500
        	AT46	ATR 42-600
        AT7	AT72	ATR 72
        	AT75	ATR 72-500
        	AT76	ATR 72-600
        SU9	SU95	Sukhoi Superjet 100
        100	F100	Fokker 100
        	C152	Cessna 152
        	C172	Cessna 172
        	C182	Cessna 182
        	P28A	Piper PA-28 Cherokee
        	SR22	Cirrus SR22
        	DA40	Diamond DA40
        	PC12	Pilatus PC-12
        """#
}
