#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import JSONC

/// The parser recurses once per nesting level, up to `ParseLimits.maxDepth` (128). A
/// language server parses on secondary threads; it gives them 4 MiB of stack (macOS's
/// default is 512 KiB). This runs the deepest documents, in whatever build configuration
/// the tests use, on a thread with a quarter of that.
@Suite struct StackDepthTests {
    static let smallStack = 1024 * 1024

    /// The documents that recurse deepest: nested objects (three frames per level) and
    /// arrays, at and beyond the limit, and their conversion to `JSON`.
    static func deepWork() -> Int {
        let objects = String(repeating: #"{"a":"#, count: 1_000) + "1" + String(repeating: "}", count: 1_000)
        let arrays = String(repeating: "[", count: 1_000) + String(repeating: "]", count: 1_000)
        var total = 0
        for text in [objects, arrays] {
            let document = JSONCDocument(text: text)
            total += document.errors.count
            if let root = document.root { total += JSON(root).serialized().count }
        }
        return total
    }

    @Test func deepestDocumentsFitInASecondaryThreadStack() {
        #expect(Self.runOnThread(stackSize: Self.smallStack, Self.deepWork) > 0)
    }

    /// Runs `body` on a new thread with the given stack size and returns its result.
    static func runOnThread(stackSize: Int, _ body: @escaping @Sendable () -> Int) -> Int {
        final class Context: @unchecked Sendable {
            let body: @Sendable () -> Int
            var result = -1
            init(_ body: @escaping @Sendable () -> Int) { self.body = body }
        }
        let context = Context(body)
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        pthread_attr_setstacksize(&attributes, stackSize)
        let pointer = Unmanaged.passRetained(context).toOpaque()
        let start: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { raw in
            let context = Unmanaged<Context>.fromOpaque(raw!).takeRetainedValue()
            context.result = context.body()
            return nil
        }
        #if canImport(Darwin)
        var thread: pthread_t?
        guard pthread_create(&thread, &attributes, start, pointer) == 0, let thread else { return -2 }
        #else
        var thread = pthread_t()
        guard pthread_create(&thread, &attributes, start, pointer) == 0 else { return -2 }
        #endif
        pthread_join(thread, nil)
        pthread_attr_destroy(&attributes)
        return context.result
    }
}
