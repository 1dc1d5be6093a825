import type { Language } from '@tifo/contract';
import type { FastifyReply } from 'fastify';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** "¥12.34" or "22.000 ₫": an amount in its currency's minor units, as a buyer reads it. */
export function formatPaymentAmount(currency: string, amountMinor: number): string {
  if (currency === 'VND') return `${amountMinor.toLocaleString('vi-VN')} ₫`;
  return `¥${(amountMinor / 100).toFixed(2)}`;
}

export interface PaymentPage {
  language: Language;
  status: number;
  title: string;
  /** Trusted HTML: callers escape what they put in. */
  body: string;
  /** A yellow notice above the body (the sandbox says no real money moves). */
  note?: string;
  /** Reload the page every few seconds (it waits for the payment). */
  refreshSeconds?: number;
  /** Replaces the site's content security policy (a page posting a form to a provider). */
  contentSecurityPolicy?: string;
}

/** The small server-rendered pages around a payment: checkout, QR code, return. */
export function sendPaymentPage(reply: FastifyReply, page: PaymentPage) {
  if (page.contentSecurityPolicy)
    reply.header('content-security-policy', page.contentSecurityPolicy);
  const refresh =
    page.refreshSeconds === undefined
      ? ''
      : `<meta http-equiv="refresh" content="${page.refreshSeconds}">`;
  const note =
    page.note === undefined
      ? ''
      : `<p style="color:#92400e;background:#fef3c7;padding:.5rem;border-radius:6px">${page.note}</p>`;
  return reply
    .status(page.status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="${page.language === 'zh' ? 'zh-CN' : page.language}"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width,initial-scale=1">${refresh}<title>${page.title}</title></head>` +
        `<body style="font-family:system-ui,sans-serif;background:#f1f5f9;margin:0;padding:2rem">` +
        `<main style="max-width:26rem;margin:auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 1px 3px #0002">` +
        `<h1 style="font-size:1.25rem;margin-top:0">${page.title}</h1>${note}${page.body}</main></body></html>`,
    );
}
