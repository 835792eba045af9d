import SourceText
import Testing
@testable import ObjCSource

/// The lexers' byte table says what the Objective-C lexer's byte tests say, for every byte.
@Suite struct LexerByteClassesObjCTests {
    @Test func theTableAgreesWithTheObjectiveCByteTests() {
        let tests: [(byteClass: UInt8, test: (UInt8) -> Bool)] = [
            (LexerByteClasses.identifier, ObjCBytes.isIdentifierASCII),
            (LexerByteClasses.blank, ObjCBytes.isBlank),
        ]
        for (byteClass, test) in tests {
            let disagreeing = (0...255).filter { (LexerByteClasses.table[$0] == byteClass) != test(UInt8($0)) }
            #expect(disagreeing.isEmpty, "class \(byteClass): bytes \(disagreeing)")
        }
    }
}
