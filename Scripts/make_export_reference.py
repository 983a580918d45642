#!/usr/bin/env python3
"""make_export_reference: writes Tests/RouteReportCoreTests/Fixtures/exports/reference.tsv,
what each example export in inputs/exports/ holds, worked out here independently of
routereport's dialect table: each format read by its own few lines below (Python's csv
module), airports and their time zones from the pinned airportsdata release, local times
turned into UTC by Python's zoneinfo (fold=0: a time the clocks skip reads with the
offset before the change, a time that happens twice is the earlier instant).

    pip install airportsdata==20260905
    Scripts/make_export_reference.py

One line per flight (or track) a file yields, in file order:

    FILE  LINE  FROM_ICAO  TO_ICAO  FROM_LAT  FROM_LON  TO_LAT  TO_LON  DEPARTURE  ARRIVAL  POINTS

For a track (Flightradar24's files) FROM/TO are the first and last points, ICAO `-`;
DEPARTURE/ARRIVAL are UTC ISO 8601, `-` where the row gives none; POINTS the vertex count.

Beside it, joins.tsv: the two example tracks and the rows they fly (the same airports,
times within the row's window), with the detour GeographicLib gives (the track's legs'
lengths over the geodesic between the row's airports):

    ROW_FILE  ROW_LINE  TRACK_FILE  TRACK_LINE  DETOUR

    pip install geographiclib==2.1
"""

import csv
import datetime
import io
import os
import re
from zoneinfo import ZoneInfo

import airportsdata

PINNED = "20260905"
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXPORTS = os.path.join(ROOT, "inputs", "exports")
OUT = os.path.join(ROOT, "Tests", "RouteReportCoreTests", "Fixtures", "exports", "reference.tsv")
UTC = datetime.timezone.utc

if airportsdata.__version__ != PINNED:
    raise SystemExit("airportsdata %s installed; pinned to %s" % (airportsdata.__version__, PINNED))
BY_ICAO = airportsdata.load("ICAO")
BY_IATA = airportsdata.load("IATA")
BY_LID = airportsdata.load("LID")


def airport(code):
    code = code.strip().upper()
    if len(code) == 3 and code in BY_IATA:
        return BY_IATA[code]
    if len(code) == 4 and code in BY_ICAO:
        return BY_ICAO[code]
    return BY_LID[code]


def local(airport_entry, naive):
    """A wall-clock time at the airport as a UTC datetime."""
    return naive.replace(tzinfo=ZoneInfo(airport_entry["tz"]), fold=0).astimezone(UTC)


def iso(moment):
    return "-" if moment is None else moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def row(rows, name, line, a, b, departure, arrival, points=2):
    rows.append([name, str(line), a["icao"], b["icao"], repr(float(a["lat"])), repr(float(a["lon"])),
                 repr(float(b["lat"])), repr(float(b["lon"])), iso(departure), iso(arrival), str(points)])


def records(path, delimiter=","):
    """(line, fields) of every record, lines counted as in the file."""
    with open(path, encoding="utf-8-sig", newline="") as f:
        text = f.read()
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter)
    out = []
    for fields in reader:
        out.append((reader.line_num, fields))
    return out


def hhmm(text):
    """'0823', '8:23', '11:23 PM' as (hour, minute)."""
    text = text.strip().upper()
    pm = text.endswith("PM")
    am = text.endswith("AM")
    text = text.replace("AM", "").replace("PM", "").strip()
    if ":" in text:
        hour, minute = (int(x) for x in text.split(":")[:2])
    else:
        hour, minute = int(text[:-2]), int(text[-2:])
    if pm and hour != 12:
        hour += 12
    if am and hour == 12:
        hour = 0
    return hour, minute


def utc_on(day, text, k=0):
    """A time of day in UTC on `day`, `k` days later."""
    h, m = hhmm(text)
    return datetime.datetime(day.year, day.month, day.day, h, m, tzinfo=UTC) + datetime.timedelta(days=k)


def next_day_after(departure, make):
    """The arrival made by make(day offset) that is not before the departure."""
    for k in range(3):
        arrival = make(k)
        if arrival >= departure:
            return arrival
    return arrival


def openflights(rows, name, path):
    for line, f in records(path)[1:]:
        f += [""] * (19 - len(f))
        a, b = airport(f[1]), airport(f[2])
        date = f[0]
        if "/" in date:
            day, _, rest = date.partition(" ")
            month, dd, year = (int(x) for x in day.split("/"))
            date = "%04d-%02d-%02d %s" % (year, month, dd, rest)
        if " " in date.strip():
            naive = datetime.datetime.fromisoformat(date.strip())
            departure = local(a, naive)
            h, m = (int(x) for x in f[6].split(":")) if f[6] else (None, None)
            arrival = departure + datetime.timedelta(hours=h, minutes=m) if h is not None else None
        else:
            departure = local(a, datetime.datetime.fromisoformat(date.strip()))
            arrival = None
        row(rows, name, line, a, b, departure, arrival)


