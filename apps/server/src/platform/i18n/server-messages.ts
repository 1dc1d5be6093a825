import type { Language } from '@tifo/contract';

/**
 * Every message the server puts in an envelope's `msg`, in the three languages.
 * `{name}` placeholders are filled by `translate`.
 */
export const SERVER_MESSAGES = {
  ok: { zh: '成功', en: 'OK', vi: 'Thành công' },
  'request.invalid': {
    zh: '请求参数有误：{fields}',
    en: 'Some of what was sent is not valid: {fields}',
    vi: 'Dữ liệu gửi lên không hợp lệ: {fields}',
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
