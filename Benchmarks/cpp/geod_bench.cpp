// geod_bench: in-process GeographicLib (C++) throughput, the geodesy floor for routereport.
//
// Build: g++ -O2 -o geod_bench geod_bench.cpp -lGeographicLib
// Usage:
//   geod_bench inverse [PAIRS] [-n N]   N Geodesic::WGS84().Inverse calls (s12, azi1, azi2)
//   geod_bench direct  [PAIRS] [-n N]   N Direct calls (from lat1 lon1, azimuth and distance
//                                       taken from the pair's inverse, done before timing)
//   geod_bench chain POINTS             the geodesic work of one recorded track: Inverse
//                                       between consecutive 'lat lon' lines of POINTS
//                                       (gen.py --track-txt writes big-track.txt), summed
//                                       length, plus the Web Mercator x/y of every point
//   geod_bench flights FLIGHTS [--max-segment KM] [--circle-points K]
//        the geodesic work routereport needs per two-vertex flight, for every line
//        'lat1 lon1 lat2 lon2 progress' of FLIGHTS (Benchmarks/Workloads/gen.py writes many-flights.txt):
//          1 Inverse                          distance, initial and final bearing
//          ceil(s12 / max_segment) - 1 Direct densified path vertices (default 100 km)
//          1 Direct                           position at progress * s12 (with heading)
//          2 * K Direct                       endpoint circles, radius s12/100 (default K=4:
//                                             the N/E/S/W extremes that bound content_rect)
//        plus the Web Mercator x/y of every path vertex (cheap next to the geodesics).
// PAIRS: 'lat1 lon1 lat2 lon2' lines (pairs.txt); cycled if fewer than N. Without PAIRS,
// N deterministic pseudo-random pairs are made in-process.
// Output (one line, key=value): mode, calls, seconds (timed loop only, file loading
// excluded), ns_per_call, checksum.
#include <GeographicLib/Geodesic.hpp>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

using GeographicLib::Geodesic;

struct Pair { double lat1, lon1, lat2, lon2, progress; };

static std::vector<Pair> load(const char* path, bool with_progress, bool points) {
  std::vector<Pair> v;
  FILE* f = std::fopen(path, "r");
  if (!f) { std::perror(path); std::exit(2); }
  Pair p{0, 0, 0, 0, 0};
  char line[512];
  while (std::fgets(line, sizeof line, f)) {
    int n = std::sscanf(line, "%lf %lf %lf %lf %lf", &p.lat1, &p.lon1, &p.lat2, &p.lon2,
                        &p.progress);
    if (points && n >= 2) {
      v.push_back({p.lat1, p.lon1, 0, 0, 0});
    } else if (n >= 4) {
      if (!with_progress || n < 5) p.progress = 0.5;
      v.push_back(p);
    }
  }
  std::fclose(f);
  return v;
}

static std::vector<Pair> synthetic(long n) {
  std::vector<Pair> v;
  v.reserve(n);
  unsigned long long s = 88172645463325252ULL;
  auto next = [&s]() {  // xorshift64, fixed sequence
    s ^= s << 13; s ^= s >> 7; s ^= s << 17;
    return (s >> 11) * (1.0 / 9007199254740992.0);
  };
  for (long i = 0; i < n; ++i) {
    double lat1 = std::asin(2 * next() - 1) * 180 / M_PI, lon1 = 360 * next() - 180;
    double lat2 = std::asin(2 * next() - 1) * 180 / M_PI, lon2 = 360 * next() - 180;
    v.push_back({lat1, lon1, lat2, lon2, next()});
  }
  return v;
}

static double now() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

static void usage() {
  std::fprintf(stderr,
               "usage: geod_bench inverse|direct [PAIRS] [-n N]\n"
               "       geod_bench flights FLIGHTS [--max-segment KM] [--circle-points K]\n");
  std::exit(2);
}

