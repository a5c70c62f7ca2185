// Shared by the infra tests: builds any missing Lambda bundle, then synthesizes BahiStack the way
// the CDK CLI does (cdk.json's feature flags), offline, into a temporary cloud assembly.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { bundleAreas, EVENT_BUNDLES } from '../../functions/scripts/bundle.js';
import { SERVED_AREAS } from '../../functions/src/areas/index.js';
import { BahiStack, type BahiStackProps } from '../../infra/lib/bahi-stack.js';
import { areaBundleDir, REPO_ROOT } from '../../infra/lib/repo-paths.js';

/** Bundles the served areas and event Lambdas whose functions/dist/<name> is missing (a fresh clone has none). */
export async function ensureBundles(): Promise<void> {
  const missing = [...SERVED_AREAS, ...EVENT_BUNDLES].filter((area) => !existsSync(path.join(areaBundleDir(area), 'index.mjs')));
  if (missing.length > 0) await bundleAreas(missing, { replace: false });
}

/** A stand-in for web/dist, so the site upload is in the template whether or not web was built. */
export function fakeSiteDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bahi-site-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Bahi</title>');
  return dir;
}

export interface Synthesized {
  stack: BahiStack;
  template: Template;
  /** resource type → logical ids */
  byType: Map<string, string[]>;
  resourceCount: number;
}

export function synthesize(props: BahiStackProps): Synthesized {
  const cdkJson = JSON.parse(readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context?: Record<string, unknown> };
  const app = new App({ context: cdkJson.context ?? {} });
  const stack = new BahiStack(app, 'Bahi', props);
  const template = Template.fromStack(stack);
  const resources = template.toJSON().Resources as Record<string, { Type: string }>;
  const byType = new Map<string, string[]>();
  for (const [logicalId, { Type }] of Object.entries(resources)) byType.set(Type, [...(byType.get(Type) ?? []), logicalId]);
  return { stack, template, byType, resourceCount: Object.keys(resources).length };
}
