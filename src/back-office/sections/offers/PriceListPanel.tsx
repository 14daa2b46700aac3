/**
 * An offer's price list, beside its form: the PDF sent by the admin, or the one generated from the
 * offer, and whether customers are offered either.
 */
import { urlOf } from '../../../contract/endpoint';
import { boOfferPriceList } from '../../../contract/back-office/offers';
import type { BoOfferDetail } from '../../../contract/back-office/schemas/offers';
import { FileUploadField } from '../../components';
import type { ItemPanelProps } from '../../components/content-section/definition';
import { checkedFile } from '../../components/form/image-file';
import { deleteOfferPriceList, uploadOfferPriceList } from './api';
import { PRICE_LIST_RULE } from './files';

export const GENERATED_PRICE_LIST_LABEL = 'Utiliser la grille générée';

export function PriceListPanel({ item: offer, changed }: ItemPanelProps<BoOfferDetail>) {
  // The PDF's address changes with each change of the offer, so a new file is never shown from
  // the browser's cache.
  const priceListUrl = `${urlOf(boOfferPriceList, { id: offer.id })}?v=${encodeURIComponent(offer.updatedAt)}`;
  return (
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
  );
}
