// Where a sign-in goes on to when a page sent the visitor there to come back (`?next=`): only a
// path of this app, never another site (`//evil.example`, `/\evil.example`, `https://…`).
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** `path` with `next` added to its query. */
export function withNextPath(path: string, next: string): string {
  const [pathname, query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  params.set('next', next);
  return `${pathname}?${params.toString()}`;
}
