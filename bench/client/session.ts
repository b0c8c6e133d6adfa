// A signed-in session for the browser benchmarks, without going through the login page: one
// POST auth/login, then the client's own storeLoginSession (src/client/providers/session.ts)
// writes it into an in-memory localStorage, so the entries injected into the browser are exactly
// the ones a real sign-in stores.
import type { LoginResponse } from '../../src/shared/api.ts';
import { readSession, storeLoginSession } from '../../src/client/providers/session.ts';

/** The demo data's developer admin, whom the Lighthouse and main-thread benchmarks sign in as. */
export const DEMO_SIGN_IN = { email: 'devadmin@demo.test', password: process.env.DEMO_PASSWORD ?? 'demo-pass-2026' };

export interface BenchSession {
  /** The localStorage entries of the signed-in session. */
  entries: Record<string, string>;
  token: string;
  organizationId: number;
}

/** A Storage over a Map: what storeLoginSession writes, ready to copy into a page. */
function memoryStorage(): Storage & { entries(): Record<string, string> } {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
    entries: () => Object.fromEntries(values),
  };
}

export async function signInThroughApi(baseUrl: string, email: string, password: string): Promise<BenchSession> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email, password, device_name: 'client-bench', locale: 'en' }),
  });
  if (!response.ok) throw new Error(`sign-in as ${email} failed: ${response.status} ${await response.text()}`);
  const login = (await response.json()) as LoginResponse;
  if (!('token' in login) || !login.token) throw new Error(`sign-in as ${email} asked for a second factor`);

  const storage = memoryStorage();
  const previous = globalThis.localStorage;
  globalThis.localStorage = storage;
  try {
    storeLoginSession(login);
    const session = readSession();
    if (session.organizationId === null) throw new Error(`${email} has no enabled organization`);
    return { entries: storage.entries(), token: login.token, organizationId: session.organizationId };
  } finally {
    globalThis.localStorage = previous;
  }
}

/** An authenticated GET of the API as the client makes it (tenant context in the query). */
export async function apiGet<T>(
  baseUrl: string,
  session: BenchSession,
  path: string,
  query: Record<string, string | number> = {},
): Promise<T> {
  const params = new URLSearchParams({ locale: 'en', organization_id: String(session.organizationId) });
  for (const [key, value] of Object.entries(query)) params.set(key, String(value));
  const response = await fetch(`${baseUrl}/api/${path}?${params}`, {
    headers: { authorization: `Bearer ${session.token}`, accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`GET ${path} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
