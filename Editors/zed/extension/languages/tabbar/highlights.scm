; Highlighting for tab-bar configurations (tree-sitter-json nodes).
(comment) @comment
(pair key: (string) @property)
(string) @string
(escape_sequence) @string.escape
(number) @number
[(true) (false)] @boolean
(null) @constant
["{" "}" "[" "]"] @punctuation.bracket
["," ":"] @punctuation.delimiter
