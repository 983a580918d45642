/// Whether an aircraft type is an airliner, the aircraft the emissions factors describe
/// (their seats and load factors are an airline's). By the type's ICAO designator
/// (`A20N`, `B38M`, `E75L`, `CRJ9`, `AT76`, `DH8D`) or the IATA code a file gives
/// instead (`320`, `77W`, `E90`, `CR9`, `AT7`, `DH4`): the families of the jets and
/// turboprops airlines fly. A type outside them (`C172`, `PA28`, `SR22`, `PC12`) is not.
enum AirlinerTypes {
    private static let icaoPrefixes = [
        "A19", "A20", "A21", "A22", "A3", "B3", "B7", "BCS", "E1", "E2", "E7", "E9", "CRJ", "AT4", "AT7", "DH8",
        "SU9", "C919", "MD8", "MD9", "B46", "RJ", "F70", "F100", "A148", "SF34", "JS4", "D328",
    ]
    private static let iataPrefixes = ["3", "7", "E7", "E9", "CR", "AT", "DH", "M8", "M9", "SU", "F7", "F1", "S2", "22"]

    static func isAirliner(_ code: String) -> Bool {
        let code = code.uppercased()
        if code.count == 3, code.first?.isNumber == true || iataPrefixes.contains(where: code.hasPrefix) {
            return iataPrefixes.contains(where: code.hasPrefix)
        }
        return icaoPrefixes.contains(where: code.hasPrefix)
    }
}
