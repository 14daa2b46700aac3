import { queryOptions } from '@tanstack/react-query';
import { boSession } from '../../contract/back-office/session';
import type { BoPerson } from '../../contract/back-office/schemas/session';
import { boHttp } from '../http';

export const sessionKeys = { all: ['bo', 'session'] as const };

/** The admin and whom it acts as (GET /bo/api/session): the header and its notice. */
export const sessionQueryOptions = queryOptions({
  queryKey: sessionKeys.all,
  queryFn: () => boHttp.call(boSession),
});

/** « Prénom Nom », or the e-mail when the account has no name yet. */
export function fullName(person: Pick<BoPerson, 'firstname' | 'lastname' | 'email'>): string {
  return `${person.firstname} ${person.lastname}`.trim() || person.email;
}
