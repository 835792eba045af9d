import JSONC
import SourceText
import TabBarCore

/// A way apps build tab bars that is written in Objective-C (CYLTabBarController, UIKit in code), read by the
/// Objective-C front-end from a file it has lexed and resolved once. The front-end hands every technology of its
/// list the same `ObjCFile`, in order, and each adds what it reads to one `TechnologyReading`. A new technology is
/// one more type conforming to this and one more entry in `ObjCFrontEnd.builtInTechnologies`.
public protocol ObjCTechnology: TabBarTechnology {
    /// Adds what `file` says about this technology's bars to `reading`.
    func read(_ file: ObjCFile, into reading: inout TechnologyReading)
}

/// An Objective-C file as the front-end lexed and resolved it, for its technologies: the bytes, the tokens and
/// comments, the declarations and method bodies.
public struct ObjCFile {
    let resolver: ObjCResolver

    /// The file's bytes.
    public var bytes: [UInt8] { resolver.view.bytes }
    /// The comments, in file order.
    public var comments: [ByteRange] { resolver.view.comments }
}
