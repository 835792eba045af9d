import SourceText
import Testing
@testable import SwiftSource

/// The lexers' byte table says what the byte tests it replaced in their loops say, for every byte.
@Suite struct LexerByteClassesTests {
    @Test func theTableAgreesWithTheSwiftByteTests() {
        let table = LexerByteClasses.table
        for value in 0...255 {
            let byte = UInt8(value)
            let classes = table[value]
            #expect((classes == LexerByteClasses.identifier) == SwiftByteClass.isIdentifierContinue(byte), "byte \(value)")
            #expect((classes == LexerByteClasses.blank) == SwiftByteClass.isWhitespace(byte), "byte \(value)")
            #expect((classes == LexerByteClasses.nonASCII) == (byte >= 0x80), "byte \(value)")
        }
    }
}
