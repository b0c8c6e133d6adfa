// httpClient reports every 401/403 here before throwing, so a call made directly (not through
// react-admin's dataProvider hooks) also starts docs/product.md section 4's forced logout. The app
// registers the handler (it needs the router); calls made before that simply throw.
import type { HttpError } from 'react-admin';

export type AccessDeniedHandler = (error: HttpError) => Promise<void> | void;

let handler: AccessDeniedHandler | null = null;

/** Registers the handler; the returned function unregisters it (if still the current one). */
export function setAccessDeniedHandler(next: AccessDeniedHandler): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = null;
  };
}

export async function reportAccessDenied(error: HttpError): Promise<void> {
  if (!handler) return;
  try {
    await handler(error);
  } catch {
    // The caller gets the original error either way; a failing handler must not replace it.
  }
}
