import type { QueryClient } from '@tanstack/react-query';
import pLimit from 'p-limit';
import type { Role } from '../../contract/api';
import { OFFLINE_COPY_HEADER } from '../../contract/constants';
import { appConfigQueryOptions } from '../../entities/app-config/api';
import { favouritesQueryOptions } from '../../entities/favourites/api';
import { SAVING_ROLES } from '../../entities/session/roles';
import { themingQueryOptions } from '../../entities/theming/api';
import { sectionCountsQueryOptions } from '../../entities/counts/api';
import { progressQueryOptions } from '../../entities/progress/api';
import {
  opensTo,
  type FetchAfresh,
  type OfflinePolicy,
  type SavingSection,
} from '../../entities/sections/define';
import { SAVING_SECTIONS } from '../../entities/sections/saving-sections';
import { seenMarksQueryOptions } from '../../entities/seen-marks/query';
import { themeTreeQueryOptions } from '../../entities/theme-tree/api';

export interface OfflineProgress {
  done: number;
  total: number;
}

type Task = () => Promise<unknown>;

/** A few requests at a time: enough to be quick, without flooding a phone's connection. */
const CONCURRENCY = 4;

/** Runs the tasks a few at a time, `onDone` after each; answers how many failed. */
async function runAll(tasks: Task[], onDone: () => void): Promise<number> {
  const failed = await pLimit(CONCURRENCY).map(tasks, async (task) => {
    try {
      await task();
      return false;
    } catch {
      return true;
    } finally {
      onDone();
    }
  });
  return failed.filter(Boolean).length;
}

/** Fetching through the service worker is what keeps the file in its cache (the price lists'). */
async function keepFile(url: string): Promise<void> {
  // Marked as a copy: the server counts only the user's own downloads (docs/statistics.md).
  const response = await fetch(url, {
    credentials: 'same-origin',
    headers: { [OFFLINE_COPY_HEADER]: '1' },
  });
  if (!response.ok) throw new Error(`${url} : HTTP ${response.status}`);
  await response.blob();
}

/** One section's plan: its declared policy, loaded only for a section the user may open. */
interface SectionPlan {
  policy: Promise<OfflinePolicy<unknown> | null>;
  list: Promise<unknown[]>;
}

function planOf(section: SavingSection, fetchAfresh: FetchAfresh, open: boolean): SectionPlan {
  if (!open) return { policy: Promise.resolve(null), list: Promise.resolve([]) };
  const policy = section.content().then((content) => content.offline as OfflinePolicy<unknown>);
  // A policy that could not load fails its list's download; its items are then unknown.
  return {
    policy: policy.catch(() => null),
    list: policy.then((loaded) => loaded.list(fetchAfresh)),
  };
}

/** The downloads of the items of a section's list as fetched: their queries, their files. */
async function itemTasks(plan: SectionPlan, fetchAfresh: FetchAfresh): Promise<Task[]> {
  const policy = await plan.policy;
  const items = await plan.list.catch(() => []);
  if (!policy) return [];
  return items.flatMap((item) => [
    ...policy.item(item).map((query) => () => query(fetchAfresh)),
    ...(policy.files?.(item) ?? []).map((url) => () => keepFile(url)),
  ]);
}

/**
 * "Rendre disponible hors ligne": the frame (theming with its logos, counts, progress, theme tree,
 * the lists' seen marks, the favourites) and, for each section the user may open, what its
 * declaration says to keep (its list, its items' pages, their files such as the offers' price
 * lists, which the service worker keeps), into the persisted query cache. Answers how many items
 * could not be fetched.
 * It names the queries of every part of the app, hence its place in the app layer
 * (docs/architecture.md).
 */
export async function makeAvailableOffline(
  queryClient: QueryClient,
  role: Role,
  onProgress: (progress: OfflineProgress) => void,
  sections: readonly SavingSection[] = SAVING_SECTIONS,
): Promise<number> {
  const progress: OfflineProgress = { done: 0, total: 0 };
  const tick = () => {
    progress.done += 1;
    onProgress({ ...progress });
  };

  if (!SAVING_ROLES.includes(role)) return 0;
  const fetchAfresh: FetchAfresh = (options) =>
    queryClient.fetchQuery({ ...options, staleTime: 0 });
  const progressData = await fetchAfresh(progressQueryOptions);

  // First the frame and the lists, all started at once; their content says which details there are.
  // A section the user may not open counts as a list done, empty.
  const plans = sections.map((section) =>
    planOf(section, fetchAfresh, opensTo(section, role, progressData)),
  );
  const frame: Task[] = [
    ...plans.map((plan) => () => plan.list),
    () => fetchAfresh(themeTreeQueryOptions),
    () => fetchAfresh(themingQueryOptions),
    () => fetchAfresh(sectionCountsQueryOptions(role)),
    () => fetchAfresh(appConfigQueryOptions),
    // « Mes favoris » and the stars offline; their items are the lists' (kept above).
    () => fetchAfresh(favouritesQueryOptions),
  ];
  // What is « Nouveau » in the lists opened offline.
  if (sections.some((section) => section.seenMarks && opensTo(section, role, progressData))) {
    frame.push(() => fetchAfresh(seenMarksQueryOptions));
  }
  progress.total = frame.length + 1;
  tick(); // the progress above
  let failures = await runAll(frame, tick);

  const details = (await Promise.all(plans.map((plan) => itemTasks(plan, fetchAfresh)))).flat();
  progress.total += details.length;
  onProgress({ ...progress });
  failures += await runAll(details, tick);
  return failures;
}
