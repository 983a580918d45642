// swift-format-ignore-file
// Compiled by the routereport authors from the airlines' own published IATA and ICAO
// designators (facts, no database copied); MIT like the rest of routereport. One
// airline a line: IATA, ICAO, the name people know it by, separated by tabs.

/// The airlines a flight log names most, so that the rankings count one airline once
/// whether a file writes its IATA code, its ICAO code or its name (VS = VIR = Virgin
/// Atlantic), and show it by name. An airline not here is shown as written.
enum AirlineNames {
    static let table = NameTable(source)

    /// The airline a flight list's row names, when the table knows it by the codes or
    /// name the row gives and the row's own name (if any) is the table's.
    static func known(_ details: FlightDetails) -> NameTable.Entry? {
        table.entry(details.airlineCode, details.airlineOtherCode, details.airline)
            .flatMap { $0.agrees(withName: details.airline) ? $0 : nil }
    }

    static let source = #"""
        AA	AAL	American Airlines
        AC	ACA	Air Canada
        AD	AZU	Azul
        AF	AFR	Air France
        AI	AIC	Air India
        AK	AXM	AirAsia
        AM	AMX	Aeroméxico
        AR	ARG	Aerolíneas Argentinas
        AS	ASA	Alaska Airlines
        AT	RAM	Royal Air Maroc
        AV	AVA	Avianca
        AY	FIN	Finnair
        AZ	ITY	ITA Airways
        A3	AEE	Aegean Airlines
        B6	JBU	JetBlue
        BA	BAW	British Airways
        BI	RBA	Royal Brunei Airlines
        BR	EVA	EVA Air
        BT	BTI	airBaltic
        BY	TOM	TUI Airways
        CA	CCA	Air China
        CI	CAL	China Airlines
        CM	CMP	Copa Airlines
        CX	CPA	Cathay Pacific
        CZ	CSN	China Southern Airlines
        DE	CFG	Condor
        DL	DAL	Delta Air Lines
        DY	NOZ	Norwegian
        EI	EIN	Aer Lingus
        EK	UAE	Emirates
        EN	DLA	Air Dolomiti
        ET	ETH	Ethiopian Airlines
        EW	EWG	Eurowings
        EY	ETD	Etihad Airways
        FI	ICE	Icelandair
        FJ	FJI	Fiji Airways
        FR	RYR	Ryanair
        F9	FFT	Frontier Airlines
        GA	GIA	Garuda Indonesia
        GF	GFA	Gulf Air
        G3	GLO	Gol
        G4	AAY	Allegiant Air
        HA	HAL	Hawaiian Airlines
        HU	CHH	Hainan Airlines
        HV	TRA	Transavia
        HX	CRK	Hong Kong Airlines
        IB	IBE	Iberia
        JL	JAL	Japan Airlines
        JQ	JST	Jetstar
        JU	ASL	Air Serbia
        KE	KAL	Korean Air
        KL	KLM	KLM
        KQ	KQA	Kenya Airways
        KU	KAC	Kuwait Airways
        LA	LAN	LATAM Airlines
        LG	LGL	Luxair
        LH	DLH	Lufthansa
        LO	LOT	LOT Polish Airlines
        LS	EXS	Jet2.com
        LX	SWR	Swiss
        LY	ELY	El Al
        ME	MEA	Middle East Airlines
        MF	CXA	Xiamen Airlines
        MH	MAS	Malaysia Airlines
        MS	MSR	EgyptAir
        MU	CES	China Eastern Airlines
        NH	ANA	All Nippon Airways
        NK	NKS	Spirit Airlines
        NZ	ANZ	Air New Zealand
        OK	CSA	Czech Airlines
        OS	AUA	Austrian Airlines
        OU	CTN	Croatia Airlines
        OZ	AAR	Asiana Airlines
        PD	POE	Porter Airlines
        PK	PIA	Pakistan International Airlines
        PR	PAL	Philippine Airlines
        QF	QFA	Qantas
        QR	QTR	Qatar Airways
        RJ	RJA	Royal Jordanian
        RO	ROT	TAROM
        SA	SAA	South African Airways
        SK	SAS	SAS
        SN	BEL	Brussels Airlines
        SQ	SIA	Singapore Airlines
        SU	AFL	Aeroflot
        SV	SVA	Saudia
        SY	SCX	Sun Country Airlines
        TG	THA	Thai Airways
        TK	THY	Turkish Airlines
        TN	THT	Air Tahiti Nui
        TO	TVF	Transavia France
        TP	TAP	TAP Air Portugal
        TR	TGW	Scoot
        TS	TSC	Air Transat
        UA	UAL	United Airlines
        UL	ALK	SriLankan Airlines
        UO	HKE	HK Express
        UX	AEA	Air Europa
        U2	EZY	easyJet
        VA	VOZ	Virgin Australia
        VN	HVN	Vietnam Airlines
        VS	VIR	Virgin Atlantic
        VY	VLG	Vueling
        WF	WIF	Widerøe
        WN	SWA	Southwest Airlines
        WS	WJA	WestJet
        WY	OMA	Oman Air
        W6	WZZ	Wizz Air
        X3	TUI	TUIfly
        5J	CEB	Cebu Pacific
        6E	IGO	IndiGo
        9E	EDV	Endeavor Air
        MQ	ENY	Envoy Air
        OO	SKW	SkyWest Airlines
        QX	QXE	Horizon Air
        YX	RPA	Republic Airways
        """#
}
