// The search box's recent searches: the last few terms a user opened a result from, newest first,
// kept in this browser per user (two people sharing a browser do not see each other's).
const MAX_RECENT = 5;

const keyOf = (userId: number | null) => `search.recent.${userId ?? 'none'}`;

export function readRecentSearches(userId: number | null): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(keyOf(userId)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((term): term is string => typeof term === 'string').slice(0, MAX_RECENT) : [];
  } catch {
    // A hand-edited or truncated value counts as no history rather than breaking the box.
    return [];
  }
}

/** Puts `term` first (once) and keeps the newest few; answers the new list. */
export function rememberSearch(userId: number | null, term: string): string[] {
  const trimmed = term.trim();
  if (!trimmed) return readRecentSearches(userId);
  const recent = [trimmed, ...readRecentSearches(userId).filter((previous) => previous !== trimmed)].slice(0, MAX_RECENT);
  localStorage.setItem(keyOf(userId), JSON.stringify(recent));
  return recent;
}
