#define kTabHome @"首页"
#define kTabName(name) @"tab_" name
#define TAB_HEIGHT (49 + 34)
static NSString *const kMine = @"我的 🐼";
static const CGFloat kScale = 0.5;
typedef NS_ENUM(NSInteger, TabIndex) { TabIndexHome, TabIndexFeed = 3, TabIndexMine };

@implementation MainTabBarController
- (NSArray *)titles {
    return @[kTabHome, @"动态", kMine];
}
- (NSArray *)images {
    NSMutableArray *images = [NSMutableArray array];
    for (NSString *title in [self titles]) {
        [images addObject:[NSString stringWithFormat:@"%@_normal", title]];
    }
    return images;
}
- (NSString *)titleAt:(NSInteger)index {
    return index < self.titles.count ? self.titles[index] : @"";
}
- (NSDictionary *)attributes {
    return @{CYLTabBarItemTitle: [self titleAt:TabIndexHome], CYLTabBarItemImage: kTabName(@"home")};
}
+ (CGFloat)height { return TAB_HEIGHT * kScale; }
@end
