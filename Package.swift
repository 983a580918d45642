// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "routereport",
    products: [
        .executable(name: "routereport", targets: ["routereport"]),
        .library(name: "RouteReportCore", targets: ["RouteReportCore"]),
    ],
    targets: [
        // libxml2 from the system (Debian: libxml2-dev). Only the XML reader and the
        // schema check (Input/XML/) import it.
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        // zlib from the system (Debian: zlib1g-dev), for KMZ archives: raw inflate and
        // deflate, crc32. Only the archive entry reader (Input/Zip/) and the archive
        // writer (Output/KMZ/) import it.
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        // glibc's malloc.h, for the heap settings of a run (RouteReportCLI/HeapSettings).
        .systemLibrary(name: "CMalloc"),
        .target(
            name: "RouteReportCore",
            dependencies: ["CLibXML2", "CZlib"],
            // The XML schemas of KML and GPX, with their README (sources and terms).
            exclude: ["Input/Schemas"]
        ),
        .target(
            name: "RouteReportCLI",
            dependencies: ["RouteReportCore", "CMalloc"]
        ),
        .executableTarget(
            name: "routereport",
            dependencies: ["RouteReportCLI"]
        ),
        // Geodesic throughput against GeographicLib C++ (Scripts/bench-geodesic).
        .executableTarget(
            name: "GeodesicBench",
            dependencies: ["RouteReportCore"],
            path: "Benchmarks/GeodesicBench"
        ),
        // libxml2 also as the reference the XML writer is held to.
        .testTarget(
            name: "RouteReportCoreTests",
            dependencies: ["RouteReportCore", "CLibXML2"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "RouteReportCLITests",
            dependencies: ["RouteReportCLI", "RouteReportCore", "CMalloc"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
