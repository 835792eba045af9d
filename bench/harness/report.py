"""The one table bench/run prints (Markdown, so it pastes into docs/performance.md)."""

REFERENCES = ("tombi", "ruff")


def fmt(value, unit):
    if value is None:
        return "–"
    if isinstance(value, str):
        return value
    if unit == "ms":
        return "%.3f ms" % value if value < 10 else "%.1f ms" % value
    if unit == "s":
        return "%.3f s" % value
    if unit == "MiB":
        return "%.1f MiB" % value
    if unit == "ns/B":
        return "%.1f ns/B" % value
    return "%s" % value


def ratio(ours, theirs):
    if not isinstance(ours, (int, float)) or not isinstance(theirs, (int, float)) or not theirs:
        return "–"
    return "%.2f×" % (ours / theirs)


class Table:
    """Rows of (figure, target, {tool: value}, unit)."""

    def __init__(self):
        self.rows = []
        self.notes = []

    def add(self, figure, unit, values, target=""):
        self.rows.append((figure, target, values, unit))

    def note(self, text):
        self.notes.append(text)

    def render(self):
        header = ["figure", "target", "tabbar", "tombi", "ruff", "tabbar/tombi", "tabbar/ruff", "floor"]
        lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
        for figure, target, values, unit in self.rows:
            ours = values.get("tabbar")
            cells = [figure, target or "", fmt(ours, unit)]
            cells += [fmt(values.get(name), unit) for name in REFERENCES]
            cells += [ratio(ours, values.get(name)) for name in REFERENCES]
            cells.append(fmt(values.get("floor"), unit))
            lines.append("| " + " | ".join(cells) + " |")
        text = "\n".join(lines)
        if self.notes:
            text += "\n\n" + "\n".join("- " + note for note in self.notes)
        return text
