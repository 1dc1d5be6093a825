/**
 * Each payment method's mark, drawn here (no vendor image files): the colour and the one
 * character buyers recognise it by in a payment list.
 */
const MARKS: Record<string, { background: string; glyph: string; size: number }> = {
  alipay: { background: '#1677ff', glyph: '支', size: 13 },
  wechat: { background: '#07c160', glyph: '微', size: 13 },
  vnpay: { background: '#005baa', glyph: 'VN', size: 10 },
  sandbox: { background: '#64748b', glyph: '✓', size: 13 },
};

export function PaymentMethodLogo({ provider }: { provider: string }) {
  const mark = MARKS[provider] ?? MARKS.sandbox;
  if (!mark) return null;
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6 shrink-0"
      data-testid={`payment-logo-${provider}`}
    >
      <rect width="24" height="24" rx="6" fill={mark.background} />
      <text
        x="12"
        y="12.5"
        fill="#fff"
        fontSize={mark.size}
        fontWeight="700"
        textAnchor="middle"
        dominantBaseline="middle"
      >
        {mark.glyph}
      </text>
    </svg>
  );
}
