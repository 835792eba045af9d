" Real Vim + ALE (Debian's vim-ale, `packadd ale`) with Editors/vim on 'runtimepath'.
" Run by vim.sh:
"   TABBAR_EDITORS=... vim -N -u NONE -i NONE -n -es -S vim_test.vim FILE
" Writes "PASS: ..." / "FAIL: ..." lines to $TABBAR_VIM_OUT; exits with :cquit on failure.

let s:out = []
let s:failures = 0

function! s:Report(ok, what, ...) abort
  let l:line = (a:ok ? 'PASS: ' : 'FAIL: ') . 'vim: ' . a:what
  if !a:ok && a:0 > 0
    let l:line .= ' (' . a:1 . ')'
  endif
  call add(s:out, l:line)
  if !a:ok
    let s:failures += 1
  endif
  return a:ok
endfunction

function! s:Finish() abort
  call writefile(s:out, $TABBAR_VIM_OUT)
  if s:failures > 0
    cquit 1
  endif
  qall!
endfunction

function! s:Wait(expr, ms) abort
  let l:waited = 0
  while !eval(a:expr) && l:waited < a:ms
    sleep 100m
    let l:waited += 100
  endwhile
  return eval(a:expr)
endfunction

function! s:Items() abort
  return get(get(g:ale_buffer_info, bufnr(''), {}), 'loclist', [])
endfunction

function! s:HasCode(code) abort
  return !empty(filter(copy(s:Items()), {_, v -> get(v, 'code', '') is# a:code}))
endfunction

try
  let &runtimepath = $TABBAR_EDITORS . '/vim,' . &runtimepath
  packadd ale
  filetype plugin on
  syntax on
  let g:ale_lint_delay = 0
  let g:ale_tabbar_executable = $TABBAR_VIM_EXECUTABLE
  execute 'edit ' . fnameescape(argv(0))

  call s:Report(&filetype is# 'tabbar', 'ftdetect sets filetype=tabbar', 'filetype=' . &filetype)
  call s:Report(get(b:, 'current_syntax', '') is# 'tabbar', 'syntax/tabbar.vim loaded')
  call s:Report(get(b:, 'ale_linters', []) == ['tabbar'], 'ftplugin selects the tabbar ALE linter')
  let s:linters = map(ale#linter#GetAll(['tabbar']), 'v:val.name')
  call s:Report(index(s:linters, 'tabbar') >= 0 && index(s:linters, 'tabbar_lsp') >= 0,
  \ 'ALE finds both linters (tabbar, tabbar_lsp)', string(s:linters))

  ALELint
  call s:Wait('s:HasCode("TB002") && s:HasCode("TB004")', 30000)
  let s:tb002 = filter(copy(s:Items()), {_, v -> get(v, 'code', '') is# 'TB002'})
  if s:Report(!empty(s:tb002), 'ALE shows TB002 from `tabbar check --format json`', string(s:Items()))
    let s:d = s:tb002[0]
    call s:Report(s:d.type is# 'E', 'TB002 is an error')
    call s:Report(strpart(getline(s:d.lnum), s:d.col - 1, 12) is# '"plusButton"',
    \ 'TB002 is on the "plusButton" key', string(s:d))
  endif
  let s:tb004 = filter(copy(s:Items()), {_, v -> get(v, 'code', '') is# 'TB004'})
  call s:Report(!empty(s:tb004) && s:tb004[0].type is# 'W', 'ALE shows the TB004 warning')
catch
  call s:Report(0, 'test script error', v:exception . ' at ' . v:throwpoint)
endtry
call s:Finish()
