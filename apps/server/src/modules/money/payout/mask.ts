/** Bank card: the first 4 and last 4 digits, the middle starred. */
export function maskCardNumber(card: string): string {
  if (card.length <= 8) return card.replace(/.(?=.{4})/g, '*');
  return `${card.slice(0, 4)} **** **** ${card.slice(-4)}`;
}

/** Alipay account: a phone keeps its first 3 and last 4; an email its first 2 and domain. */
export function maskAlipayAccount(account: string): string {
  const at = account.indexOf('@');
  if (at > 0) return `${account.slice(0, Math.min(2, at))}***${account.slice(at)}`;
  if (account.length <= 7) return account.replace(/.(?=.{2})/g, '*');
  return `${account.slice(0, 3)}****${account.slice(-4)}`;
}
