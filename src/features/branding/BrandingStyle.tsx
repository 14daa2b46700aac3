import { useEffect } from 'react';
import { applyBranding } from './apply-branding';
import { useTheming } from '../../entities/theming/api';

/** Applies the connected user's colors to the whole page. */
export function BrandingStyle() {
  const { data: theming } = useTheming();
  useEffect(() => applyBranding(theming), [theming]);
  return null;
}
