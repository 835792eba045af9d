#!/usr/bin/env bash
# `tabbar check --format html` in a real browser (Debian's headless Chromium, installed with
# apt-get when missing; the test is skipped with a message when it cannot be):
#   - the page names no URL at all (no http:, https:, //host, src=, nor url( other than the
#     pictures' own url(#pattern) references);
#   - it renders: a screenshot is taken and is not blank (it compresses far worse than a blank page's);
#   - every tab bar's SVG is laid out with a size, and the page fetched nothing
#     (performance.getEntriesByType("resource") is empty), read through a harness page that
#     loads the report in a frame;
#   - an error, a warning and an info finding show in three different colours: the computed
#     colour of each finding's left border and of its severity label, as the browser draws them
#     (a CSS rule that outranks the severity's own colour makes two of them equal, and fails);
#   - every finding tied to a tab (a `data-tab` finding: TB003, TB009, TB012-TB014, TB022, TB030,
#     TB032, TB033 and the rest) is marked in its bar's drawing, with a mark the browser lays out
#     with a size whose label names its code; and each of the codes that are always about a tab is
#     tied to a tab wherever it appears on the page.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

browser=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$browser" ] && command -v apt-get >/dev/null 2>&1; then
    # A fresh machine's package lists may not name chromium yet: update them and try again.
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium >/dev/null 2>&1 ||
        { apt-get update -q >/dev/null 2>&1 && DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium >/dev/null 2>&1; } || true
    browser=$(command -v chromium || true)
fi
if [ -z "$browser" ]; then
    echo "SKIP: html report: Chromium is not installed and could not be installed with apt-get"
    exit 0
fi

swift build --product tabbar >/dev/null
tabbar=$(swift build --show-bin-path)/tabbar
work=$(mktemp -d "${TMPDIR:-/tmp}/tabbar-html.XXXXXX")
trap 'rm -rf "$work"' EXIT
# TABBAR_HTML_KEEP=DIR keeps the report and the screenshot there, to look at.
keep() { if [ -n "${TABBAR_HTML_KEEP:-}" ]; then mkdir -p "$TABBAR_HTML_KEEP"; cp "$work"/report.* "$TABBAR_HTML_KEEP"/ 2>/dev/null || true; fi; }

status=0
"$tabbar" check --format html Examples > "$work/report.html" || status=$?
[ "$status" -eq 1 ] || { echo "FAIL: tabbar check --format html Examples exited $status, expected 1"; exit 1; }
svgs=$(grep -c "<svg" "$work/report.html" || true)
[ "$svgs" -ge 3 ] || { echo "FAIL: only $svgs SVG pictures in the report"; exit 1; }
grep -q 'class="tabbar-mark"' "$work/report.html" || { echo "FAIL: no finding is marked on a picture"; exit 1; }
if grep -nE 'https?:|src=|url\([^#]|="//' "$work/report.html" | head -3 | grep .; then
    echo "FAIL: the page names a URL"; exit 1
fi
echo "ok: the report holds $svgs SVG pictures, marks, and no URL"

chrome() {
    timeout 120 "$browser" --headless --no-sandbox --disable-gpu --disable-dev-shm-usage --hide-scrollbars \
        --no-first-run --disable-background-networking --allow-file-access-from-files "$@" 2>/dev/null
}

printf '<!DOCTYPE html><html><body></body></html>\n' > "$work/blank.html"
(cd "$work" && chrome --window-size=1200,1600 --screenshot="$work/blank.png" "file://$work/blank.html" >/dev/null)
(cd "$work" && chrome --window-size=1200,1600 --screenshot="$work/report.png" "file://$work/report.html" >/dev/null)
[ -s "$work/report.png" ] || { echo "FAIL: no screenshot taken"; exit 1; }
blank=$(stat -c %s "$work/blank.png"); shot=$(stat -c %s "$work/report.png")
[ "$shot" -gt $((blank * 4)) ] || { echo "FAIL: the screenshot looks blank ($shot bytes; a blank page is $blank)"; exit 1; }
keep
echo "ok: headless Chromium renders the page (screenshot $shot bytes, a blank page $blank)"

