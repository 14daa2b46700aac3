// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Progress } from '../../../../src/contract/api';
import {
  serviceListIntro,
  serviceSectionEnabled,
  serviceSectionTitle,
} from '../../../../src/features/services-plus/sections';

const progress: Progress = {
  numberSavingNotification: 0,
  numberSubTheme: 0,
  beneficiaryModule: false,
  emailingModule: false,
  enabledExclusiveService: true,
  exclusiveServiceName: 'Services Premium',
  enabledSalePermission: false,
  salePermissionName: null,
  numberOfNotification: 0,
};

describe('service sections', () => {
  it('take the profile’s custom label, or the default one', () => {
    expect(serviceSectionTitle('EXCLUSIVE_SERVICE', progress)).toBe('Services Premium');
    expect(serviceSectionTitle('SALE_PERMISSION', progress)).toBe('Accords de vente');
    expect(
      serviceSectionTitle('EXCLUSIVE_SERVICE', { ...progress, exclusiveServiceName: '' }),
    ).toBe('Services Exclusifs');
  });

  it('open by their own flag', () => {
    expect(serviceSectionEnabled('EXCLUSIVE_SERVICE', progress)).toBe(true);
    expect(serviceSectionEnabled('SALE_PERMISSION', progress)).toBe(false);
  });

  it('leave the list page’s title unknown until the profile is', () => {
    expect(serviceListIntro('EXCLUSIVE_SERVICE').title).toBeNull();
    expect(serviceListIntro('EXCLUSIVE_SERVICE', progress)).toEqual({
      title: 'Services Premium',
      lead: 'Des services réservés aux clients de votre réseau, à des conditions privilégiées.',
    });
    expect(serviceListIntro('SALE_PERMISSION').lead).toMatch(/^Les accords de vente/);
  });
});
