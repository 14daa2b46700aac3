interface NavigatorWithUAData extends Navigator {
  userAgentData?: { mobile: boolean };
}

/** Mobile browsers land on the offer list after login. */
export function isMobileBrowser(nav: Navigator = navigator): boolean {
  const hint = (nav as NavigatorWithUAData).userAgentData?.mobile;
  if (typeof hint === 'boolean') return hint;
  return /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i.test(nav.userAgent);
}
