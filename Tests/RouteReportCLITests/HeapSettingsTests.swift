#if canImport(Glibc)
    import CMalloc
    import Glibc
    import Testing

    @testable import RouteReportCLI

    @Suite("Heap settings")
    struct HeapSettingsTests {
        /// Blocks in their own mapping (`hblks`) while `bytes` is held.
        private func mappedBlocks(holding bytes: Int) -> Int {
            guard let block = malloc(bytes) else { return -1 }
            // Touch it, so the block is really there.
            memset(block, 1, bytes)
            let mapped = Int(mallinfo2().hblks)
            free(block)
            return mapped
        }

        @Test func blocksUpToTheThresholdComeFromTheHeapAndLargerOnesAreMapped() {
            HeapSettings.apply()
            let before = mappedBlocks(holding: 1024)
            // glibc's default threshold is 128 KiB (rising only as big blocks are freed):
            // a 1 MiB and a 16 MiB block would each be a mapping of their own.
            #expect(mappedBlocks(holding: 1 << 20) == before)
            #expect(mappedBlocks(holding: 16 << 20) == before)
            #expect(mappedBlocks(holding: HeapSettings.mmapThreshold + (1 << 20)) == before + 1)
        }
    }
#endif
