//
//  XZGoods.m
//  XianZhi
//
//  Created by 陈默 on 16/5/14.
//  Copyright © 2016年 XianZhi. All rights reserved.
//

#import "XZGoods.h"

@implementation XZGoods

@dynamic title;
@dynamic detail;
@dynamic price;
@dynamic seller;

+ (void)load {
    [self registerSubclass];
}

+ (NSString *)parseClassName {
    return @"Goods";
}

@end
