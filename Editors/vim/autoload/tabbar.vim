" Helpers shared by the tabbar ALE linters.

" The project root of a source buffer, where `tabbar lsp` indexes the files a
" tab bar is spread over: the nearest folder up with .git, a Podfile,
" Package.swift or a Cartfile; else the buffer's folder.
function! tabbar#ProjectRoot(buffer) abort
    let l:git = ale#path#FindNearestDirectory(a:buffer, '.git')

    if !empty(l:git)
        return fnamemodify(l:git, ':h:h')
    endif

    for l:name in ['Podfile', 'Package.swift', 'Cartfile']
        let l:found = ale#path#FindNearestFile(a:buffer, l:name)

        if !empty(l:found)
            return fnamemodify(l:found, ':h')
        endif
    endfor

    return fnamemodify(bufname(a:buffer), ':p:h')
endfunction
