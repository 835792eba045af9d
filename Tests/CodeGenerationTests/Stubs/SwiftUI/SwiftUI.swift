// A minimal stand-in for SwiftUI, declaring only what `tabbar generate --language swiftui` writes, with the SDK's
// names, labels and generic shapes (views and tab contents type-erased), so that `swiftc -typecheck` can check the
// generated view on machines without the iOS SDK: a Tab's value must have the selection's type, a `.tabItem` label
// must be a view, and so on. Built as a module named SwiftUI.

public protocol View {
    associatedtype Body: View
    var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// Every view a builder makes, erased.
public struct AnyView: View {
    public init<V: View>(_ view: V) {}
    public var body: Never { fatalError() }
}

@resultBuilder public enum ViewBuilder {
    public static func buildExpression<V: View>(_ view: V) -> AnyView { AnyView(view) }
    public static func buildBlock(_ views: AnyView...) -> AnyView { AnyView(views.first ?? AnyView(Text(verbatim: ""))) }
}

public struct LocalizedStringKey: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) {}
}

public struct Text: View {
    public init(verbatim content: String) {}
    public init(_ key: LocalizedStringKey) {}
    public var body: Never { fatalError() }
}

public struct Image: View {
    public init(systemName: String) {}
    public init(_ name: String) {}
    public var body: Never { fatalError() }
}

public struct Label<Title: View, Icon: View>: View {
    public var body: Never { fatalError() }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
    public init(_ titleKey: LocalizedStringKey, image name: String) {}
}

public struct NavigationStack<Root: View>: View {
    public init(@ViewBuilder root: () -> Root) {}
    public var body: Never { fatalError() }
}

/// A view with a modifier applied.
public struct ModifiedView<Content: View>: View {
    public var body: Never { fatalError() }
}

extension View {
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> ModifiedView<Self> { ModifiedView() }
    public func tag<V: Hashable>(_ tag: V) -> ModifiedView<Self> { ModifiedView() }
    public func badge(_ key: LocalizedStringKey?) -> ModifiedView<Self> { ModifiedView() }
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> ModifiedView<Self> { ModifiedView() }
}

@propertyWrapper public struct State<Value> {
    public init(wrappedValue value: Value) {}
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<Value> { fatalError() }
}

public struct Binding<Value> {}

public protocol TabContent {
    associatedtype TabValue: Hashable
}

/// Every tab a builder makes, erased, keeping the value type.
public struct AnyTabContent<TabValue: Hashable>: TabContent {}

@resultBuilder public enum TabContentBuilder<TabValue: Hashable> {
    public static func buildExpression<C: TabContent>(_ content: C) -> AnyTabContent<TabValue> where C.TabValue == TabValue {
        AnyTabContent()
    }
    public static func buildBlock(_ contents: AnyTabContent<TabValue>...) -> AnyTabContent<TabValue> { AnyTabContent() }
}

public struct DefaultTabLabel: View {
    public var body: Never { fatalError() }
}

public struct Tab<Value: Hashable, Content: View, TabLabel: View>: TabContent {
    public typealias TabValue = Value

    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> TabLabel) {}
}

extension Tab where TabLabel == DefaultTabLabel {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {}
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, @ViewBuilder content: () -> Content) {}
}

extension TabContent {
    public func badge(_ key: LocalizedStringKey?) -> Self { self }
}

public struct TabView<SelectionValue: Hashable, Content>: View {
    public var body: Never { fatalError() }
}

extension TabView where Content: View {
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {}
}

extension TabView {
    public init(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> AnyTabContent<SelectionValue>)
    where Content == AnyTabContent<SelectionValue> {}
}
