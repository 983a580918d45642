#!/usr/bin/env python3
"""Reference numbers for the MapGeometry tests, from GeographicLib (Karney's geodesics).

Re-implements the map geometry of docs/computation.md independently of the Swift code, with
geographiclib for every geodesic: legs densified with Inverse + Line.Position (long
unroll), endpoint circles with Direct, Web Mercator on a 2^28 world, MapKit's visible
rect formula. Writes Tests/RouteReportCoreTests/Fixtures/mapgeometry/reference.json.

    python3 Scripts/make_mapgeometry_reference.py
"""
import json
import math
import os

from geographiclib.geodesic import Geodesic

GEOD = Geodesic.WGS84
W = 2.0 ** 28
MAX_LAT = 85.05112878
MIN_RING_POINTS = 72
OUT = os.path.join(os.path.dirname(__file__), "..", "Tests", "RouteReportCoreTests",
                   "Fixtures", "mapgeometry", "reference.json")


def wrap(lon):
    """Longitude into [-180, 180] by whole turns (fmod keeps the dividend's sign)."""
    v = math.fmod(lon, 360.0)
    if v > 180:
        v -= 360
    elif v < -180:
        v += 360
    return v


def pieces(length, max_segment):
    if not (max_segment > 0 and length > max_segment):
        return 1
    return int(math.ceil(length / max_segment))


def densify(vertices, max_segment):
    """Path with unwrapped longitudes, total distance, first azi1 and last azi2."""
    lat0, lon0 = vertices[0]
    path = [(lat0, lon0)]
    distance = 0.0
    azi1 = azi2 = None
    for (la1, lo1), (la2, lo2) in zip(vertices, vertices[1:]):
        inv = GEOD.Inverse(la1, lo1, la2, lo2)
        s12 = inv["s12"]
        start_lon = path[-1][1]
        n = pieces(s12, max_segment)
        line = GEOD.Line(la1, start_lon, inv["azi1"])
        piece = s12 / n
        for k in range(1, n):
            p = line.Position(piece * k, Geodesic.STANDARD | Geodesic.LONG_UNROLL)
            path.append((p["lat2"], p["lon2"]))
        # the leg end: the vertex itself, its longitude continued by the geodesic's travel
        end = line.Position(s12, Geodesic.STANDARD | Geodesic.LONG_UNROLL)
        travel = end["lon2"] - start_lon
        assert abs(travel - wrap(lo2 - lo1)) < 1e-9, (travel, lo1, lo2)
        unwrapped = start_lon + wrap(lo2 - lo1)
        path.append((la2, lo2 + round((unwrapped - lo2) / 360) * 360))
        distance += s12
        if s12 > 0:
            if azi1 is None:
                azi1 = inv["azi1"]
            azi2 = inv["azi2"]
    return path, distance, azi1, azi2


def ring_count(radius, max_segment):
    return max(MIN_RING_POINTS, int(math.ceil(2 * math.pi * radius / max_segment)))


def ring(lat, lon, radius, max_segment):
    n = ring_count(radius, max_segment)
    pts = []
    for k in range(n):
        az = 360.0 * k / n
        if az > 180:
            az -= 360
        d = GEOD.Direct(lat, lon, az, radius)
        pts.append((d["lat2"], lon + wrap(d["lon2"] - lon)))
    pts.append(pts[0])
    return pts


def map_x(lon):
    return (lon + 180) / 360 * W


def map_y(lat):
    phi = math.radians(max(-MAX_LAT, min(MAX_LAT, lat)))
    return (0.5 - math.log(math.tan(math.pi / 4 + phi / 2)) / (2 * math.pi)) * W


def lat_of_y(y):
    return math.degrees(2 * math.atan(math.exp(math.pi * (1 - 2 * y / W))) - math.pi / 2)


def content_rect(points):
    lats = [p[0] for p in points]
    lons = [p[1] for p in points]
    left, right = map_x(min(lons)), map_x(max(lons))
    top, bottom = map_y(max(lats)), map_y(min(lats))
    shift = math.floor(left / W) * W
    return {"x": left - shift, "y": top, "width": right - left, "height": bottom - top}, -shift + 0.0


