#if canImport(Glibc)
    import CMalloc
    import Glibc
    import Testing

    @testable import RouteReportCLI

    /// mallopt changes the whole process for good, so each test applies the settings in a
    /// child process of its own (an exit test), never in the process every other test
    /// shares: what the child finds is its exit status.
    @Suite("Heap settings")
    struct HeapSettingsTests {
        @Test func blocksUpToTheThresholdComeFromTheHeapAndLargerOnesAreMapped() async {
            await #expect(processExitsWith: .success) {
                HeapSettings.apply()
                // glibc's default threshold is 128 KiB, rising only to the size of a mapped
                // block freed: a 1 MiB and a 31 MiB block would be mappings of their own.
                // The sizes are whole MiB + 100 bytes, so a mapped block is never whole pages.
                // Far past the threshold and past what a heap keeps free at its top (the
                // trim threshold), a block cannot come from free heap memory either.
                let found = [
                    HeapProbe.isMapped((1 << 20) + 100),
                    HeapProbe.isMapped(HeapSettings.mmapThreshold - (1 << 20) + 100),
                    HeapProbe.isMapped(2 * HeapSettings.trimThreshold + 100),
                ]
                exit(found == [false, false, true] ? EXIT_SUCCESS : EXIT_FAILURE)
            }
        }

        /// The test runtime's own threads may have heaps already; new threads add none.
        @Test func newThreadsAllocateFromTheHeapsThereAre() async {
            await #expect(processExitsWith: .success) {
                HeapSettings.apply()
                exit(HeapProbe.heapsMadeByThreads(4) == 0 ? EXIT_SUCCESS : EXIT_FAILURE)
            }
        }

        /// The control for the test above: without the settings, glibc gives threads heaps
        /// of their own, so one heap is the settings' doing, not the machine's.
        @Test func withoutTheSettingsThreadsGetHeapsOfTheirOwn() async {
            await #expect(processExitsWith: .success) {
                exit((HeapProbe.heapsMadeByThreads(4) ?? 0) > 0 ? EXIT_SUCCESS : EXIT_FAILURE)
            }
        }

        @Test func aSettingMadeInTheEnvironmentIsLeftAsItIs() async {
            await #expect(processExitsWith: .success) {
                setenv("MALLOC_ARENA_MAX", "8", 1)
                HeapSettings.apply()
                exit((HeapProbe.heapsMadeByThreads(4) ?? 0) > 0 ? EXIT_SUCCESS : EXIT_FAILURE)
            }
        }
    }

    /// What glibc's allocator does, told by its answers alone.
    enum HeapProbe {
        /// Whether a block of `bytes` comes in a mapping of its own: a mapped block is whole
        /// pages (its usable size rounds `bytes` up by most of a page), a block from the
        /// heap is `bytes` rounded up to 16.
        static func isMapped(_ bytes: Int) -> Bool? {
            guard let block = malloc(bytes) else { return nil }
            defer { free(block) }
            return malloc_usable_size(block) - bytes >= 1024
        }

        /// The heaps (arenas) glibc adds while `threads` new threads, all alive at once,
        /// each allocate and free a block; counted in `malloc_info`'s report (`<heap
        /// nr="N">`, one element per heap) before and after.
        static func heapsMadeByThreads(_ threads: Int) -> Int? {
            guard let before = heaps() else { return nil }
            var ready = pthread_barrier_t()
            pthread_barrier_init(&ready, nil, UInt32(threads))
            defer { pthread_barrier_destroy(&ready) }
            let started: [pthread_t] = withUnsafeMutablePointer(to: &ready) { barrier in
                (0..<threads).compactMap { _ in
                    var thread = pthread_t()
                    let made = pthread_create(
                        &thread, nil,
                        { argument in
                            let barrier = argument!.assumingMemoryBound(to: pthread_barrier_t.self)
                            // Every thread holds a block while the others take theirs.
                            let block = malloc(4096)
                            pthread_barrier_wait(barrier)
                            free(block)
                            return nil
                        }, barrier)
                    return made == 0 ? thread : nil
                }
            }
            for thread in started { pthread_join(thread, nil) }
            guard started.count == threads, let after = heaps() else { return nil }
            return after - before
        }

        private static func heaps() -> Int? {
            var buffer: UnsafeMutablePointer<CChar>?
            var size = 0
            guard let stream = open_memstream(&buffer, &size) else { return nil }
            malloc_info(0, stream)
            fclose(stream)
            defer { free(buffer) }
            guard let buffer else { return nil }
            return String(cString: buffer).components(separatedBy: "<heap nr=").count - 1
        }
    }
#endif
