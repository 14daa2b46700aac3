// @vitest-environment node
/** How an account's page says what it hears of new content (docs/back-office/users.md). */
import { describe, expect, it } from 'vitest';
import { digestText, pushText } from '../../../src/back-office/sections/users/notification-labels';

describe('an account’s notifications, in French', () => {
  it('counts the devices push notifications are on for', () => {
    expect(pushText(0)).toBe('Désactivées');
    expect(pushText(1)).toBe('Activées sur 1 appareil');
    expect(pushText(3)).toBe('Activées sur 3 appareils');
  });

  it('says whether the weekly digest is on', () => {
    expect(digestText(true)).toBe('Activé');
    expect(digestText(false)).toBe('Désactivé');
  });
});
