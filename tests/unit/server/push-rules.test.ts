/**
 * The rules of push notifications that need no server (docs/push.md): which addresses the server
 * posts to, the quiet hours in Paris time, and the French text of a notification.
 */
import { describe, expect, it } from 'vitest';
import { announce } from '../../../server/services/push/announcements';
import { isQuietHour } from '../../../server/services/push/notifier';
import {
  DEFAULT_PUSH_SERVICES,
  isAllowedPushEndpoint,
} from '../../../server/services/push/push-services';

describe('isAllowedPushEndpoint', () => {
  const policy = { hosts: DEFAULT_PUSH_SERVICES, allowLoopback: false };

  it.each([
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/abc',
    'https://web.push.apple.com/QGx',
    'https://wns2-par02p.notify.windows.com/w/?token=abc',
    'https://fcm.googleapis.com:443/fcm/send/abc',
  ])('accepts the push service %s', (endpoint) => {
    expect(isAllowedPushEndpoint(endpoint, policy)).toBe(true);
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com.evil.example/x',
    'https://evilfcm.googleapis.com.example/x',
    'https://fcm.googleapis.com:8443/x',
    'https://user:pass@fcm.googleapis.com/x',
    'https://127.0.0.1/x',
    'http://localhost:8080/push/1',
    'http://[::1]/x',
    'https://10.0.0.1/x',
    'not a url',
  ])('refuses %s', (endpoint) => {
    expect(isAllowedPushEndpoint(endpoint, policy)).toBe(false);
  });

  it('accepts loopback only where allowed (tests and the demo)', () => {
    const loopback = 'http://127.0.0.1:9000/push/1';
    expect(isAllowedPushEndpoint(loopback, { ...policy, allowLoopback: true })).toBe(true);
    expect(
      isAllowedPushEndpoint('http://10.0.0.1/push/1', { ...policy, allowLoopback: true }),
    ).toBe(false);
  });

  it('follows a configured list', () => {
    const custom = { hosts: ['push.example.org'], allowLoopback: false };
    expect(isAllowedPushEndpoint('https://a.push.example.org/1', custom)).toBe(true);
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', custom)).toBe(false);
  });
});

describe('isQuietHour', () => {
  it.each([
    ['2026-01-15T20:59:00Z', false], // 21:59 in Paris (winter, UTC+1)
    ['2026-01-15T21:00:00Z', true], // 22:00
    ['2026-01-16T06:59:00Z', true], // 7:59
    ['2026-01-16T07:00:00Z', false], // 8:00
    ['2026-07-15T20:00:00Z', true], // 22:00 in summer (UTC+2)
    ['2026-07-15T06:00:00Z', false], // 8:00 in summer
  ])('%s → %s', (at, quiet) => {
    expect(isQuietHour(new Date(at))).toBe(quiet);
  });
});

describe('announce', () => {
  const kind = (one: string, many: string, feminine: boolean, list = '/liste') => ({
    noun: { one, many, feminine },
    list,
    item: (id: number) => `${list}/${id}`,
  });
  const offers = kind('offre', 'offres', true, '/saving/offer-list');
  const services = kind('service exclusif', 'services exclusifs', false);
  const agreements = kind('accord de vente', 'accords de vente', false);

  it('names one item by its title and opens it', () => {
    expect(announce([{ kind: offers, count: 1, newest: [{ id: 7, title: 'Remise' }] }])).toEqual({
      title: 'Nouvelle offre pour vous',
      body: 'Remise',
      url: '/saving/offer-list/7',
      count: 1,
    });
    expect(announce([{ kind: agreements, count: 1, newest: [{ id: 2, title: 'A' }] }])?.title).toBe(
      'Nouvel accord de vente pour vous',
    );
  });

  it('counts several items of one kind and opens their list', () => {
    const many = announce([
      {
        kind: services,
        count: 5,
        newest: [
          { id: 1, title: 'A' },
          { id: 2, title: 'B' },
          { id: 3, title: 'C' },
        ],
      },
    ]);
    expect(many).toEqual({
      title: '5 nouveaux services exclusifs pour vous',
      body: 'A · B · C · et 2 autres',
      url: '/liste',
      count: 5,
    });
  });

  it('sums up several kinds', () => {
    expect(
      announce([
        { kind: offers, count: 3, newest: [] },
        { kind: services, count: 1, newest: [] },
        { kind: agreements, count: 2, newest: [] },
      ]),
    ).toMatchObject({
      title: '6 nouveautés pour vous',
      body: '3 offres, 1 service exclusif et 2 accords de vente',
      url: '/my-space/dashboard',
    });
  });

  it('says nothing when nothing is new', () => {
    expect(announce([])).toBeNull();
  });
});
