// The burst: lead creates, many at once, each writing several rows in one transaction (the lead,
// its two tag links, its "created" history item and the owner's notification). The server is
// killed once `killAfter` creates have answered 201; every answer is recorded.
import type { ServerProcess } from '../../support/server-process.ts';

export interface Fixture {
  organizationId: number;
  token: string;
  ownerId: number;
  tagIds: number[];
}

export interface BurstResult {
  /** Ids of the leads whose create answered 201. */
  acknowledged: number[];
  /** Creates that answered something else before the kill (should be none). */
  refused: string[];
  /** Creates cut off by the kill: no answer, so either outcome is correct. */
  unanswered: number;
}

export function leadBody(fixture: Fixture, n: number) {
  return {
    organization_id: fixture.organizationId,
    locale: 'en',
    full_name: `Crash Lead ${n}`,
    email: `crash.lead${n}@example.test`,
    source: 'website',
    status: 'new',
    owner_id: fixture.ownerId,
    tag_ids: fixture.tagIds,
  };
}

let sequence = 0;

export async function burstThenKill(
  server: ServerProcess,
  fixture: Fixture,
  options: { concurrency: number; killAfter: number },
): Promise<BurstResult> {
  const result: BurstResult = { acknowledged: [], refused: [], unanswered: 0 };
  let killed = false;
  let kill: Promise<void> | null = null;
  const worker = async () => {
    while (!killed) {
      const n = ++sequence;
      try {
        const res = await fetch(`${server.baseUrl}/api/crm/leads`, {
          method: 'POST',
          headers: { authorization: `Bearer ${fixture.token}`, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(leadBody(fixture, n)),
        });
        const text = await res.text();
        if (res.status === 201) {
          result.acknowledged.push((JSON.parse(text) as { data: { id: number } }).data.id);
          if (result.acknowledged.length >= options.killAfter && !kill) {
            killed = true;
            kill = server.kill('SIGKILL');
          }
        } else if (!killed) {
          result.refused.push(`${res.status} ${text.slice(0, 200)}`);
        } else {
          result.unanswered++;
        }
      } catch {
        result.unanswered++;
        if (server.child.exitCode !== null || server.child.signalCode !== null) killed = true;
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  await (kill ?? server.kill('SIGKILL'));
  return result;
}
