// `npm test`: every check, in the order that fails fastest. Typecheck and lint, the web build
// (the browser tests drive it), then one jest run over all projects (unit, integration, infra,
// browser). The last line is the plain `N passed, N failed` summary that CI reads.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

const env = { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };
const step = (label, command, args, extraEnv = {}) => {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  console.log(`  ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.status ?? 1;
};

const extraJestArgs = process.argv.slice(2);
for (const [label, script] of [
  ['typecheck', 'typecheck'],
  ['lint', 'lint'],
  ['web build', 'build:web'],
]) {
  if (step(label, 'npm', ['run', '--silent', script]) !== 0) {
    console.log('\ntests: 0 passed, 1 failed');
    process.exit(1);
  }
}

// The browser tests drive Debian's chromium. On a Debian machine run as root (CI, the team's
// machines) install it when missing; elsewhere the browser tests say how to get one.
const hasChromium = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].some((path) => existsSync(path));
if (!hasChromium && !process.env.BAHI_CHROMIUM && existsSync('/usr/bin/apt-get') && process.getuid?.() === 0) {
  step('install chromium', 'sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null']);
}

mkdirSync('.test-artifacts', { recursive: true });
const report = '.test-artifacts/jest.json';
const status = step('jest (unit, integration, infra, browser)', 'npx', ['jest', '--json', `--outputFile=${report}`, ...extraJestArgs], {
  NODE_OPTIONS: '--experimental-vm-modules',
});
let passed = 0;
let failed = status === 0 ? 0 : 1;
try {
  const results = JSON.parse(readFileSync(report, 'utf8'));
  passed = results.numPassedTests;
  failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
  if (status !== 0 && failed === 0) failed = 1;
} catch {
  // No report: jest itself failed to start; the status above says so.
}
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(status);