def fr24_airport(cell):
    return airport(re.search(r"\(([A-Z0-9]{3})/([A-Z0-9]{4})\)$", cell).group(2))


def myflightradar24(rows, name, path):
    for line, f in records(path)[1:]:
        a, b = fr24_airport(f[2]), fr24_airport(f[3])
        if len(f[0]) != 10:
            row(rows, name, line, a, b, None, None)
            continue
        day = datetime.date.fromisoformat(f[0])
        dh, dm = hhmm(f[4])
        departure = local(a, datetime.datetime(day.year, day.month, day.day, dh, dm))
        ah, am = hhmm(f[5])
        dur = [int(x) for x in f[6].split(":")]
        expected = departure + datetime.timedelta(hours=dur[0], minutes=dur[1])
        candidates = [local(b, datetime.datetime(day.year, day.month, day.day, ah, am) + datetime.timedelta(days=k))
                      for k in (-1, 0, 1, 2)]
        arrival = min(candidates, key=lambda c: abs((c - expected).total_seconds()))
        row(rows, name, line, a, b, departure, arrival)


def flighty(rows, name, path):
    recs = records(path)
    header = recs[0][1]
    for line, f in recs[1:]:
        r = dict(zip(header, f))
        if r["Canceled"].lower() == "true":
            continue
        a = airport(r["From"])
        b = airport(r["Diverted To"] or r["To"])
        dep = next(r[k] for k in ("Gate Departure (Actual)", "Take off (Actual)", "Gate Departure (Scheduled)",
                                  "Take off (Scheduled)") if r[k])
        arr = next(r[k] for k in ("Gate Arrival (Actual)", "Landing (Actual)", "Gate Arrival (Scheduled)",
                                  "Landing (Scheduled)") if r[k])
        row(rows, name, line, a, b, local(a, datetime.datetime.fromisoformat(dep)),
            local(b, datetime.datetime.fromisoformat(arr)))


def app_in_the_air(rows, name, path):
    inside = False
    with open(path, encoding="utf-8") as f:
        for line, text in enumerate(f, 1):
            text = text.strip()
            if text.endswith(":") and ";" not in text:
                inside = text == "flights:"
                continue
            if not inside or not text:
                continue
            f_ = text.split(";")
            a, b = airport(f_[10]), airport(f_[11])
            dep = datetime.datetime.fromisoformat(f_[12]).replace(tzinfo=UTC)
            arr = datetime.datetime.fromisoformat(f_[13]).replace(tzinfo=UTC)
            row(rows, name, line, a, b, dep, arr)


def opensky(rows, name, path):
    recs = records(path)
    header = recs[0][1]
    for line, f in recs[1:]:
        r = dict(zip(header, f))
        if not r["estdepartureairport"] or not r["estarrivalairport"]:
            continue
        row(rows, name, line, airport(r["estdepartureairport"]), airport(r["estarrivalairport"]),
            datetime.datetime.fromtimestamp(int(r["firstseen"]), UTC),
            datetime.datetime.fromtimestamp(int(r["lastseen"]), UTC))


def foreflight(rows, name, path):
    recs = records(path)
    start = next(i for i, (_, f) in enumerate(recs) if f and f[0].startswith("Flights Table"))
    header_index = next(i for i in range(start + 1, len(recs)) if "AircraftID" in recs[i][1])
    header = recs[header_index][1]
    for line, f in recs[header_index + 1:]:
        r = dict(zip(header, f))
        a, b = airport(r["From"]), airport(r["To"])
        day = datetime.date.fromisoformat(r["Date"])
        departure = utc_on(day, r["TimeOut"])
        arrival = next_day_after(departure, lambda k: utc_on(day, r["TimeIn"], k))
        row(rows, name, line, a, b, departure, arrival)


def day_first(text):
    d, m, y = (int(x) for x in re.split(r"[/.-]", text))
    return datetime.date(y, m, d)


def mcc(rows, name, path):
    recs = records(path, ";")
    header = recs[0][1]
    for line, f in recs[1:]:
        r = dict(zip(header, f))
        a, b = airport(r["AF_DEP"]), airport(r["AF_ARR"])
        day = day_first(r["mcc_DATE"])
        dep = r["TIME_DEP"] or r["TIME_DEPSCH"]
        arr = r["TIME_ARR"] or r["TIME_ARRSCH"]
        departure = utc_on(day, dep)
        row(rows, name, line, a, b, departure, next_day_after(departure, lambda k: utc_on(day, arr, k)))


def logten(rows, name, path):
    recs = records(path, "\t")
    header = recs[0][1]
    for line, f in recs[1:]:
        r = dict(zip(header, f))
        a, b = airport(r["flight_from"]), airport(r["flight_to"])
        m, d, y = (int(x) for x in r["flight_flightDate"].split("/"))
        day = datetime.date(y, m, d)
        departure = utc_on(day, r["flight_actualDepartureTime"])
        row(rows, name, line, a, b, departure,
            next_day_after(departure, lambda k: utc_on(day, r["flight_actualArrivalTime"], k)))


