/**
 * Who uses the back office (docs/back-office/README.md): the admin by its real account, and the
 * user it acts as, if any, for the notice « Vous agissez actuellement en tant que … ».
 */
import { z } from 'zod';
import { Role } from '../../api';

export const BoPerson = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  role: Role,
});
export type BoPerson = z.infer<typeof BoPerson>;

export const BoSession = z.object({
  admin: BoPerson,
  /** The user the admin's PWA session acts as (« Se connecter en tant que »), or null. */
  actingAs: BoPerson.nullable(),
});
export type BoSession = z.infer<typeof BoSession>;
