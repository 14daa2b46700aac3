import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout } from '../../../src/contract/endpoints/logout';
import type { AuthFailure } from '../../../src/lib/auth-failure';
import { confirmDeviceUserSession } from '../../../src/lib/device-user';
import { HttpError, http, setAuthFailureHandler } from '../../../src/lib/http';

/** The HTTP client's one place for refusals: every call's 401 reaches the app's handler. */
describe('http: refusals reach the app once', () => {
  const failures: AuthFailure[] = [];

  beforeEach(() => {
    failures.length = 0;
    setAuthFailureHandler((failure) => failures.push(failure));
    vi.stubGlobal('fetch', async () =>
      Response.json({ message: 'Non connecté.' }, { status: 401 }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    setAuthFailureHandler(() => undefined);
  });

  it('reports a 401 seen online as the session ended, and still throws it to the caller', async () => {
    await expect(http.call(logout)).rejects.toBeInstanceOf(HttpError);
    expect(failures).toEqual([{ sessionEnded: true, toLogin: true }]);
  });

  it('does not report the session ended for a 401 while the device says it is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(http.call(logout, undefined, { redirectOnAuthError: false })).rejects.toThrow();
    expect(failures).toEqual([]);
  });

  it('ignores the refusal of a session replaced while the request travelled (a login meanwhile)', async () => {
    let answer: ((response: Response) => void) | undefined;
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
    const call = http.call(logout);
    await vi.waitFor(() => expect(answer).toBeDefined());
    confirmDeviceUserSession();
    answer!(Response.json({ message: 'Non connecté.' }, { status: 401 }));
    await expect(call).rejects.toBeInstanceOf(HttpError);
    expect(failures).toEqual([]);
  });
});
