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
  'engagement.busy': {
    zh: '操作太频繁，请稍后再试',
    en: 'Too many tries: wait a moment and try again',
    vi: 'Thao tác quá nhanh: hãy đợi một lát rồi thử lại',
  },
} as const satisfies Record<string, Record<Language, string>>;
