/**
 * A service's pages (docs/back-office/services.md): the new service's form, and an existing
 * service's form with its logo and its deletion.
 */
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
  SERVICE_TYPE_LABELS,
  type BoServiceDetail,
} from '../../../contract/back-office/schemas/services';
import { formatDateTime } from '../../../lib/dates';
import { imageDataUrl } from '../../../lib/images';
import {
  FileUploadField,
  FormError,
  PageHeader,
  StatusBadge,
  useConfirmedDelete,
  useToast,
} from '../../components';
import { IMAGE_ACCEPT, IMAGE_HINT, checkedImageFile } from '../../components/form/image-file';
import {
  createService,
  deleteService,
  deleteServiceLogo,
  serviceChanged,
  serviceDeleted,
  serviceQueryOptions,
  updateService,
  uploadServiceLogo,
} from './api';
import { emptyServiceInput, serviceInputOf } from './form-values';
import { ServiceForm } from './ServiceForm';
import './services.css';

export const NEW_SERVICE_TITLE = 'Nouveau service';
export const DELETE_LABEL = 'Supprimer le service';

export function NewServicePage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={NEW_SERVICE_TITLE} />
      <p className="bo-field-hint">Le logo se dépose une fois le service enregistré.</p>
      <ServiceForm
        values={emptyServiceInput()}
        savedMessage="Service créé."
        onSave={async (input) => {
          const service = await createService(input);
          serviceChanged(queryClient, service);
          await navigate({ to: '/services/$serviceId', params: { serviceId: String(service.id) } });
        }}
      />
    </>
  );
}

export function ServicePage({ serviceId }: { serviceId: number }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const { requestDelete, deleteError, dialog } = useConfirmedDelete();
  const { data: service } = useSuspenseQuery(serviceQueryOptions(serviceId));
  const changed = (next: BoServiceDetail) => serviceChanged(queryClient, next);

  const remove = () =>
    requestDelete({
      title: `Supprimer « ${service.title} » ?`,
      message:
        'Le service disparaît aussitôt des listes des clients, avec son logo. Cette suppression est définitive.',
      remove: async () => {
        await deleteService(service.id);
        serviceDeleted(queryClient, service.id);
        toast.show('Service supprimé.', { kind: 'success' });
        await navigate({ to: '/services' });
      },
    });

  return (
    <>
      <PageHeader
        title={service.title}
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
      <p className="bo-service__summary">
        {SERVICE_TYPE_LABELS[service.type]} ·{' '}
        <StatusBadge status={service.status} publishedAt={service.publishedAt} />
        {service.status !== 'draft' && service.publishedAt
          ? ` · publication du ${formatDateTime(service.publishedAt)}`
          : ''}{' '}
        · modifié le {formatDateTime(service.updatedAt)}
      </p>
      <div className="bo-service__layout">
        <div>
          {/* Kept across saves and logo changes: what is typed and not yet saved stays. */}
          <ServiceForm
            key={service.id}
            values={serviceInputOf(service)}
            onSave={async (input) => changed(await updateService(service.id, input))}
          />
        </div>
        <div>
          <section className="bo-panel" aria-labelledby="service-logo-title">
            <h2 id="service-logo-title">Logo</h2>
            <FileUploadField
              label="Logo du service"
              accept={IMAGE_ACCEPT}
              hint={IMAGE_HINT}
              current={
                service.logoBase64
                  ? {
                      kind: 'image',
                      url: imageDataUrl(service.logoBase64),
                      alt: `Logo actuel du service « ${service.title} »`,
                    }
                  : null
              }
              upload={async (file) =>
                changed(await uploadServiceLogo(service.id, checkedImageFile(file)))
              }
              remove={{
                label: 'Retirer le logo',
                action: async () => changed(await deleteServiceLogo(service.id)),
              }}
            />
          </section>
        </div>
      </div>
      {dialog}
    </>
  );
}
