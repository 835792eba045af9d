// A minimal stand-in for UIKit (and the bits of Foundation it brings), declaring only what the code
// `tabbar generate --language objc` writes uses, so that clang -fsyntax-only can check that code on
// machines without the iOS SDK. Signatures follow the SDK's.
#pragma once

#ifdef __cplusplus
#define FOUNDATION_EXTERN extern "C"
#else
#define FOUNDATION_EXTERN extern
#endif

typedef signed char BOOL;
#define YES ((BOOL)1)
#define NO ((BOOL)0)
typedef double CGFloat;
typedef unsigned long NSUInteger;
typedef long NSInteger;

typedef struct CGPoint { CGFloat x; CGFloat y; } CGPoint;
typedef struct CGSize { CGFloat width; CGFloat height; } CGSize;
typedef struct CGRect { CGPoint origin; CGSize size; } CGRect;
static inline CGRect CGRectMake(CGFloat x, CGFloat y, CGFloat width, CGFloat height) {
    CGRect rect = { { x, y }, { width, height } };
    return rect;
}

typedef struct UIEdgeInsets { CGFloat top, left, bottom, right; } UIEdgeInsets;
static inline UIEdgeInsets UIEdgeInsetsMake(CGFloat top, CGFloat left, CGFloat bottom, CGFloat right) {
    UIEdgeInsets insets = { top, left, bottom, right };
    return insets;
}
FOUNDATION_EXTERN const UIEdgeInsets UIEdgeInsetsZero;

typedef struct UIOffset { CGFloat horizontal, vertical; } UIOffset;
static inline UIOffset UIOffsetMake(CGFloat horizontal, CGFloat vertical) {
    UIOffset offset = { horizontal, vertical };
    return offset;
}
FOUNDATION_EXTERN const UIOffset UIOffsetZero;

__attribute__((objc_root_class))
@interface NSObject
+ (instancetype)alloc;
+ (instancetype)new;
+ (Class)class;
- (instancetype)init;
@end

@protocol NSCopying
@end

@interface NSString : NSObject <NSCopying>
@end

@interface NSConstantString : NSString
@end

@interface NSNumber : NSObject
@end

@interface NSArray<__covariant ObjectType> : NSObject
+ (instancetype)arrayWithObjects:(const ObjectType [])objects count:(NSUInteger)count;
- (ObjectType)objectAtIndexedSubscript:(NSUInteger)index;
@end

@interface NSDictionary<__covariant KeyType, __covariant ObjectType> : NSObject
+ (instancetype)dictionaryWithObjects:(const ObjectType [])objects
                              forKeys:(const KeyType <NSCopying> [])keys
                                count:(NSUInteger)count;
@end

@interface NSValue : NSObject
+ (NSValue *)valueWithUIEdgeInsets:(UIEdgeInsets)insets;
+ (NSValue *)valueWithUIOffset:(UIOffset)offset;
@end

@interface UIImage : NSObject
+ (UIImage *)imageNamed:(NSString *)name;
@end

@interface UIColor : NSObject
+ (UIColor *)grayColor;
@end

@interface UIView : NSObject
@property (nonatomic) CGRect frame;
@end

typedef enum UIControlState : NSUInteger {
    UIControlStateNormal = 0,
    UIControlStateHighlighted = 1 << 0,
    UIControlStateDisabled = 1 << 1,
    UIControlStateSelected = 1 << 2,
} UIControlState;

@interface UIControl : UIView
@end

@interface UIButton : UIControl
- (void)setTitle:(NSString *)title forState:(UIControlState)state;
- (void)setTitleColor:(UIColor *)color forState:(UIControlState)state;
- (void)setImage:(UIImage *)image forState:(UIControlState)state;
@end

@interface UITabBarItem : NSObject
@property (nonatomic, copy) NSString *badgeValue;
@end

@interface UINavigationItem : NSObject
@property (nonatomic, copy) NSString *title;
@end

@interface UIViewController : NSObject
@property (nonatomic, copy) NSString *title;
@property (nonatomic, readonly, strong) UINavigationItem *navigationItem;
@property (nonatomic, strong) UITabBarItem *tabBarItem;
@end

@interface UITableViewController : UIViewController
@end

@interface UINavigationController : UIViewController
- (instancetype)initWithRootViewController:(UIViewController *)rootViewController;
@end

@interface UITabBarController : UIViewController
@property (nonatomic, copy) NSArray<__kindof UIViewController *> *viewControllers;
@end
