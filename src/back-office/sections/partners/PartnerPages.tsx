/**
 * A partner's pages: the new partner's form, and an existing partner's form with its logo, its
 * users and its deletion (docs/back-office/partners.md). A partner that still has users cannot be
 * deleted (the server answers why): the admin deactivates it instead.
 */
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { imageDataUrl } from '../../../lib/images';
import {
  FileUploadField,
  FormError,
  PageHeader,
  useConfirmedDelete,
  useToast,
} from '../../components';
import {
  createPartner,
  deletePartner,
  deletePartnerLogo,
  partnerChanged,
  partnerDeleted,
  partnerQueryOptions,
  updatePartner,
  uploadPartnerLogo,
} from './api';
import { PartnerForm } from './PartnerForm';
import { PartnerUsers } from './PartnerUsers';
import { ActiveBadge } from './PartnersListPage';
import './partners.css';

export const LOGO_HINT = 'PNG, JPEG ou WebP, 200 Ko au plus (SVG refusé).';
export const DELETE_LABEL = 'Supprimer le partenaire';

export function NewPartnerPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="Nouveau partenaire" />
      <PartnerForm
        onSave={async (input) => {
          const partner = await createPartner(input);
          partnerChanged(queryClient, partner);
          await navigate({
            to: '/partners/$partnerId',
            params: { partnerId: String(partner.id) },
          });
        }}
      />
      <p className="bo-field-hint">Le logo s’ajoute une fois le partenaire enregistré.</p>
    </>
  );
}

export function PartnerPage({ partnerId }: { partnerId: number }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const { requestDelete, deleteError, dialog } = useConfirmedDelete();
  const { data: partner } = useSuspenseQuery(partnerQueryOptions(partnerId));

  const remove = () =>
    requestDelete({
      title: `Supprimer le partenaire « ${partner.name} » ?`,
      message: 'Cette suppression est définitive.',
      remove: async () => {
        await deletePartner(partner.id);
        partnerDeleted(queryClient, partner.id);
        toast.show('Partenaire supprimé.', { kind: 'success' });
        await navigate({ to: '/partners' });
      },
    });

  return (
    <>
      <PageHeader
        title={partner.name}
        actions={
          <button
            type="button"
            className="bo-button bo-button--danger"
            onClick={() => void remove()}
          >
            {DELETE_LABEL}
          </button>
        }
      />
      <FormError message={deleteError} />
      <p className="bo-partners__summary">
        <ActiveBadge active={partner.active} /> · {partner.userCount}{' '}
        {partner.userCount > 1 ? 'utilisateurs' : 'utilisateur'}
      </p>
      <div className="bo-partners__layout">
        <section className="bo-panel" aria-labelledby="partner-form-title">
          <h2 id="partner-form-title">Informations</h2>
          {/* A new key after each save: the form starts again from the saved values. */}
          <PartnerForm
            key={`${partner.id}-${partner.name}-${partner.active}`}
            partner={partner}
            onSave={async (input) =>
              partnerChanged(queryClient, await updatePartner(partner.id, input))
            }
          />
        </section>
        <section className="bo-panel" aria-labelledby="partner-logo-title">
          <h2 id="partner-logo-title">Logo</h2>
          <FileUploadField
            label="Logo du partenaire"
            accept="image/png,image/jpeg,image/webp"
            hint={LOGO_HINT}
            current={
              partner.logoBase64
                ? {
                    kind: 'image',
                    url: imageDataUrl(partner.logoBase64),
                    alt: `Logo actuel de ${partner.name}`,
                  }
                : null
            }
            upload={async (file) =>
              partnerChanged(queryClient, (await uploadPartnerLogo(partner.id, file)).partner)
            }
            remove={{
              label: 'Retirer le logo',
              action: async () => partnerChanged(queryClient, await deletePartnerLogo(partner.id)),
            }}
          />
        </section>
      </div>
      <PartnerUsers partnerId={partner.id} />
      {dialog}
    </>
  );
}
