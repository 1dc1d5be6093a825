/** Messages of favourites, their alerts and web push (issue 25). */
export const FAVOURITE_MESSAGES = {
  'favourite.notFound': {
    zh: '没有找到该球队或赛事',
    en: 'This team or competition is not in our scores.',
    vi: 'Không tìm thấy đội bóng hoặc giải đấu này.',
  },
  'favourite.tooMany': {
    zh: '最多关注 {max} 个球队和赛事，请先取消一些',
    en: 'You can follow at most {max} teams and competitions. Unfollow some first.',
    vi: 'Bạn chỉ có thể theo dõi tối đa {max} đội bóng và giải đấu. Hãy bỏ theo dõi bớt trước.',
  },
  'favourite.notFollowing': {
    zh: '请先关注，再设置提醒',
    en: 'Follow it first, then choose its alerts.',
    vi: 'Hãy theo dõi trước, rồi chọn thông báo.',
  },
  'favourite.badTimeZone': {
    zh: '时区无效，请重新选择',
    en: 'That time zone is not valid. Choose another.',
    vi: 'Múi giờ không hợp lệ. Hãy chọn lại.',
  },
  'favourite.quietHoursPair': {
    zh: '免打扰时段需要同时设置开始和结束时间',
    en: 'Quiet hours need both a start and an end time.',
    vi: 'Giờ yên lặng cần cả giờ bắt đầu và giờ kết thúc.',
  },
  'push.disabled': {
    zh: '本站暂未开启推送通知',
    en: 'Push notifications are not available on this site yet.',
    vi: 'Trang này chưa hỗ trợ thông báo đẩy.',
  },
  'push.endpointRefused': {
    zh: '该浏览器的推送服务不受支持，请换用 Chrome、Edge、Firefox 或 Safari',
    en: "This browser's push service is not supported. Try Chrome, Edge, Firefox or Safari.",
    vi: 'Dịch vụ thông báo của trình duyệt này không được hỗ trợ. Hãy dùng Chrome, Edge, Firefox hoặc Safari.',
  },
} as const;
