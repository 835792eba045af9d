//
//  SJConstants.h
//  Shangjia
//
//  Created by 郑凯 on 2017/8/21.
//  Copyright © 2017年 Shangjia. All rights reserved.
//

#ifndef SJConstants_h
#define SJConstants_h

#define SJ_TAB_TITLE_HOME      @"首页"
#define SJ_TAB_IMAGE_HOME      @"home_normal"
#define SJ_PLUS_BUTTON_INDEX   1
#define SJ_PLUS_BUTTON_SIZE    56.f

static NSString *const SJTabTitleMessage = @"消息";

#endif /* SJConstants_h */
