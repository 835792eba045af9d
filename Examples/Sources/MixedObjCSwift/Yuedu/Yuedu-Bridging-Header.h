//
//  Yuedu-Bridging-Header.h
//  Yuedu
//
//  Created by 钱多多 on 2019/11/27.
//  Copyright © 2019 Yuedu. All rights reserved.
//

#import "RDTabBarControllerConfig.h"
#import "RDBookshelfViewController.h"
#import <CYLTabBarController/CYLTabBarController.h>
