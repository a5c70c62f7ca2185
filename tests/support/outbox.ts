// What the local identity "emailed": the set-password invitation a new user receives, read from
// the table's outbox as the invitee would read their mail (the inviter's answer never has it).
import { latestOutboxMessage } from '../../functions/src/store/outbox.js';
import type { LocalServer } from '../../functions/src/local/local-server.js';

/** The set-password link (a path, `/?invite=…`) last sent to the email; fails the test when none was. */
export async function invitationLinkSentTo(server: LocalServer, email: string): Promise<string> {
  const message = await latestOutboxMessage(server.ports.table, email);
  if (!message) throw new Error(`no invitation was sent to ${email}`);
  return message.link;
}

/** The token of the set-password link last sent to the email. */
export async function invitationTokenSentTo(server: LocalServer, email: string): Promise<string> {
  return new URL(await invitationLinkSentTo(server, email), 'http://bahi.invalid').searchParams.get('invite') ?? '';
}
