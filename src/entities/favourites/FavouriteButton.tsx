import { LineIcon } from '../../components/icon/LineIcon';
import { useToast } from '../../components/toast';
import { useRefusedChangeToast } from '../../components/toast/use-refused-change-toast';
import type { FavouriteKind } from '../../contract/api';
import { MAX_FAVOURITES } from '../../contract/constants';
import { FAVOURITE_CHANGE } from './changes';
import { useFavourite } from './use-favourite';
import '../../components/icon/icon-button.css';
import './favourites.css';

export const ADD_FAVOURITE = 'Ajouter aux favoris';
export const REMOVE_FAVOURITE = 'Retirer des favoris';
/** The server's words for the same refusal (docs/http-contract.md, "Favourites"). */
export const FAVOURITES_FULL = `Vous avez déjà ${MAX_FAVOURITES} favoris : retirez-en un pour en ajouter un autre.`;

const STAR = 'M12 3.5 14.6 9l5.9.8-4.3 4.1 1 5.9L12 17l-5.2 2.8 1-5.9-4.3-4.1L9.4 9z';

export interface FavouriteButtonProps {
  kind: FavouriteKind;
  id: number;
  /** After a press that changed it: what the item now is. */
  onChange?: (favourite: boolean) => void;
}

/**
 * The star of an offer, a promotion or a service: adds it to the user's favourites or removes it,
 * at once on screen and in every tab, online or not (the change waits in the device's queue).
 * Its name says what a press does; the filled star says it is one.
 */
export function FavouriteButton({ kind, id, onChange }: FavouriteButtonProps) {
  const { favourite, toggle } = useFavourite(kind, id);
  const toast = useToast();
  useRefusedChangeToast(FAVOURITE_CHANGE);
  const label = favourite ? REMOVE_FAVOURITE : ADD_FAVOURITE;
  return (
    <button
      type="button"
      className={`icon-button favourite-button${favourite ? ' favourite-button--on' : ''}`}
      aria-label={label}
      title={label}
      onClick={() => {
        if (toggle()) onChange?.(!favourite);
        else toast.show(FAVOURITES_FULL, { kind: 'error' });
      }}
    >
      <LineIcon size={24}>
        <path d={STAR} fill={favourite ? 'currentColor' : 'none'} />
      </LineIcon>
    </button>
  );
}
