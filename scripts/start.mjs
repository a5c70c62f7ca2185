// `npm start`: install what is missing, build the web app, then run the local server (dynalite,
// every Lambda handler, the web app) on PORT (3000) with data in BAHI_DATA_DIR (.data/).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

// npm writes node_modules/.package-lock.json on every install: older than the lockfile means stale.
const installed = 'node_modules/.package-lock.json';
if (!existsSync(installed) || statSync(installed).mtimeMs < statSync('package-lock.json').mtimeMs) {
  console.log('Installing dependencies (npm ci)…');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

console.log('Building the web app…');
run('npm', ['run', '--silent', 'build:web']);

const server = spawn(process.execPath, ['--import', 'tsx', 'functions/src/local/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
});
// Ctrl-C reaches the server too (same process group); wait for it to close its data cleanly.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
