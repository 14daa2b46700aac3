import type { QueryClient } from '@tanstack/react-query';
import pLimit from 'p-limit';
import type { Role } from '../../contract/api';
import { appConfigQueryOptions } from '../../entities/app-config/api';
import { NEWS_ROLES, SAVING_ROLES } from '../../entities/session/roles';
import { themingQueryOptions } from '../../entities/theming/api';
import { sectionCountsQueryOptions } from '../../entities/counts/api';
import { newsListQueryOptions, newsQueryOptions } from '../../entities/news/api';
import {
  linkedSubThemesQueryOptions,
  offerQueryOptions,
  offersQueryOptions,
  priceListUrl,
  privilegeOffersQueryOptions,
} from '../../entities/offers/api';
import { progressQueryOptions } from '../../entities/progress/api';
import { seenMarksQueryOptions } from '../../entities/seen-marks/api';
import {
  servicePlusQueryOptions,
  servicesPlusQueryOptions,
} from '../../features/services-plus/api';
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

/** Fetching through the service worker is what keeps the PDF in its price-list cache. */
async function keepPriceList(offerId: number): Promise<void> {
  const response = await fetch(priceListUrl(offerId), { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Tarif ${offerId} : HTTP ${response.status}`);
  await response.blob();
}

/**
 * "Rendre disponible hors ligne": every list and detail this user may see, the frame (theming
 * with its logos, counts, progress, theme tree, the lists' seen marks) into the persisted query cache, and the price
 * lists into the service worker's cache. Answers how many items could not be fetched.
 * It names the queries of every part of the app, hence its place in the app layer
 * (docs/architecture.md).
 */
export async function makeAvailableOffline(
  queryClient: QueryClient,
  role: Role,
  onProgress: (progress: OfflineProgress) => void,
): Promise<number> {
  const progress: OfflineProgress = { done: 0, total: 0 };
  const tick = () => {
    progress.done += 1;
    onProgress({ ...progress });
  };

  if (!SAVING_ROLES.includes(role)) return 0;
  const news = NEWS_ROLES.includes(role);
  const progressData = await queryClient.fetchQuery({ ...progressQueryOptions, staleTime: 0 });

  // First the frame and the lists; their content says which details there are.
  const offers = queryClient.fetchQuery({ ...offersQueryOptions, staleTime: 0 });
  const privilege = queryClient.fetchQuery({ ...privilegeOffersQueryOptions, staleTime: 0 });
  const exclusive = progressData.enabledExclusiveService
    ? queryClient.fetchQuery({ ...servicesPlusQueryOptions('EXCLUSIVE_SERVICE'), staleTime: 0 })
    : Promise.resolve([]);
  const salePermissions = progressData.enabledSalePermission
    ? queryClient.fetchQuery({ ...servicesPlusQueryOptions('SALE_PERMISSION'), staleTime: 0 })
    : Promise.resolve([]);
  const newsList = news
    ? queryClient.fetchQuery({ ...newsListQueryOptions, staleTime: 0 })
    : Promise.resolve([]);
  const lists: Task[] = [
    () => offers,
    () => privilege,
    () => exclusive,
    () => salePermissions,
    () => newsList,
    () => queryClient.fetchQuery({ ...themeTreeQueryOptions, staleTime: 0 }),
    () => queryClient.fetchQuery({ ...themingQueryOptions, staleTime: 0 }),
    () => queryClient.fetchQuery({ ...sectionCountsQueryOptions(role), staleTime: 0 }),
    () => queryClient.fetchQuery({ ...appConfigQueryOptions, staleTime: 0 }),
    // What is « Nouveau » in the lists opened offline.
    () => queryClient.fetchQuery({ ...seenMarksQueryOptions, staleTime: 0 }),
  ];
  progress.total = lists.length + 1;
  tick(); // the progress above
  let failures = await runAll(lists, tick);

  const settled = async <T>(promise: Promise<T[]>): Promise<T[]> => promise.catch(() => []);
  const allOffers = [...(await settled(offers)), ...(await settled(privilege))];
  const services = [...(await settled(exclusive)), ...(await settled(salePermissions))];
  const articles = await settled(newsList);

  const details: Task[] = [
    ...allOffers.flatMap((offer) => [
      () => queryClient.fetchQuery({ ...offerQueryOptions(offer.id), staleTime: 0 }),
      () => queryClient.fetchQuery({ ...linkedSubThemesQueryOptions(offer.id), staleTime: 0 }),
    ]),
    ...allOffers.filter((offer) => offer.priceList).map((offer) => () => keepPriceList(offer.id)),
    ...services.map(
      (service) => () =>
        queryClient.fetchQuery({ ...servicePlusQueryOptions(service.id), staleTime: 0 }),
    ),
    ...articles.map(
      (article) => () => queryClient.fetchQuery({ ...newsQueryOptions(article.id), staleTime: 0 }),
    ),
  ];
  progress.total += details.length;
  onProgress({ ...progress });
  failures += await runAll(details, tick);
  return failures;
}
