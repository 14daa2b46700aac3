import { imageDataUrl } from '../../lib/images';

export interface ContentLogoProps {
  base64: string | null;
  /** Whose logo: the image is decorative next to that name, so it is only used for the initials. */
  name: string;
  size?: 'small' | 'large';
}

/** A supplier's or service's logo, or its initials on a tinted square when it has none. */
export function ContentLogo({ base64, name, size = 'small' }: ContentLogoProps) {
  const className = `content-logo content-logo--${size}`;
  // Loaded only near the screen: each SVG logo is a document that Chromium builds on the main
  // thread (about 10 ms on a phone), and a list holds dozens of them.
  if (base64)
    return (
      <img
        className={className}
        src={imageDataUrl(base64)}
        alt=""
        loading="lazy"
        decoding="async"
      />
    );
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase('fr-FR'))
    .join('');
  return (
    <span className={`${className} content-logo--initials`} aria-hidden="true">
      {initials}
    </span>
  );
}
