import type { CallRoutes } from './call-route';
import type { videoCalls, videoCommentCalls } from './videos';

/** `videoCalls` without their schemas (call-route.ts). */
export const videoRoutes: CallRoutes<typeof videoCalls> = {
  banners: { method: 'POST', path: 'Banner/getBannerList' },
  recommended: { method: 'POST', path: 'Video/getList' },
  list: { method: 'GET', path: 'video/videoList' },
  info: { method: 'POST', path: 'Video/getVideoInfo' },
  addView: { method: 'POST', path: 'Video/addView' },
  anchorWorks: { method: 'POST', path: 'Video/anchorWorks' },
  mine: { method: 'GET', path: 'Video/userPostList' },
  rank: { method: 'GET', path: 'videoRank/getRank' },
  categories: { method: 'GET', path: 'Videoclassification' },
  recommendedCategories: { method: 'GET', path: 'videocclassification/recommend' },
  allCategories: { method: 'GET', path: 'videocclassification/allList' },
  searchCategories: { method: 'GET', path: 'videocclassification/search' },
  myCategories: { method: 'POST', path: 'videocclassification/myClassification' },
  setMyCategories: { method: 'POST', path: 'videocclassification/addMyclassification' },
  favorite: { method: 'POST', path: 'Video_user/favorites' },
  like: { method: 'POST', path: 'Video_user/likes' },
  publish: { method: 'POST', path: 'Video_user/insert' },
  remove: { method: 'POST', path: 'Video_user/delete' },
  hide: { method: 'POST', path: 'Video_user/hide' },
  unpublish: { method: 'POST', path: 'Admin/unpublishVideo' },
};

/** `videoCommentCalls` without their schemas (call-route.ts). */
export const videoCommentRoutes: CallRoutes<typeof videoCommentCalls> = {
  list: { method: 'POST', path: 'Video/commentList' },
  replies: { method: 'GET', path: 'Video/commentOneList' },
  add: { method: 'POST', path: 'Video_user/comment' },
  like: { method: 'POST', path: 'Video_user/commentLikes' },
};
