/**
 * What the screens look like for a user: its branding (own theming, else its company's, else the
 * product's defaults) and the images beside the login form.
 */
import { asc, eq } from 'drizzle-orm';
import { DEFAULT_MAIN_COLOR, type LoginImage, type Theming } from '../../src/contract/api.js';
import type { Db } from '../db/client.js';
import { DEFAULT_TEXT_COLOR, companies, loginImages, themings, users } from '../db/schema.js';
import { forbidden, notFound } from '../http-error.js';
import type { UserRow } from '../plugins/session.js';
import { isPossibleRowId } from './offers.js';

export const DEFAULT_THEMING: Theming = {
  textColor: DEFAULT_TEXT_COLOR,
  mainColor: DEFAULT_MAIN_COLOR,
  universeLogoBase64: null,
  networkLogoBase64: null,
  agencyLogoBase64: null,
};

async function themingRow(db: Db, id: number): Promise<Theming | undefined> {
  const [row] = await db
    .select({
      textColor: themings.textColor,
      mainColor: themings.mainColor,
      universeLogoBase64: themings.universeLogoBase64,
      networkLogoBase64: themings.networkLogoBase64,
      agencyLogoBase64: themings.agencyLogoBase64,
    })
    .from(themings)
    .where(eq(themings.id, id));
  return row;
}

/** GET /fo/theming/theming: the user's own theming, else its company's, else the defaults. */
export async function themingOf(db: Db, user: UserRow): Promise<Theming> {
  if (user.themingId !== null) {
    const own = await themingRow(db, user.themingId);
    if (own) return own;
  }
  if (user.companyId !== null) {
    const [company] = await db
      .select({ themingId: companies.themingId })
      .from(companies)
      .where(eq(companies.id, user.companyId));
    if (company?.themingId != null) {
      const shared = await themingRow(db, company.themingId);
      if (shared) return shared;
    }
  }
  return DEFAULT_THEMING;
}

/**
 * Whose theming a viewer may read: its own; anyone's for an admin; a partner user's colleagues'
 * (same partner) for a partner user.
 */
function mayReadThemingOf(viewer: UserRow, target: UserRow): boolean {
  if (viewer.id === target.id || viewer.role === 'ADMIN') return true;
  return (
    viewer.role === 'PARTNER' && viewer.partnerId !== null && viewer.partnerId === target.partnerId
  );
}

/** GET /fo/theming/themingByUserId/{id}: 404 for an unknown user, 403 for someone else's. */
export async function themingOfUser(db: Db, viewer: UserRow, userId: number): Promise<Theming> {
  if (!isPossibleRowId(userId)) throw notFound('Utilisateur');
  const [target] = await db.select().from(users).where(eq(users.id, userId));
  if (!target) throw notFound('Utilisateur');
  if (!mayReadThemingOf(viewer, target)) throw forbidden();
  return themingOf(db, target);
}

/** GET /fo/user/loginImages: in display order. */
export async function listLoginImages(db: Db): Promise<LoginImage[]> {
  return db
    .select({ id: loginImages.id, imageBase64: loginImages.imageBase64, alt: loginImages.alt })
    .from(loginImages)
    .orderBy(asc(loginImages.position), asc(loginImages.id));
}
