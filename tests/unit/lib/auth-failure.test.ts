// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { authFailureOf, type AnswerContext } from '../../../src/lib/auth-failure';

const context = (overrides: Partial<AnswerContext> = {}): AnswerContext => ({
  namesItsOwner: false,
  redirectOnAuthError: true,
  online: true,
  ...overrides,
});

describe('authFailureOf', () => {
  it('ends the session on the device and opens the login page for a 401 seen online', () => {
    expect(authFailureOf(401, context())).toEqual({ sessionEnded: true, toLogin: true });
  });

  it('ends the session even where the caller handles "not connected" itself', () => {
    // The start's session check: the login page is the guard's to open, the forgetting is not.
    expect(authFailureOf(401, context({ redirectOnAuthError: false }))).toEqual({
      sessionEnded: true,
      toLogin: false,
    });
  });

  it('never forgets the user for a 401 while the device is offline (an answer from a cache)', () => {
    expect(authFailureOf(401, context({ online: false }))).toEqual({
      sessionEnded: false,
      toLogin: true,
    });
    expect(authFailureOf(401, context({ online: false, redirectOnAuthError: false }))).toBeNull();
  });

  it('sends a 403 to the login page without forgetting anything: the session is still there', () => {
    expect(authFailureOf(403, context())).toEqual({ sessionEnded: false, toLogin: true });
    expect(authFailureOf(403, context({ redirectOnAuthError: false }))).toBeNull();
  });

  it('counts a 409 only for a change naming its owner', () => {
    expect(authFailureOf(409, context({ namesItsOwner: true }))).toEqual({
      sessionEnded: false,
      toLogin: true,
    });
    expect(authFailureOf(409, context())).toBeNull();
  });

  it.each([400, 404, 429, 500, 503])('leaves a %i to the caller', (status) => {
    expect(authFailureOf(status, context())).toBeNull();
  });
});
