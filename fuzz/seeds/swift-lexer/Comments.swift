#!/usr/bin/env swift
/* outer /* nested */ still comment */
/** doc */ /// doc line
#if DEBUG && os(iOS)
@available(iOS 13.0, *) @MainActor
#elseif canImport(UIKit)
let `default` = $0 ?? `class`
#else
a+/* c */b; a!=b; a = -1; x?.y!.z ... ..< -> <#placeholder#>
#endif
/* unterminated /* nested
