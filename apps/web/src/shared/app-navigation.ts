/**
 * Navigation for code outside React (API client, session sequences): a full page load until
 * the router exists, then the router's own navigation.
 */
let navigateImpl: (to: string) => void = (to) => location.assign(to);

export function setAppNavigate(navigate: (to: string) => void): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string): void {
  navigateImpl(to);
}
