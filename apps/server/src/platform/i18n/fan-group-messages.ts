/** Messages of fan groups. */
export const FAN_GROUP_MESSAGES = {
  'fan.noGroup': {
    zh: '该主播还没有粉丝团',
    en: 'This streamer has no fan group yet.',
    vi: 'Streamer này chưa có nhóm fan.',
  },
  'fan.ownGroup': {
    zh: '不能加入自己的粉丝团',
    en: 'You cannot join your own fan group.',
    vi: 'Bạn không thể tham gia nhóm fan của chính mình.',
  },
  'fan.joinByGift': {
    zh: '该粉丝团通过在直播间送出粉丝灯牌加入',
    en: 'Join this fan group by sending the fan light gift in the live room.',
    vi: 'Tham gia nhóm fan này bằng cách tặng quà Đèn fan trong phòng live.',
  },
  'fan.notMember': {
    zh: '你不在该粉丝团中',
    en: 'You are not in this fan group.',
    vi: 'Bạn không ở trong nhóm fan này.',
  },
  'fan.chatFansOnly': {
    zh: '主播开启了粉丝专属聊天：粉丝团 {level} 级及以上才能发言',
    en: 'Fans-only chat: members of the fan group from level {level} may chat here.',
    vi: 'Chỉ fan được chat: thành viên nhóm fan từ cấp {level} mới được chat tại đây.',
  },
  'fan.joined': {
    zh: '已加入粉丝团',
    en: 'You joined the fan group.',
    vi: 'Bạn đã tham gia nhóm fan.',
  },
} as const;
