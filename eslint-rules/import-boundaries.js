// Lint rule: the layers of functions/src import only in the allowed direction.
// - store/ and adapters/ never import http/ (the request pipeline) or areas/ (the handlers): the
//   handlers use them, not the other way round.
// - a feature area (areas/<area>/) never imports another area: each area is its own Lambda, and
//   what two areas share lives in a neutral module (services/, store/, ports/) or at areas/'s root.
// Relative import paths are resolved against the importing file, so the rule sees through `../..`.
import path from 'node:path';

const SOURCE_ROOT = path.join('functions', 'src');

/** The file's path inside functions/src as segments, or null for files elsewhere. */
function sourceSegments(absolutePath, cwd) {
  const relative = path.relative(path.join(cwd, SOURCE_ROOT), absolutePath);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep);
}

/** Why an import from `from` of `to` (both as segments under functions/src) crosses a boundary, or null. */
function boundaryViolation(from, to) {
  const [layer, area] = from;
  const [targetLayer, targetArea] = to;
  if ((layer === 'store' || layer === 'adapters') && (targetLayer === 'http' || targetLayer === 'areas')) {
    return `${layer}/ must not import ${targetLayer}/ (it is used by them, not the other way round)`;
  }
  // An area's own files sit in a folder; a file directly under areas/ (index.ts, row-merge.ts) is not an area.
  const inArea = (segments) => segments[0] === 'areas' && segments.length > 2;
  if (inArea(from) && inArea(to) && area !== targetArea) {
    return `the ${area} area must not import the ${targetArea} area; move what both use to a neutral module (e.g. functions/src/services/)`;
  }
  return null;
}

export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps store/adapters off http/areas and each feature area off the others' },
    schema: [],
    messages: { crossing: 'Import of "{{source}}" crosses a layer boundary: {{reason}}.' },
  },
  create(context) {
    const from = sourceSegments(context.filename, context.cwd);
    if (!from) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = sourceSegments(path.resolve(path.dirname(context.filename), source), context.cwd);
      const reason = to && boundaryViolation(from, to);
      if (reason) context.report({ node: node.source, messageId: 'crossing', data: { source, reason } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
