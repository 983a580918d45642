/// An immutable value held by reference: a big optional value that most instances of a
/// type leave nil costs them a pointer instead of its size. Equal when the values are.
@propertyWrapper
struct SharedValue<Value: Hashable & Sendable>: Hashable, Sendable {
    private final class Box: Sendable {
        let value: Value

        init(_ value: Value) {
            self.value = value
        }
    }

    private var box: Box?

    init(wrappedValue: Value?) {
        box = wrappedValue.map(Box.init)
    }

    var wrappedValue: Value? {
        get { box?.value }
        set { box = newValue.map(Box.init) }
    }

    static func == (a: SharedValue, b: SharedValue) -> Bool {
        a.wrappedValue == b.wrappedValue
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(wrappedValue)
    }
}
