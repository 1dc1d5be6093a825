import type { Language } from '@tifo/contract';

/** Messages of news and comments. */
export const CONTENT_MESSAGES = {
  'news.notFound': {
    zh: '文章不存在或已下线',
    en: 'This article does not exist or has been taken down.',
    vi: 'Bài viết không tồn tại hoặc đã bị gỡ.',
  },
  'news.unknownTag': {
    zh: '标签中的球队或赛事不存在：{id}',
    en: 'No team or competition has the id of this tag: {id}',
    vi: 'Không có đội bóng hay giải đấu nào có mã của thẻ này: {id}',
  },
  'news.unknownMatch': {
    zh: '比赛不存在：{id}',
    en: 'No match has this id: {id}',
    vi: 'Không có trận đấu nào có mã này: {id}',
  },
  'news.coverNotOurs': {
    zh: '封面必须是本站上传的图片或内置插图',
    en: 'The cover must be a picture uploaded to this site or a built-in illustration.',
    vi: 'Ảnh bìa phải là ảnh tải lên trang này hoặc hình minh hoạ có sẵn.',
  },
  'news.emptyBody': {
    zh: '正文为空（不允许的标签和图片已被移除）',
    en: 'The body is empty once tags and pictures that are not allowed are removed.',
    vi: 'Nội dung trống sau khi gỡ các thẻ và hình ảnh không được phép.',
  },
  'comment.targetNotFound': {
    zh: '评论的内容不存在或已下线',
    en: 'What you are commenting on does not exist or has been taken down.',
    vi: 'Nội dung bạn bình luận không tồn tại hoặc đã bị gỡ.',
  },
  'comment.notFound': {
    zh: '评论不存在或已删除',
    en: 'This comment does not exist or has been deleted.',
    vi: 'Bình luận không tồn tại hoặc đã bị xoá.',
  },
  'comment.notYours': {
    zh: '只能删除自己的评论',
    en: 'You can only delete your own comments.',
    vi: 'Bạn chỉ có thể xoá bình luận của mình.',
  },
  'comment.tooFast': {
    zh: '评论太频繁，请 {seconds} 秒后再试',
    en: 'You are commenting too fast. Try again in {seconds} s.',
    vi: 'Bạn bình luận quá nhanh. Vui lòng thử lại sau {seconds} giây.',
  },
  'comment.dailyLimit': {
    zh: '今天的评论数已达上限，明天再来吧',
    en: 'You have reached today’s comment limit. Come back tomorrow.',
    vi: 'Bạn đã đạt giới hạn bình luận hôm nay. Hãy quay lại vào ngày mai.',
  },
  'comment.blockedWord': {
    zh: '评论含有违禁词，请修改后再发',
    en: 'Your comment contains a blocked word. Change it and try again.',
    vi: 'Bình luận có từ bị cấm. Hãy sửa lại rồi gửi.',
  },
  'comment.reported': {
    zh: '举报已提交，感谢你的反馈',
    en: 'Report sent. Thank you.',
    vi: 'Đã gửi báo cáo. Cảm ơn bạn.',
  },
  'comment.alreadyReported': {
    zh: '你已举报过这条评论',
    en: 'You have already reported this comment.',
    vi: 'Bạn đã báo cáo bình luận này rồi.',
  },
  'video.notFound': {
    zh: '视频不存在或已下架',
    en: 'This video does not exist or has been taken down.',
    vi: 'Video không tồn tại hoặc đã bị gỡ.',
  },
  'video.notYours': {
    zh: '只能管理自己的视频',
    en: 'You can only manage your own videos.',
    vi: 'Bạn chỉ có thể quản lý video của mình.',
  },
  'video.cannotHide': {
    zh: '视频处理中或已被管理员下架，暂不能隐藏或恢复',
    en: 'This video is still processing or was taken down by an operator, so it cannot be hidden or shown now.',
    vi: 'Video đang được xử lý hoặc đã bị quản trị viên gỡ, nên chưa thể ẩn hay hiện lại.',
  },
  'video.unknownCategory': {
    zh: '请选择分类',
    en: 'Please choose a category.',
    vi: 'Vui lòng chọn chuyên mục.',
  },
  'video.uploadVideo': {
    zh: '请上传视频',
    en: 'Please upload a video.',
    vi: 'Vui lòng tải video lên.',
  },
  'video.uploadCover': {
    zh: '请上传视频封面',
    en: 'Please upload a video cover.',
    vi: 'Vui lòng tải ảnh bìa video lên.',
  },
  'video.badFormat': {
    zh: '请上传正确的视频格式',
    en: 'Please upload a video in a correct format.',
    vi: 'Vui lòng tải lên video đúng định dạng.',
  },
  'video.processingFailed': {
    zh: '视频处理失败，请重新上传',
    en: 'We could not process this video. Please upload it again.',
    vi: 'Không xử lý được video này. Vui lòng tải lên lại.',
  },
} as const satisfies Record<string, Record<Language, string>>;
