// @vitest-environment node
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { Count, Offer, ThemeNode } from '../../../src/contract/api';
import { z } from 'zod';
import {
  urlOf,
  type AnswerOf,
  type CallInput,
  type EndpointSchemas,
} from '../../../src/contract/endpoint';
import * as endpoints from '../../../src/contract/endpoints';
import { http } from '../../../src/lib/http';
import { catalogueEntries } from '../../support/catalogue';

/** The fields of an object schema (a path's params are always one). */
function objectShape(schema: z.ZodType): Record<string, unknown> {
  expect(schema).toBeInstanceOf(z.ZodObject);
  return (schema as z.ZodObject).shape;
}

describe('the endpoints of the contract', () => {
  it('fill their path params and append their query', () => {
    expect(urlOf(endpoints.offer, { id: 42 })).toBe('/fo/offer/42');
    expect(urlOf(endpoints.requestPasswordReset, { emailOrId: 'a b@demo.fr' })).toBe(
      '/fo/user/resetPassword/a%20b%40demo.fr',
    );
    expect(urlOf(endpoints.servicesPlus, undefined, { type: 'SALE_PERMISSION' })).toBe(
      '/fo/servicePlus/?type=SALE_PERMISSION',
    );
    expect(() => urlOf(endpoints.offer, {})).toThrow('Paramètre manquant : id');
  });

  it('are each one path and method: no two describe the same route', () => {
    const routes = catalogueEntries(endpoints).map(
      ([, target]) => `${target.method} ${target.path}`,
    );
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('load schemas that check what they describe', async () => {
    const schemas = await endpoints.changeSubThemePreferences.schemas();
    expect(
      schemas.body.safeParse({ operationId: crypto.randomUUID(), add: [1], remove: [] }).success,
    ).toBe(true);
    expect(schemas.body.safeParse({ add: [1] }).success).toBe(false);
    expect(schemas.response.parse(3)).toBe(3);
  });

  it.each(catalogueEntries(endpoints))(
    '%s has exactly the schemas its path, body and answer say',
    async (_name, target) => {
      const schemas: EndpointSchemas = await target.schemas();
      // A `:param` in the path ⇔ a key of the params schema.
      const pathParams = [...target.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]);
      expect(schemas.params === undefined ? [] : Object.keys(objectShape(schemas.params))).toEqual(
        pathParams,
      );
      if (schemas.query !== undefined) expect(schemas.query).toBeInstanceOf(z.ZodObject);
      // A body is sent ⇔ a body schema checks it; a form's is an object of fields.
      expect(schemas.body !== undefined).toBe(target.body !== 'none');
      if (target.body === 'form') expect(schemas.body).toBeInstanceOf(z.ZodObject);
      // An answer with content (JSON or text) ⇔ a response schema; text is a string.
      expect(schemas.response !== undefined).toBe(['json', 'text'].includes(target.answer));
      if (target.answer === 'text') expect(schemas.response?.parse('texte')).toBe('texte');
      // Nothing else: no misspelt part that the server would ignore.
      expect(
        Object.keys(schemas).filter(
          (part) => !['params', 'query', 'body', 'response'].includes(part),
        ),
      ).toEqual([]);
      for (const schema of Object.values(schemas)) expect(schema).toBeInstanceOf(z.ZodType);
      // An empty answer is a 204, and a 204 has no answer.
      expect(target.answer === 'none').toBe(target.status === 204);
    },
  );

  it('type what the PWA sends and receives', () => {
    expectTypeOf<AnswerOf<typeof endpoints.offer>>().toEqualTypeOf<Offer>();
    expectTypeOf<AnswerOf<typeof endpoints.offers>>().toEqualTypeOf<Offer[]>();
    expectTypeOf<AnswerOf<typeof endpoints.themeTree>>().toEqualTypeOf<ThemeNode>();
    expectTypeOf<AnswerOf<typeof endpoints.changeSubThemePreferences>>().toEqualTypeOf<Count>();
    expectTypeOf<AnswerOf<typeof endpoints.fidelityLink>>().toEqualTypeOf<string>();
    expectTypeOf<AnswerOf<typeof endpoints.logout>>().toEqualTypeOf<undefined>();
    expectTypeOf<CallInput<typeof endpoints.offer>>().toEqualTypeOf<{ params: { id: number } }>();
  });

  it('are called with their method, URL, body and answer encoding', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
      Response.json({ url: 'https://exemple.fr' }),
    );
    vi.stubGlobal('fetch', fetch);
    try {
      const answer = await http.call(endpoints.offerWebsiteRedirection, { params: { id: 7 } });
      expect(answer).toEqual({ url: 'https://exemple.fr' });
      expect(fetch.mock.calls[0]?.[0]).toBe('/fo/offer/userWebsiteRedirection/7');
      expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', body: undefined });

      fetch.mockResolvedValueOnce(Response.json({ success: false }));
      await http.call(endpoints.formLogin, { body: { username: 'a@demo.fr', password: 'x' } });
      expect(fetch.mock.calls[1]?.[1]).toMatchObject({
        method: 'POST',
        body: 'username=a%40demo.fr&password=x',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
