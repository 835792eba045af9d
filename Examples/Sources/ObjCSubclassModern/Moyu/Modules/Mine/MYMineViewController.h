//
//  MYMineViewController.h
//  Moyu
//
//  Created by 林一舟 on 2020/6/8.
//  Copyright © 2020 Moyu Tech. All rights reserved.
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface MYMineViewController : UITableViewController

@end

NS_ASSUME_NONNULL_END
