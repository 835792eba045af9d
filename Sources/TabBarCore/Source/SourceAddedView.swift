import JSONC

/// A view added to a tab bar (by a custom bar class or from a controller), with its size and position as far
/// as they are literal: `frame`, `bounds`, `center`, `CGRectMake` / `CGRect(x:y:width:height:)`, Auto Layout
/// constraints to the bar's anchors. `sizeToFit` (or any other non-literal) makes the size unknown.
public struct SourceAddedView: Sendable, Hashable {
    /// The name the code uses for it (`button`, `composeButton`, `_plusButton`), nil when it is an expression.
    public var name: String?
    /// The `addSubview:` statement.
    public var addition: ByteRange
    /// The frame's origin when a literal frame sets it (`frame = CGRectMake(x, y, w, h)`).
    public var x: SourceFact<Double>?
    public var y: SourceFact<Double>?
    /// The size from a literal `frame` / `bounds` (unknown after `sizeToFit` or a computed size; nil when unseen).
    public var width: SourceFact<Double>?
    public var height: SourceFact<Double>?
    /// The centre's y, when the code sets the centre (`center = CGPointMake(…, y)`, `center.y = y`).
    public var centerY: SourceCenterY?
    /// The statement that places it last (the frame or centre assignment), where TB024 reports.
    public var placement: ByteRange?
    /// The centre's x as a fraction of the bar's width, when the code writes it so (`W * 0.5`, `W / 2`,
    /// `CGRectGetMidX(self.bounds)`, `bounds.midX`); nil when unknown or unseen.
    public var centerXFraction: Double? = nil
    /// The property of another file's `UIView` category or extension the centre `y` was set through
    /// (`button.centerY = …`): the project's linking keeps `centerY` when some file makes it the view's centre y,
    /// and makes it unknown otherwise.
    public var centerYProperty: String? = nil
    /// Auto Layout constraints between the view and the bar (or constant sizes), with literal constants.
    public var constraints: [SourceAnchorConstraint]
    /// The parts of the frame (or bounds) that the file spells by a macro or constant it does not declare
    /// (`CGRectMake(0, -kRise, kPlusW, kPlusH)`, `#define kPlusW 64` in a header): unknown until the project's
    /// linking puts in the numbers other files declare (`DeclaredNumbers`); a part no file gives stays unknown.
    public var pendingFrame: [FramePart: PendingNumber] = [:]

    /// A part of a frame that another file's number may give.
    public enum FramePart: Sendable, Hashable {
        case y, width, height
    }

    public init(name: String?, addition: ByteRange, x: SourceFact<Double>? = nil, y: SourceFact<Double>? = nil,
                width: SourceFact<Double>? = nil, height: SourceFact<Double>? = nil, centerY: SourceCenterY? = nil,
                placement: ByteRange? = nil, constraints: [SourceAnchorConstraint] = []) {
        self.name = name
        self.addition = addition
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.centerY = centerY
        self.placement = placement
        self.constraints = constraints
    }

    /// The view's top edge in the bar's coordinates for a bar of content height `content` and safe-area
    /// inset `safeArea`, when the code decides it with literals; nil when unknown.
    public func top(contentHeight content: Double, safeArea: Double) -> Double? {
        let knownHeight = height?.literal
        if let centerY, let value = centerY.value(contentHeight: content, safeArea: safeArea) {
            guard let knownHeight else { return nil }
            return value - knownHeight / 2
        }
        if centerY == nil, let y = y?.literal { return y }
        for constraint in constraints {
            guard let constant = constraint.constant.literal, let barAnchor = constraint.barAnchor else { continue }
            let barY: Double
            switch barAnchor {
            case .top: barY = 0
            case .centerY: barY = (content + safeArea) / 2
            case .bottom: barY = content + safeArea
            case .height: continue
            }
            let edge = barY + constant
            switch constraint.viewAnchor {
            case .top: return edge
            case .centerY:
                guard let h = knownHeight ?? constantHeight else { continue }
                return edge - h / 2
            case .bottom:
                guard let h = knownHeight ?? constantHeight else { continue }
                return edge - h
            case .height: continue
            }
        }
        return nil
    }

    /// The height a constant `heightAnchor` constraint gives.
    public var constantHeight: Double? {
        constraints.first { $0.viewAnchor == .height && $0.barAnchor == nil }?.constant.literal
    }
}