cat > "$work/harness.html" <<'HTML'
<!DOCTYPE html>
<html><body>
<iframe id="report" src="report.html" style="width:1200px;height:1600px"></iframe>
<pre id="result">pending</pre>
<script>
document.getElementById("report").addEventListener("load", function () {
  var page = this.contentWindow, doc = this.contentDocument;
  var svgs = Array.prototype.slice.call(doc.querySelectorAll("svg"));
  var visible = svgs.filter(function (svg) {
    var box = svg.getBoundingClientRect(), style = page.getComputedStyle(svg);
    return box.width > 50 && box.height > 20 && style.visibility !== "hidden" && style.display !== "none";
  });
  var fetched = page.performance.getEntriesByType("resource").map(function (entry) { return entry.name; });
  // The colours the browser draws each severity's findings in: the left border and the label.
  var colours = ["error", "warning", "info"].map(function (severity) {
    var item = doc.querySelector("ul.findings li." + severity);
    if (!item) { return severity + ":missing"; }
    var label = item.querySelector(".severity");
    return severity + ":" + page.getComputedStyle(item).borderLeftColor.replace(/ /g, "") + "/"
      + (label ? page.getComputedStyle(label).color.replace(/ /g, "") : "nolabel");
  });
  // Findings tied to a tab, and the marks drawn for them in their bar's section.
  var tied = 0, unmarked = [], untied = [], tabCodes = ["TB003", "TB009", "TB012", "TB022", "TB030", "TB032", "TB033"];
  Array.prototype.forEach.call(doc.querySelectorAll("section.bar"), function (section) {
    if (!section.querySelector("svg")) { return; }
    var labels = Array.prototype.filter.call(section.querySelectorAll("rect.tabbar-mark"), function (rect) {
      var box = rect.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    }).map(function (rect) { var label = rect.nextElementSibling; return label ? label.textContent : ""; });
    Array.prototype.forEach.call(section.querySelectorAll("ul.findings li[data-tab]"), function (item) {
      var code = item.querySelector("b").textContent;
      tied += 1;
      if (!labels.some(function (label) { return label.indexOf(code) >= 0; })) {
        unmarked.push(section.querySelector("h2").textContent + ":" + code + "@" + item.getAttribute("data-tab"));
      }
    });
  });
  tabCodes.forEach(function (code) {
    var items = Array.prototype.filter.call(doc.querySelectorAll("ul.findings li"), function (item) {
      return item.querySelector("b").textContent === code;
    });
    if (items.length > 0 && !items.some(function (item) { return item.hasAttribute("data-tab"); })) { untied.push(code); }
  });
  document.getElementById("result").textContent =
    "svgs=" + svgs.length + " visible=" + visible.length + " fetched=" + fetched.length + " " + fetched.join(" ")
    + "\ncolours=" + colours.join(" ")
    + "\nmarks tied=" + tied + " unmarked=" + unmarked.join(",") + " untied=" + untied.join(",");
});
</script>
</body></html>
HTML
dom=$(chrome --virtual-time-budget=10000 --dump-dom "file://$work/harness.html" || true)
result=$(grep -o 'svgs=[0-9][^<]*' <<<"$dom" | head -1 || true)
colours=$(grep -o 'colours=[^<]*' <<<"$dom" | head -1 || true)
marks=$(grep -o 'marks tied=[^<]*' <<<"$dom" | head -1 || true)
echo "harness: ${result:-no result}"
echo "harness: ${colours:-no colours}"
echo "harness: ${marks:-no marks}"
read -r svg_count visible_count fetched_count <<<"$(sed -E 's/svgs=([0-9]+) visible=([0-9]+) fetched=([0-9]+).*/\1 \2 \3/' <<<"$result")"
[ -n "${svg_count:-}" ] && [ "$svg_count" -eq "$svgs" ] || { echo "FAIL: the browser saw ${svg_count:-no} SVGs, the page has $svgs"; exit 1; }
[ "$visible_count" -eq "$svg_count" ] || { echo "FAIL: only $visible_count of $svg_count SVGs are visible"; exit 1; }
[ "$fetched_count" -eq 0 ] || { echo "FAIL: the page fetched $fetched_count resources"; exit 1; }
echo "ok: every SVG is visible and the page fetched nothing"

# Severity colours: three findings (an error, a warning, an info), each with its border and label colour.
read -r -a entries <<<"${colours#colours=}"
[ "${#entries[@]}" -eq 3 ] || { echo "FAIL: the browser did not report the colours of three severities (${colours:-nothing})"; exit 1; }
for entry in "${entries[@]}"; do
    case "$entry" in *:missing|*nolabel) echo "FAIL: $entry: the report has no such finding, or no severity label"; exit 1;; esac
done
for part in 1 2; do
    seen=$(for entry in "${entries[@]}"; do value=${entry#*:}; cut -d/ -f"$part" <<<"$value"; done)
    distinct=$(sort -u <<<"$seen" | wc -l)
    what=$([ "$part" -eq 1 ] && echo "left borders" || echo "severity labels")
    [ "$distinct" -eq 3 ] || { echo "FAIL: the $what of an error, a warning and an info are not three colours: ${entries[*]}"; exit 1; }
done
echo "ok: errors, warnings and infos show in three colours (${entries[*]})"

# Findings tied to a tab: each marked on its bar, and the codes that are always about a tab tied to one.
tied=$(sed -E 's/.*tied=([0-9]+).*/\1/' <<<"$marks")
unmarked=$(sed -E 's/.*unmarked=([^ ]*).*/\1/' <<<"$marks")
untied=$(sed -E 's/.*untied=([^ ]*).*/\1/' <<<"$marks")
[ -n "$marks" ] && [ "${tied:-0}" -ge 10 ] || { echo "FAIL: only ${tied:-no} findings are tied to a tab (${marks:-nothing reported})"; exit 1; }
[ -z "$unmarked" ] || { echo "FAIL: findings tied to a tab but not marked on it: $unmarked"; exit 1; }
[ -z "$untied" ] || { echo "FAIL: findings always about a tab but tied to none: $untied"; exit 1; }
echo "ok: the $tied findings tied to a tab are marked on it"
