/// The foot as aviation measures altitude in it: the international foot, exactly.
enum LengthUnits {
    static let metresPerFoot = 0.3048
}
