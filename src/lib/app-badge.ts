/**
 * The installed app's icon shows a number (the Badging API): set where the browser has it, cleared
 * at 0. A page that is not installed ignores it; a browser without it (Firefox, older Safari) is
 * left alone, and a refusal (no permission, not installed on some systems) changes nothing for
 * the page.
 */

/** The two calls of the Badging API, optional: most browsers lack them. */
export interface BadgingNavigator {
  setAppBadge?: (contents?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
}

export function showAppBadge(
  count: number,
  target: BadgingNavigator | undefined = typeof navigator === 'undefined' ? undefined : navigator,
): void {
  if (!target) return;
  try {
    const shown = count > 0 ? target.setAppBadge?.(count) : target.clearAppBadge?.();
    // Rejected when the browser will not show it: nothing the user can act on.
    void shown?.catch(() => undefined);
  } catch {
    // Thrown synchronously by some browsers for the same reason.
  }
}
