#if 0
don't lex /* this
#endif /* a
 b */ + 2
# define X(a, ...) a ## __VA_ARGS__ \
   #a
@autoreleasepool { return @[@YES, @123, @(1.5), @{@"k": @"v"}]; }
L"wide" u8"utf" U'x' "unterminated
@"also
\ `ÿä¸ ã€€x