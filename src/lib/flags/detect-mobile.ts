/**
 * The `mobileDevice` evaluation attribute. The client hint `Sec-CH-UA-Mobile` (Chromium browsers
 * send it on every request) is authoritative; otherwise the user agent decides. Tablets count as
 * desktop, as they get the desktop layout.
 */
const MOBILE_USER_AGENT = /Mobi|iPhone|iPod|Windows Phone|BlackBerry|BB10|Opera Mini|IEMobile/i;

export function detectMobileDevice(userAgent: string | undefined, mobileHint: string | undefined): boolean {
  const hint = mobileHint?.trim();
  if (hint === '?1') return true;
  if (hint === '?0') return false;
  return MOBILE_USER_AGENT.test(userAgent ?? '');
}
