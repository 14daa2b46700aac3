import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Role } from '../../contract/api';
import type { Counts, SavingSection } from '../sections/define';
import { SAVING_SECTIONS, type SectionCounts } from '../sections/saving-sections';

export type { SectionCounts };

/**
 * How many items each counted section of `sections` holds for the user, by section name: the menu
 * shows only non-empty ones. A section the role does not see is not asked (the server would refuse).
 */
export async function fetchCountsOf(
  sections: readonly SavingSection[],
  role: Role,
): Promise<Counts> {
  const counted = sections.filter((section) => section.count);
  const counts = await Promise.all(
    counted.map(({ roles, count }) => (count && roles.includes(role) ? count.fetch() : 0)),
  );
  return Object.fromEntries(counted.map(({ name }, index) => [name, counts[index]]));
}

export const fetchSectionCounts = (role: Role): Promise<SectionCounts> =>
  fetchCountsOf(SAVING_SECTIONS, role);

/** The counts' query keys: only this module writes them. */
export const sectionCountsKeys = {
  all: ['section-counts'] as const,
  ofRole: (role: Role) => ['section-counts', role] as const,
};

export const sectionCountsQueryOptions = (role: Role) =>
  queryOptions({
    queryKey: sectionCountsKeys.ofRole(role),
    queryFn: () => fetchSectionCounts(role),
  });

export const useSectionCounts = (role: Role, enabled = true) =>
  useQuery({ ...sectionCountsQueryOptions(role), enabled });
