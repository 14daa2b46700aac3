// @vitest-environment node
/**
 * The back office's HTTP client (src/back-office/http.ts): the contract's endpoints over fetch,
 * JSON or a file's raw bytes, and the server's French errors turned into `BoHttpError`.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoint } from '../../../src/contract/endpoint';
import { BoHttpError, boHttp, errorMessage, setLoginRedirect } from '../../../src/back-office/http';
import { boSession } from '../../../src/contract/back-office/session';

const update = endpoint({
  method: 'PUT',
  path: '/bo/api/things/:id',
  body: 'json',
  answer: 'json',
  schemas: async () => ({}),
});
const uploadLogo = endpoint({
  method: 'POST',
  path: '/bo/api/things/:id/logo',
  body: 'none',
  answer: 'json',
  schemas: async () => ({}),
});

function answering(response: () => Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('boHttp', () => {
  it('sends params in the path, the query, and the body as JSON', async () => {
    const fetchMock = answering(() => Response.json({ id: 7, name: 'Élec' }));
    const answer = await boHttp.call(update, {
      params: { id: 7 },
      body: { name: 'Élec' },
    } as never);
    expect(answer).toEqual({ id: 7, name: 'Élec' });
    const [url, init] = fetchMock.mock.lastCall!;
    expect(url).toBe('/bo/api/things/7');
    expect(init).toMatchObject({
      method: 'PUT',
      credentials: 'same-origin',
      body: '{"name":"Élec"}',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
    });
  });

  it('calls an endpoint without input', async () => {
    const fetchMock = answering(() => Response.json({ admin: {}, actingAs: null }));
    await boHttp.call(boSession);
    expect(fetchMock.mock.lastCall![0]).toBe('/bo/api/session');
    expect(fetchMock.mock.lastCall![1]).toMatchObject({ method: 'GET' });
    expect(fetchMock.mock.lastCall![1]?.body).toBeUndefined();
  });

  it('uploads a file as its raw bytes with its own content type', async () => {
    const fetchMock = answering(() => Response.json({ bytes: 3 }));
    const file = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });
    expect(await boHttp.upload(uploadLogo, { params: { id: 4 } } as never, file)).toEqual({
      bytes: 3,
    });
    const [url, init] = fetchMock.mock.lastCall!;
    expect(url).toBe('/bo/api/things/4/logo');
    expect(init?.body).toBe(file);
    expect(init?.headers).toMatchObject({ 'content-type': 'image/png' });
  });

  it('turns a 400 into a BoHttpError with the French message and the field errors', async () => {
    answering(() =>
      Response.json(
        { message: 'Données invalides.', errors: { name: 'Ce champ est obligatoire.', n: 3 } },
        { status: 400 },
      ),
    );
    const error = await boHttp
      .call(update, { params: { id: 1 }, body: {} } as never)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BoHttpError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Données invalides.',
      fieldErrors: { name: 'Ce champ est obligatoire.' },
    });
    expect(errorMessage(error)).toBe('Données invalides.');
  });

  it('opens the login page on a 401', async () => {
    const redirect = vi.fn();
    setLoginRedirect(redirect);
    answering(() => Response.json({ message: 'Vous devez être connecté.' }, { status: 401 }));
    await expect(boHttp.call(boSession)).rejects.toMatchObject({ status: 401 });
    expect(redirect).toHaveBeenCalledOnce();
  });

  it('keeps the admin on the page for a 403, with the server’s message', async () => {
    const redirect = vi.fn();
    setLoginRedirect(redirect);
    answering(() => Response.json({ message: 'Accès refusé.' }, { status: 403 }));
    await expect(boHttp.call(boSession)).rejects.toMatchObject({
      status: 403,
      message: 'Accès refusé.',
    });
    expect(redirect).not.toHaveBeenCalled();
  });

  it('says in French when the server cannot be reached, or answers no JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(boHttp.call(boSession)).rejects.toMatchObject({
      status: 0,
      message: 'Connexion au serveur impossible. Vérifiez votre connexion et réessayez.',
    });
    answering(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(boHttp.call(boSession)).rejects.toMatchObject({
      status: 502,
      message: 'Erreur du serveur (502).',
    });
    expect(errorMessage(new Error('bug'))).toBe('Une erreur est survenue. Réessayez.');
  });
});
