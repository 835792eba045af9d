import SourceText
import Testing
@testable import ObjCSource

/// The lexers' byte table says what the Objective-C lexer's byte tests say, for every byte.
@Suite struct LexerByteClassesObjCTests {
    @Test func theTableAgreesWithTheObjectiveCByteTests() {
        let table = LexerByteClasses.table
        for value in 0...255 {
            let byte = UInt8(value)
            #expect((table[value] == LexerByteClasses.identifier) == ObjCBytes.isIdentifierASCII(byte), "byte \(value)")
            #expect((table[value] == LexerByteClasses.blank) == ObjCBytes.isBlank(byte), "byte \(value)")
        }
    }
}
