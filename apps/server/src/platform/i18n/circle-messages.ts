import type { Language } from '@tifo/contract';

/**
 * Messages of circles and posts. The post rules answer in the spec's words (§8: 请选择圈子,
 * 请输入内容, 请上传视频封面, 请上传正确的视频格式, 输入有误), as the web form does.
 */
export const CIRCLE_MESSAGES = {
  'circle.notFound': {
    zh: '圈子不存在',
    en: 'This community does not exist.',
    vi: 'Cộng đồng này không tồn tại.',
  },
  'circle.closed': {
    zh: '该圈子已关闭，不能加入或发帖',
    en: 'This community is closed: it takes no new members or posts.',
    vi: 'Cộng đồng này đã đóng: không nhận thêm thành viên hay bài viết.',
  },
  'circle.tooMany': {
    zh: '最多加入 {max} 个圈子，请先退出一些',
    en: 'You can join at most {max} communities. Leave some first.',
    vi: 'Bạn chỉ có thể tham gia tối đa {max} cộng đồng. Hãy rời bớt trước.',
  },
  'post.selectCircle': {
    zh: '请选择圈子',
    en: 'Please choose a community.',
    vi: 'Vui lòng chọn cộng đồng.',
  },
  'post.content': {
    zh: '请输入内容',
    en: 'Please enter some content.',
    vi: 'Vui lòng nhập nội dung.',
  },
  'post.videoCover': {
    zh: '请上传视频封面',
    en: 'Please upload a video cover.',
    vi: 'Vui lòng tải ảnh bìa video lên.',
  },
  'post.videoFormat': {
    zh: '请上传正确的视频格式',
    en: 'Please upload a video in a correct format.',
    vi: 'Vui lòng tải lên video đúng định dạng.',
  },
  'post.inputError': {
    zh: '输入有误',
    en: 'Input error.',
    vi: 'Dữ liệu nhập không hợp lệ.',
  },
  'post.tooManyImages': {
    zh: '每个帖子最多上传 {max} 张图片',
    en: 'A post can have at most {max} pictures.',
    vi: 'Mỗi bài viết chỉ được tối đa {max} ảnh.',
  },
  'post.imagesOrVideo': {
    zh: '图片和视频只能选一种',
    en: 'A post has pictures or a video, not both.',
    vi: 'Bài viết chỉ có ảnh hoặc video, không thể có cả hai.',
  },
  'post.blockedWord': {
    zh: '帖子含有违禁词，请修改后再发',
    en: 'Your post contains a blocked word. Change it and try again.',
    vi: 'Bài viết có từ bị cấm. Hãy sửa lại rồi đăng.',
  },
  'post.tooFast': {
    zh: '发帖太频繁，请稍后再试',
    en: 'You are posting too often. Please try again later.',
    vi: 'Bạn đăng bài quá nhiều. Vui lòng thử lại sau.',
  },
  'post.notFound': {
    zh: '帖子不存在或已删除',
    en: 'This post does not exist or has been deleted.',
    vi: 'Bài viết không tồn tại hoặc đã bị xoá.',
  },
  'post.notYours': {
    zh: '只能删除自己的帖子',
    en: 'You can only delete your own posts.',
    vi: 'Bạn chỉ có thể xoá bài viết của mình.',
  },
  'post.reported': {
    zh: '举报已提交，感谢你的反馈',
    en: 'Report sent. Thank you.',
    vi: 'Đã gửi báo cáo. Cảm ơn bạn.',
  },
  'post.alreadyReported': {
    zh: '你已举报过这个帖子',
    en: 'You have already reported this post.',
    vi: 'Bạn đã báo cáo bài viết này rồi.',
  },
  'post.published': {
    zh: '发布成功',
    en: 'Posted.',
    vi: 'Đã đăng bài.',
  },
} as const satisfies Record<string, Record<Language, string>>;
