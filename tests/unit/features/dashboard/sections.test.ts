// @vitest-environment node
import { countText } from '../../../../src/lib/numbers';
import { describe, expect, it } from 'vitest';
import type { Progress } from '../../../../src/contract/api';
import type { SectionCounts } from '../../../../src/entities/counts/api';
import { chosenSubThemesText, sectionSummaries } from '../../../../src/features/dashboard/sections';

const progress: Progress = {
  numberSavingNotification: 2,
  numberSubTheme: 9,
  beneficiaryModule: true,
  emailingModule: true,
  enabledExclusiveService: true,
  exclusiveServiceName: 'Services Premium',
  enabledSalePermission: true,
  salePermissionName: 'Ventes privées',
  numberOfNotification: 2,
};

const counts: SectionCounts = {
  promotions: 20,
  exclusiveServices: 1,
  salePermissions: 8,
  news: 1234,
};

describe('sectionSummaries', () => {
  it('lists the menu entries with their counts and the custom labels', () => {
    expect(sectionSummaries('PRO', progress, counts)).toEqual([
      { to: '/saving/offer-list', label: 'Solutions & Tarifs Négociés', countText: null },
      { to: '/saving/service-exclusive-list', label: 'Services Premium', countText: '1 service' },
      { to: '/saving/sale-permission-list', label: 'Ventes privées', countText: '8 accords' },
      { to: '/saving/privilege-list', label: 'Promotions', countText: '20 promotions' },
      { to: '/saving/news', label: 'Actualités', countText: '1\u202f234 actualités' },
    ]);
  });

  it('leaves out empty sections, disabled ones, and news for a network user', () => {
    const withoutFlags = { ...progress, enabledSalePermission: false, exclusiveServiceName: null };
    const fewer = { ...counts, promotions: 0 };
    expect(sectionSummaries('AGENCY', withoutFlags, fewer).map((entry) => entry.label)).toEqual([
      'Solutions & Tarifs Négociés',
      'Services Exclusifs',
      'Actualités',
    ]);
    expect(sectionSummaries('NETWORK', progress, counts).map((entry) => entry.to)).not.toContain(
      '/saving/news',
    );
  });

  it('gives nothing to an admin on its own', () => {
    expect(sectionSummaries('ADMIN', progress, counts)).toEqual([]);
  });
});

describe('French counts', () => {
  it('agree with the number', () => {
    expect(countText(0, 'offre', 'offres')).toBe('0 offre');
    expect(countText(1, 'offre', 'offres')).toBe('1 offre');
    expect(countText(2, 'offre', 'offres')).toBe('2 offres');
    expect(chosenSubThemesText(1)).toBe('1 sous-thème choisi');
    expect(chosenSubThemesText(3)).toBe('3 sous-thèmes choisis');
  });
});
