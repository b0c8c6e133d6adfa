// The @mention being typed at the caret, and the note's text once members are chosen. The box
// shows a chosen member as the plain `@Full Name` a person reads; only the body sent to the
// server carries the token `@[Full Name](user:ID)` (shared/crm.ts mentionToken), which is what
// decides who is notified.
import { mentionToken } from '../../../shared/crm.ts';
import { foldForSearch } from '../../../shared/search.ts';

export interface MentionedUser {
  id: number;
  full_name: string;
}

/** The name as the box shows it: what mentionToken keeps of it. */
const shownName = (user: MentionedUser) => user.full_name.replace(/[[\]\n]/g, ' ').trim();

/** The `@query` just before the caret (no spaces after @), or null. */
export function mentionQueryAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)@([^\s@[\]()]{0,50})$/.exec(before);
  if (!match) return null;
  return { start: caret - match[2].length - 1, query: match[2] };
}

/** The members whose name contains the typed query, compared as the server's search compares (`@احمد` offers أحمد), at most `limit`. */
export function mentionCandidates<T extends { label: string }>(members: T[], query: string, limit = 8): T[] {
  const folded = foldForSearch(query);
  return members.filter((member) => foldForSearch(member.label).includes(folded)).slice(0, limit);
}

/** Replaces the typed `@query` with `@Full Name ` and puts the caret after it. */
export function insertMention(text: string, caret: number, user: MentionedUser): { text: string; caret: number } {
  const at = mentionQueryAt(text, caret);
  const start = at ? at.start : caret;
  const inserted = `@${shownName(user)} `;
  return { text: text.slice(0, start) + inserted + text.slice(caret), caret: start + inserted.length };
}

/**
 * `@Name` of each chosen member still whole in the text (not followed by a letter or digit).
 * Longer names first, so "@Sara Ali" is not read as "@Sara"; of two members chosen under one
 * name, the last one chosen.
 */
function mentionPattern(chosen: readonly MentionedUser[]): { pattern: RegExp; byName: Map<string, MentionedUser> } | null {
  const byName = new Map<string, MentionedUser>();
  for (const user of chosen) if (shownName(user)) byName.set(shownName(user), user);
  if (byName.size === 0) return null;
  const names = [...byName.keys()].sort((a, b) => b.length - a.length).map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return { pattern: new RegExp(`@(${names.join('|')})(?![\\p{L}\\p{N}_])`, 'gu'), byName };
}

/** The chosen members the text still mentions, in order of first mention (a deleted name is no mention). */
export function mentionsInText(text: string, chosen: readonly MentionedUser[]): MentionedUser[] {
  const match = mentionPattern(chosen);
  if (!match) return [];
  const found = new Map<number, MentionedUser>();
  for (const hit of text.matchAll(match.pattern)) {
    const user = match.byName.get(hit[1])!;
    if (!found.has(user.id)) found.set(user.id, user);
  }
  return [...found.values()];
}

/** The body to send: each `@Name` of a chosen member becomes the server's token. */
export function toMentionMarkup(text: string, chosen: readonly MentionedUser[]): string {
  const match = mentionPattern(chosen);
  if (!match) return text;
  return text.replace(match.pattern, (_whole, name: string) => mentionToken(match.byName.get(name)!));
}
