import { DEFAULT_MAIN_COLOR } from '../../contract/constants';
import type { Theming } from '../../contract/api';

const HEX_COLOR = /^#(?:[0-9a-f]{3}){1,2}$/i;

/** Relative luminance (WCAG 2.1) of a #rgb or #rrggbb color. */
function luminance(hex: string): number {
  const digits =
    hex.length === 4 ? [...hex.slice(1)].map((d) => d + d) : (hex.slice(1).match(/../g) ?? []);
  const [r, g, b] = digits.map((pair) => {
    const channel = parseInt(pair, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The colors of the user's branding as CSS custom properties. The text color on the main color
 * is kept only when it stays readable (WCAG AA, 4.5:1); otherwise white or near-black is used.
 */
export function brandingVariables(theming: Theming | undefined): Record<string, string> {
  const main =
    theming && HEX_COLOR.test(theming.mainColor) ? theming.mainColor : DEFAULT_MAIN_COLOR;
  const wanted =
    theming?.textColor && HEX_COLOR.test(theming.textColor) ? theming.textColor : '#ffffff';
  const onMain =
    contrastRatio(main, wanted) >= 4.5
      ? wanted
      : contrastRatio(main, '#ffffff') >= contrastRatio(main, '#1c2430')
        ? '#ffffff'
        : '#1c2430';
  return { '--color-main': main, '--color-main-text': onMain };
}

export function applyBranding(
  theming: Theming | undefined,
  root: HTMLElement = document.documentElement,
) {
  for (const [name, value] of Object.entries(brandingVariables(theming))) {
    root.style.setProperty(name, value);
  }
}
