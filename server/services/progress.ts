/**
 * The profile-completion progress: the selection's size decides whether the profile is complete
 * (docs/http-contract.md). Only the sub-themes customers see count (`countSubThemePreferences`):
 * deactivating chosen sub-themes in the back office can make a complete profile incomplete again.
 *
 * Its two counts are computed once per change of what they are made of, not once per request
 * (docs/performance.md, "Caches kept exact"): the user's marks and chosen sub-themes (told by the
 * database's `marks:<user>` notices), the offers and the marked sections (their data versions),
 * and time, up to the next scheduled publication.
 */
import {
  Progress as ProgressSchema,
  MIN_SUB_THEMES,
  type Progress,
} from '../../src/contract/api.js';
import { ARTICLE_SECTIONS } from '../../src/contract/sections/index.js';
import type { ChangeNotices } from '../db/change-notices.js';
import type { Db } from '../db/client.js';
import type { UserRow } from '../plugins/session.js';
import type { MaybePromise } from '../maybe-promise.js';
import { SharedJson } from '../shared-json.js';
import { dataVersionReader } from './data-versions.js';
import { nextCountedPublication, savingNotificationCount } from './notifications.js';
import { countSubThemePreferences } from './theme-tree.js';

/** One notification while fewer than MIN_SUB_THEMES sub-themes are chosen, none after. */
export function themeNotification(numberSubTheme: number): 0 | 1 {
  return numberSubTheme < MIN_SUB_THEMES ? 1 : 0;
}

/** GET /fo/user/progress: the counters and module flags of the user's dashboard and menu. */
export async function progressOf(db: Db, user: UserRow): Promise<Progress> {
  const [numberSubTheme, numberSavingNotification] = await Promise.all([
    countSubThemePreferences(db, user.id),
    savingNotificationCount(db, user),
  ]);
  return progressWith(user, numberSubTheme, numberSavingNotification);
}

function progressWith(
  user: UserRow,
  numberSubTheme: number,
  numberSavingNotification: number,
): Progress {
  return {
    numberSavingNotification,
    numberSubTheme,
    beneficiaryModule: user.beneficiaryModule,
    emailingModule: user.emailingModule,
    enabledExclusiveService: user.enabledExclusiveService,
    exclusiveServiceName: user.exclusiveServiceName,
    enabledSalePermission: user.enabledSalePermission,
    salePermissionName: user.salePermissionName,
    numberOfNotification: numberSavingNotification + themeNotification(numberSubTheme),
  };
}

interface Kept {
  /** The data versions it was computed from. */
  versions: readonly string[];
  /** The user row last seen with it (the session cache hands the same row while unchanged). */
  user: UserRow;
  /** What of that row it depends on. */
  userKey: string;
  validUntil: number;
  json: SharedJson;
}

/** What of the user's row the progress depends on. */
const userKeyOf = (user: UserRow) =>
  JSON.stringify([progressWith(user, 0, 0), user.role, user.createdAt]);

/** Far more than the users a process serves at once; beyond, the oldest entry goes. */
const MAX_ENTRIES = 20_000;

export interface ProgressReader {
  /**
   * The user's progress as JSON: kept while nothing it is made of has changed, and then given at
   * once (plugins/hot-reads.ts).
   */
  progressJson(user: UserRow): MaybePromise<SharedJson>;
}

export function createProgressReader(db: Db, notices: ChangeNotices): ProgressReader {
  // Every marked section may count, whatever the role: a section without a version (no trigger)
  // leaves the counts uncached.
  const versions = [
    dataVersionReader(db, 'offers', notices),
    ...ARTICLE_SECTIONS.filter((section) => section.seenMarks).map(({ name }) =>
      dataVersionReader(db, name, notices),
    ),
  ];
  const kept = new Map<number, Kept>();
  /** The computation in flight for each user, with what it was started from. */
  const computing = new Map<
    number,
    Pick<Kept, 'versions' | 'userKey'> & { json: Promise<SharedJson> }
  >();
  let heard = 0;
  notices.subscribe((notice) => {
    heard += 1;
    // A computation in flight for a changed user is no longer joined: it may have read before.
    if (notice.startsWith('marks:')) {
      const id = Number(notice.slice('marks:'.length));
      kept.delete(id);
      computing.delete(id);
    } else if (notice === 'marks' || notice === 'reset') {
      kept.clear();
      computing.clear();
    }
  });

  const compute = async (user: UserRow) =>
    new SharedJson(JSON.stringify(ProgressSchema.parse(await progressOf(db, user))));

  /** The progress of `user` computed from the data at `current`, or kept from an earlier one. */
  function progressAt(user: UserRow, current: readonly string[]): MaybePromise<SharedJson> {
    const entry = kept.get(user.id);
    if (
      entry &&
      Date.now() < entry.validUntil &&
      entry.versions.every((version, index) => version === current[index]) &&
      (entry.user === user || entry.userKey === userKeyOf(user))
    ) {
      // The session cache hands a new row once the session is touched (once a minute): kept,
      // the next requests compare the row itself instead of serialising it again.
      entry.user = user;
      return entry.json;
    }
    // The requests that miss at once share one computation of the same data: under load, a
    // change made every connection compute the same counts at once.
    const userKey = userKeyOf(user);
    const inFlight = computing.get(user.id);
    if (
      inFlight &&
      inFlight.userKey === userKey &&
      inFlight.versions.every((version, index) => version === current[index])
    ) {
      return inFlight.json;
    }
    const heardBefore = heard;
    const json = (async () => {
      const [computed, validUntil] = await Promise.all([
        compute(user),
        nextCountedPublication(db, user.role),
      ]);
      if (heardBefore === heard && notices.live) {
        if (kept.size >= MAX_ENTRIES) {
          const oldest = kept.keys().next().value;
          if (oldest !== undefined) kept.delete(oldest);
        }
        kept.set(user.id, { versions: current, user, userKey, validUntil, json: computed });
      }
      return computed;
    })();
    computing.set(user.id, { versions: current, userKey, json });
    const done = () => {
      if (computing.get(user.id)?.json === json) computing.delete(user.id);
    };
    json.then(done, done);
    return json;
  }

  return {
    progressJson(user) {
      if (!notices.live) return compute(user);
      const read = versions.map((version) => version());
      const atVersions = (current: readonly (string | null)[]) =>
        current.includes(null) ? compute(user) : progressAt(user, current as string[]);
      return read.some((version) => version instanceof Promise)
        ? Promise.all(read).then(atVersions)
        : atVersions(read as (string | null)[]);
    },
  };
}
