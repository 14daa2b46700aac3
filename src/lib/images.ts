/** A `data:` URL for a base64 image of the API (which sends them without the prefix). */
export function imageDataUrl(base64: string): string {
  // The seed stores SVG, the back office PNG, JPEG or WebP; the first bytes tell which.
  const mime = base64.startsWith('iVBOR')
    ? 'image/png'
    : base64.startsWith('/9j/')
      ? 'image/jpeg'
      : base64.startsWith('UklGR')
        ? 'image/webp'
        : 'image/svg+xml';
  return `data:${mime};base64,${base64}`;
}
