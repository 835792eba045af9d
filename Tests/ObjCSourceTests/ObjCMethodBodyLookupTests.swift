import Foundation
@testable import ObjCSource
import SourceText
import Testing

/// `ObjCMethodBody.send(at:)` and `assignmentIndex(atTarget:)` search the sends and assignments in order
/// instead of keeping a dictionary per body: on every method of the example apps' Objective-C files and on
/// statements that start inside another's left-hand side (`else x = …`), they must answer what the
/// dictionaries did (the last assignment wins for a chain's first token).
@Suite struct ObjCMethodBodyLookupTests {
    static let tricky = """
        @implementation T
        - (void)run {
            if (a) x = 1; else x = 2;
            do y.z = 3; while (0);
            NSArray *items = @[a]; self.tabBar.items = items; [self setX:[self y:[z w]]];
            switch (k) { case 1: v = 2; default: v.w = 3; }
        }
        @end
        """

    static func sources() throws -> [[UInt8]] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let examples = root.appendingPathComponent("Examples")
        var result = [Array(tricky.utf8)]
        let walker = FileManager.default.enumerator(at: examples, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL, result.count < 200 {
            if url.pathExtension == "m" { result.append(Array(try Data(contentsOf: url))) }
        }
        return result
    }

    @Test func searchesAnswerAsTheDictionariesDid() throws {
        let sources = try Self.sources()
        #expect(sources.count > 20)
        var sends = 0, assignments = 0
        for bytes in sources {
            let view = TokenView(bytes: bytes, tokens: ObjCLexer.tokenize(bytes))
            for method in ObjCDeclarations(view).methods {
                let body = ObjCMethodBody(open: method.open, close: method.close, view)
                var sendAtOpen: [Int: Int] = [:]
                for (index, send) in body.sends.enumerated() { sendAtOpen[send.open] = index }
                var assignmentAtTarget: [Int: Int] = [:]
                for (index, assignment) in body.assignments.enumerated() { assignmentAtTarget[assignment.names[0]] = index }
                for token in method.open...method.close {
                    #expect(body.send(at: token)?.open == sendAtOpen[token].map { body.sends[$0].open })
                    #expect(body.assignmentIndex(atTarget: token) == assignmentAtTarget[token])
                }
                sends += body.sends.count
                assignments += body.assignments.count
            }
        }
        #expect(sends > 100)
        #expect(assignments > 100)
    }
}
