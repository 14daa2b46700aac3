import { sha256 } from 'js-sha256';

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/**
 * A minimal HTTP client for API tests: one cookie jar (like one browser), the same-origin
 * `Origin` header a browser page sends, JSON or form bodies.
 */
export class ApiClient {
  private cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** The value this client's jar holds for the cookie `name`, as a browser would send it. */
  cookie(name: string): string | undefined {
    return this.cookies.get(name);
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
    const headers: Record<string, string> = { origin: this.baseUrl, ...init.headers };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader;
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
    const response = await fetch(this.baseUrl + url, { method, headers, body, redirect: 'manual' });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = setCookie.split(';');
      const [name, ...value] = pair!.split('=');
      const expired =
        attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a)) || value.join('=') === '';
      if (expired) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value.join('='));
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
