/**
 * The contrast of the branding's text on its main color, as the admin types: the same function
 * as the server's check (src/lib/contrast.ts), so that what this says is what saving will get.
 */
import {
  HEX_COLOR_PATTERN,
  contrastRatio,
  formatContrastRatio,
  insufficientContrastMessage,
  meetsContrastAA,
} from '../../../lib/contrast';

export const NEED_TWO_COLORS =
  'Indiquez deux couleurs au format #rrggbb pour mesurer le contraste.';

export function sufficientContrastMessage(ratio: number): string {
  return `Contraste suffisant (${formatContrastRatio(ratio)}) : conforme au niveau AA, au moins 4,5:1.`;
}

/** What the check says about a pair, and whether saving is allowed. */
export function contrastVerdict(
  mainColor: string,
  textColor: string,
): { ok: boolean; message: string } {
  if (!HEX_COLOR_PATTERN.test(mainColor) || !HEX_COLOR_PATTERN.test(textColor)) {
    return { ok: false, message: NEED_TWO_COLORS };
  }
  const ratio = contrastRatio(mainColor, textColor);
  return meetsContrastAA(mainColor, textColor)
    ? { ok: true, message: sufficientContrastMessage(ratio) }
    : { ok: false, message: insufficientContrastMessage(ratio) };
}

export function ContrastCheck({
  id,
  mainColor,
  textColor,
}: {
  id: string;
  mainColor: string;
  textColor: string;
}) {
  const { ok, message } = contrastVerdict(mainColor, textColor);
  return (
    <p
      id={id}
      className={`bo-contrast bo-contrast--${ok ? 'ok' : 'bad'}`}
      role="status"
      aria-live="polite"
    >
      <span className="bo-contrast__mark" aria-hidden="true">
        {ok ? '✓' : '✗'}
      </span>{' '}
      {message}
    </p>
  );
}