int main(int argc, char** argv) {
  if (argc < 2) usage();
  std::string mode = argv[1];
  const char* file = nullptr;
  long n = 1000000;
  double max_seg = 100e3;
  int circle_points = 4;
  for (int i = 2; i < argc; ++i) {
    if (!std::strcmp(argv[i], "-n") && i + 1 < argc) n = std::atol(argv[++i]);
    else if (!std::strcmp(argv[i], "--max-segment") && i + 1 < argc)
      max_seg = std::atof(argv[++i]) * 1000.0;
    else if (!std::strcmp(argv[i], "--circle-points") && i + 1 < argc)
      circle_points = std::atoi(argv[++i]);
    else if (argv[i][0] != '-' && !file) file = argv[i];
    else usage();
  }
  const Geodesic& g = Geodesic::WGS84();
  double t_load = now();
  if (!file && (mode == "flights" || mode == "chain")) usage();
  std::vector<Pair> pairs = file ? load(file, mode == "flights", mode == "chain") : synthetic(n);
  t_load = now() - t_load;
  if (pairs.empty()) { std::fprintf(stderr, "no pairs read\n"); return 2; }
  double checksum = 0;
  long calls = 0, inverse_calls = 0, direct_calls = 0;
  double t0, t1;

  const double W = 268435456.0;
  auto merc = [W](double lat, double lon, double& x, double& y) {
    if (lat > 85.05112878) lat = 85.05112878;
    if (lat < -85.05112878) lat = -85.05112878;
    x = (lon + 180.0) / 360.0 * W;
    y = (0.5 - std::log(std::tan(M_PI / 4 + lat * M_PI / 360.0)) / (2 * M_PI)) * W;
  };

  if (mode == "inverse") {
    const size_t m = pairs.size();
    t0 = now();
    for (long i = 0; i < n; ++i) {
      const Pair& p = pairs[i % m];
      double s12, azi1, azi2;
      g.Inverse(p.lat1, p.lon1, p.lat2, p.lon2, s12, azi1, azi2);
      checksum += s12 + azi1 + azi2;
    }
    t1 = now();
    calls = inverse_calls = n;
  } else if (mode == "direct") {
    const size_t m = pairs.size();
    std::vector<double> az(m), dist(m);
    for (size_t i = 0; i < m; ++i) {
      double azi2;
      g.Inverse(pairs[i].lat1, pairs[i].lon1, pairs[i].lat2, pairs[i].lon2, dist[i], az[i], azi2);
    }
    t0 = now();
    for (long i = 0; i < n; ++i) {
      const Pair& p = pairs[i % m];
      double lat2, lon2, azi2;
      g.Direct(p.lat1, p.lon1, az[i % m], dist[i % m], lat2, lon2, azi2);
      checksum += lat2 + lon2 + azi2;
    }
    t1 = now();
    calls = direct_calls = n;
  } else if (mode == "chain") {
    t0 = now();
    double total = 0, x, y, minx = 1e300, maxx = -1e300, miny = 1e300, maxy = -1e300;
    for (size_t i = 0; i < pairs.size(); ++i) {
      merc(pairs[i].lat1, pairs[i].lon1, x, y);
      minx = std::min(minx, x); maxx = std::max(maxx, x);
      miny = std::min(miny, y); maxy = std::max(maxy, y);
      if (i) {
        double s12, azi1, azi2;
        g.Inverse(pairs[i - 1].lat1, pairs[i - 1].lon1, pairs[i].lat1, pairs[i].lon1, s12, azi1,
                  azi2);
        total += s12;
        checksum += azi1 + azi2;
      }
    }
    t1 = now();
    checksum += total + (maxx - minx) + (maxy - miny);
    calls = inverse_calls = (long)pairs.size() - 1;
  } else if (mode == "flights") {
    t0 = now();
    for (const Pair& p : pairs) {
      double s12, azi1, azi2;
      g.Inverse(p.lat1, p.lon1, p.lat2, p.lon2, s12, azi1, azi2);
      ++inverse_calls;
      long pieces = std::max(1L, (long)std::ceil(s12 / max_seg));
      double x, y, minx = 1e300, maxx = -1e300;
      merc(p.lat1, p.lon1, x, y);
      minx = std::min(minx, x); maxx = std::max(maxx, x);
      for (long k = 1; k < pieces; ++k) {
        double lat, lon, az;
        g.Direct(p.lat1, p.lon1, azi1, s12 * k / pieces, lat, lon, az);
        ++direct_calls;
        merc(lat, lon, x, y);
        minx = std::min(minx, x); maxx = std::max(maxx, x);
        checksum += y;
      }
      merc(p.lat2, p.lon2, x, y);
      minx = std::min(minx, x); maxx = std::max(maxx, x);
      {
        double lat, lon, az;
        g.Direct(p.lat1, p.lon1, azi1, p.progress * s12, lat, lon, az);
        ++direct_calls;
        checksum += lat + lon + az;
      }
      const double r = s12 / 100.0;
      for (int e = 0; e < 2; ++e) {
        const double clat = e ? p.lat2 : p.lat1, clon = e ? p.lon2 : p.lon1;
        for (int k = 0; k < circle_points; ++k) {
          double lat, lon, az;
          g.Direct(clat, clon, 360.0 * k / circle_points, r, lat, lon, az);
          ++direct_calls;
          merc(lat, lon, x, y);
          checksum += x + y;
        }
      }
      checksum += s12 + azi1 + azi2 + (maxx - minx);
    }
    t1 = now();
    calls = inverse_calls + direct_calls;
  } else {
    usage();
    return 2;
  }
  double secs = t1 - t0;
  std::printf("mode=%s items=%zu calls=%ld inverse=%ld direct=%ld seconds=%.6f ns_per_call=%.1f "
              "load_seconds=%.3f checksum=%.6e\n",
              mode.c_str(), (mode == "flights" || mode == "chain") ? pairs.size() : (size_t)n, calls, inverse_calls,
              direct_calls, secs, secs * 1e9 / (calls ? calls : 1), t_load, checksum);
  return 0;
}
