//
//  LGCategoryViewController.h
//  LeGou
//
//  Created by 赵子龙 on 2018/11/20.
//  Copyright © 2018年 LeGou. All rights reserved.
//

#import <UIKit/UIKit.h>

@interface LGCategoryViewController : UIViewController

@end
