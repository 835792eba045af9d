//
//  XZGoods.h
//  XianZhi
//
//  Created by 陈默 on 16/5/14.
//  Copyright © 2016年 XianZhi. All rights reserved.
//

#import <AVOSCloud/AVOSCloud.h>

@interface XZGoods : AVObject <AVSubclassing>

@property (nonatomic, copy) NSString *title;
@property (nonatomic, copy) NSString *detail;
@property (nonatomic, strong) NSNumber *price;
@property (nonatomic, strong) AVUser *seller;

@end
