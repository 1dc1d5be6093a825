import type { Language } from '@tifo/contract';

/** Messages of the money and engagement modules (wallets, gifts, nobles, payouts, sign-in). */
export const MONEY_MESSAGES = {
  'money.notEnoughDiamonds': {
    zh: '钻石余额不足，请先充值',
    en: 'Not enough diamonds. Recharge first.',
    vi: 'Không đủ kim cương. Hãy nạp thêm trước.',
  },
  'money.notEnoughIncome': {
    zh: '可提现余额不足',
    en: 'Not enough withdrawable income.',
    vi: 'Không đủ thu nhập có thể rút.',
  },
  'money.packageNotFound': {
    zh: '充值套餐不存在或已下架，请刷新后重选',
    en: 'That recharge package is no longer offered. Reload and choose again.',
    vi: 'Gói nạp này không còn. Hãy tải lại và chọn gói khác.',
  },
  'money.paymentMethodNotFound': {
    zh: '不支持该支付方式',
    en: 'That payment method is not available.',
    vi: 'Phương thức thanh toán này không khả dụng.',
  },
  'money.orderNotFound': {
    zh: '订单不存在',
    en: 'No such order.',
    vi: 'Không có đơn hàng này.',
  },
  'money.orderClosed': {
    zh: '订单已{status}，不能再支付',
    en: 'This order is {status} and can no longer be paid.',
    vi: 'Đơn hàng đã {status}, không thể thanh toán nữa.',
  },
  'money.packageNotForMethod': {
    zh: '该套餐不支持此支付方式，请换一个套餐或支付方式',
    en: 'This package cannot be paid with that method. Choose another package or method.',
    vi: 'Gói này không thanh toán được bằng phương thức đó. Hãy chọn gói hoặc phương thức khác.',
  },
  'money.providerBusy': {
    zh: '支付渠道繁忙，请稍后再试',
    en: 'The payment service is busy. Try again in a minute.',
    vi: 'Cổng thanh toán đang bận. Hãy thử lại sau một phút.',
  },
  'money.providerUnavailable': {
    zh: '暂时无法连接支付渠道，请稍后再试或换一种支付方式',
    en: 'The payment service cannot be reached right now. Try again later or use another method.',
    vi: 'Hiện không kết nối được cổng thanh toán. Hãy thử lại sau hoặc dùng phương thức khác.',
  },
  'money.incidentNotFound': {
    zh: '该支付异常不存在或已处理',
    en: 'No such open payment incident (it may have been resolved already).',
    vi: 'Không có sự cố thanh toán đang mở này (có thể đã được xử lý).',
  },
  'money.incidentNotCreditable': {
    zh: '只有逾期到账的支付可以补发钻石；其他异常请在支付平台退款后标记为已处理',
    en: 'Only a late payment can be credited; refund the others in the vendor console, then dismiss them.',
    vi: 'Chỉ khoản thanh toán trễ mới được cộng; các sự cố khác hãy hoàn tiền ở cổng thanh toán rồi đánh dấu đã xử lý.',
  },
  'money.webhookAmount': {
    zh: '金额与订单不符',
    en: 'The amount does not match the order.',
    vi: 'Số tiền không khớp với đơn hàng.',
  },
  'money.webhookSignature': {
    zh: '签名无效',
    en: 'Invalid signature.',
    vi: 'Chữ ký không hợp lệ.',
  },
  'money.webhookStale': {
    zh: '通知已过期',
    en: 'The notification is too old.',
    vi: 'Thông báo đã quá cũ.',
  },
  'money.giftNotFound': {
    zh: '礼物不存在或已下架',
    en: 'That gift is no longer offered.',
    vi: 'Quà tặng này không còn.',
  },
  'money.giftPriceChanged': {
    zh: '该礼物的价格已调整为 {price} 钻石，请确认后再送',
    en: 'This gift now costs {price} diamonds. Check the new price and send again.',
    vi: 'Quà này nay có giá {price} kim cương. Hãy xem giá mới rồi gửi lại.',
  },
  'money.roomNotLive': {
    zh: '主播未开播，暂时不能送礼',
    en: 'The streamer is not live: gifts can be sent during a broadcast.',
    vi: 'Người phát sóng chưa lên sóng: chỉ tặng quà được khi đang phát.',
  },
  'money.giftToSelf': {
    zh: '主播不能给自己送礼',
    en: 'Streamers cannot send gifts to themselves.',
    vi: 'Người phát sóng không thể tự tặng quà cho mình.',
  },
  'money.nobleLowerTier': {
    zh: '您已是更高等级的贵族（至 {until}），到期后才能购买较低等级',
    en: 'You hold a higher noble rank until {until}; a lower one can be bought after it ends.',
    vi: 'Bạn đang giữ hạng quý tộc cao hơn đến {until}; hạng thấp hơn chỉ mua được sau đó.',
  },
  'money.paymentPasswordMissing': {
    zh: '请先设置支付密码',
    en: 'Set a payment password first.',
    vi: 'Hãy đặt mật khẩu thanh toán trước.',
  },
  'money.paymentPasswordWrong': {
    zh: '支付密码错误，还可尝试 {left} 次',
    en: 'Wrong payment password. {left} tries left.',
    vi: 'Sai mật khẩu thanh toán. Còn {left} lần thử.',
  },
  'money.paymentPasswordLocked': {
    zh: '支付密码错误次数过多，请 {minutes} 分钟后再试',
    en: 'Too many wrong payment passwords. Try again in {minutes} minutes.',
    vi: 'Nhập sai mật khẩu thanh toán quá nhiều lần. Hãy thử lại sau {minutes} phút.',
  },
  'money.withdrawalTooSmall': {
    zh: '提现金额至少 {min} 钻石',
    en: 'Withdraw at least {min} diamonds.',
    vi: 'Rút tối thiểu {min} kim cương.',
  },
  'money.bankCardMissing': {
    zh: '请先绑定银行卡',
    en: 'Bind a bank card first.',
    vi: 'Hãy liên kết thẻ ngân hàng trước.',
  },
  'money.alipayMissing': {
    zh: '请先绑定支付宝',
    en: 'Bind an Alipay account first.',
    vi: 'Hãy liên kết tài khoản Alipay trước.',
  },
  'money.withdrawalsNeedRealPayments': {
    zh: '本站为演示部署，钻石来自测试支付，暂不支持提现',
    en: 'This is a demo deployment: diamonds come from test payments, so withdrawals are off.',
    vi: 'Đây là bản triển khai demo: kim cương đến từ thanh toán thử nên không thể rút tiền.',
  },
  'money.withdrawalsAfterSandbox': {
    zh: '提现暂未开放：本站上线前接受过测试支付，钻石中混有测试金额。请联系客服',
    en: 'Withdrawals are closed: this site took test payments before it went live, so its diamonds are mixed with test money. Contact support.',
    vi: 'Chưa thể rút tiền: trang này từng nhận thanh toán thử trước khi hoạt động thật nên kim cương lẫn tiền thử. Hãy liên hệ hỗ trợ.',
  },
  'money.withdrawalNotFound': {
    zh: '提现申请不存在',
    en: 'No such withdrawal.',
    vi: 'Không có yêu cầu rút tiền này.',
  },
  'money.withdrawalReviewed': {
    zh: '该提现申请已审核',
    en: 'This withdrawal has already been reviewed.',
    vi: 'Yêu cầu rút tiền này đã được duyệt.',
  },
  'money.busy': {
    zh: '操作太频繁，请稍后再试',
    en: 'Too many at once. Try again in a moment.',
    vi: 'Quá nhiều thao tác cùng lúc. Hãy thử lại sau giây lát.',
  },
  'money.giftSent': { zh: '赠送成功', en: 'Gift sent', vi: 'Đã tặng quà' },
  'money.nobleBought': { zh: '开通成功', en: 'Noble rank active', vi: 'Đã kích hoạt quý tộc' },
  'money.withdrawalSubmitted': {
    zh: '提现申请已提交，等待审核',
    en: 'Withdrawal requested: waiting for review.',
    vi: 'Đã gửi yêu cầu rút tiền, đang chờ duyệt.',
  },
  'money.converted': { zh: '兑换成功', en: 'Converted', vi: 'Đã chuyển đổi' },
  'money.bound': { zh: '绑定成功', en: 'Saved', vi: 'Đã liên kết' },
  'task.notDone': {
    zh: '任务还没完成，完成后再领取',
    en: 'This task is not done yet: claim it once it is.',
    vi: 'Nhiệm vụ chưa hoàn thành: hãy nhận sau khi xong.',
  },
  'task.claimed': {
    zh: '今天已经领取过这个奖励了',
    en: 'You already claimed this reward today.',
    vi: 'Hôm nay bạn đã nhận phần thưởng này rồi.',
  },
  'task.claimedOk': { zh: '领取成功', en: 'Reward claimed', vi: 'Đã nhận thưởng' },
  'signIn.done': { zh: '签到成功', en: 'Signed in for today', vi: 'Đã điểm danh hôm nay' },
  'signIn.already': {
    zh: '今天已经签到过了，明天再来吧',
    en: 'You have already signed in today. Come back tomorrow.',
    vi: 'Hôm nay bạn đã điểm danh rồi. Hẹn gặp lại ngày mai.',
  },
  'signIn.stripMoved': {
    zh: '签到进度已更新，请刷新后再签到',
    en: 'The sign-in strip has moved on. Reload and sign in again.',
    vi: 'Dải điểm danh đã thay đổi. Hãy tải lại rồi điểm danh.',
  },
} as const satisfies Record<string, Record<Language, string>>;
