// An activity's "Due" left empty means now, read when the activity is saved: a form left open for
// an hour logs the call at the moment it is saved, not at the moment the page was opened.

/** The due moment to send: the picked one as given, or now (ISO 8601, UTC) when none was picked. */
export function dueAtOrNow(dueAt: unknown): unknown {
  return dueAt === undefined || dueAt === null || dueAt === '' ? new Date().toISOString() : dueAt;
}
