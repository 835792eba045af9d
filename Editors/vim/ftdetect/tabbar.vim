" tabbar: tab-bar configuration files are `tabbar.json` and `*.tabbar.json`.
" `set filetype` (not `setfiletype`) so that it wins over the *.json rule.
autocmd BufNewFile,BufRead tabbar.json,*.tabbar.json set filetype=tabbar
