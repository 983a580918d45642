import Testing

@testable import RouteReportCore

@Suite struct HTMLTextTests {
    @Test func markupCharactersBecomeReferences() {
        #expect(HTMLText.escaped("<a href=\"x\">O'Hare & co</a>") == "&lt;a href=&quot;x&quot;&gt;O&#39;Hare &amp; co&lt;/a&gt;")
        #expect(HTMLText.escaped("line\nbreak\u{7}bell\ttab") == "line break bell\ttab")
        #expect(HTMLText.escaped("São Paulo → Zürich") == "São Paulo → Zürich")
    }

    /// FIPS 180-4's examples (one block, two blocks) and the empty message.
    @Test func sha256MatchesThePublishedDigests() {
        func hex(_ text: String) -> String {
            SHA256.digest(Array(text.utf8)).map {
                String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16)
            }
            .joined()
        }
        #expect(hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.base64("abc") == "ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=")
    }
}
