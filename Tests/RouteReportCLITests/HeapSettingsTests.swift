#if canImport(Glibc)
    import CMalloc
    import Glibc
    import Testing

    @testable import RouteReportCLI

    @Suite("Heap settings")
    struct HeapSettingsTests {
        /// Whether a block of `bytes` comes in a mapping of its own. Told by the block
        /// alone, not by process-wide counts that tests running beside this one change: a
        /// mapped block is whole pages (its usable size rounds `bytes` up by most of a
        /// page), a block from the heap is `bytes` rounded up to 16.
        private func isMapped(_ bytes: Int) -> Bool? {
            guard let block = malloc(bytes) else { return nil }
            defer { free(block) }
            return malloc_usable_size(block) - bytes >= 1024
        }

        @Test func blocksUpToTheThresholdComeFromTheHeapAndLargerOnesAreMapped() {
            HeapSettings.apply()
            // glibc's default threshold is 128 KiB, rising only to the size of a mapped
            // block freed: a 1 MiB and a 31 MiB block would be mappings of their own.
            // The sizes are whole MiB + 100 bytes, so a mapped block is never whole pages.
            #expect(isMapped((1 << 20) + 100) == false)
            #expect(isMapped(HeapSettings.mmapThreshold - (1 << 20) + 100) == false)
            // Far past the threshold and past what a heap keeps free at its top (the trim
            // threshold), so it cannot come from free heap memory either.
            #expect(isMapped(2 * HeapSettings.trimThreshold + 100) == true)
        }
    }
#endif
