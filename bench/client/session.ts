// A signed-in session for the browser benchmarks, without going through the login page
// (tests/support/api-sign-in.ts: the entries a real sign-in stores).
import { signInThroughApi as signIn, type ApiSession } from '../../tests/support/api-sign-in.ts';

/** The demo data's developer admin, whom the Lighthouse and main-thread benchmarks sign in as. */
export const DEMO_SIGN_IN = { email: 'devadmin@demo.test', password: process.env.DEMO_PASSWORD ?? 'demo-pass-2026' };

export type BenchSession = ApiSession;

export function signInThroughApi(baseUrl: string, email: string, password: string): Promise<BenchSession> {
  return signIn(baseUrl, email, password, 'client-bench');
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
