//
//  LLMineViewController.h
//  LinLi
//
//  Created by 何佳 on 15/12/3.
//  Copyright © 2015年 LinLi. All rights reserved.
//

#import <UIKit/UIKit.h>

@interface LLMineViewController : UITableViewController

@end
