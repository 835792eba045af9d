//
//  LLPublishButton.h
//  LinLi
//
//  Created by 何佳 on 15/12/3.
//  Copyright © 2015年 LinLi. All rights reserved.
//

#if 0 // 2016.1 产品决定先下线“发布”，代码保留
#import "CYLPlusButton.h"

@interface LLPublishButton : CYLPlusButton <CYLPlusButtonSubclassing>

@end
#endif
