import RouteReportCore

/// How an option's value is written into a shard's state and read back: the exact bits
/// of every number, little-endian, so a merge makes byte-identical reports and two runs
/// agree on an option exactly when its bytes are the same.
struct SettingCodec<Value>: Sendable {
    var write: @Sendable (Value, inout [UInt8]) -> Void
    /// The value at the start of the bytes, which it drops; nil when they hold none.
    var read: @Sendable (inout ArraySlice<UInt8>) -> Value?
}

extension SettingCodec where Value == Double {
    static var double: Self {
        Self(
            write: { value, bytes in withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) } },
            read: { bytes in
                guard bytes.count >= 8 else { return nil }
                let bits = bytes.prefix(8).reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
                bytes = bytes.dropFirst(8)
                return Double(bitPattern: bits)
            })
    }
}

extension SettingCodec where Value == Bool {
    static var bool: Self {
        Self(
            write: { value, bytes in bytes.append(value ? 1 : 0) },
            read: { bytes in
                guard let byte = bytes.first, byte <= 1 else { return nil }
                bytes = bytes.dropFirst()
                return byte == 1
            })
    }
}

extension SettingCodec {
    /// A value of several numbers, written one after another.
    static func doubles(_ parts: [WritableKeyPath<Value, Double> & Sendable], of empty: Value) -> Self
    where Value: Sendable {
        Self(
            write: { value, bytes in
                for part in parts { SettingCodec<Double>.double.write(value[keyPath: part], &bytes) }
            },
            read: { bytes in
                var value = empty
                for part in parts {
                    guard let number = SettingCodec<Double>.double.read(&bytes) else { return nil }
                    value[keyPath: part] = number
                }
                return value
            })
    }
}

extension SettingCodec where Value: CaseIterable & Equatable, Value.AllCases == [Value] {
    /// One byte: the value's place in `Value.allCases`.
    static var caseIndex: Self {
        Self(
            write: { value, bytes in bytes.append(UInt8(Value.allCases.firstIndex(of: value) ?? 0)) },
            read: { bytes in
                guard let byte = bytes.first, Int(byte) < Value.allCases.count else { return nil }
                bytes = bytes.dropFirst()
                return Value.allCases[Int(byte)]
            })
    }
}

extension SettingCodec where Value == DateOrder? {
    /// One byte: 0 none, then each order by its place in `DateOrder.allCases`, from 1.
    static var dateOrder: Self {
        Self(
            write: { value, bytes in
                bytes.append(UInt8(value.flatMap { DateOrder.allCases.firstIndex(of: $0) }.map { $0 + 1 } ?? 0))
            },
            read: { bytes in
                guard let byte = bytes.first, Int(byte) <= DateOrder.allCases.count else { return nil }
                bytes = bytes.dropFirst()
                return .some(byte == 0 ? nil : DateOrder.allCases[Int(byte) - 1])
            })
    }
}
