// geod_line_bench: GeographicLib C++ cost of densifying geodesics, the twin of
// GeodesicBench's 'line' mode: for each 'lat1 lon1 lat2 lon2' pair, one InverseLine and
// K Position calls (LONG_UNROLL) at s13 * k / K, k = 1..K. Pairs are cycled to N lines.
//
// Build: g++ -O2 -o geod_line_bench geod_line_bench.cpp -lGeographicLib
// Usage: geod_line_bench PAIRS [-n LINES] [-k POSITIONS]
// Output: mode=line lines=N positions=K ns_per_line=X ns_per_position=Y checksum=C
#include <GeographicLib/Geodesic.hpp>
#include <GeographicLib/GeodesicLine.hpp>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

using GeographicLib::Geodesic;
using GeographicLib::GeodesicLine;

static double now() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

int main(int argc, char** argv) {
  const char* file = nullptr;
  long n = 100000;
  int k = 10;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "-n") && i + 1 < argc) n = std::atol(argv[++i]);
    else if (!std::strcmp(argv[i], "-k") && i + 1 < argc) k = std::atoi(argv[++i]);
    else file = argv[i];
  }
  if (!file || k < 1) {
    std::fprintf(stderr, "usage: geod_line_bench PAIRS [-n LINES] [-k POSITIONS]\n");
    return 2;
  }
  std::vector<double> v;
  FILE* f = std::fopen(file, "r");
  if (!f) { std::perror(file); return 2; }
  double a, b, c, d;
  while (std::fscanf(f, "%lf %lf %lf %lf", &a, &b, &c, &d) == 4) {
    v.push_back(a); v.push_back(b); v.push_back(c); v.push_back(d);
  }
  std::fclose(f);
  const size_t m = v.size() / 4;
  if (!m) { std::fprintf(stderr, "no pairs read\n"); return 2; }
  const Geodesic& g = Geodesic::WGS84();
  const unsigned caps = GeodesicLine::LATITUDE | GeodesicLine::LONGITUDE |
                        GeodesicLine::AZIMUTH | GeodesicLine::DISTANCE_IN;
  double checksum = 0;
  double t0 = now();
  for (long i = 0; i < n; ++i) {
    const double* p = &v[4 * (i % m)];
    GeodesicLine line = g.InverseLine(p[0], p[1], p[2], p[3], caps);
    const double s13 = line.Distance();
    for (int j = 1; j <= k; ++j) {
      double lat, lon, azi, unused;
      line.GenPosition(false, s13 * j / k,
                       GeodesicLine::LATITUDE | GeodesicLine::LONGITUDE | GeodesicLine::AZIMUTH |
                           GeodesicLine::LONG_UNROLL,
                       lat, lon, azi, unused, unused, unused, unused, unused);
      checksum += lat + lon + azi;
    }
  }
  double secs = now() - t0;
  std::printf("mode=line lines=%ld positions=%d seconds=%.6f ns_per_line=%.1f checksum=%.17g\n", n, k,
              secs, secs * 1e9 / n, checksum);
  return 0;
}
