import JSONC
import TabBarCore

/// Completion of keys (from the format's `ObjectSpec`, those not yet present), enum and
/// boolean values, device names and the asset catalogs' image names.
extension ConfigurationService {
    func completion(_ document: DocumentSnapshot, _ request: CompletionRequest) -> CompletionList {
        let parsed = analysis(of: document).result.document
        let offset = document.converter.offset(request.position)
        let location = NodeLocator.locate(offset, in: parsed, rootSpec: rootSpec(of: document))
        var context = CompletionContext(document: parsed, converter: document.converter, offset: offset,
                                        snippets: server.client.snippets)
        switch location.part {
        case .objectBody:
            guard let spec = location.objectSpec else { break }
            context.keys(of: spec, present: presentKeys(location, except: nil), replacing: nil)
        case .key:
            guard let spec = location.objectSpec, let member = location.member else { break }
            context.keys(of: spec, present: presentKeys(location, except: member.keyRange), replacing: member.keyRange)
        case .value:
            guard let key = location.keySpec, let member = location.member else { break }
            let replaced = member.value.flatMap { $0.members == nil && $0.elements == nil ? $0.range : nil }
            context.values(for: key, imageNames: imageNames(for: document), replacing: replaced)
        case .element(let index):
            guard location.arrayKey?.name == "devices", let node = location.container?.elements?[index],
                  node.stringValue != nil else { break }
            context.deviceNames(replacing: node.range, wrapInArray: false)
        case .arrayBody:
            if location.arrayKey?.name == "devices" { context.deviceNames(replacing: nil, wrapInArray: false) }
            if location.arrayKey?.name == "items" { context.newItem() }
        case .outside:
            if parsed.root == nil, !isSettings(document) { context.skeleton() }
        }
        return CompletionList(items: context.items)
    }

    private func presentKeys(_ location: NodeLocation, except editing: ByteRange?) -> Set<String> {
        Set((location.container?.members ?? []).filter { $0.keyRange != editing }.map(\.key))
    }

    private func imageNames(for document: DocumentSnapshot) -> [String] {
        server.assets.index(forDocumentAt: DocumentURI.path(of: document.uri))?.names.sorted() ?? []
    }
}
