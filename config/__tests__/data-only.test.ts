import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import ts from 'typescript';

/**
 * config/ holds values and their types: its modules may import each other and types from anywhere, but no
 * code (plugins, Node modules, src/ functions). The wiring lives in docusaurus.config.ts and src/plugins.
 */
const configDir = path.resolve(__dirname, '..');
const modules = readdirSync(configDir).filter((name) => /\.ts$/.test(name));

function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(path.join(configDir, file), 'utf8'), ts.ScriptTarget.Latest);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause !== undefined &&
          clause.name === undefined &&
          clause.namedBindings !== undefined &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.every((element) => element.isTypeOnly));
      if (!typeOnly) found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return found;
}

describe('config/ is data', () => {
  it('has modules to check', () => {
    expect(modules).toEqual(expect.arrayContaining(['brand.ts', 'search.ts', 'llms.ts', 'locales.ts']));
  });

  it.each(modules)('%s imports values only from config/ itself', (file) => {
    const outside = valueImports(file).filter((specifier) => !/^\.\/[\w.-]+$/.test(specifier));
    expect(outside).toEqual([]);
  });

  it('would catch a plugin import', () => {
    const source =
      "import plugin from '../src/plugins/x';\nimport type { T } from '../src/t';\nimport { type U } from '../src/u';";
    const parsed = ts.createSourceFile('x.ts', source, ts.ScriptTarget.Latest);
    const kinds = parsed.statements.filter(ts.isImportDeclaration).map((s) => s.importClause?.isTypeOnly ?? false);
    expect(kinds).toEqual([false, true, false]);
  });
});
