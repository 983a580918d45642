/// An estimate of the greenhouse gases a passenger's share of a flight emits, from its
/// distance, by the UK government's method for company reporting: the Department for
/// Energy Security and Net Zero's "Greenhouse gas reporting: conversion factors 2026",
/// sheet "Business travel- air", in kg CO₂e per passenger-km.
///
/// What the factors include: CO₂, CH₄ and N₂O from burning the fuel (as CO₂e, 100-year
/// GWP), an 8% uplift of the great-circle distance for the way flights really go, and
/// typical aircraft, seat layouts and load factors; `withNonCO2Effects` also counts
/// contrails and NOₓ at altitude (DESNZ's radiative forcing multiplier). Not included:
/// making the fuel, the aircraft and the airports. It is an average for the kind of
/// flight, not a measurement of this one (docs/outputs.md, Emissions).
enum EmissionFactors {
    /// DESNZ's four kinds of flight. "UK" is GB and the Crown Dependencies (GG, IM, JE).
    enum Haul: String, Sendable, Hashable {
        /// Both ends in the UK.
        case domestic
        /// One end in the UK, the other in Europe (DESNZ's haul table counts Europe as
        /// short haul; routereport reads "in Europe" from the country's continent).
        case shortHaul = "short-haul"
        /// One end in the UK, the other outside Europe.
        case longHaul = "long-haul"
        /// Neither end in the UK, or an end that is not at a known airport.
        case international
    }

    /// The cabin a factor is for; `average` where the input gives no seat class, or one
    /// DESNZ has no factor for on that kind of flight.
    enum Cabin: String, Sendable, Hashable {
        case average
        case economy
        case premiumEconomy = "premium-economy"
        case business
        case first
    }

    /// kg CO₂e per passenger-km, without and with the non-CO₂ effects.
    struct Factor: Sendable, Hashable {
        var withoutNonCO2Effects: Double
        var withNonCO2Effects: Double
    }

    static let ukCountries: Set<String> = ["GB", "GG", "IM", "JE"]

    /// What the haul reads of an airport's country.
    struct Place: Sendable, Hashable {
        var inUK: Bool
        var inEurope: Bool

        init(_ country: Country) {
            inUK = EmissionFactors.ukCountries.contains(country.code)
            inEurope = country.continent == .europe
        }
    }

    static func haul(from start: Place?, to end: Place?) -> Haul {
        guard let start, let end else { return .international }
        switch (start.inUK, end.inUK) {
        case (true, true): return .domestic
        case (true, false): return end.inEurope ? .shortHaul : .longHaul
        case (false, true): return start.inEurope ? .shortHaul : .longHaul
        case (false, false): return .international
        }
    }

    /// The cabin of a seat class as the inputs normalise it (`economy`,
    /// `premium-economy`, `business`, `first`; anything else is the average passenger).
    static func cabin(seatClass: String?) -> Cabin {
        guard let seatClass else { return .average }
        return Cabin(rawValue: seatClass) ?? .average
    }

    /// DESNZ 2026's factor for the haul and cabin. Domestic flights have only the
    /// average passenger; short haul has no premium economy (economy is taken) and no
    /// first class (business is taken).
    static func factor(_ haul: Haul, _ cabin: Cabin) -> Factor {
        switch (haul, cabin) {
        case (.domestic, _): Factor(0.13552, 0.22928)
        case (.shortHaul, .average): Factor(0.07559, 0.12786)
        case (.shortHaul, .economy), (.shortHaul, .premiumEconomy): Factor(0.07435, 0.12576)
        case (.shortHaul, .business), (.shortHaul, .first): Factor(0.11152, 0.18863)
        case (.longHaul, .average): Factor(0.09043, 0.15282)
        case (.longHaul, .economy): Factor(0.06926, 0.11704)
        case (.longHaul, .premiumEconomy): Factor(0.11081, 0.18726)
        case (.longHaul, .business): Factor(0.20083, 0.33940)
        case (.longHaul, .first): Factor(0.27701, 0.46814)
        case (.international, .average): Factor(0.08420, 0.14253)
        case (.international, .economy): Factor(0.06449, 0.10916)
        case (.international, .premiumEconomy): Factor(0.10318, 0.17465)
        case (.international, .business): Factor(0.18701, 0.31656)
        case (.international, .first): Factor(0.25794, 0.43663)
        }
    }

    /// Kilograms of CO₂e for `distance` metres at `factor`.
    static func estimate(distance: Double, _ factor: Factor) -> (co2e: Double, withNonCO2Effects: Double) {
        let kilometres = distance / 1000
        return (kilometres * factor.withoutNonCO2Effects, kilometres * factor.withNonCO2Effects)
    }
}

extension EmissionFactors.Factor {
    init(_ without: Double, _ with: Double) {
        self.init(withoutNonCO2Effects: without, withNonCO2Effects: with)
    }
}

/// A flight's estimate: kilograms of CO₂e per passenger, without and with the non-CO₂
/// effects at altitude.
struct FlightEmissions: Sendable, Hashable {
    var co2e: Double
    var withNonCO2Effects: Double

    /// The estimate for `distance` metres between airports in the countries `start` and
    /// `end` (nil: an end at no known airport), in `seatClass`.
    init(distance: Double, from start: EmissionFactors.Place?, to end: EmissionFactors.Place?, seatClass: String?) {
        let factor = EmissionFactors.factor(
            EmissionFactors.haul(from: start, to: end), EmissionFactors.cabin(seatClass: seatClass))
        (co2e, withNonCO2Effects) = EmissionFactors.estimate(distance: distance, factor)
    }
}
