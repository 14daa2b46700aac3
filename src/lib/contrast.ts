/**
 * The contrast of a text color on a background color, as WCAG 2.1 measures it (relative
 * luminance, then (L1 + 0.05) / (L2 + 0.05)). One function for the back office's branding form,
 * which shows the ratio as the admin types, and for the server, which refuses a pair below AA:
 * both must judge a pair the same way, to the last decimal.
 */

/** WCAG 2.1 AA for normal text. */
export const MIN_CONTRAST_RATIO = 4.5;

/** `#rrggbb`, the only color format the back office stores. */
export const HEX_COLOR_PATTERN = /^#[0-9a-f]{6}$/i;

/** The sRGB channel (0–255) linearised, as WCAG 2.1's relative luminance defines it. */
function linearChannel(value: number): number {
  const channel = value / 255;
  return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a `#rrggbb` color, from 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  if (!HEX_COLOR_PATTERN.test(hex)) throw new Error(`Not a #rrggbb color: ${hex}`);
  const [r, g, b] = [1, 3, 5].map((start) =>
    linearChannel(parseInt(hex.slice(start, start + 2), 16)),
  ) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two `#rrggbb` colors, from 1 (same luminance) to 21 (black on white). */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * The ratio as French readers write it, "4,4:1". Rounded down to a tenth, so that a refused pair
 * never shows as "4,5:1" (4.46 would round to it).
 */
export function formatContrastRatio(ratio: number): string {
  return `${(Math.floor(ratio * 10) / 10).toFixed(1).replace('.', ',')}:1`;
}

/** The message shown (and answered by the server) for a pair below AA. */
export function insufficientContrastMessage(ratio: number): string {
  return `Contraste insuffisant (${formatContrastRatio(ratio)}) : il faut au moins 4,5:1.`;
}

/** True when text of `textColor` on `mainColor` meets WCAG AA for normal text. */
export function meetsContrastAA(mainColor: string, textColor: string): boolean {
  return contrastRatio(mainColor, textColor) >= MIN_CONTRAST_RATIO;
}
