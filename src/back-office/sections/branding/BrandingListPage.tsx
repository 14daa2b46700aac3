/**
 * « Habillage »: the brandings of the networks and agencies (and of any company or user that has
 * one), their colors and which logos they have; a company without one can be given one here
 * (docs/back-office/branding.md).
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import {
  LOGO_KINDS,
  type BoBranding,
  type BoThemingSummary,
} from '../../../contract/back-office/schemas/branding';
import { ROLE_LABELS } from '../../../contract/back-office/schemas/users';
import { contrastRatio, formatContrastRatio, HEX_COLOR_PATTERN } from '../../../lib/contrast';
import { FormError, boColumns, useListQuery } from '../../components';
import { ListScreen } from '../../components/list/ListScreen';
import { errorMessage } from '../../http';
import { boBrandingKeys, createCompanyBranding, fetchBrandingPage, brandingChanged } from './api';
import { useCssColors } from './use-css-colors';
import './branding.css';

/** A new branding's colors: the back office's own blue, white text (6,7:1). */
export const NEW_BRANDING_COLORS = { mainColor: '#1d4ed8', textColor: '#ffffff' };

const LOGO_SHORT_NAMES = { universe: 'univers', network: 'réseau', agency: 'agence' } as const;

const column = boColumns<BoBranding>();

function ColorSwatch({ color }: { color: string }) {
  const ref = useCssColors<HTMLSpanElement>({
    '--swatch': HEX_COLOR_PATTERN.test(color) ? color : 'transparent',
  });
  return <span ref={ref} className="bo-swatch" aria-hidden="true" />;
}

function Colors({ branding }: { branding: BoThemingSummary }) {
  const readable =
    HEX_COLOR_PATTERN.test(branding.mainColor) && HEX_COLOR_PATTERN.test(branding.textColor);
  return (
    <span className="bo-branding-colors">
      <ColorSwatch color={branding.mainColor} />
      <span>{branding.mainColor}</span>
      <ColorSwatch color={branding.textColor} />
      <span>{branding.textColor}</span>
      {readable ? (
        <span className="bo-field-hint">
          ({formatContrastRatio(contrastRatio(branding.mainColor, branding.textColor))})
        </span>
      ) : null}
    </span>
  );
}

const COLUMNS = [
  column.accessor('name', {
    header: 'Nom',
    enableSorting: true,
  }),
  column.accessor('roles', {
    id: 'role',
    header: 'Rôle',
    enableSorting: true,
    cell: ({ getValue }) =>
      getValue()
        .map((role) => ROLE_LABELS[role])
        .join(', ') || '—',
  }),
  column.accessor('userCount', { header: 'Utilisateurs' }),
  column.accessor('theming', {
    id: 'colors',
    header: 'Couleurs',
    cell: ({ getValue }) => {
      const branding = getValue();
      return branding ? <Colors branding={branding} /> : 'Aucun habillage';
    },
  }),
  column.accessor('theming', {
    id: 'logos',
    header: 'Logos',
    cell: ({ getValue }) => {
      const branding = getValue();
      if (!branding) return '—';
      const set = LOGO_KINDS.filter((kind) => branding.logos[kind]);
      return set.length === 0 ? 'Aucun' : set.map((kind) => LOGO_SHORT_NAMES[kind]).join(', ');
    },
  }),
];

export function BrandingListPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const query = useListQuery<BoBranding>({
    queryKey: boBrandingKeys.lists(),
    fetchPage: (query) => fetchBrandingPage({ ...query, sort: query.sort as 'role' | 'name' }),
  });

  async function create(row: BoBranding) {
    setError(null);
    try {
      const branding = await createCompanyBranding(row.ownerId, NEW_BRANDING_COLORS);
      brandingChanged(queryClient, branding);
      await navigate({ to: '/branding/$brandingId', params: { brandingId: String(branding.id) } });
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  return (
    <ListScreen
      title="Habillage"
      intro={
        <>
          <p className="bo-intro">
            Les couleurs et les logos que voient les utilisateurs de chaque réseau et de chaque
            agence dans l’en-tête de l’application.
          </p>
          <FormError message={error} />
        </>
      }
      caption="Habillages des réseaux et des agences"
      columns={COLUMNS}
      {...query}
      getRowId={(row) => `${row.owner}-${row.ownerId}`}
      searchLabel="Rechercher (nom, e-mail)"
      rowActions={(row) =>
        row.theming ? (
          <Link
            to="/branding/$brandingId"
            params={{ brandingId: String(row.theming.id) }}
            className="bo-button bo-button--small"
          >
            Modifier<span className="bo-visually-hidden"> l’habillage de {row.name}</span>
          </Link>
        ) : row.owner === 'company' ? (
          <button
            type="button"
            className="bo-button bo-button--small"
            onClick={() => void create(row)}
          >
            Créer un habillage
            <span className="bo-visually-hidden"> pour {row.name}</span>
          </button>
        ) : null
      }
    />
  );
}
