"""Generated inputs: trees of configurations for `check`, and single large configurations.

Everything is derived from a fixed seed, so two runs check the same bytes.
"""

import json
import os
import random

from .servers import FIXTURES, MARKER

TITLES = ["首页", "同城", "消息", "我的", "发现", "Home", "Search", "Inbox", "Profile", "Shop", "视频", "Café ☕"]
BROKEN_KINDS = ["syntax-error", "too-many-items", "missing-plus-index", "title-mismatch",
                "deprecated-multiplier", "unknown-key", "duplicate-key", "missing-image"]
SKIPPED_DIRS = ["node_modules/some-lib", "Pods/SomePod", ".build/checkouts", "DerivedData/App"]


def _q(text):
    return json.dumps(text, ensure_ascii=False)


def tabbar_config(rng, kind="clean"):
    """The JSONC text of one configuration; `kind` is 'clean' or one of BROKEN_KINDS."""
    count = {"too-many-items": rng.choice([6, 7]), "missing-plus-index": 3}.get(kind, rng.choice([2, 4, 4, 4]))
    titles = rng.sample(TITLES, count)
    lines = ["{", "  // generated configuration (%s)" % kind, '  "tabBar": { "height": %d },' % rng.choice([49, 49, 56]),
             '  "items": [']
    for index, title in enumerate(titles):
        stem = "tab%d" % index
        fields = ['"title": %s' % _q(title)]
        if not (kind == "missing-image" and index == 0):
            fields.append('"image": "%s_normal"' % stem)
        fields.append('"selectedImage": "%s_highlight"' % stem)
        if kind == "unknown-key" and index == 1:
            fields.append('"imgae": "typo"')
        if kind == "duplicate-key" and index == 0:
            fields.append('"title": %s' % _q(title + "2"))
        controller_title = title + "!" if kind == "title-mismatch" and index == 0 else None
        if controller_title:
            fields.append('"viewController": { "class": "VC%d", "title": %s }' % (index, _q(controller_title)))
        else:
            fields.append('"viewController": { "class": "VC%d", "navigationItemTitle": %s }' % (index, _q(title)))
        separator = "," if index < count - 1 or rng.random() < 0.3 else ""
        lines.append("    { " + ", ".join(fields) + " }" + separator)
    lines.append("  ],")
    plus = kind == "missing-plus-index" or (count % 2 == 0 and rng.random() < 0.6)
    if plus:
        plus_fields = ['"width": 55', '"height": %d' % rng.choice([55, 80]), '"image": "post_normal"']
        if kind != "missing-plus-index":
            plus_fields.append('"indexOfPlusButtonInTabBar": %d' % (count // 2))
        if kind == "deprecated-multiplier":
            plus_fields.append('"multiplerInCenterY": 0.3')
        else:
            plus_fields.append('"multiplierOfTabBarHeight": 0.3')
        lines.append("  /* the raised button */")
        lines.append('  "plusButton": { ' + ", ".join(plus_fields) + " },")
    lines.append('  "preview": { "devices": ["iphone-15", "iphone-se"] }')
    lines.append("}")
    text = "\n".join(lines) + "\n"
    if kind == "syntax-error":
        text = text.replace('"selectedImage"', '"selectedImage" "oops":', 1)
    return text


def reference_text(template, rng, broken, bad_line):
    text = template.replace(MARKER, "%03d" % rng.randrange(100, 1000))
    return text + bad_line if broken else text


def make_tree(root, files, flavour, seed=7, broken_share=0.3):
    """`files` configurations in nested folders (10 per leaf folder) plus noise that check must skip.

    flavour: 'tabbar' (JSONC configurations), 'toml' (for tombi lint) or 'python' (for ruff check).
    Returns the number of configurations written outside skipped folders.
    """
    rng = random.Random(seed)
    templates = {}
    for name in ("typical.tabbar.toml", "typical.py"):
        with open(os.path.join(FIXTURES, name), encoding="utf-8") as handle:
            templates[name] = handle.read()
    written = 0
    for index in range(files):
        leaf_index, slot = divmod(index, 10)
        leaf = os.path.join(root, "group%02d" % (leaf_index // 100), "module%d" % (leaf_index // 10 % 10),
                            "feature%d" % (leaf_index % 10))
        if slot == 0:
            os.makedirs(leaf, exist_ok=True)
            with open(os.path.join(leaf, "package.json"), "w") as handle:
                handle.write('{ "name": "feature%d", "version": "1.0.0" }\n' % leaf_index)
            if leaf_index % 10 == 3:
                skipped = os.path.join(leaf, SKIPPED_DIRS[leaf_index // 10 % len(SKIPPED_DIRS)])
                os.makedirs(skipped, exist_ok=True)
                with open(os.path.join(skipped, "tabbar.json"), "w") as handle:
                    handle.write("{ this is not checked }\n")
        broken = rng.random() < broken_share
        if flavour == "tabbar":
            name = "tabbar.json" if slot == 0 else "screen%d.tabbar.json" % slot
            text = tabbar_config(rng, rng.choice(BROKEN_KINDS) if broken else "clean")
        elif flavour == "toml":
            name = "tabbar%d.toml" % slot
            text = reference_text(templates["typical.tabbar.toml"], rng, broken, "broken = \n")
        else:
            name = "tabbar%d.py" % slot
            text = reference_text(templates["typical.py"], rng, broken, "def broken(:\n")
        with open(os.path.join(leaf, name), "w", encoding="utf-8") as handle:
            handle.write(text)
        written += 1
    return written


def large_config(target_bytes, seed=11):
    """One configuration of about `target_bytes`: many items, long strings, comments."""
    rng = random.Random(seed)
    head = ['{', '  // a deliberately huge configuration for the scaling benchmark',
            '  "tabBar": { "height": 49, "titlePositionAdjustment": { "horizontal": 0, "vertical": -3.5 } },',
            '  "items": [']
    tail = ['  ],', '  "plusButton": { "width": 55, "height": 80, "image": "post_normal",',
            '                  "indexOfPlusButtonInTabBar": 2, "multiplierOfTabBarHeight": 0.3 },',
            '  "preview": { "devices": ["iphone-15", "iphone-se", "ipad-10"] }', '}', '']
    size = sum(len(line.encode("utf-8")) + 1 for line in head + tail)
    items = []
    index = 0
    while True:
        words = " ".join(rng.choice(["tab", "首页", "消息", "section", "🐟", "detail", "feed"]) for _ in range(12))
        title = "%s #%d" % (words, index)
        item = ("    /* item %d: %s */\n" % (index, "lorem ipsum " * 4) +
                '    { "title": %s, "image": "img_%d", "selectedImage": "img_%d_sel", "badge": "%d",\n'
                '      "viewController": { "class": "Controller%d", "navigationItemTitle": %s } },'
                % (_q(title), index, index, index % 100, index, _q(title)))
        item_size = len(item.encode("utf-8")) + 1
        if items and size + item_size > target_bytes:
            break
        items.append(item)
        size += item_size
        index += 1
        if size >= target_bytes:
            break
    return "\n".join(head + items + tail)
