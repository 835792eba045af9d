//
//  SJAccount.h
//  Shangjia
//
//  Created by 郑凯 on 2017/8/21.
//  Copyright © 2017年 Shangjia. All rights reserved.
//

#import <Foundation/Foundation.h>

@interface SJAccount : NSObject

@property (nonatomic, assign, getter=isMerchant) BOOL merchant;

+ (instancetype)currentAccount;

@end
