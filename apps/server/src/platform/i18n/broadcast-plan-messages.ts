/** Messages of broadcast reservations (a streamer's planned broadcasts and fans' reminders). */
export const BROADCAST_PLAN_MESSAGES = {
  'plan.notFound': {
    zh: '直播预约不存在',
    en: 'This planned broadcast does not exist.',
    vi: 'Lịch phát sóng này không tồn tại.',
  },
  'plan.matchNotFound': {
    zh: '比赛不存在，请从赛程中选择',
    en: 'This match is not on the schedule. Choose one from the list.',
    vi: 'Trận đấu không có trong lịch. Hãy chọn một trận trong danh sách.',
  },
  'plan.matchStarted': {
    zh: '比赛已开赛，只能预约未开赛的比赛',
    en: 'This match has kicked off: plan broadcasts of matches still to come.',
    vi: 'Trận đấu đã bắt đầu: chỉ lên lịch cho các trận chưa diễn ra.',
  },
  'plan.timeRange': {
    zh: '直播时间须晚于现在、{days} 天之内，且不晚于开赛后 {minutes} 分钟',
    en: 'Pick a time after now, within {days} days and no later than {minutes} minutes after kick-off.',
    vi: 'Hãy chọn thời điểm sau hiện tại, trong vòng {days} ngày và không muộn hơn {minutes} phút sau giờ bóng lăn.',
  },
  'plan.tooMany': {
    zh: '最多同时有 {max} 个直播预约，请先取消一些',
    en: 'You can have at most {max} planned broadcasts at a time. Withdraw some first.',
    vi: 'Bạn chỉ có thể có tối đa {max} lịch phát sóng cùng lúc. Hãy rút bớt trước.',
  },
  'plan.started': {
    zh: '该直播已开始，不能再修改或取消',
    en: 'This broadcast has started: it can no longer be changed or withdrawn.',
    vi: 'Buổi phát sóng đã bắt đầu: không thể sửa hay rút lại.',
  },
  'plan.notOpen': {
    zh: '该直播暂不可预约（未通过审核或已开始）',
    en: 'This broadcast cannot be reserved: it is not approved or has already started.',
    vi: 'Không thể đặt lịch buổi phát sóng này: chưa được duyệt hoặc đã bắt đầu.',
  },
  'plan.notWaiting': {
    zh: '该直播预约已审核',
    en: 'This planned broadcast has already been reviewed.',
    vi: 'Lịch phát sóng này đã được duyệt.',
  },
  'plan.noteRequired': {
    zh: '请填写未通过的原因',
    en: 'Say why it is refused: the streamer reads the note.',
    vi: 'Hãy ghi lý do từ chối: streamer sẽ đọc ghi chú này.',
  },
  'plan.submitted': {
    zh: '已提交，等待审核',
    en: 'Submitted: it appears once an operator approves it.',
    vi: 'Đã gửi: lịch sẽ hiện sau khi được duyệt.',
  },
} as const;
