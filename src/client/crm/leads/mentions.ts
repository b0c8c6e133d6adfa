// The @mention being typed at the caret, and the text once a member is chosen: the server's token
// `@[Full Name](user:ID)` (shared/crm.ts mentionToken) replaces the typed `@query`.
import { mentionToken } from '../../../shared/crm.ts';

/** The `@query` just before the caret (no spaces after @), or null. */
export function mentionQueryAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)@([^\s@[\]()]{0,50})$/.exec(before);
  if (!match) return null;
  return { start: caret - match[2].length - 1, query: match[2] };
}

export function insertMention(text: string, caret: number, user: { id: number; full_name: string }): { text: string; caret: number } {
  const at = mentionQueryAt(text, caret);
  const start = at ? at.start : caret;
  const token = `${mentionToken(user)} `;
  return { text: text.slice(0, start) + token + text.slice(caret), caret: start + token.length };
}
