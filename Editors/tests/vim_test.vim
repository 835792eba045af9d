" Real Vim + ALE (Debian's vim-ale, `packadd ale`) with Editors/vim on 'runtimepath'.
" Run by vim.sh:
"   TABBAR_EDITORS=... vim -N -u NONE -i NONE -n -es -S vim_test.vim FILE
" Writes "PASS: ..." / "FAIL: ..." lines to $TABBAR_VIM_OUT; exits with :cquit on failure.

let s:out = []
let s:failures = 0
" TABBAR_VIM_LINTER: 'tabbar' (default: `tabbar check`) or 'tabbar_lsp' (the server).
let s:linter = empty($TABBAR_VIM_LINTER) ? 'tabbar' : $TABBAR_VIM_LINTER
let s:label = s:linter is# 'tabbar' ? 'vim' : 'vim (' . s:linter . ')'

function! s:Report(ok, what, ...) abort
  let l:line = (a:ok ? 'PASS: ' : 'FAIL: ') . s:label . ': ' . a:what
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
  if s:linter isnot# 'tabbar'
    " What the README tells users to write for the server.
    let g:ale_linters = {'tabbar': [s:linter]}
  endif
  execute 'edit ' . fnameescape(argv(0))

  call s:Report(&filetype is# 'tabbar', 'ftdetect sets filetype=tabbar', 'filetype=' . &filetype)
  call s:Report(get(b:, 'current_syntax', '') is# 'tabbar', 'syntax/tabbar.vim loaded')
  let s:active = map(ale#linter#Get('tabbar'), 'v:val.name')
  call s:Report(s:active == [s:linter], 'ALE runs only the ' . s:linter . ' linter', string(s:active))
  let s:linters = map(ale#linter#GetAll(['tabbar']), 'v:val.name')
  call s:Report(index(s:linters, 'tabbar') >= 0 && index(s:linters, 'tabbar_lsp') >= 0,
  \ 'ALE finds both linters (tabbar, tabbar_lsp)', string(s:linters))

  let s:source = s:linter is# 'tabbar' ? '`tabbar check --format json`' : '`tabbar lsp`'
  ALELint
  call s:Wait('s:HasCode("TB002") && s:HasCode("TB004")', 30000)
  let s:tb002 = filter(copy(s:Items()), {_, v -> get(v, 'code', '') is# 'TB002'})
  if s:Report(!empty(s:tb002), 'ALE shows TB002 from ' . s:source, string(s:Items()))
    let s:d = s:tb002[0]
    call s:Report(s:d.type is# 'E', 'TB002 is an error')
    call s:Report(strpart(getline(s:d.lnum), s:d.col - 1, 12) is# '"plusButton"',
    \ 'TB002 is on the "plusButton" key', string(s:d))
  endif
  let s:tb004 = filter(copy(s:Items()), {_, v -> get(v, 'code', '') is# 'TB004'})
  call s:Report(!empty(s:tb004) && s:tb004[0].type is# 'W', 'ALE shows the TB004 warning')

  if s:linter is# 'tabbar_lsp' && !empty(s:tb002)
    " :ALECodeAction on the diagnostic. ALE lists the server's actions and asks
    " for a number: answer with the one that inserts indexOfPlusButtonInTabBar.
    runtime autoload/ale/util.vim
    let s:menu = ''
    function! ale#util#Input(message, value, ...) abort
      let s:menu = a:message
      for l:line in split(a:message, "\n")
        let l:m = matchlist(l:line, '^\(\d\+\)) .*indexOfPlusButtonInTabBar')
        if !empty(l:m)
          return l:m[1]
        endif
      endfor
      return ''
    endfunction
    let s:before = join(getline(1, '$'), "\n")
    call cursor(s:tb002[0].lnum, s:tb002[0].col + 1)
    ALECodeAction
    let s:changed = s:Wait('join(getline(1, "$"), "\n") isnot# s:before', 30000)
    call s:Report(s:changed && join(getline(1, '$'), "\n") =~# '"indexOfPlusButtonInTabBar"\s*:\s*\d',
    \ ':ALECodeAction applies the TB002 quick fix', 'menu: ' . s:menu . ' text: ' . join(getline(1, '$'), "\n"))
    ALELint
    call s:Report(s:Wait('!s:HasCode("TB002") && s:HasCode("TB004")', 30000), 'TB002 gone after the fix',
    \ string(s:Items()))
  endif
catch
  call s:Report(0, 'test script error', v:exception . ' at ' . v:throwpoint)
endtry
call s:Finish()
