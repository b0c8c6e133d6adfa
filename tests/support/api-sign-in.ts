// A signed-in session without the login page: one POST auth/login, then the client's own
// storeLoginSession (src/client/providers/session.ts) writes it into an in-memory localStorage,
// so the entries a browser is given are exactly the ones a real sign-in stores. Used by the
// browser tests whose subject is not the sign-in itself (tests/e2e/support/browser.ts) and by the
// client benchmarks (bench/client/session.ts).
import type { LoginResponse } from '../../src/shared/api.ts';
import { readSession, storeLoginSession } from '../../src/client/providers/session.ts';

export interface ApiSession {
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

export async function signInThroughApi(baseUrl: string, email: string, password: string, deviceName: string): Promise<ApiSession> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email, password, device_name: deviceName, locale: 'en' }),
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
