/**
 * Small generated images for the demo data. Each function returns the base64 of an SVG document
 * (mime type image/svg+xml) WITHOUT the `data:` prefix, as the API serves logos.
 */

const PALETTE = [
  '#1e6fd9',
  '#0f9d76',
  '#e0682b',
  '#8e44ad',
  '#c0392b',
  '#16a085',
  '#d4a017',
  '#2c3e50',
  '#e84393',
  '#00838f',
] as const;

function toBase64(svg: string): string {
  return Buffer.from(svg, 'utf8').toString('base64');
}

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** Up to two initials of a name, ignoring small words ("de", "&"...). */
export function initials(name: string): string {
  const words = name
    .split(/[\s\-&'’]+/)
    .filter((word) => word.length > 2 || /^[A-ZÉ0-9]/.test(word))
    .filter(Boolean);
  const letters = words.slice(0, 2).map((word) => word.charAt(0).toUpperCase());
  return letters.join('') || name.charAt(0).toUpperCase();
}

/** A stable colour for a name, so a brand keeps its colour across offers. */
export function colorFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) >>> 0;
  return PALETTE[hash % PALETTE.length] as string;
}

const logoCache = new Map<string, string>();

/** Initials on a coloured rounded square (120 × 120); memoised, as brands repeat across offers. */
export function logoSvgBase64(name: string, color = colorFor(name)): string {
  const key = `${name}|${color}`;
  const cached = logoCache.get(key);
  if (cached !== undefined) return cached;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">` +
    `<rect width="120" height="120" rx="24" fill="${color}"/>` +
    `<text x="60" y="60" dy="0.35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" ` +
    `font-size="46" font-weight="700" fill="#ffffff">${escapeXml(initials(name))}</text></svg>`;
  const base64 = toBase64(svg);
  logoCache.set(key, base64);
  return base64;
}

/** A wide banner (name on a coloured band) for universe, network and agency logos. */
export function bannerSvgBase64(name: string, color = colorFor(name)): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="60" viewBox="0 0 240 60">` +
    `<rect width="240" height="60" rx="12" fill="${color}"/>` +
    `<circle cx="30" cy="30" r="18" fill="#ffffff" fill-opacity="0.25"/>` +
    `<text x="30" y="30" dy="0.35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" ` +
    `font-size="16" font-weight="700" fill="#ffffff">${escapeXml(initials(name))}</text>` +
    `<text x="58" y="30" dy="0.35em" font-family="Arial, Helvetica, sans-serif" font-size="17" ` +
    `font-weight="600" fill="#ffffff">${escapeXml(name)}</text></svg>`;
  return toBase64(svg);
}

/** A landscape illustration (gradient, simple shapes, caption) for news and the login page. */
export function illustrationSvgBase64(caption: string, color = colorFor(caption)): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#0b1f3a"/>` +
    `</linearGradient></defs>` +
    `<rect width="800" height="450" fill="url(#g)"/>` +
    `<circle cx="650" cy="110" r="70" fill="#ffffff" fill-opacity="0.15"/>` +
    `<path d="M0 360 L220 250 L400 330 L580 220 L800 320 L800 450 L0 450 Z" fill="#ffffff" fill-opacity="0.12"/>` +
    `<text x="48" y="400" font-family="Arial, Helvetica, sans-serif" font-size="34" font-weight="700" ` +
    `fill="#ffffff">${escapeXml(caption)}</text></svg>`;
  return toBase64(svg);
}
