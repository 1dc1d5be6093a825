import type { Language } from '@tifo/contract';

/** The operator console's messages: site-wide sanctions and the Users page. */
export const CONSOLE_MESSAGES = {
  'account.banned': {
    zh: '账号已被封禁：{reason}。如有疑问请联系客服',
    en: 'This account is banned: {reason}. Contact customer service if you think this is wrong.',
    vi: 'Tài khoản đã bị khoá: {reason}. Liên hệ chăm sóc khách hàng nếu bạn cho rằng có nhầm lẫn.',
  },
  'account.bannedUntil': {
    zh: '账号已被封禁至 {until}（UTC）：{reason}',
    en: 'This account is banned until {until} (UTC): {reason}',
    vi: 'Tài khoản bị khoá đến {until} (UTC): {reason}',
  },
  'account.siteMuted': {
    zh: '你已被禁言：{reason}',
    en: 'You cannot post or chat: {reason}',
    vi: 'Bạn đã bị cấm phát ngôn: {reason}',
  },
  'account.siteMutedUntil': {
    zh: '你已被禁言至 {until}（UTC）：{reason}',
    en: 'You cannot post or chat until {until} (UTC): {reason}',
    vi: 'Bạn bị cấm phát ngôn đến {until} (UTC): {reason}',
  },
  'report.received': {
    zh: '举报已提交，感谢你的反馈',
    en: 'Report sent. Thank you.',
    vi: 'Đã gửi báo cáo. Cảm ơn bạn.',
  },
  'report.messageNotFound': {
    zh: '这条消息已不存在',
    en: 'This message is no longer there.',
    vi: 'Tin nhắn này không còn nữa.',
  },
  'report.userNotFound': {
    zh: '用户不存在',
    en: 'This member does not exist.',
    vi: 'Thành viên này không tồn tại.',
  },
  'report.own': {
    zh: '不能举报自己',
    en: 'You cannot report yourself.',
    vi: 'Bạn không thể tự báo cáo chính mình.',
  },
  'report.staff': {
    zh: '工作人员不能被举报，请联系客服',
    en: 'Staff cannot be reported here. Please contact customer service.',
    vi: 'Không thể báo cáo nhân viên ở đây. Vui lòng liên hệ chăm sóc khách hàng.',
  },
  'admin.staffNotSanctioned': {
    zh: '不能处罚工作人员：请先由管理员取消其角色',
    en: 'Staff cannot be sanctioned: an administrator must take their role away first.',
    vi: 'Không thể xử phạt nhân viên: quản trị viên cần gỡ vai trò của họ trước.',
  },
  'admin.ledgerNotFound': {
    zh: '账本中没有这条记录',
    en: 'There is no such record in the ledger.',
    vi: 'Sổ cái không có bản ghi này.',
  },
  'admin.notWaitingShipment': {
    zh: '该兑换不是待发货状态（可能已发货）',
    en: 'This exchange is not waiting to be sent (it may have been sent already).',
    vi: 'Đơn đổi quà này không ở trạng thái chờ gửi (có thể đã được gửi).',
  },
  'admin.catalogueItemNotFound': {
    zh: '目录中没有这一项，请刷新后重试',
    en: 'There is no such item in the catalogue. Reload and try again.',
    vi: 'Danh mục không có mục này. Hãy tải lại rồi thử lại.',
  },
  'rewards.dailyGoldCap': {
    zh: '修改后，一位会员一天签到加完成全部任务可得 {total} 金币，超过上限 {cap}。请调低奖励',
    en: 'With this change one member could collect {total} gold coins a day from sign-in and every task, over the cap of {cap}. Lower the rewards.',
    vi: 'Với thay đổi này, một thành viên có thể nhận {total} xu vàng mỗi ngày từ điểm danh và mọi nhiệm vụ, vượt mức trần {cap}. Hãy giảm phần thưởng.',
  },
  'admin.sanctionNotFound': {
    zh: '该处罚不存在或已结束',
    en: 'There is no such sanction in force.',
    vi: 'Không có lệnh xử phạt này hoặc nó đã kết thúc.',
  },
} satisfies Record<string, Record<Language, string>>;
