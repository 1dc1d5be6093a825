import type { Language } from '@tifo/contract';
import { BROADCAST_PLAN_MESSAGES } from './broadcast-plan-messages';
import { FAN_GROUP_MESSAGES } from './fan-group-messages';
import { FAVOURITE_MESSAGES } from './favourite-messages';
import { DISTRIBUTION_MESSAGES } from './distribution-messages';
import { CIRCLE_MESSAGES } from './circle-messages';
import { CONSOLE_MESSAGES } from './console-messages';
import { CONTENT_MESSAGES } from './content-messages';
import { ENGAGEMENT_MESSAGES } from './engagement-messages';
import { EXPERT_MESSAGES } from './expert-messages';
import { MONEY_MESSAGES } from './money-messages';

/**
 * Every message the server puts in an envelope's `msg`, in the three languages.
 * `{name}` placeholders are filled by `translate`.
 */
export const SERVER_MESSAGES = {
  ...MONEY_MESSAGES,
  ...ENGAGEMENT_MESSAGES,
  ...CONTENT_MESSAGES,
  ...CIRCLE_MESSAGES,
  ...EXPERT_MESSAGES,
  ...BROADCAST_PLAN_MESSAGES,
  ...FAN_GROUP_MESSAGES,
  ...FAVOURITE_MESSAGES,
  ...DISTRIBUTION_MESSAGES,
  ...CONSOLE_MESSAGES,
  ok: { zh: '成功', en: 'OK', vi: 'Thành công' },
  'request.invalid': {
    zh: '请求参数有误：{fields}',
    en: 'Some of what was sent is not valid: {fields}',
    vi: 'Dữ liệu gửi lên không hợp lệ: {fields}',
  },
  'request.controlCharacters': {
    zh: '文字中含有不可见的控制字符，请删除后再提交',
    en: 'The text contains invisible control characters. Remove them and try again.',
    vi: 'Văn bản có ký tự điều khiển ẩn. Hãy xoá chúng rồi thử lại.',
  },
  'request.malformed': {
    zh: '请求内容无法解析，请刷新页面后重试',
    en: 'The request could not be read. Reload the page and try again.',
    vi: 'Không đọc được yêu cầu. Vui lòng tải lại trang và thử lại.',
  },
  'request.tooLarge': {
    zh: '提交的内容太大',
    en: 'What was sent is too large.',
    vi: 'Nội dung gửi lên quá lớn.',
  },
  'request.tooLong': {
    zh: '请求地址或请求头太长',
    en: 'The address or headers of this request are too long.',
    vi: 'Địa chỉ hoặc tiêu đề của yêu cầu quá dài.',
  },
  'request.timeout': {
    zh: '请求超时，请重试',
    en: 'The request took too long to arrive. Try again.',
    vi: 'Yêu cầu đến quá chậm. Vui lòng thử lại.',
  },
  'request.unsupportedType': {
    zh: '不支持的内容类型，请以 JSON 提交',
    en: 'Unsupported content type: send JSON.',
    vi: 'Kiểu nội dung không được hỗ trợ: vui lòng gửi JSON.',
  },
  'request.notFound': {
    zh: '接口不存在：{path}',
    en: 'There is no such API call: {path}',
    vi: 'Không có API này: {path}',
  },
  'request.methodNotAllowed': {
    zh: '该接口不支持此请求方式',
    en: 'This API call does not accept that method.',
    vi: 'API này không hỗ trợ phương thức đó.',
  },
  'request.rateLimited': {
    zh: '操作太频繁，请 {seconds} 秒后再试',
    en: 'Too many requests. Try again in {seconds} s.',
    vi: 'Bạn thao tác quá nhanh. Vui lòng thử lại sau {seconds} giây.',
  },
  'sms.outboxHidden': {
    zh: '演示发件箱不显示运营账号和演示账号的验证码，请用密码登录（见 DATA_DIR 中的 initial-passwords.txt）',
    en: 'The demo outbox never shows codes of operator or seeded accounts: log in with the password (initial-passwords.txt in DATA_DIR).',
    vi: 'Hộp thư demo không hiển thị mã của tài khoản vận hành hoặc tài khoản mẫu: hãy đăng nhập bằng mật khẩu (initial-passwords.txt trong DATA_DIR).',
  },
  'request.csrf': {
    zh: '请求来源无法验证，请刷新页面后重试',
    en: 'This request could not be verified. Reload the page and try again.',
    vi: 'Không xác minh được yêu cầu. Vui lòng tải lại trang và thử lại.',
  },
  'server.error': {
    zh: '服务器开小差了，请稍后再试（编号 {requestId}）',
    en: 'Something went wrong on our side. Please try again later (ref {requestId}).',
    vi: 'Máy chủ đang gặp sự cố. Vui lòng thử lại sau (mã {requestId}).',
  },
  'server.unavailable': {
    zh: '服务暂时不可用，请稍后再试',
    en: 'The service is temporarily unavailable. Please try again later.',
    vi: 'Dịch vụ tạm thời không khả dụng. Vui lòng thử lại sau.',
  },
  'feedback.received': {
    zh: '感谢反馈，我们会尽快处理',
    en: 'Thank you! We have received your feedback.',
    vi: 'Cảm ơn bạn! Chúng tôi đã nhận được góp ý.',
  },
  'access.streamersOnly': {
    zh: '只有主播可以使用此功能',
    en: 'Only streamers can do this.',
    vi: 'Chỉ chủ phòng (streamer) mới dùng được chức năng này.',
  },
  'access.roomModeratorsOnly': {
    zh: '只有本直播间的主播或房管可以这样做',
    en: "Only this room's streamer or its admins can do this.",
    vi: 'Chỉ chủ phòng hoặc quản trị viên của phòng này mới làm được việc này.',
  },
  'session.expired': {
    zh: '登录已过期，请重新登录',
    en: 'Your session has ended. Please log in again.',
    vi: 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.',
  },
  'account.loggedOut': { zh: '已退出登录', en: 'You are logged out.', vi: 'Bạn đã đăng xuất.' },
  'account.loggedIn': { zh: '登录成功', en: 'Logged in.', vi: 'Đăng nhập thành công.' },
  'account.registered': {
    zh: '注册成功',
    en: 'Welcome to Tifo! Your account is ready.',
    vi: 'Đăng ký thành công. Chào mừng bạn đến với Tifo!',
  },
  'account.codeSent': {
    zh: '验证码发送成功',
    en: 'Verification code sent',
    vi: 'Đã gửi mã xác minh',
  },
  'account.mobileInvalid': {
    zh: '手机号格式不正确',
    en: 'That mobile number does not look right for the chosen country code.',
    vi: 'Số điện thoại không đúng định dạng với mã quốc gia đã chọn.',
  },
  'account.mobileTaken': {
    zh: '该手机号已注册，请直接登录',
    en: 'This mobile number is already registered. Log in instead.',
    vi: 'Số điện thoại này đã được đăng ký. Vui lòng đăng nhập.',
  },
  'account.notRegistered': {
    zh: '该手机号尚未注册，请先注册',
    en: 'This mobile number is not registered yet. Register first.',
    vi: 'Số điện thoại này chưa được đăng ký. Vui lòng đăng ký trước.',
  },
  'account.codeWrong': {
    zh: '验证码错误，还可尝试 {left} 次',
    en: 'Wrong verification code. {left} tries left.',
    vi: 'Mã xác minh không đúng. Còn {left} lần thử.',
  },
  'account.codeExpired': {
    zh: '验证码已失效，请重新获取',
    en: 'This verification code has expired or was already used. Ask for a new one.',
    vi: 'Mã xác minh đã hết hạn hoặc đã được dùng. Vui lòng lấy mã mới.',
  },
  'account.codeTooManyAttempts': {
    zh: '验证码错误次数过多，请重新获取',
    en: 'Too many wrong tries. Ask for a new verification code.',
    vi: 'Nhập sai quá nhiều lần. Vui lòng lấy mã xác minh mới.',
  },
  'account.codeRateLimited': {
    zh: '验证码发送太频繁，请 {seconds} 秒后再试',
    en: 'Too many codes requested. Try again in {seconds} s.',
    vi: 'Bạn yêu cầu mã quá nhiều lần. Vui lòng thử lại sau {seconds} giây.',
  },
  'sms.throttled': {
    zh: '此号码短时间内收到的短信过多，请 1 小时后再获取验证码',
    en: 'This number has received too many messages for now. Ask for a code again in an hour.',
    vi: 'Số này đã nhận quá nhiều tin nhắn trong thời gian ngắn. Vui lòng lấy mã lại sau 1 giờ.',
  },
  'sms.numberRejected': {
    zh: '短信无法发送到此号码，请检查国家/地区代码和手机号',
    en: 'We cannot send a text to this number. Check the country code and the mobile number.',
    vi: 'Không thể gửi tin nhắn đến số này. Vui lòng kiểm tra mã quốc gia và số điện thoại.',
  },
  'sms.unavailable': {
    zh: '短信服务暂时不可用，请稍后再试；如持续失败，请联系客服',
    en: 'Our text message service is unavailable right now. Try again later; if it keeps failing, contact support.',
    vi: 'Dịch vụ tin nhắn tạm thời không khả dụng. Vui lòng thử lại sau; nếu vẫn lỗi, hãy liên hệ hỗ trợ.',
  },
  'sms.sendFailed': {
    zh: '验证码发送失败，请稍后再试',
    en: 'We could not send the code. Try again later.',
    vi: 'Không gửi được mã. Vui lòng thử lại sau.',
  },
  'account.passwordMismatch': {
    zh: '请输入相同的密码',
    en: 'Please enter the same password',
    vi: 'Vui lòng nhập cùng một mật khẩu',
  },
  'account.wrongPassword': {
    zh: '账号或密码错误',
    en: 'Wrong account or password.',
    vi: 'Sai tài khoản hoặc mật khẩu.',
  },
  'account.loginLocked': {
    zh: '登录失败次数过多，请 {minutes} 分钟后再试，或使用验证码登录',
    en: 'Too many failed logins. Try again in {minutes} min, or log in with a code.',
    vi: 'Đăng nhập sai quá nhiều lần. Vui lòng thử lại sau {minutes} phút hoặc đăng nhập bằng mã.',
  },
  'account.passwordLocked': {
    zh: '密码错误次数过多，请 {minutes} 分钟后再试',
    en: 'Too many wrong passwords. Try again in {minutes} min.',
    vi: 'Nhập sai mật khẩu quá nhiều lần. Vui lòng thử lại sau {minutes} phút.',
  },
  'account.passwordBusy': {
    zh: '该账号的密码正在验证中，请稍后再试',
    en: "This account's password is already being checked. Try again in a moment.",
    vi: 'Mật khẩu của tài khoản này đang được kiểm tra. Vui lòng thử lại sau giây lát.',
  },
  'account.inviteUnknown': {
    zh: '邀请码不存在，请检查或留空',
    en: 'That invite code does not exist. Check it or leave it empty.',
    vi: 'Mã mời không tồn tại. Vui lòng kiểm tra lại hoặc để trống.',
  },
  'qr.expired': {
    zh: '二维码已失效，请刷新后重新扫码',
    en: 'This QR code has expired. Refresh it and scan again.',
    vi: 'Mã QR đã hết hạn. Vui lòng làm mới và quét lại.',
  },
  'qr.notConfirmed': {
    zh: '请在手机上确认登录',
    en: 'Confirm the login on your phone first.',
    vi: 'Vui lòng xác nhận đăng nhập trên điện thoại trước.',
  },
  'qr.otherBrowser': {
    zh: '请在显示二维码的页面完成登录',
    en: 'Finish the login on the page that shows the QR code.',
    vi: 'Vui lòng hoàn tất đăng nhập trên trang đang hiển thị mã QR.',
  },
  'profile.saved': { zh: '保存成功', en: 'Saved.', vi: 'Đã lưu.' },
  'profile.avatarNotYours': {
    zh: '请选择列表中的头像或上传自己的图片',
    en: 'Pick an avatar from the list or upload your own picture.',
    vi: 'Vui lòng chọn ảnh đại diện trong danh sách hoặc tải ảnh của bạn lên.',
  },
  'profile.oldPasswordWrong': {
    zh: '原密码错误',
    en: 'The current password is wrong.',
    vi: 'Mật khẩu hiện tại không đúng.',
  },
  'profile.paymentCodeRequired': {
    zh: '修改支付密码需要短信验证码，请先获取验证码',
    en: 'Changing the payment password needs the code we send to your phone. Ask for it first.',
    vi: 'Để đổi mật khẩu thanh toán cần mã gửi đến điện thoại của bạn. Vui lòng lấy mã trước.',
  },
  'profile.passwordChanged': {
    zh: '密码已修改，其他设备需重新登录',
    en: 'Password changed. Other devices must log in again.',
    vi: 'Đã đổi mật khẩu. Các thiết bị khác cần đăng nhập lại.',
  },
  'profile.userNotFound': {
    zh: '用户不存在',
    en: 'There is no such member.',
    vi: 'Không tìm thấy thành viên này.',
  },
  'profile.cannotFollowSelf': {
    zh: '不能关注自己',
    en: 'You cannot follow yourself.',
    vi: 'Bạn không thể tự theo dõi chính mình.',
  },
  'profile.shareCodeInvalid': {
    zh: '分享码无效',
    en: 'That share code is not valid.',
    vi: 'Mã chia sẻ không hợp lệ.',
  },
  'anchor.alreadyApplied': {
    zh: '你已提交申请，请等待审核',
    en: 'Your application is already in. Please wait for the review.',
    vi: 'Bạn đã gửi đơn đăng ký. Vui lòng chờ xét duyệt.',
  },
  'anchor.alreadyAnchor': {
    zh: '你已经是主播了',
    en: 'You are already a streamer.',
    vi: 'Bạn đã là BLV.',
  },
  'live.notAnchor': {
    zh: '只有认证主播才能开播，请先申请成为主播',
    en: 'Only approved streamers can broadcast. Apply to become a streamer first.',
    vi: 'Chỉ streamer đã được duyệt mới có thể phát sóng. Hãy đăng ký làm streamer trước.',
  },
  'live.roomNotFound': {
    zh: '直播间不存在',
    en: 'There is no such live room.',
    vi: 'Phòng live này không tồn tại.',
  },
  'live.roomSealed': {
    zh: '该直播间已被封禁，如有疑问请联系客服',
    en: 'This room has been sealed by the operators. Contact support if you think this is a mistake.',
    vi: 'Phòng này đã bị khóa bởi quản trị viên. Hãy liên hệ hỗ trợ nếu bạn cho rằng có nhầm lẫn.',
  },
  'live.categoryUnknown': {
    zh: '所选分类不存在，请重新选择',
    en: 'That category does not exist. Pick another one.',
    vi: 'Danh mục này không tồn tại. Hãy chọn danh mục khác.',
  },
  'live.matchUnknown': {
    zh: '所选比赛不存在，请重新选择',
    en: 'That match could not be found. Pick another one.',
    vi: 'Không tìm thấy trận đấu này. Hãy chọn trận khác.',
  },
  'live.cannotTargetSelf': {
    zh: '不能对自己执行此操作',
    en: 'You cannot do that to yourself.',
    vi: 'Bạn không thể làm điều này với chính mình.',
  },
  'live.tooManyAdmins': {
    zh: '房管最多 {max} 人，请先移除一些',
    en: 'A room can have at most {max} admins. Remove some first.',
    vi: 'Mỗi phòng có tối đa {max} quản lý. Hãy gỡ bớt trước.',
  },
  'live.notModerator': {
    zh: '只有主播、房管或运营人员可以管理直播间',
    en: 'Only the streamer, room admins or operators can moderate this room.',
    vi: 'Chỉ streamer, quản lý phòng hoặc quản trị viên mới có thể quản lý phòng này.',
  },
  'live.cannotSanction': {
    zh: '你无权对该用户执行此操作',
    en: 'You may not do that to this user.',
    vi: 'Bạn không có quyền làm điều này với người dùng này.',
  },
  'live.kicked': {
    zh: '你已被移出该直播间',
    en: 'You have been removed from this room.',
    vi: 'Bạn đã bị mời ra khỏi phòng này.',
  },
  'live.coverNotYours': {
    zh: '封面只能使用你自己上传的图片',
    en: 'The cover must be a picture you uploaded.',
    vi: 'Ảnh bìa phải là ảnh do bạn tải lên.',
  },
  'live.shieldedPaidBarrage': {
    zh: '你在本直播间的发言已被屏蔽，无法发送付费或广告弹幕',
    en: 'Your messages in this room are shielded, so you cannot send paid or advertising barrages here.',
    vi: 'Tin nhắn của bạn trong phòng này đang bị chặn, nên bạn không thể gửi bình luận trả phí hoặc quảng cáo tại đây.',
  },
  'live.muted': {
    zh: '你已被禁言',
    en: 'You are muted in this room.',
    vi: 'Bạn đã bị cấm chat trong phòng này.',
  },
  'live.mutedUntil': {
    zh: '你已被禁言，{minutes} 分钟后可以发言',
    en: 'You are muted in this room for {minutes} more minutes.',
    vi: 'Bạn bị cấm chat trong phòng này thêm {minutes} phút.',
  },
  'live.barrageTooFast': {
    zh: '发送太快了，请 {seconds} 秒后再发',
    en: 'You are sending too fast. Wait {seconds} s.',
    vi: 'Bạn gửi quá nhanh. Hãy đợi {seconds} giây.',
  },
  'live.barrageDuplicate': {
    zh: '请不要重复发送相同内容',
    en: 'Please do not send the same message again.',
    vi: 'Vui lòng không gửi lại cùng một nội dung.',
  },
  'anchor.applicationSubmitted': {
    zh: '申请已提交，等待审核',
    en: 'Application sent. It is waiting for review.',
    vi: 'Đã gửi đơn. Đơn đang chờ xét duyệt.',
  },
  'anchor.noApplication': {
    zh: '该用户没有待审核的申请',
    en: 'This member has no application to review.',
    vi: 'Thành viên này không có đơn nào chờ duyệt.',
  },
  'admin.operatorsOnly': {
    zh: '仅运营人员可操作',
    en: 'Only operators can do this.',
    vi: 'Chỉ quản trị viên mới có thể thực hiện thao tác này.',
  },
  'admin.administratorsOnly': {
    zh: '仅管理员可操作（资金设置与人员角色）',
    en: 'Only administrators can do this (money settings and staff roles).',
    vi: 'Chỉ quản trị viên cấp cao mới có thể làm việc này (cài đặt tiền và vai trò nhân sự).',
  },
  'admin.ownRole': {
    zh: '不能更改自己的角色',
    en: 'You cannot change your own role.',
    vi: 'Bạn không thể đổi vai trò của chính mình.',
  },
  'upload.tokenInvalid': {
    zh: '上传凭证无效或已过期，请重新上传',
    en: 'The upload link has expired. Please upload again.',
    vi: 'Liên kết tải lên đã hết hạn. Vui lòng tải lên lại.',
  },
  'upload.tokenUsed': {
    zh: '该上传凭证已使用过，请重新上传',
    en: 'This upload link has already been used. Please upload again.',
    vi: 'Liên kết tải lên này đã được dùng. Vui lòng tải lên lại.',
  },
  'upload.dailyQuota': {
    zh: '今日上传已达上限（每天 {files} 个文件或 {megabytes} MB），请明天再试',
    en: "You have reached today's upload limit ({files} files or {megabytes} MB a day). Try again tomorrow.",
    vi: 'Bạn đã đạt giới hạn tải lên hôm nay ({files} tệp hoặc {megabytes} MB mỗi ngày). Hãy thử lại vào ngày mai.',
  },
  'upload.tooFast': {
    zh: '上传太频繁，请稍等一分钟再试',
    en: 'Too many uploads in a short time. Wait a minute and try again.',
    vi: 'Tải lên quá nhanh. Hãy đợi một phút rồi thử lại.',
  },
  'upload.badImage': {
    zh: '请上传 png 或 jpg 格式、不超过 5M 的图片',
    en: 'Please upload a png or jpg picture of at most 5 MB.',
    vi: 'Vui lòng tải lên ảnh png hoặc jpg không quá 5 MB.',
  },
  'upload.badVideo': {
    zh: '请上传正确的视频格式（mp4 或 webm，小于 50M）',
    en: 'Please upload a correct video format (mp4 or webm, under 50 MB).',
    vi: 'Vui lòng tải lên video đúng định dạng (mp4 hoặc webm, dưới 50 MB).',
  },
  'match.notFound': {
    zh: '比赛不存在或已下架',
    en: 'There is no such match.',
    vi: 'Không tìm thấy trận đấu này.',
  },
  'match.noOdds': {
    zh: '本场暂无指数：本站未接入覆盖本场的赔率数据源',
    en: 'There are no odds for this match: no odds source on this site covers it.',
    vi: 'Trận này chưa có tỷ lệ: trang chưa có nguồn tỷ lệ kèo cho trận này.',
  },
  'match.competitionNotFound': {
    zh: '赛事不存在',
    en: 'There is no such competition.',
    vi: 'Không tìm thấy giải đấu này.',
  },
  'match.teamNotFound': {
    zh: '球队不存在',
    en: 'There is no such team.',
    vi: 'Không tìm thấy đội bóng này.',
  },
  'match.notFootball': {
    zh: '该比赛不是足球比赛',
    en: 'This is not a football match.',
    vi: 'Đây không phải trận bóng đá.',
  },
  'match.notBasketball': {
    zh: '该比赛不是篮球比赛',
    en: 'This is not a basketball match.',
    vi: 'Đây không phải trận bóng rổ.',
  },
  'match.alreadyFinished': {
    zh: '比赛已结束，无法预约',
    en: 'This match is over: it can no longer be reserved.',
    vi: 'Trận đấu đã kết thúc, không thể đặt lịch nhắc.',
  },
  'match.badTimeZone': {
    zh: '时区无效：{zone}',
    en: 'Unknown time zone: {zone}',
    vi: 'Múi giờ không hợp lệ: {zone}',
  },
  'match.tokenHeaderRequired': {
    zh: '此接口需要在请求头中携带 token，请使用 POST 方式',
    en: 'This call needs the token header; web pages use POST.',
    vi: 'API này cần token trong header; trang web hãy dùng POST.',
  },
  'im.malformed': {
    zh: '消息格式有误，请刷新页面后重试',
    en: 'That message was not understood. Reload the page and try again.',
    vi: 'Không hiểu được tin nhắn. Hãy tải lại trang và thử lại.',
  },
  'im.badSignature': {
    zh: '聊天登录失败：签名无效或已过期，请刷新页面',
    en: 'Could not sign in to chat: the signature is invalid or has expired. Reload the page.',
    vi: 'Không đăng nhập được trò chuyện: chữ ký không hợp lệ hoặc đã hết hạn. Hãy tải lại trang.',
  },
  'im.tooManyConnections': {
    zh: '聊天已在太多页面中打开，请关闭一些页面后重试',
    en: 'Chat is open in too many pages. Close some of them and try again.',
    vi: 'Trò chuyện đang mở ở quá nhiều trang. Hãy đóng bớt rồi thử lại.',
  },
  'im.notLoggedIn': {
    zh: '聊天服务尚未登录，请刷新页面',
    en: 'Chat is not signed in yet. Reload the page.',
    vi: 'Chưa đăng nhập trò chuyện. Hãy tải lại trang.',
  },
  'im.loginToChat': {
    zh: '登录后才能发言',
    en: 'Log in to chat.',
    vi: 'Hãy đăng nhập để trò chuyện.',
  },
  'im.notInRoom': {
    zh: '请先进入聊天室',
    en: 'Join the chat room first.',
    vi: 'Hãy vào phòng trò chuyện trước.',
  },
  'im.roomTextTooLong': {
    zh: '聊天室消息最多 {max} 个字',
    en: 'Room messages are at most {max} characters.',
    vi: 'Tin nhắn trong phòng tối đa {max} ký tự.',
  },
  'im.roomTextOnly': {
    zh: '聊天室只能发送文字和表情',
    en: 'Chat rooms take text and emoji only.',
    vi: 'Phòng trò chuyện chỉ nhận chữ và biểu tượng cảm xúc.',
  },
  'im.slowMode': {
    zh: '慢速模式已开启，请 {seconds} 秒后再发',
    en: 'Slow mode is on. You can send again in {seconds} s.',
    vi: 'Chế độ chậm đang bật. Bạn có thể gửi lại sau {seconds} giây.',
  },
  'im.followersOnly': {
    zh: '本聊天室仅限关注主播的用户发言，关注后即可聊天',
    en: 'Only followers can chat in this room. Follow the streamer to chat.',
    vi: 'Chỉ người theo dõi mới được trò chuyện trong phòng này. Hãy theo dõi người phát sóng.',
  },
  'im.blockedWord': {
    zh: '消息包含不允许的词语，请修改后再发',
    en: 'Your message contains a word that is not allowed here. Change it and send again.',
    vi: 'Tin nhắn có từ không được phép. Hãy sửa rồi gửi lại.',
  },
  'text.blockedWord': {
    zh: '内容包含不允许的词语，请修改后再提交',
    en: 'This contains a word that is not allowed here. Change it and try again.',
    vi: 'Nội dung có từ không được phép. Hãy sửa rồi thử lại.',
  },
  'profile.nicknameReserved': {
    zh: '该昵称为官方保留，请换一个',
    en: 'That name is reserved for the Tifo team. Choose another one.',
    vi: 'Tên này dành riêng cho đội ngũ Tifo. Hãy chọn tên khác.',
  },
  'im.cardUnknownMember': {
    zh: '名片只能分享本站会员',
    en: 'A personal card can only show a member of this site.',
    vi: 'Danh thiếp chỉ có thể là của thành viên trang này.',
  },
  'im.offerImageNotOurs': {
    zh: '卡片图片只能使用本站上传的图片',
    en: 'The card picture must be one uploaded here.',
    vi: 'Ảnh của thẻ phải là ảnh tải lên tại đây.',
  },
  'im.cannotMessageSelf': {
    zh: '不能给自己发私信',
    en: 'You cannot send a private message to yourself.',
    vi: 'Bạn không thể nhắn tin riêng cho chính mình.',
  },
  'im.touristNoPrivate': {
    zh: '游客不能私信，请先登录',
    en: 'Visitors cannot send private messages. Log in first.',
    vi: 'Khách không thể nhắn tin riêng. Hãy đăng nhập trước.',
  },
  'im.tooManyBlockedWords': {
    zh: '屏蔽词最多 {max} 个',
    en: 'At most {max} blocked words.',
    vi: 'Tối đa {max} từ bị chặn.',
  },
  'match.badDateRange': {
    zh: '日期范围无效：开始日期 {from} 晚于结束日期 {to}',
    en: 'Bad date range: {from} is after {to}.',
    vi: 'Khoảng ngày không hợp lệ: {from} sau {to}.',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type ServerMessageKey = keyof typeof SERVER_MESSAGES;

export function translate(
  language: Language,
  key: ServerMessageKey,
  params: Record<string, string | number> = {},
): string {
  const template: string = SERVER_MESSAGES[key][language];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
