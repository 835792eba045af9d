//
//  XZMessageViewController.h
//  XianZhi
//
//  Created by 陈默 on 16/5/14.
//  Copyright © 2016年 XianZhi. All rights reserved.
//

#import <UIKit/UIKit.h>

@interface XZMessageViewController : UITableViewController

@end
