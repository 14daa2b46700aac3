/**
 * A live preview of the PWA's header with this branding (src/app/navigation/AppHeader.tsx): the
 * logos in a white bar, and the main color where the app uses it, the home button, the current
 * page's mark and the main buttons, with the text color on it. Drawn by this section's own CSS;
 * the colors reach it as custom properties (./use-css-colors.ts), the CSP forbidding inline
 * styles. Nothing in it can be clicked: it is a picture of the header.
 */
import { imageDataUrl } from '../../../lib/images';
import { HEX_COLOR_PATTERN } from '../../../lib/contrast';
import {
  LOGO_KINDS,
  LOGO_KIND_LABELS,
  type LogoKind,
} from '../../../contract/back-office/schemas/branding';
import { useCssColors } from './use-css-colors';

export const PREVIEW_LABEL = 'Aperçu de l’en-tête de l’application';

export function HeaderPreview({
  mainColor,
  textColor,
  logos,
}: {
  mainColor: string;
  textColor: string;
  logos: Record<LogoKind, string | null>;
}) {
  // While a color is being typed, the preview keeps a neutral grey rather than a broken value.
  const ref = useCssColors<HTMLDivElement>({
    '--preview-main': HEX_COLOR_PATTERN.test(mainColor) ? mainColor : '#6b7585',
    '--preview-text': HEX_COLOR_PATTERN.test(textColor) ? textColor : '#ffffff',
  });
  const shown = LOGO_KINDS.flatMap((kind) => {
    const base64 = logos[kind];
    return base64 ? [{ kind, base64 }] : [];
  });

  return (
    <figure className="bo-preview">
      <figcaption className="bo-field-label">{PREVIEW_LABEL}</figcaption>
      <div ref={ref} className="bo-preview__frame" data-testid="header-preview">
        <div className="bo-preview__bar">
          <div className="bo-preview__brand">
            {shown.length === 0 ? (
              <img className="bo-preview__logo" src="/logo.svg" alt="Avantages Pro" />
            ) : (
              shown.map(({ kind, base64 }) => (
                <img
                  key={kind}
                  className="bo-preview__logo"
                  src={imageDataUrl(base64)}
                  alt={LOGO_KIND_LABELS[kind]}
                />
              ))
            )}
          </div>
          <span className="bo-preview__home" data-testid="preview-home">
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d="M12 3 2 12h3v8h6v-6h2v6h6v-8h3z" fill="currentColor" />
            </svg>
            <span className="bo-visually-hidden">Accueil</span>
          </span>
        </div>
        <div className="bo-preview__nav">
          <span className="bo-preview__link bo-preview__link--current">Offres négociées</span>
          <span className="bo-preview__link">Promotions</span>
          <span className="bo-preview__link">Actualités</span>
        </div>
        <div className="bo-preview__content">
          <span className="bo-preview__button" data-testid="preview-button">
            Voir l’offre
          </span>
        </div>
      </div>
    </figure>
  );
}
