// The import-boundary rule, run through ESLint with the repository's own config: it must fire on
// each forbidden direction and stay quiet on the allowed ones.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: fileURLToPath(new URL('../..', import.meta.url)) });

async function boundaryErrors(file: string, importPath: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from '${importPath}';\nexport const y = x;\n`, { filePath: file });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'bahi/import-boundaries').map((m) => m.message);
}

describe('import boundaries of functions/src', () => {
  test('store/ importing http/ is refused', async () => {
    expect(await boundaryErrors('functions/src/store/example.ts', '../http/request-pipeline.js')).toEqual([
      'Import of "../http/request-pipeline.js" crosses a layer boundary: store/ must not import http/ (it is used by them, not the other way round).',
    ]);
  });

  test('adapters/ importing an area is refused', async () => {
    expect(await boundaryErrors('functions/src/adapters/example.ts', '../areas/settings/org-users.js')).toEqual([
      'Import of "../areas/settings/org-users.js" crosses a layer boundary: adapters/ must not import areas/ (it is used by them, not the other way round).',
    ]);
  });

  test('one area importing another is refused, also from a nested folder', async () => {
    expect(await boundaryErrors('functions/src/areas/catalogue/items/example.ts', '../../clients/clients-service.js')).toEqual([
      'Import of "../../clients/clients-service.js" crosses a layer boundary: the catalogue area must not import the clients area; move what both use to a neutral module (e.g. functions/src/services/).',
    ]);
  });

  test.each([
    ['an area importing its own files, http/, store/, services/ and areas/ root', 'functions/src/areas/settings/example.ts', ['./org-writes.js', '../../http/handler-types.js', '../../store/users.js', '../../services/accounts/accounts.js', '../row-merge.js']],
    ['store/ importing ports/ and store/', 'functions/src/store/example.ts', ['../ports/table.js', './keys.js']],
    ['adapters/ importing errors/ and store/', 'functions/src/adapters/example.ts', ['../errors/app-error.js', '../store/keys.js']],
  ])('allowed: %s', async (_label, file, imports) => {
    for (const importPath of imports) expect(await boundaryErrors(file, importPath)).toEqual([]);
  });
});
