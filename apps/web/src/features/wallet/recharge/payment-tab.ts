/**
 * Opens the payment page in a new tab; false when the browser blocked the popup (the dialog
 * then shows a link to click). `window.open(url, '_blank', 'noopener')` cannot be used: with
 * `noopener` it returns null even when the tab opened, so a block could not be told apart.
 * The opener is cut by hand instead, before the new page has run any script.
 */
export function openPaymentTab(url: string): boolean {
  const tab = window.open(url, '_blank');
  if (!tab) return false;
  tab.opener = null;
  return true;
}