def spreadsheet(rows, name, path):
    recs = records(path)
    header = recs[0][1]
    for line, f in recs[1:]:
        r = dict(zip(header, f))
        a, b = airport(r["Dep"]), airport(r["Arr"])
        day = day_first(r["Date"])
        h, m = hhmm(r["STD"])
        departure = local(a, datetime.datetime(day.year, day.month, day.day, h, m))
        h2, m2 = hhmm(r["STA"])
        arrival = next_day_after(
            departure, lambda k: local(b, datetime.datetime(day.year, day.month, day.day, h2, m2) + datetime.timedelta(days=k)))
        row(rows, name, line, a, b, departure, arrival)


TRACKS = {}


def track_row(rows, name, line, points):
    TRACKS[name] = (line, points)
    (t0, lat0, lon0), (t1, lat1, lon1) = points[0], points[-1]
    rows.append([name, str(line), "-", "-", repr(lat0), repr(lon0), repr(lat1), repr(lon1),
                 iso(t0), iso(t1), str(len(points))])


def fr24_positions(rows, name, path):
    points = []
    for line, f in records(path)[1:]:
        lat, lon = (float(x) for x in f[3].split(","))
        points.append((datetime.datetime.fromtimestamp(int(f[0]), UTC), lat, lon))
    track_row(rows, name, 2, points)


def fr24_kml(rows, name, path):
    text = open(path, encoding="utf-8").read()
    route = text[text.index("<name>Route</name>"):text.index("<name>Trail</name>")]
    points = []
    for when, coordinates in re.findall(r"<when>([^<]+)</when>.*?<coordinates>([^<]+)</coordinates>", route, re.S):
        lon, lat = (float(x) for x in coordinates.split(",")[:2])
        points.append((datetime.datetime.fromisoformat(when), lat, lon))
    first_line = text[:text.index("<Placemark>", text.index("<name>Route</name>"))].count("\n") + 1
    track_row(rows, name, first_line, points)


READERS = {
    "app-in-the-air.txt": app_in_the_air, "flightradar24-BA982.csv": fr24_positions,
    "flightradar24-QF407.kml": fr24_kml, "flighty.csv": flighty, "foreflight.csv": foreflight,
    "logten-pro.txt": logten, "mcc-pilotlog.csv": mcc, "myflightradar24.csv": myflightradar24,
    "openflights.csv": openflights, "opensky.csv": opensky, "spreadsheet.csv": spreadsheet,
}


def main():
    names = sorted(os.listdir(EXPORTS))
    if names != sorted(READERS):
        raise SystemExit("inputs/exports holds %s; this script reads %s" % (names, sorted(READERS)))
    rows = []
    for name in names:
        READERS[name](rows, name, os.path.join(EXPORTS, name))
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        f.write("# Made by Scripts/make_export_reference.py (airportsdata %s, zoneinfo); do not edit.\n" % PINNED)
        f.write("# file\tline\tfrom\tto\tfrom_lat\tfrom_lon\tto_lat\tto_lon\tdeparture\tarrival\tpoints\n")
        for r in rows:
            f.write("\t".join(r) + "\n")
    print("wrote %s: %d flights" % (os.path.relpath(OUT, ROOT), len(rows)))
    write_joins(rows)


def write_joins(rows):
    import geographiclib
    from geographiclib.geodesic import Geodesic
    if geographiclib.__version__ != "2.1":
        raise SystemExit("geographiclib %s installed; pinned to 2.1" % geographiclib.__version__)
    g = Geodesic.WGS84
    lines = []
    for row_file, row_line, track in (("myflightradar24.csv", 2, "flightradar24-BA982.csv"),
                                      ("flighty.csv", 2, "flightradar24-QF407.kml")):
        r = next(x for x in rows if x[0] == row_file and x[1] == str(row_line))
        track_line, points = TRACKS[track]
        flown = sum(g.Inverse(a[1], a[2], b[1], b[2])["s12"] for a, b in zip(points, points[1:]))
        straight = g.Inverse(float(r[4]), float(r[5]), float(r[6]), float(r[7]))["s12"]
        lines.append("\t".join([row_file, str(row_line), track, str(track_line), repr(flown / straight)]))
    path = os.path.join(os.path.dirname(OUT), "joins.tsv")
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write("# Made by Scripts/make_export_reference.py (geographiclib 2.1); do not edit.\n")
        f.write("# row_file\trow_line\ttrack_file\ttrack_line\tdetour\n")
        f.write("\n".join(lines) + "\n")
    print("wrote %s" % os.path.relpath(path, ROOT))


if __name__ == "__main__":
    main()
