import { imageDataUrl } from '../../lib/images';
import { usePartnerLogo, useTheming } from '../../entities/theming/api';

/** The universe, network and agency logos of the user's branding (at most 60 px high). */
export function BrandLogos() {
  const { data: theming } = useTheming();
  const logos = [
    { base64: theming?.universeLogoBase64, alt: 'Logo de l’univers' },
    { base64: theming?.networkLogoBase64, alt: 'Logo du réseau' },
    { base64: theming?.agencyLogoBase64, alt: 'Logo de l’agence' },
  ].filter((logo): logo is { base64: string; alt: string } => !!logo.base64);
  if (logos.length === 0) return <img className="brand-logo" src="/logo.svg" alt="Avantages Pro" />;
  return (
    <>
      {logos.map((logo) => (
        <img key={logo.alt} className="brand-logo" src={imageDataUrl(logo.base64)} alt={logo.alt} />
      ))}
    </>
  );
}

/** A partner shows its own logo. */
export function PartnerLogo({ userId }: { userId: number }) {
  const { data: logo } = usePartnerLogo(userId);
  if (!logo) return <img className="brand-logo" src="/logo.svg" alt="Avantages Pro" />;
  return <img className="brand-logo" src={imageDataUrl(logo)} alt="Logo du partenaire" />;
}
