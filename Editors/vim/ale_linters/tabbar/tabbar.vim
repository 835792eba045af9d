" ALE linter: `tabbar check --format json` on the buffer's text.
" Options:
"   g:ale_tabbar_executable / b:ale_tabbar_executable  (default 'tabbar')
"   g:ale_tabbar_options    / b:ale_tabbar_options     extra arguments, e.g. '--ignore TB010'

call ale#Set('tabbar_executable', 'tabbar')
call ale#Set('tabbar_options', '')

function! ale_linters#tabbar#tabbar#GetCommand(buffer) abort
    let l:options = ale#Var(a:buffer, 'tabbar_options')

    " %t is a temporary copy of the buffer with the same file name, so the
    " check runs as you type. ALE reads the report, not the exit code.
    return '%e check --format json'
    \   . (!empty(l:options) ? ' ' . l:options : '')
    \   . ' %t'
endfunction

" Converts a 1-based column counted in Unicode scalars to a 1-based byte column.
function! s:ByteColumn(buffer, lnum, column) abort
    let l:line = get(getbufline(a:buffer, a:lnum), 0, '')
    let l:index = byteidxcomp(l:line, a:column - 1)

    return l:index < 0 ? len(l:line) + 1 : l:index + 1
endfunction

function! ale_linters#tabbar#tabbar#Handle(buffer, lines) abort
    let l:output = []

    try
        let l:report = json_decode(join(a:lines, "\n"))
    catch
        return l:output
    endtry

    if type(l:report) isnot v:t_dict
        return l:output
    endif

    let l:types = {'error': 'E', 'warning': 'W', 'info': 'I', 'information': 'I', 'hint': 'I'}

    for l:file in get(l:report, 'files', [])
        for l:diagnostic in get(l:file, 'diagnostics', [])
            let l:start = l:diagnostic.range.start
            let l:end = l:diagnostic.range.end
            let l:item = {
            \   'lnum': l:start.line,
            \   'col': s:ByteColumn(a:buffer, l:start.line, l:start.column),
            \   'end_lnum': l:end.line,
            \   'code': l:diagnostic.code,
            \   'text': l:diagnostic.message,
            \   'type': get(l:types, l:diagnostic.severity, 'E'),
            \}
            " ALE's end column is inclusive; tabbar's is exclusive.
            let l:end_col = s:ByteColumn(a:buffer, l:end.line, l:end.column) - 1

            if l:end.line > l:start.line || l:end_col >= l:item.col
                let l:item.end_col = l:end_col
            endif

            call add(l:output, l:item)
        endfor
    endfor

    return l:output
endfunction

call ale#linter#Define('tabbar', {
\   'name': 'tabbar',
\   'executable': {b -> ale#Var(b, 'tabbar_executable')},
\   'command': function('ale_linters#tabbar#tabbar#GetCommand'),
\   'callback': 'ale_linters#tabbar#tabbar#Handle',
\   'output_stream': 'stdout',
\})
