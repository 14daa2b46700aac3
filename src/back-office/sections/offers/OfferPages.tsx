/**
 * An offer's pages (docs/back-office/offers.md): the new offer's form, and an existing offer's
 * form with its logo, its price list and its deletion.
 */
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { urlOf } from '../../../contract/endpoint';
import { boOfferPriceList } from '../../../contract/back-office/offers';
import type { BoOfferDetail } from '../../../contract/back-office/schemas/offers';
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
import {
  createOffer,
  deleteOffer,
  deleteOfferLogo,
  deleteOfferPriceList,
  offerChanged,
  offerDeleted,
  offerQueryOptions,
  offerThemeTreeQueryOptions,
  updateOffer,
  uploadOfferLogo,
  uploadOfferPriceList,
} from './api';
import { LOGO_RULE, PRICE_LIST_RULE, checkedFile } from './files';
import { emptyOfferInput, offerInputOf } from './form-values';
import { OfferForm } from './OfferForm';
import './offers.css';

export const NEW_OFFER_TITLE = 'Nouvelle offre';
export const DELETE_LABEL = 'Supprimer l’offre';
export const GENERATED_PRICE_LIST_LABEL = 'Utiliser la grille générée';

export function NewOfferPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: tree } = useSuspenseQuery(offerThemeTreeQueryOptions);
  return (
    <>
      <PageHeader title={NEW_OFFER_TITLE} />
      <p className="bo-field-hint">
        Le logo et la grille tarifaire se déposent une fois l’offre enregistrée.
      </p>
      <OfferForm
        values={emptyOfferInput()}
        tree={tree}
        savedMessage="Offre créée."
        onSave={async (input) => {
          const offer = await createOffer(input);
          offerChanged(queryClient, offer);
          await navigate({ to: '/offers/$offerId', params: { offerId: String(offer.id) } });
        }}
      />
    </>
  );
}

/** « Offre » or « Promotion », as the lists and the journal name them. */
export const kindOf = (offer: Pick<BoOfferDetail, 'privilege'>) =>
  offer.privilege ? 'Promotion' : 'Offre';

export function OfferPage({ offerId }: { offerId: number }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const { requestDelete, deleteError, dialog } = useConfirmedDelete();
  const { data: offer } = useSuspenseQuery(offerQueryOptions(offerId));
  const { data: tree } = useSuspenseQuery(offerThemeTreeQueryOptions);
  const changed = (next: BoOfferDetail) => offerChanged(queryClient, next);

  const remove = () =>
    requestDelete({
      title: `Supprimer « ${offer.title} » ?`,
      message:
        'L’offre disparaît aussitôt des listes des clients, avec son logo et sa grille tarifaire. Cette suppression est définitive.',
      remove: async () => {
        await deleteOffer(offer.id);
        offerDeleted(queryClient, offer.id);
        toast.show(`${kindOf(offer)} supprimée.`, { kind: 'success' });
        await navigate({ to: '/offers' });
      },
    });

  // The PDF's address changes with each change of the offer, so a new file is never shown from
  // the browser's cache.
  const priceListUrl = `${urlOf(boOfferPriceList, { id: offer.id })}?v=${encodeURIComponent(offer.updatedAt)}`;

  return (
    <>
      <PageHeader
        title={offer.title}
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
      <p className="bo-offer__summary">
        {kindOf(offer)} · <StatusBadge status={offer.status} publishedAt={offer.publishedAt} />
        {offer.status !== 'draft' && offer.publishedAt
          ? ` · publication du ${formatDateTime(offer.publishedAt)}`
          : ''}{' '}
        · modifiée le {formatDateTime(offer.updatedAt)}
      </p>
      <div className="bo-offer__layout">
        <div className="bo-offer__main">
          {/* Remounted when an upload turns the price list on: the box then shows it checked. */}
          <OfferForm
            key={`${offer.id}-${offer.priceList}`}
            values={offerInputOf(offer)}
            tree={tree}
            onSave={async (input) => changed(await updateOffer(offer.id, input))}
          />
        </div>
        <div className="bo-offer__side">
          <section className="bo-panel" aria-labelledby="offer-logo-title">
            <h2 id="offer-logo-title">Logo</h2>
            <FileUploadField
              label="Logo de l’offre"
              accept={LOGO_RULE.types.join(',')}
              hint="PNG, JPEG ou WebP, 200 Ko au plus (SVG refusé)."
              current={
                offer.logoBase64
                  ? {
                      kind: 'image',
                      url: imageDataUrl(offer.logoBase64),
                      alt: `Logo actuel de l’offre « ${offer.title} »`,
                    }
                  : null
              }
              upload={async (file) =>
                changed(await uploadOfferLogo(offer.id, checkedFile(file, LOGO_RULE)))
              }
              remove={{
                label: 'Retirer le logo',
                action: async () => changed(await deleteOfferLogo(offer.id)),
              }}
            />
          </section>
          <section className="bo-panel" aria-labelledby="offer-price-list-title">
            <h2 id="offer-price-list-title">Grille tarifaire</h2>
            <FileUploadField
              label="Grille tarifaire (PDF)"
              accept={PRICE_LIST_RULE.types.join(',')}
              hint="Un PDF de 5 Mo au plus. Déposer un PDF propose la grille aux clients."
              current={
                offer.hasUploadedPriceList
                  ? { kind: 'pdf', url: priceListUrl, name: 'Voir la grille déposée' }
                  : null
              }
              upload={async (file) =>
                changed(await uploadOfferPriceList(offer.id, checkedFile(file, PRICE_LIST_RULE)))
              }
              remove={{
                label: GENERATED_PRICE_LIST_LABEL,
                action: async () => changed(await deleteOfferPriceList(offer.id)),
              }}
            />
            <p className="bo-field-hint">
              {offer.hasUploadedPriceList ? (
                offer.priceList ? (
                  'Les clients téléchargent la grille déposée.'
                ) : (
                  'La grille déposée n’est pas proposée : cochez « Grille tarifaire proposée ».'
                )
              ) : offer.priceList ? (
                <>
                  Les clients téléchargent la grille générée à partir de l’offre.{' '}
                  <a href={priceListUrl} target="_blank" rel="noopener">
                    Voir la grille générée
                    <span className="bo-visually-hidden"> (nouvel onglet)</span>
                  </a>
                </>
              ) : (
                'Aucune grille n’est proposée aux clients.'
              )}
            </p>
          </section>
        </div>
      </div>
      {dialog}
    </>
  );
}
