/// A grid of monospace cells for box drawing. Lines are recorded as arms (up, down,
/// left, right) per cell, so crossings become the right junction (┬ ┼ ┤ ...) on their
/// own; text is written over them, wide characters taking two cells.
struct TextCanvas {
    private struct Cell {
        var character: Character?
        /// The right half of a wide character written one cell to the left.
        var isContinuation = false
        var up = false, down = false, left = false, right = false
        var rounded = false
    }

    private var rows: [[Cell]]

    init(rowCount: Int) {
        rows = Array(repeating: [], count: rowCount)
    }

    private mutating func withCell(_ row: Int, _ column: Int, _ body: (inout Cell) -> Void) {
        guard rows.indices.contains(row), column >= 0 else { return }
        if rows[row].count <= column {
            rows[row].append(contentsOf: repeatElement(Cell(), count: column + 1 - rows[row].count))
        }
        body(&rows[row][column])
    }

    /// A horizontal line on `row` from column `from` to column `to`, both ends included.
    mutating func horizontal(row: Int, from: Int, to: Int) {
        guard from < to else { return }
        for column in from...to {
            withCell(row, column) { cell in
                if column > from { cell.left = true }
                if column < to { cell.right = true }
            }
        }
    }

    /// A vertical line in `column` from row `from` to row `to`, both ends included.
    mutating func vertical(column: Int, from: Int, to: Int) {
        guard from < to else { return }
        for row in from...to {
            withCell(row, column) { cell in
                if row > from { cell.up = true }
                if row < to { cell.down = true }
            }
        }
    }

    /// Draws corners at this cell rounded (╭ ╮ ╰ ╯).
    mutating func round(row: Int, column: Int) {
        withCell(row, column) { $0.rounded = true }
    }

    /// Writes `text` from `column`; returns the column after it.
    @discardableResult
    mutating func write(_ text: String, row: Int, column: Int) -> Int {
        var next = column
        for character in text {
            let width = DisplayWidth.of(character)
            guard width > 0 else { continue }
            withCell(row, next) { $0.character = character }
            if width == 2 { withCell(row, next + 1) { $0.isContinuation = true } }
            next += width
        }
        return next
    }

    /// Writes `text` centred between the columns `from` and `to` (exclusive), truncated to fit.
    mutating func writeCentered(_ text: String, row: Int, from: Int, to: Int) {
        let room = to - from - 1
        let fitted = DisplayWidth.truncate(text, to: room)
        let start = from + 1 + (room - DisplayWidth.of(fitted) + 1) / 2
        write(fitted, row: row, column: start)
    }

    /// The lines, trailing blanks removed.
    func lines() -> [String] {
        rows.map { row in
            var line = ""
            for cell in row where !cell.isContinuation {
                if let character = cell.character {
                    line.append(character)
                } else {
                    line.append(Self.junction(cell))
                }
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    private static func junction(_ cell: Cell) -> Character {
        switch (cell.up, cell.down, cell.left, cell.right) {
        case (false, true, false, true): return cell.rounded ? "╭" : "┌"
        case (false, true, true, false): return cell.rounded ? "╮" : "┐"
        case (true, false, false, true): return cell.rounded ? "╰" : "└"
        case (true, false, true, false): return cell.rounded ? "╯" : "┘"
        case (true, true, false, true): return "├"
        case (true, true, true, false): return "┤"
        case (false, true, true, true): return "┬"
        case (true, false, true, true): return "┴"
        case (true, true, true, true): return "┼"
        case (_, _, true, _), (_, _, _, true): return "─"
        case (true, _, _, _), (_, true, _, _): return "│"
        default: return " "
        }
    }
}
