// Whether a failed request was answered 404: the record is not there, or out of the caller's
// reach (another tenant's record is a 404, docs/architecture.md), so the page shows NotFoundPage.
export function isNotFound(error: unknown): boolean {
  return (error as { status?: number } | null)?.status === 404;
}
