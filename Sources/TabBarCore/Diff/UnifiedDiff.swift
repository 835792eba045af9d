/// Unified diffs of two texts, line by line (Myers' O(ND) algorithm), as `diff -u` and
/// `git diff` print them. Pure: bytes in, text out.
public enum UnifiedDiff {
    /// One step of an edit script, with 0-based line indices into the old and new texts.
    enum Step: Equatable {
        case same(old: Int, new: Int)
        case delete(old: Int)
        case insert(new: Int)
    }

    /// The diff of `old` and `new` with `context` lines around each change; "" when equal.
    /// - Parameters:
    ///   - oldPath: the label after `--- ` (for example `a/Examples/x.tabbar.json`).
    ///   - newPath: the label after `+++ `.
    public static func diff(old: [UInt8], new: [UInt8], oldPath: String, newPath: String, context: Int = 3) -> String {
        guard old != new else { return "" }
        let a = lines(of: old), b = lines(of: new)
        let steps = editScript(a, b)
        var out = "--- \(oldPath)\n+++ \(newPath)\n"
        for hunk in hunks(steps, context: max(0, context)) {
            out += header(hunk, steps: steps)
            for step in steps[hunk] {
                switch step {
                case .same(let o, _): out += line(" ", a[o])
                case .delete(let o): out += line("-", a[o])
                case .insert(let n): out += line("+", b[n])
                }
            }
        }
        return out
    }

    /// Splits text after each `\n`; the last line may lack one.
    static func lines(of bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var result: [ArraySlice<UInt8>] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            result.append(bytes[start...index])
            start = index + 1
        }
        if start < bytes.count { result.append(bytes[start...]) }
        return result
    }

    private static func line(_ marker: String, _ bytes: ArraySlice<UInt8>) -> String {
        let text = marker + String(decoding: bytes, as: UTF8.self)
        return bytes.last == 0x0A ? text : text + "\n\\ No newline at end of file\n"
    }

    /// The shortest edit script turning `a` into `b`.
    static func editScript(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Step] {
        // Common prefix and suffix need no search.
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix,
              a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let midA = Array(a[prefix..<(a.count - suffix)]), midB = Array(b[prefix..<(b.count - suffix)])
        var steps = (0..<prefix).map { Step.same(old: $0, new: $0) }
        for step in middleScript(midA, midB) {
            switch step {
            case .same(let o, let n): steps.append(.same(old: o + prefix, new: n + prefix))
            case .delete(let o): steps.append(.delete(old: o + prefix))
            case .insert(let n): steps.append(.insert(new: n + prefix))
            }
        }
        for index in 0..<suffix {
            steps.append(.same(old: a.count - suffix + index, new: b.count - suffix + index))
        }
        return steps
    }

    private static func middleScript(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Step] {
        let n = a.count, m = b.count
        if n == 0 { return (0..<m).map { Step.insert(new: $0) } }
        if m == 0 { return (0..<n).map { Step.delete(old: $0) } }
        let limit = n + m
        let offset = limit + 1
        var v = [Int](repeating: 0, count: 2 * limit + 3)
        var trace: [[Int]] = []
        search: for d in 0...limit {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x = k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) ? v[offset + k + 1] : v[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
                v[offset + k] = x
                if x >= n, y >= m { break search }
            }
        }
        var steps: [Step] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let row = trace[d]
            let k = x - y
            let previousK = k == -d || (k != d && row[offset + k - 1] < row[offset + k + 1]) ? k + 1 : k - 1
            let previousX = row[offset + previousK]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                steps.append(.same(old: x - 1, new: y - 1))
                x -= 1; y -= 1
            }
            if d > 0 {
                if x == previousX { steps.append(.insert(new: previousY)) } else { steps.append(.delete(old: previousX)) }
            }
            x = previousX; y = previousY
        }
        return steps.reversed()
    }

    /// Index ranges into `steps`, each a hunk: the changes plus `context` steps around them,
    /// merged when the context of two changes would touch.
    static func hunks(_ steps: [Step], context: Int) -> [Range<Int>] {
        let changes = steps.indices.filter { if case .same = steps[$0] { return false } else { return true } }
        var result: [Range<Int>] = []
        for change in changes {
            let lower = max(0, change - context), upper = min(steps.count, change + context + 1)
            if let last = result.last, lower <= last.upperBound {
                result[result.count - 1] = last.lowerBound..<max(last.upperBound, upper)
            } else {
                result.append(lower..<upper)
            }
        }
        return result
    }

    private static func header(_ hunk: Range<Int>, steps: [Step]) -> String {
        var oldStart: Int?, newStart: Int?
        var oldCount = 0, newCount = 0
        var oldBefore = 0, newBefore = 0
        // Lines before the hunk, for the start of an empty side.
        for step in steps[..<hunk.lowerBound] {
            switch step {
            case .same: oldBefore += 1; newBefore += 1
            case .delete: oldBefore += 1
            case .insert: newBefore += 1
            }
        }
        for step in steps[hunk] {
            switch step {
            case .same(let o, let n):
                oldStart = oldStart ?? o; newStart = newStart ?? n
                oldCount += 1; newCount += 1
            case .delete(let o):
                oldStart = oldStart ?? o; oldCount += 1
            case .insert(let n):
                newStart = newStart ?? n; newCount += 1
            }
        }
        // An empty side starts at the line before it (0 for the start of the file).
        let oldFrom = oldCount == 0 ? oldBefore : (oldStart ?? 0) + 1
        let newFrom = newCount == 0 ? newBefore : (newStart ?? 0) + 1
        return "@@ -\(oldFrom),\(oldCount) +\(newFrom),\(newCount) @@\n"
    }
}
