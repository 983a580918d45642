/// `ogrinfo -so` text: layer names, feature counts and field types, in order.
enum KMLOGRSummary {
    struct Layer {
        var name: String
        var featureCount = -1
        var fields: [String: String] = [:]
    }

    static func layers(_ text: String) -> [Layer] {
        var layers: [Layer] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("Layer name: ") {
                layers.append(Layer(name: String(line.dropFirst("Layer name: ".count))))
            } else if line.hasPrefix("Feature Count: "), !layers.isEmpty {
                layers[layers.count - 1].featureCount = Int(line.dropFirst("Feature Count: ".count)) ?? -1
            } else if let colon = line.range(of: ": "), !layers.isEmpty, line.hasSuffix(")"),
                let paren = line.range(of: " (", options: .backwards)
            {
                // "distance_m: Real (0.0)"
                let name = String(line[..<colon.lowerBound])
                let type = String(line[colon.upperBound..<paren.lowerBound])
                if !name.contains(" ") { layers[layers.count - 1].fields[name] = type }
            }
        }
        return layers
    }
}

/// `ogrinfo -al` text: each feature's layer, fields (type and value) and geometry (WKT).
enum KMLOGRFeatures {
    struct Feature {
        var layer: String
        var fields: [String: (type: String, value: String)] = [:]
        var geometry = ""
    }

    static func parse(_ text: String) -> [Feature] {
        var features: [Feature] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("OGRFeature("), let close = line.range(of: "):", options: .backwards) {
                features.append(Feature(layer: String(line[line.index(line.startIndex, offsetBy: 11)..<close.lowerBound])))
            } else if line.hasPrefix("  "), !features.isEmpty {
                let body = line.dropFirst(2)
                // "  distance_m (Real) = 8246239.65051485"
                if let open = body.range(of: " ("), let equals = body.range(of: ") = "), open.upperBound <= equals.lowerBound {
                    let name = String(body[..<open.lowerBound])
                    let type = String(body[open.upperBound..<equals.lowerBound])
                    features[features.count - 1].fields[name] = (type, String(body[equals.upperBound...]))
                } else if let first = body.first, first.isUppercase, body.contains(" (") {
                    features[features.count - 1].geometry = String(body)
                }
            }
        }
        return features
    }
}
