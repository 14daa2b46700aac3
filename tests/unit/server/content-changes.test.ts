// @vitest-environment node
/**
 * What services and news share when an admin changes them (server/services/back-office/
 * content-changes.ts): the date an edit keeps, and the journal's French summaries.
 */
import { describe, expect, it } from 'vitest';
import {
  describedChange,
  keptDate,
  statusChange,
  type Published,
} from '../../../server/services/back-office/content-changes';

const NOW = new Date('2026-05-12T08:00:00Z');
const PAST = new Date('2026-05-01T08:00:00Z');
const FUTURE = new Date('2026-06-02T07:30:00Z');

describe('the date an edit keeps', () => {
  it('keeps a live item’s date, and an archived one’s; none for a draft', () => {
    const live = { status: 'published' as const, publishedAt: PAST };
    expect(keptDate('published', live)).toBe(PAST);
    expect(keptDate('archived', live)).toBe(PAST);
    expect(keptDate('draft', live)).toBeNull();
    // Not live yet (scheduled) or not published: published again without a date is now.
    expect(
      keptDate('published', { status: 'published', publishedAt: new Date(Date.now() + 60_000) }),
    ).toBeNull();
    expect(keptDate('published', { status: 'archived', publishedAt: PAST })).toBeNull();
    expect(keptDate('published', undefined)).toBeNull();
  });
});

describe('the journal’s summaries', () => {
  it('say where the publication stands, agreeing with the noun, in Paris time', () => {
    const draft = { status: 'draft' as const, publishedAt: null };
    expect(statusChange(undefined, draft)).toBe('brouillon');
    expect(statusChange(undefined, { status: 'published', publishedAt: PAST }, true, NOW)).toBe(
      'publiée',
    );
    expect(statusChange(undefined, { status: 'published', publishedAt: FUTURE }, false, NOW)).toBe(
      'programmé pour le 02/06/2026 à 09:30',
    );
    expect(statusChange({ status: 'published', publishedAt: PAST }, draft, true)).toBe(
      'remise en brouillon',
    );
    expect(
      statusChange({ status: 'published', publishedAt: PAST }, { ...draft, status: 'archived' }),
    ).toBe('archivé');
  });

  it('name the fields that changed and the publication’s change, or say nothing changed', () => {
    const before: Published & { title: string; summary: string } = {
      status: 'published',
      publishedAt: PAST,
      title: 'A',
      summary: 'S',
    };
    expect(describedChange('Service « A »', 'modifié', before, { ...before, title: 'B' })).toBe(
      'Service « A » modifié (titre).',
    );
    expect(
      describedChange(
        'Actualité « A »',
        'modifiée',
        before,
        {
          ...before,
          summary: 'T',
          status: 'archived',
        },
        true,
      ),
    ).toBe('Actualité « A » modifiée (résumé) et archivée.');
    expect(describedChange('Service « A »', 'modifié', before, { ...before })).toBe(
      'Service « A » enregistré sans changement.',
    );
  });
});
