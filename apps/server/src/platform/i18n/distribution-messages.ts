/** Messages of top-up refunds, the distribution centre and channel agents. */
export const DISTRIBUTION_MESSAGES = {
  'money.alreadyRefunded': {
    zh: '该订单已退款',
    en: 'This order has already been refunded.',
    vi: 'Đơn hàng này đã được hoàn tiền.',
  },
  'money.notRefundable': {
    zh: '只有已支付的订单可以退款',
    en: 'Only a paid order can be refunded.',
    vi: 'Chỉ đơn hàng đã thanh toán mới được hoàn tiền.',
  },
  'money.refundWindowOver': {
    zh: '已超过退款期限，不能再退款',
    en: 'The refund window of this order is over: it can no longer be refunded here.',
    vi: 'Đã quá hạn hoàn tiền của đơn hàng này.',
  },
  'money.refundSpent': {
    zh: '会员已花掉该订单的钻石，无法收回，请在支付平台另行处理',
    en: 'The member has spent these diamonds: they cannot be taken back. Settle it at the provider.',
    vi: 'Thành viên đã tiêu số kim cương này, không thể thu hồi. Hãy xử lý tại cổng thanh toán.',
  },
  'distribution.notAgent': {
    zh: '你不是渠道代理',
    en: 'You are not a channel agent.',
    vi: 'Bạn không phải đại lý kênh.',
  },
  'distribution.channelTaken': {
    zh: '该渠道码已被其他代理使用',
    en: 'Another agent already owns this channel code.',
    vi: 'Mã kênh này đã thuộc về đại lý khác.',
  },
  'distribution.statsRange': {
    zh: '统计范围最多 {days} 天',
    en: 'Statistics cover at most {days} days at a time.',
    vi: 'Thống kê tối đa {days} ngày mỗi lần.',
  },
} as const;
