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
} from '../../../contract/back-office/schemas/theming';
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
  deleteThemingLogo,
  themingChanged,
  themingQueryOptions,
  updateThemingColors,
  uploadThemingLogo,
} from './api';
import { ColorField } from './ColorField';
import { ContrastCheck, contrastVerdict } from './ContrastCheck';
import { HeaderPreview } from './HeaderPreview';
import './theming.css';

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

function titleOf(theming: BoTheming): string {
  const owner =
    theming.companies[0]?.name ??
    (theming.users[0] ? `${theming.users[0].firstname} ${theming.users[0].lastname}` : null);
  return owner ? `Habillage : ${owner}` : `Habillage n° ${theming.id}`;
}

export function ThemingEditorPage({ themingId }: { themingId: number }) {
  const queryClient = useQueryClient();
  const { data: theming } = useSuspenseQuery(themingQueryOptions(themingId));
  const logos = Object.fromEntries(
    LOGO_KINDS.map((kind) => [kind, theming[LOGO_FIELDS[kind]]]),
  ) as Record<LogoKind, string | null>;

  return (
    <>
      <PageHeader title={titleOf(theming)} />
      <Owners theming={theming} />
      <div className="bo-theming__layout">
        <section className="bo-panel" aria-labelledby="theming-colors-title">
          <h2 id="theming-colors-title">Couleurs</h2>
          <ColorsEditor
            key={`${theming.mainColor}${theming.textColor}`}
            theming={theming}
            logos={logos}
            onSaved={(saved) => themingChanged(queryClient, saved)}
          />
        </section>
        <section className="bo-panel" aria-labelledby="theming-logos-title">
          <h2 id="theming-logos-title">Logos</h2>
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
                themingChanged(
                  queryClient,
                  (await uploadThemingLogo(theming.id, kind, file)).theming,
                )
              }
              remove={{
                label: 'Retirer ce logo',
                action: async () =>
                  themingChanged(queryClient, await deleteThemingLogo(theming.id, kind)),
              }}
            />
          ))}
        </section>
      </div>
    </>
  );
}

export function ColorsEditor({
  theming,
  logos,
  onSaved,
}: {
  theming: BoTheming;
  logos: Record<LogoKind, string | null>;
  onSaved: (theming: BoTheming) => void;
}) {
  const checkId = useId();
  const form = useZodForm(ColorsForm, {
    defaultValues: { mainColor: theming.mainColor, textColor: theming.textColor },
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
        save(async () => onSaved(await updateThemingColors(theming.id, input))),
      )}
    >
      <FormError message={formError} />
      <div className="bo-theming__colors">
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

function Owners({ theming }: { theming: BoTheming }) {
  if (theming.companies.length === 0 && theming.users.length === 0) {
    return <p className="bo-intro">Cet habillage n’est utilisé par personne.</p>;
  }
  return (
    <div className="bo-intro">
      <p>Vu par :</p>
      <ul className="bo-theming__owners">
        {theming.companies.map((company) => (
          <li key={`company-${company.id}`}>
            {company.name} ({company.userCount}{' '}
            {company.userCount > 1 ? 'utilisateurs' : 'utilisateur'}, sauf habillage personnel)
          </li>
        ))}
        {theming.users.map((user) => (
          <li key={`user-${user.id}`}>
            {user.firstname} {user.lastname} — {user.email} ({ROLE_LABELS[user.role]})
          </li>
        ))}
      </ul>
    </div>
  );
}
