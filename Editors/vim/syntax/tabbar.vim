" tabbar configuration files are JSON with comments: highlight them as JSONC
" (Neovim and Vim 9 ship syntax/jsonc.vim), falling back to plain JSON.
if exists('b:current_syntax')
  finish
endif

if !empty(globpath(&runtimepath, 'syntax/jsonc.vim'))
  runtime! syntax/jsonc.vim
else
  runtime! syntax/json.vim
  " Plain JSON syntax marks comments as errors; accept them.
  syntax match tabbarLineComment "//.*$"
  syntax region tabbarBlockComment start="/\*" end="\*/"
  highlight default link tabbarLineComment Comment
  highlight default link tabbarBlockComment Comment
endif

let b:current_syntax = 'tabbar'
