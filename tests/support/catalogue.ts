import type { Endpoint } from '../../src/contract/endpoint';

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value;

/**
 * The endpoints of a catalogue module (src/contract/endpoints.ts) by name; a group of endpoints
 * declared together (a content section's, src/contract/back-office/content-section.ts) by
 * `group.key`, and the groups of every article section by `groups.section.key`. Functions (the
 * builders of a section's group) are not endpoints.
 */
export function catalogueEntries(catalogue: object): [string, Endpoint][] {
  return Object.entries(catalogue).flatMap(([name, value]): [string, Endpoint][] => {
    if (isEndpoint(value)) return [[name, value]];
    if (typeof value !== 'object' || value === null) return [];
    return catalogueEntries(value).map(([key, target]) => [`${name}.${key}`, target]);
  });
}
