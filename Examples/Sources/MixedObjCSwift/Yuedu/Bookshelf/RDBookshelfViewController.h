//
//  RDBookshelfViewController.h
//  Yuedu
//
//  Created by 钱多多 on 2019/11/27.
//  Copyright © 2019 Yuedu. All rights reserved.
//

#import <UIKit/UIKit.h>

@interface RDBookshelfViewController : UIViewController

@end
