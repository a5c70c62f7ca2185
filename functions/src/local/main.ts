// `npm start` ends here: the local server on PORT (default 3000) with its data in BAHI_DATA_DIR
// (default .data/), the built web app, and the demo users on first start. Invitation emails are
// printed instead of sent.
import { resolve } from 'node:path';
import { DEMO_CA, DEMO_OWNER, DEMO_PASSWORD } from './demo-seed.js';
import { startLocalServer } from './local-server.js';

const port = Number(process.env.PORT ?? 3000);
const dataDir = resolve(process.env.BAHI_DATA_DIR ?? '.data');
const webDir = resolve(process.env.BAHI_WEB_DIR ?? 'web/dist');

const url = `http://localhost:${port}`;
// There is no mail server on a laptop: a new user's set-password invitation is printed here (and
// kept in the table's outbox) for the developer to open as that user.
const server = await startLocalServer({
  port,
  dataDir,
  webDir,
  seed: true,
  seedDemoMonth: true,
  announceOutbox: (message) => console.log(`\n✉  To ${message.to}: ${message.subject}\n   ${url}${message.link}\n`),
});
console.log(`\nBahi is running at ${url}  (data in ${dataDir})`);
if (server.seeded) console.log('Seeded the demo users on this first start:');
if (server.seededDemoMonth) console.log(`Seeded ${DEMO_OWNER.orgname}'s October 2025 (invoices, notes, purchases, expenses) for the GST returns.`);
console.log(`  CA:                 ${DEMO_CA.email} / ${DEMO_PASSWORD}`);
console.log(`  Organisation owner: ${DEMO_OWNER.email} / ${DEMO_PASSWORD}  (${DEMO_OWNER.orgname}, GSTIN ${DEMO_OWNER.gstin})`);
console.log('Press Ctrl-C to stop.\n');

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping Bahi…`);
  await server.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
