import type { Language } from '@tifo/contract';

/** Messages of experts and their analyses. */
export const EXPERT_MESSAGES = {
  'expert.fillAll': {
    zh: '请填写完整信息后再提交',
    en: 'Please fill in all fields before submitting.',
    vi: 'Vui lòng điền đầy đủ thông tin trước khi gửi',
  },
  'expert.codeRequired': {
    zh: '请阅读并勾选分析师守则',
    en: 'Please read and accept the analyst code.',
    vi: 'Vui lòng đọc và đồng ý với quy tắc chuyên gia.',
  },
  'expert.experienceTooLong': {
    zh: '工作经历请控制在 {max} 字以内',
    en: 'Please keep your work experience within {max} words.',
    vi: 'Kinh nghiệm làm việc tối đa {max} từ.',
  },
  'expert.alreadyApplied': {
    zh: '你的专家申请正在审核中',
    en: 'Your expert application is waiting for review.',
    vi: 'Đơn đăng ký chuyên gia của bạn đang chờ duyệt.',
  },
  'expert.alreadyExpert': {
    zh: '你已经是专家了',
    en: 'You are already an expert.',
    vi: 'Bạn đã là chuyên gia.',
  },
  'expert.noApplication': {
    zh: '没有待审核的专家申请',
    en: 'There is no expert application waiting for review.',
    vi: 'Không có đơn đăng ký chuyên gia nào đang chờ duyệt.',
  },
  'expert.notExpert': {
    zh: '只有专家才能这样做，请先申请成为专家',
    en: 'Only experts can do this. Apply to become one first.',
    vi: 'Chỉ chuyên gia mới làm được việc này. Hãy đăng ký làm chuyên gia trước.',
  },
  'expert.notFound': {
    zh: '专家不存在',
    en: 'This expert does not exist.',
    vi: 'Chuyên gia này không tồn tại.',
  },
  'expert.unknownCompetition': {
    zh: '赛事不存在：{id}',
    en: 'No competition has this id: {id}',
    vi: 'Không có giải đấu nào có mã này: {id}',
  },
  'analysis.matchNotFound': {
    zh: '比赛不存在',
    en: 'This match does not exist.',
    vi: 'Trận đấu này không tồn tại.',
  },
  'analysis.kickedOff': {
    zh: '比赛已开始，不能再发布或购买分析',
    en: 'The match has kicked off: analyses can no longer be published or bought.',
    vi: 'Trận đấu đã bắt đầu: không thể đăng hay mua phân tích nữa.',
  },
  'analysis.pickNotInMarket': {
    zh: '这个玩法没有该选项',
    en: 'This market has no such pick.',
    vi: 'Kèo này không có lựa chọn đó.',
  },
  'analysis.noLine': {
    zh: '这场比赛暂时没有该玩法的盘口',
    en: 'There is no line for this market on this match yet.',
    vi: 'Trận này chưa có kèo cho loại cược này.',
  },
  'analysis.duplicate': {
    zh: '你已经发布过这场比赛该玩法的分析',
    en: 'You have already published an analysis of this market for this match.',
    vi: 'Bạn đã đăng phân tích kèo này cho trận này rồi.',
  },
  'analysis.tooMany': {
    zh: '今天发布的分析太多了，请明天再来',
    en: 'You have published enough analyses for today. Come back tomorrow.',
    vi: 'Hôm nay bạn đã đăng đủ phân tích. Hãy quay lại vào ngày mai.',
  },
  'analysis.notFound': {
    zh: '分析不存在',
    en: 'This analysis does not exist.',
    vi: 'Phân tích này không tồn tại.',
  },
  'analysis.notYours': {
    zh: '只能补充自己的分析',
    en: 'You can only add to your own analyses.',
    vi: 'Bạn chỉ có thể bổ sung phân tích của mình.',
  },
  'analysis.ownAnalysis': {
    zh: '不能购买自己的分析',
    en: 'You cannot buy your own analysis.',
    vi: 'Bạn không thể mua phân tích của chính mình.',
  },
  'analysis.bought': {
    zh: '购买成功',
    en: 'Bought.',
    vi: 'Đã mua.',
  },
} as const satisfies Record<string, Record<Language, string>>;
