import { sha256 } from 'js-sha256';
import { CookieJar } from 'tough-cookie';

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/**
 * A minimal HTTP client for API tests: one cookie jar (like one browser), the same-origin
 * `Origin` header a browser page sends, JSON or form bodies. The jar is tough-cookie's: it keeps
 * cookies as a browser does (expiry, `Max-Age=0` and past `Expires` deletions, paths such as the
 * device cookie's `Path=/form-login`, docs/http-contract.md), and sends each request only the
 * cookies its URL gets.
 */
export class ApiClient {
  private readonly jar = new CookieJar();

  constructor(readonly baseUrl: string) {}

  /** Every live cookie of the jar, whatever its path, as one `Cookie` header (to replay it). */
  get cookieHeader(): string {
    return this.heldCookies()
      .map((cookie) => cookie.cookieString())
      .join('; ');
  }

  /** The value this client's jar holds for the cookie `name`, as a browser would send it. */
  cookie(name: string): string | undefined {
    return this.heldCookies().find((cookie) => cookie.key === name)?.value;
  }

  private heldCookies() {
    return this.jar.getCookiesSync(this.baseUrl, { allPaths: true });
  }

  async request<T = unknown>(
    method: string,
    url: string,
    init: {
      json?: unknown;
      form?: Record<string, string>;
      raw?: string;
      headers?: Record<string, string>;
    } = {},
  ): Promise<ApiResponse<T>> {
    const target = this.baseUrl + url;
    const headers: Record<string, string> = { origin: this.baseUrl, ...init.headers };
    const cookies = this.jar.getCookieStringSync(target);
    if (cookies) headers.cookie = cookies;
    let body: string | undefined;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    } else if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    } else if (init.raw !== undefined) {
      body = init.raw;
    }
    const response = await fetch(target, { method, headers, body, redirect: 'manual' });
    for (const setCookie of response.headers.getSetCookie()) {
      this.jar.setCookieSync(setCookie, target);
    }
    const text = await response.text();
    let parsed: unknown = text;
    if (response.headers.get('content-type')?.includes('application/json'))
      parsed = JSON.parse(text);
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }

  get<T = unknown>(url: string, headers?: Record<string, string>) {
    return this.request<T>('GET', url, { headers });
  }
  post<T = unknown>(url: string, json?: unknown) {
    return this.request<T>('POST', url, json === undefined ? {} : { json });
  }
  postForm<T = unknown>(url: string, form: Record<string, string>) {
    return this.request<T>('POST', url, { form });
  }
  delete<T = unknown>(url: string) {
    return this.request<T>('DELETE', url);
  }
  /** POST /router with a manager call; answers the `[ { result } ]` array. */
  router<T = unknown>(method: string, data?: unknown[], action = 'userBoController') {
    return this.post<[{ result: T }]>('/router', { action, method, ...(data ? { data } : {}) });
  }

  async login(email: string, password: string) {
    const response = await this.postForm<{ success: boolean }>('/form-login', {
      username: email,
      password: sha256(password),
    });
    if (response.status !== 200 || !response.body.success) {
      throw new Error(`Login failed for ${email}: ${response.status} ${response.text}`);
    }
    return response;
  }
}
