@implementation Config
- (NSArray *)items {
    NSMutableArray *items = [NSMutableArray new];
    for (int i = 0; i < 4; i++) {
        items[i] = @(i * 2);
    }
    if (!_cached) { _cached = items; }
    return _cached;
}
- (NSString *)joined { return [[self.items.firstObject description] stringByAppendingString:@"x"]; }
@end
