/// An immutable value held by reference: a big optional value that most instances of a
/// type leave nil costs them a pointer instead of its size. Equal when the values are.
final class SharedValue<Value: Hashable & Sendable>: Hashable, Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }

    static func == (a: SharedValue, b: SharedValue) -> Bool {
        a.value == b.value
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}