/// The expression that gives a raised view's centre `y`: a fraction of a height plus an offset. The height is
/// the bar's whole bounds height `H = C + S` (`self.bounds.size.height`, `frame.size.height`,
/// `CGRectGetMidY(self.bounds)`, a local holding one of them), its content height `C`
/// (`bounds.size.height - safeAreaInsets.bottom`), or a literal (`49 * 0.5`).
public struct SourceCenterY: Sendable, Hashable {
    public enum Basis: Sendable, Hashable {
        /// The bar's whole height, home-indicator strip included.
        case wholeBar
        /// The content height (the whole height less the bottom safe-area inset).
        case content
        /// A literal height.
        case literal(Double)
        /// A member of the view the file does not declare (`self.sl_height`): a measure getter some other file's
        /// `UIView` category or extension may declare. The project's linking resolves it (`.wholeBar` for the
        /// height) or makes it `.unknown`; until then the centre is unknown.
        case getter(String)
        /// Something else: the centre is unknown.
        case unknown
    }

    public var basis: Basis
    /// `0.5` in `h * 0.5` and `h / 2`; 0.5 for `CGRectGetMidY`.
    public var fraction: Double
    /// The constant added (`h * 0.5 - 10` gives -10).
    public var offset: Double
    /// The whole centre `y` expression.
    public var range: ByteRange
    /// The bytes standing for the height in it (`self.bounds.size.height`, `h`, `CGRectGetMidY(self.bounds)`):
    /// what a fix to the content height replaces.
    public var heightRange: ByteRange
    /// Whether `heightRange` is already the half height (`CGRectGetMidY(self.bounds)`, `bounds.midY`).
    public var heightIsHalved: Bool
    /// A number of the offset spelled by a name the file does not declare (`- 2 * kMargin`, the macro in another
    /// header), for the project's linking to settle from other files' `DeclaredNumbers`; until then the centre is
    /// unknown.
    public var pendingOffset: PendingNumber?
    /// Whether the whole centre is a point getter of another file (`button.center = self.sl_center`, whose getter
    /// gives the view's middle): the height is not spelled where the centre is set, so no fix can replace it.
    public var isPointGetter = false

    public init(basis: Basis, fraction: Double = 0.5, offset: Double = 0, range: ByteRange, heightRange: ByteRange,
                heightIsHalved: Bool = false) {
        self.basis = basis
        self.fraction = fraction
        self.offset = offset
        self.range = range
        self.heightRange = heightRange
        self.heightIsHalved = heightIsHalved
    }

    /// The centre's `y` on a bar of content height `content` and safe-area inset `safeArea`; nil when unknown.
    public func value(contentHeight content: Double, safeArea: Double) -> Double? {
        guard pendingOffset == nil else { return nil }
        switch basis {
        case .wholeBar: return (content + safeArea) * fraction + offset
        case .content: return content * fraction + offset
        case .literal(let height): return height * fraction + offset
        case .getter, .unknown: return nil
        }
    }

    /// Whether it uses the bar's whole height (TB026).
    public var usesWholeBarHeight: Bool { basis == .wholeBar && pendingOffset == nil }
}

/// An Auto Layout constraint of an added view: one of its anchors equal to a bar anchor plus a constant
/// (`[button.centerYAnchor constraintEqualToAnchor:self.tabBar.topAnchor constant:-10]`), or a constant size
/// (`[button.heightAnchor constraintEqualToConstant:64]`, `barAnchor` nil).
public struct SourceAnchorConstraint: Sendable, Hashable {
    public enum Anchor: String, Sendable, Hashable {
        case top, centerY, bottom, height
    }

    /// The view's anchor.
    public var viewAnchor: Anchor
    /// The bar's anchor, nil for a constant size.
    public var barAnchor: Anchor?
    /// The constant (0 when not written).
    public var constant: SourceFact<Double>
    /// The whole constraint expression.
    public var range: ByteRange

    public init(viewAnchor: Anchor, barAnchor: Anchor?, constant: SourceFact<Double>, range: ByteRange) {
        self.viewAnchor = viewAnchor
        self.barAnchor = barAnchor
        self.constant = constant
        self.range = range
    }
}
