//
//  SJAccount.m
//  Shangjia
//
//  Created by 郑凯 on 2017/8/21.
//  Copyright © 2017年 Shangjia. All rights reserved.
//

#import "SJAccount.h"

@implementation SJAccount

+ (instancetype)currentAccount {
    static SJAccount *account;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        account = [[SJAccount alloc] init];
        account.merchant = [[NSUserDefaults standardUserDefaults] boolForKey:@"SJIsMerchant"];
    });
    return account;
}

@end
