// DynamoDB Streams' part on a laptop. A document write that owes derived work (stock, postings: its
// item carries `owed`, store/documents.ts) is answered before that work is done. In the cloud the
// table's stream hands such writes to a Lambda that settles their organisation
// (streams/settle-owed-work.ts); here the local server hears of the same writes from its own table
// client and settles them once no request has been served for a moment, so what a user waits for
// always comes first. Nothing depends on its timing: every read that shows derived work settles
// what it shows first (documents/derived-work.ts).
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { settleOrganisation } from '../documents/derived-work.js';
import type { Ports } from '../ports/index.js';
import { OWED_ATTRIBUTE } from '../store/keys.js';

/** How long the server must have been without a request before settling starts. */
const QUIET_MS = 25;

export interface IdleSettler {
  /** Heard from the table: the organisation owes work. */
  owes(orgId: string): void;
  /** Begins or ends serving a request (settling waits while any is being served). */
  requestStarted(): void;
  requestEnded(): void;
  /** Resolves once nothing heard of is left to settle (the bench waits for it). */
  drained(): Promise<void>;
  close(): Promise<void>;
}

export function startIdleSettler(ports: Ports): IdleSettler {
  const owed = new Set<string>();
  let inFlight = 0;
  let lastRequestEnd = 0;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let waiters: Array<() => void> = [];

  const busy = () => closed || inFlight > 0 || Date.now() - lastRequestEnd < QUIET_MS;

  function schedule(): void {
    if (closed || timer || running) return;
    if (owed.size === 0) {
      for (const wake of waiters) wake();
      waiters = [];
      return;
    }
    timer = setTimeout(() => {
      timer = null;
      if (busy()) return schedule();
      running = drain().finally(() => {
        running = null;
        schedule();
      });
    }, QUIET_MS);
  }

  async function drain(): Promise<void> {
    for (const orgId of [...owed]) {
      if (busy()) return;
      owed.delete(orgId);
      try {
        if (!(await settleOrganisation(ports, orgId, busy))) owed.add(orgId);
      } catch (error) {
        // The work stays owed in the table: the next write heard of, or the next read, settles it.
        console.error(JSON.stringify({ level: 'warn', message: 'settling after the answer failed; left for the next read', orgId, error: String(error) }));
      }
    }
  }

  return {
    owes(orgId) {
      owed.add(orgId);
      schedule();
    },
    requestStarted() {
      inFlight++;
    },
    requestEnded() {
      inFlight--;
      lastRequestEnd = Date.now();
    },
    drained() {
      return new Promise<void>((resolve) => {
        waiters.push(resolve);
        schedule();
      });
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await running;
      for (const wake of waiters) wake();
    },
  };
}

/** A string attribute as the client's middleware meets it: plain, or marshalled (`{ S: … }`). */
const stringOf = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof (value as { S?: unknown } | undefined)?.S === 'string' ? (value as { S: string }).S : undefined;

/**
 * Tells the settler of every successful write through `client` whose item owes derived work: the
 * organisation is the item's partition (`ORG#<orgId>`), as a stream record's keys would say.
 */
export function hearOwedWrites(client: DynamoDBDocumentClient, settler: IdleSettler): void {
  client.middlewareStack.add(
    (next) => async (args) => {
      const result = await next(args);
      const item = (args.input as { Item?: Record<string, unknown> }).Item;
      const partition = stringOf(item?.pk);
      if (item?.[OWED_ATTRIBUTE] !== undefined && partition?.startsWith('ORG#')) settler.owes(partition.slice('ORG#'.length));
      return result;
    },
    { step: 'initialize', name: 'hearOwedWrites' },
  );
}