def visible_rect(rect, vw, vh, top, left, bottom, right):
    iw, ih = vw - left - right, vh - top - bottom
    s = max(rect["width"] / iw, rect["height"] / ih)
    mx, my = rect["x"] + rect["width"] / 2, rect["y"] + rect["height"] / 2
    return {"x": mx - (left + iw / 2) * s, "y": my - (top + ih / 2) * s, "width": vw * s, "height": vh * s}


def visible_bbox(v):
    if v["width"] >= W:
        west, east = -180.0, 180.0
    else:
        west = wrap(v["x"] / W * 360 - 180)
        east = wrap((v["x"] + v["width"]) / W * 360 - 180)
        west = -180.0 if west == 180 else west
        east = 180.0 if east == -180 else east
    clamp = lambda y: max(0.0, min(W, y))
    return {"west": west, "south": lat_of_y(clamp(v["y"] + v["height"])), "east": east,
            "north": lat_of_y(clamp(v["y"]))}


def bearing(azi):
    b = math.fmod(azi, 360.0)
    if b < 0:
        b += 360
    return 0.0 if b >= 360 else b + 0.0


def flight(name, vertices, max_segment=100_000.0, divisor=100.0, viewport=(300.0, 300.0),
           padding=(10.0, 10.0, 10.0, 10.0), progresses=()):
    path, distance, azi1, azi2 = densify(vertices, max_segment)
    radius = distance / divisor
    start, end = path[0], path[-1]
    c1 = ring(start[0], start[1], radius, max_segment)
    c2 = ring(end[0], end[1], radius, max_segment)
    rect, offset = content_rect(path + c1 + c2)
    vis = visible_rect(rect, viewport[0], viewport[1], *padding)
    out = {
        "name": name,
        "vertices": [{"lat": la, "lon": lo} for la, lo in vertices],
        "maxSegment": max_segment, "radiusDivisor": divisor,
        "viewport": {"width": viewport[0], "height": viewport[1]},
        "padding": dict(zip(("top", "left", "bottom", "right"), padding)),
        "distance": distance,
        "initialBearing": bearing(azi1), "finalBearing": bearing(azi2),
        "radius": radius,
        "pathCount": len(path),
        "ringCount": len(c1),
        "pathMaxLatitude": max(p[0] for p in path),
        "pathMinLongitude": min(p[1] for p in path),
        "pathMaxLongitude": max(p[1] for p in path),
        "pathEndLongitude": end[1],
        "contentRect": rect, "worldOffset": offset,
        "visibleRect": vis, "visibleBox": visible_bbox(vis),
        "crossesAntimeridian": min(p[1] for p in path) < -180 or max(p[1] for p in path) > 180,
        "positions": [],
    }
    if len(vertices) == 2:
        (la1, lo1), (la2, lo2) = vertices
        inv = GEOD.Inverse(la1, lo1, la2, lo2)
        line = GEOD.Line(la1, lo1, inv["azi1"])
        for p in progresses:
            pos = line.Position(p * inv["s12"], Geodesic.STANDARD | Geodesic.LONG_UNROLL)
            out["positions"].append({"progress": p, "lat": pos["lat2"], "lon": wrap(pos["lon2"]),
                                     "unwrappedLon": pos["lon2"], "heading": bearing(pos["azi2"])})
    return out


def main():
    flights = [
        flight("classic", [(35.655, -83.4411), (36.0840, -115.1537)],
               progresses=(0.0, 0.5, 0.67, 1.0)),
        flight("nrt-sfo", [(35.7647, 140.3864), (37.6190, -122.3750)], progresses=(0.25, 0.5)),
        flight("sfo-nrt", [(37.6190, -122.3750), (35.7647, 140.3864)], progresses=(0.5,)),
        flight("fra-lax", [(50.0333, 8.5706), (33.9425, -118.4081)], progresses=(0.5,)),
        flight("multileg", [(51.4700, -0.4543), (40.6413, -73.7781), (33.9425, -118.4081),
                            (21.3187, -157.9225)],
               viewport=(640.0, 360.0), padding=(20.0, 10.0, 30.0, 40.0)),
    ]
    data = {"generator": "Scripts/make_mapgeometry_reference.py",
            "geographiclib": __import__("geographiclib").__version__,
            "flights": flights}
    with open(OUT, "w") as f:
        json.dump(data, f, indent=1, sort_keys=True)
        f.write("\n")


if __name__ == "__main__":
    main()
