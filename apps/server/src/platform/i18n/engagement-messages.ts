import type { Language } from '@tifo/contract';

/** Messages of the exchange mall, the backpack and red envelopes. */
export const ENGAGEMENT_MESSAGES = {
  'mall.goodsNotFound': {
    zh: '该商品已下架',
    en: 'This item is no longer on sale',
    vi: 'Món này đã ngừng bán',
  },
  'mall.contactRequired': {
    zh: '请填写收货人、电话和地址',
    en: 'Enter the name, phone and address to ship it to',
    vi: 'Hãy nhập tên, số điện thoại và địa chỉ nhận hàng',
  },
  'mall.soldOut': {
    zh: '库存不足，该商品已兑完',
    en: 'Not enough left in stock: it has sold out',
    vi: 'Không đủ hàng: món này đã hết',
  },
  'mall.notEnoughGold': {
    zh: '金币不足，完成签到和每日任务可获得金币',
    en: 'Not enough gold coins: sign in and finish daily tasks to earn more',
    vi: 'Không đủ xu vàng: điểm danh và làm nhiệm vụ hằng ngày để nhận thêm',
  },
  'mall.exchanged': { zh: '兑换成功', en: 'Exchanged', vi: 'Đổi thành công' },
  'mall.backpackShort': {
    zh: '背包里没有这么多该礼物',
    en: 'Your backpack does not hold that many of this gift',
    vi: 'Túi đồ không có đủ số quà này',
  },
  'redEnvelope.notFound': {
    zh: '红包不存在',
    en: 'This red envelope does not exist',
    vi: 'Lì xì này không tồn tại',
  },
  'redEnvelope.finished': {
    zh: '手慢了，红包已被抢完',
    en: 'Too late: every share has been claimed',
    vi: 'Chậm mất rồi: lì xì đã được nhận hết',
  },
  'redEnvelope.expired': {
    zh: '红包已过期，剩余钻石已退回发送者',
    en: 'This red envelope has expired; what was left went back to the sender',
    vi: 'Lì xì đã hết hạn; phần còn lại đã trả về người gửi',
  },
  'redEnvelope.already': {
    zh: '你已经领过这个红包了',
    en: 'You already claimed a share of this red envelope',
    vi: 'Bạn đã nhận lì xì này rồi',
  },
  'redEnvelope.ownEnvelope': {
    zh: '不能领取自己发的红包',
    en: 'You cannot claim your own red envelope',
    vi: 'Bạn không thể nhận lì xì của chính mình',
  },
  'redEnvelope.notInRoom': {
    zh: '请先进入该直播间再领取红包',
    en: 'Open the live room first: its red envelopes are for its viewers',
    vi: 'Hãy vào phòng live trước: lì xì dành cho người xem của phòng',
  },
  'redEnvelope.sent': { zh: '红包已发出', en: 'Red envelope sent', vi: 'Đã gửi lì xì' },
  'horn.notFound': {
    zh: '喇叭消息不存在',
    en: 'This horn message does not exist',
    vi: 'Tin loa này không tồn tại',
  },
  'horn.noblesOnly': {
    zh: '全站喇叭是贵族特权，开通贵族后即可使用',
    en: 'The global horn is a noble perk: become a noble to use it',
    vi: 'Loa toàn trang là đặc quyền quý tộc: hãy trở thành quý tộc để dùng',
  },
  'horn.reviewed': {
    zh: '该喇叭已审核过了',
    en: 'This horn has already been reviewed',
    vi: 'Tin loa này đã được duyệt rồi',
  },
  'horn.sent': {
    zh: '喇叭已提交，审核通过后将在全站展示',
    en: 'Horn sent: it shows across all rooms once approved',
    vi: 'Đã gửi loa: tin sẽ hiện trên mọi phòng sau khi được duyệt',
  },
  'guess.tooOld': {
    zh: '竞猜记录只能查询近 {months} 个月，最早可查 {earliest}',
    en: 'Fun-guess records go back {months} months only: the earliest day is {earliest}',
    vi: 'Chỉ xem được lịch sử dự đoán trong {months} tháng gần nhất: sớm nhất là {earliest}',
  },
  'guess.notFound': {
    zh: '竞猜不存在',
    en: 'This guess does not exist',
    vi: 'Kèo dự đoán này không tồn tại',
  },
  'guess.closed': {
    zh: '竞猜已封盘，不能再下注',
    en: 'This guess has stopped taking stakes',
    vi: 'Kèo này đã khóa, không thể đặt thêm',
  },
  'guess.settledAlready': {
    zh: '竞猜已结算或已取消',
    en: 'This guess has already been settled or called off',
    vi: 'Kèo này đã được thanh toán hoặc đã hủy',
  },
  'guess.badOption': {
    zh: '该竞猜没有这个选项',
    en: 'This guess has no such option',
    vi: 'Kèo này không có lựa chọn đó',
  },
  'guess.stakeLimit': {
    zh: '每个竞猜最多投入 {max} 金币',
    en: 'At most {max} gold coins on one guess',
    vi: 'Tối đa {max} xu vàng cho một kèo',
  },
  'guess.notEnoughGold': {
    zh: '金币不足，完成签到和每日任务可获得金币',
    en: 'Not enough gold coins: sign in and finish daily tasks to earn more',
    vi: 'Không đủ xu vàng: điểm danh và làm nhiệm vụ hằng ngày để nhận thêm',
  },
  'guess.noMatch': {
    zh: '请先在开播设置中关联一场比赛',
    en: 'Link a match to your room first (broadcast settings)',
    vi: 'Hãy gắn một trận đấu cho phòng trước (cài đặt phát sóng)',
  },
  'guess.matchOver': {
    zh: '比赛已结束，不能再开竞猜',
    en: 'The match is over: no more guesses on it',
    vi: 'Trận đấu đã kết thúc: không thể mở kèo',
  },
  'guess.needOdds': {
    zh: '请为每个选项填写赔率（1.01–20）',
    en: 'Give every option odds between 1.01 and 20',
    vi: 'Hãy nhập tỷ lệ cho mọi lựa chọn (1.01–20)',
  },
  'guess.needLine': {
    zh: '大小球竞猜需要设置盘口',
    en: 'An over/under guess needs a line',
    vi: 'Kèo tài xỉu cần có mức kèo',
  },
  'guess.tooMany': {
    zh: '一个直播间最多同时进行 {max} 个竞猜',
    en: 'A room can run at most {max} guesses at once',
    vi: 'Một phòng chỉ mở tối đa {max} kèo cùng lúc',
  },
  'guess.tooManyToday': {
    zh: '一个直播间每天最多开 {max} 个竞猜（北京时间）',
    en: 'A room can open at most {max} guesses a day (China time)',
    vi: 'Một phòng chỉ mở tối đa {max} kèo mỗi ngày (giờ Trung Quốc)',
  },
  'guess.noMargin': {
    zh: '赔率过高：各选项“1/赔率”之和至少要 {min}，现在只有 {book}。请调低部分赔率',
    en: 'These odds pay out too much: 1/odds added up over the options must be at least {min}, and these come to {book}. Lower some of the odds.',
    vi: 'Tỷ lệ quá cao: tổng 1/tỷ lệ của các lựa chọn phải ít nhất là {min}, hiện chỉ là {book}. Hãy giảm bớt một số tỷ lệ.',
  },
  'guess.oneOption': {
    zh: '每个竞猜只能押一个选项：你已押了另一个选项（可以继续加注该选项）',
    en: 'You can back one option of a guess only: you have backed another one (you may add to it)',
    vi: 'Mỗi kèo chỉ được chọn một lựa chọn: bạn đã đặt vào lựa chọn khác (có thể đặt thêm vào đó)',
  },
  'guess.liabilityCap': {
    zh: '该竞猜已接近赔付上限：这个选项最多还能投入 {left} 金币',
    en: 'This guess is near its payout limit: this option takes at most {left} more gold coins',
    vi: 'Kèo này sắp chạm hạn mức trả thưởng: lựa chọn này chỉ nhận thêm tối đa {left} xu vàng',
  },
  'guess.matchStarted': {
    zh: '比赛已开始，不能再下注，也不能再开竞猜',
    en: 'The match has kicked off: no more stakes or new guesses on it',
    vi: 'Trận đấu đã bắt đầu: không thể đặt thêm hay mở kèo mới',
  },
  'guess.staked': { zh: '下注成功', en: 'Stake placed', vi: 'Đã đặt' },
  'engagement.busy': {
    zh: '操作太频繁，请稍后再试',
    en: 'Too many tries: wait a moment and try again',
    vi: 'Thao tác quá nhanh: hãy đợi một lát rồi thử lại',
  },
} as const satisfies Record<string, Record<Language, string>>;
