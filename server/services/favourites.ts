/**
 * Each user's favourite offers (promotions included) and services plus (docs/http-contract.md,
 * "Favourites"), kept on the server so that they follow the user from device to device.
 *
 * The list shows only what the user may open now, by the offers' and the services' own rules
 * (offers.ts, services-plus.ts): an item archived, unpublished, scheduled, not shown to the role
 * or of a type switched off for the user is left out while it stays so, and comes back with it.
 *
 * Changes come from the PWA's queue (docs/offline.md): one item added or removed per operation
 * id, applied once (change-operations.ts), so a replay is harmless and a late replay never undoes
 * a later change made elsewhere.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { FavouriteChange, FavouriteKind, Favourites } from '../../src/contract/api.js';
import { MAX_FAVOURITES } from '../../src/contract/constants.js';
import type { Db } from '../db/client.js';
import { userFavourites, users, type Role } from '../db/schema.js';
import { HttpError } from '../http-error.js';
import { recordOperation } from './change-operations.js';
import { getOffer, isPossibleRowId, visibleOffersAmong } from './offers.js';
import {
  getServicePlus,
  visibleServicesPlusAmong,
  type ServicePlusAccess,
} from './services-plus.js';

export const TOO_MANY_FAVOURITES_MESSAGE = `Vous avez déjà ${MAX_FAVOURITES} favoris : retirez-en un pour en ajouter un autre.`;

/** The effective user: its role and its profile flags decide what it may open. */
export type FavouritesUser = ServicePlusAccess & { id: number; role: Role };

interface Stored {
  kind: FavouriteKind;
  itemId: number;
}

/** The stored favourites, most recently added first, and those the user may open now. */
async function readFavourites(
  db: Db,
  user: FavouritesUser,
): Promise<{ stored: Stored[]; favourites: Favourites }> {
  const stored = await db
    .select({ kind: userFavourites.kind, itemId: userFavourites.itemId })
    .from(userFavourites)
    .where(eq(userFavourites.userId, user.id))
    .orderBy(desc(userFavourites.addedAt), desc(userFavourites.itemId));
  const idsOf = (kind: FavouriteKind) =>
    stored.filter((row) => row.kind === kind).map((row) => row.itemId);
  const offerIds = idsOf('offer');
  const serviceIds = idsOf('servicePlus');
  const offers = new Map(
    (await visibleOffersAmong(db, user.role, offerIds)).map((offer) => [offer.id, offer]),
  );
  const services = new Map(
    (await visibleServicesPlusAmong(db, user, serviceIds)).map((service) => [service.id, service]),
  );
  return {
    stored,
    favourites: {
      offers: offerIds.flatMap((id) => offers.get(id) ?? []),
      servicesPlus: serviceIds.flatMap((id) => services.get(id) ?? []),
    },
  };
}

/** GET /fo/user/favourites: what the user may open now, most recently added first. */
export async function listFavourites(db: Db, user: FavouritesUser): Promise<Favourites> {
  return (await readFavourites(db, user)).favourites;
}

/**
 * Adds an item the user may open now (404 as its own page otherwise), unless it is already a
 * favourite (kept where it was). The cap counts what the user sees, as the message speaks of it:
 * a hidden favourite never blocks an add the user could not make room for.
 */
async function addFavourite(
  tx: Db,
  user: FavouritesUser,
  kind: FavouriteKind,
  id: number,
): Promise<void> {
  if (kind === 'offer') await getOffer(tx, user.role, id);
  else await getServicePlus(tx, user, id);
  const { stored, favourites } = await readFavourites(tx, user);
  if (stored.some((row) => row.kind === kind && row.itemId === id)) return;
  if (favourites.offers.length + favourites.servicesPlus.length >= MAX_FAVOURITES) {
    throw new HttpError(400, TOO_MANY_FAVOURITES_MESSAGE);
  }
  await tx
    .insert(userFavourites)
    .values({ userId: user.id, kind, itemId: id })
    .onConflictDoNothing();
}

/**
 * PATCH /fo/user/favourites: applies the change once per operation id, in one transaction, and
 * answers the list as GET does. Removing is always allowed, whatever the item has become.
 */
export async function applyFavouriteChange(
  db: Db,
  user: FavouritesUser,
  change: FavouriteChange,
): Promise<Favourites> {
  return db.transaction(async (tx) => {
    // One change of a user's favourites at a time: the cap holds against concurrent adds.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('no key update');
    if (await recordOperation(tx, user.id, change.operationId)) {
      if (change.favourite) {
        await addFavourite(tx, user, change.kind, change.id);
      } else if (isPossibleRowId(change.id)) {
        await tx
          .delete(userFavourites)
          .where(
            and(
              eq(userFavourites.userId, user.id),
              eq(userFavourites.kind, change.kind),
              eq(userFavourites.itemId, change.id),
            ),
          );
      }
    }
    return listFavourites(tx, user);
  });
}
