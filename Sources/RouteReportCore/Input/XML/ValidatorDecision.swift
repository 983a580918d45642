/// What a schema shortcut does with a parser event: give it to the validator (after
/// the held events, when they must go first), or keep it back.
enum ValidatorDecision {
    case forward
    case hold
    case flushThenForward
}
