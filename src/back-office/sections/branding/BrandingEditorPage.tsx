/**
 * A branding's editor: its two colors with the contrast check and a live preview of the PWA's
 * header, its three logos, and who sees it. Saving is refused below WCAG AA, here as on the
 * server (src/lib/contrast.ts for both).
 */
import { useId } from 'react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  HexColor,
  LOGO_KINDS,
  LOGO_KIND_LABELS,
  type BoTheming,
  type LogoKind,
} from '../../../contract/back-office/schemas/branding';
import { ROLE_LABELS } from '../../../contract/back-office/schemas/users';
import { imageDataUrl } from '../../../lib/images';
import {
  FileUploadField,
  FormError,
  FormSubmit,
  PageHeader,
  useSave,
  useZodForm,
} from '../../components';
import {
  deleteBrandingLogo,
  brandingChanged,
  brandingQueryOptions,
  updateBrandingColors,
  uploadBrandingLogo,
} from './api';
import { ColorField } from './ColorField';
import { ContrastCheck, contrastVerdict } from './ContrastCheck';
import { HeaderPreview } from './HeaderPreview';
import './branding.css';

export const SAVE_COLORS_LABEL = 'Enregistrer les couleurs';
export const LOGO_HINT = 'PNG, JPEG ou WebP, 200 Ko au plus (SVG refusé).';

/**
 * The form checks each color's format; the pair's contrast is the check's (below), which also
 * keeps the button disabled. The server checks both again (BoThemingInput).
 */
const ColorsForm = z.object({ mainColor: HexColor, textColor: HexColor });

const LOGO_FIELDS = {
  universe: 'universeLogoBase64',
  network: 'networkLogoBase64',
  agency: 'agencyLogoBase64',
} as const satisfies Record<LogoKind, keyof BoTheming>;

function titleOf(branding: BoTheming): string {
  const owner =
    branding.companies[0]?.name ??
    (branding.users[0] ? `${branding.users[0].firstname} ${branding.users[0].lastname}` : null);
  return owner ? `Habillage : ${owner}` : `Habillage n° ${branding.id}`;
}

export function BrandingEditorPage({ brandingId }: { brandingId: number }) {
  const queryClient = useQueryClient();
  const { data: branding } = useSuspenseQuery(brandingQueryOptions(brandingId));
  const logos = Object.fromEntries(
    LOGO_KINDS.map((kind) => [kind, branding[LOGO_FIELDS[kind]]]),
  ) as Record<LogoKind, string | null>;

  return (
    <>
      <PageHeader title={titleOf(branding)} />
      <Owners branding={branding} />
      <div className="bo-branding__layout">
        <section className="bo-panel" aria-labelledby="branding-colors-title">
          <h2 id="branding-colors-title">Couleurs</h2>
          <ColorsEditor
            key={`${branding.mainColor}${branding.textColor}`}
            branding={branding}
            logos={logos}
            onSaved={(saved) => brandingChanged(queryClient, saved)}
          />
        </section>
        <section className="bo-panel" aria-labelledby="branding-logos-title">
          <h2 id="branding-logos-title">Logos</h2>
          {LOGO_KINDS.map((kind) => (
            <FileUploadField
              key={kind}
              label={LOGO_KIND_LABELS[kind]}
              accept="image/png,image/jpeg,image/webp"
              hint={LOGO_HINT}
              current={
                logos[kind]
                  ? {
                      kind: 'image',
                      url: imageDataUrl(logos[kind]),
                      alt: `${LOGO_KIND_LABELS[kind]} actuel`,
                    }
                  : null
              }
              upload={async (file) =>
                brandingChanged(
                  queryClient,
                  (await uploadBrandingLogo(branding.id, kind, file)).theming,
                )
              }
              remove={{
                label: 'Retirer ce logo',
                action: async () =>
                  brandingChanged(queryClient, await deleteBrandingLogo(branding.id, kind)),
              }}
            />
          ))}
        </section>
      </div>
    </>
  );
}

export function ColorsEditor({
  branding,
  logos,
  onSaved,
}: {
  branding: BoTheming;
  logos: Record<LogoKind, string | null>;
  onSaved: (branding: BoTheming) => void;
}) {
  const checkId = useId();
  const form = useZodForm(ColorsForm, {
    defaultValues: { mainColor: branding.mainColor, textColor: branding.textColor },
  });
  const { save, formError } = useSave(form.setError);
  const [mainColor, textColor] = useWatch({
    control: form.control,
    name: ['mainColor', 'textColor'],
  });
  const verdict = contrastVerdict(mainColor, textColor);

  return (
    <form
      className="bo-form"
      noValidate
      onSubmit={form.handleSubmit((input) =>
        save(async () => onSaved(await updateBrandingColors(branding.id, input))),
      )}
    >
      <FormError message={formError} />
      <div className="bo-branding__colors">
        <ColorField control={form.control} name="mainColor" label="Couleur principale" />
        <ColorField control={form.control} name="textColor" label="Couleur du texte" />
      </div>
      <ContrastCheck id={checkId} mainColor={mainColor} textColor={textColor} />
      <HeaderPreview mainColor={mainColor} textColor={textColor} logos={logos} />
      <FormSubmit
        label={SAVE_COLORS_LABEL}
        busy={form.formState.isSubmitting}
        disabled={!verdict.ok}
        describedBy={checkId}
      />
    </form>
  );
}

function Owners({ branding }: { branding: BoTheming }) {
  if (branding.companies.length === 0 && branding.users.length === 0) {
    return <p className="bo-intro">Cet habillage n’est utilisé par personne.</p>;
  }
  return (
    <div className="bo-intro">
      <p>Vu par :</p>
      <ul className="bo-branding__owners">
        {branding.companies.map((company) => (
          <li key={`company-${company.id}`}>
            {company.name} ({company.userCount}{' '}
            {company.userCount > 1 ? 'utilisateurs' : 'utilisateur'}, sauf habillage personnel)
          </li>
        ))}
        {branding.users.map((user) => (
          <li key={`user-${user.id}`}>
            {user.firstname} {user.lastname} — {user.email} ({ROLE_LABELS[user.role]})
          </li>
        ))}
      </ul>
    </div>
  );
}
