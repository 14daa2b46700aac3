/**
 * « Statistiques » (docs/back-office/statistics.md): the schemas of the period asked and of the figures and
 * tables answered, for the server and the tests; the tables' columns are in ./statistics-tables.ts.
 */
import { z } from 'zod';
import './zod-config';
import {
  BACK_OFFICE_TABLES,
  MAX_PERIOD_DAYS,
  PARTNER_TABLES,
  daySpan,
  type StatisticsTable,
} from './statistics-tables';

export * from './statistics-tables';

const day = z.iso.date({ message: 'Date invalide (AAAA-MM-JJ).' });

/** Paris days, both included: `?from=2026-11-01&to=2026-11-30`. */
export const StatisticsPeriod = z
  .object({ from: day, to: day })
  .refine((period) => period.from <= period.to, {
    path: ['to'],
    message: 'La fin de la période doit suivre son début.',
  })
  .refine((period) => daySpan(period.from, period.to) < MAX_PERIOD_DAYS, {
    path: ['to'],
    message: 'Choisissez une période de deux ans au plus.',
  });
export type StatisticsPeriod = z.infer<typeof StatisticsPeriod>;

const itemId = z.coerce.number().int().positive().max(2_147_483_647);

/** The partner space narrows its figures to one of its offers or services. */
export const PartnerStatisticsQuery = z
  .object({ from: day, to: day, offerId: itemId.optional(), serviceId: itemId.optional() })
  .superRefine((query, context) => {
    const period = StatisticsPeriod.safeParse(query);
    if (!period.success) for (const issue of period.error.issues) context.addIssue({ ...issue });
    if (query.offerId !== undefined && query.serviceId !== undefined) {
      context.addIssue({
        code: 'custom',
        path: ['serviceId'],
        message: 'Choisissez une offre ou un service, pas les deux.',
      });
    }
  });
export type PartnerStatisticsQuery = z.infer<typeof PartnerStatisticsQuery>;

const tableNames = <T extends readonly StatisticsTable[]>(tables: T) =>
  tables.map((table) => table.name) as [T[number]['name'], ...T[number]['name'][]];

export const BackOfficeTableParams = z.object({
  table: z.enum(tableNames(BACK_OFFICE_TABLES), { message: 'Tableau inconnu.' }),
});
export const PartnerTableParams = z.object({
  table: z.enum(tableNames(PARTNER_TABLES), { message: 'Tableau inconnu.' }),
});

/** One headline figure and the same over the previous period (null where it means nothing). */
export const StatisticsFigure = z.object({
  key: z.string(),
  label: z.string(),
  format: z.enum(['count', 'share']),
  current: z.number().nullable(),
  previous: z.number().nullable(),
});
export type StatisticsFigure = z.infer<typeof StatisticsFigure>;

export const StatisticsValue = z.union([z.string(), z.number(), z.null()]);

export const StatisticsReport = z.object({
  from: day,
  to: day,
  /** The period of the same length just before, which the figures compare with. */
  previousFrom: day,
  previousTo: day,
  figures: z.array(StatisticsFigure),
  /** Each table's rows, by its name; a long table holds its first rows, its CSV all of them. */
  tables: z.record(z.string(), z.array(z.record(z.string(), StatisticsValue))),
});
export type StatisticsReport = z.infer<typeof StatisticsReport>;
