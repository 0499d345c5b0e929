/**
 * Test what ships: the end-to-end tests run the servers' production builds, never their
 * TypeScript. This finds where an e2e file would not: a value import of a server's source (the
 * shell's server `@harmoni/serve`, the enquiry server in mf-contact/server), tsx started as a
 * command or loader, or node told to run a server's .ts file (Node 24 can strip types itself).
 */
import { readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

export const repoRoot = join(__dirname, '..');

/** The servers' sources, as the repository lays them out. */
const serverSources = ['serve/', 'mf-contact/server/'];
const serverPackage = /^@harmoni\/serve(\/|$)/;
/** tsx as a word: `tsx`, `.bin/tsx`, `--import tsx`, `tsx/esm`; not a `.tsx` file name. */
const tsxCommand = /(?<![\w.-])tsx(?![\w-])/;
const serverTypeScript = /(^|\/)(server|serve\/src)\/\S*\.[mc]?tsx?$/;
const typeStripping = /--experimental-(strip|transform)-types/;

/**
 * The one e2e file that may start tsx: it runs the commands that ship as TypeScript run by tsx
 * (the release commands, gallery:import), and only a file an npm script runs so.
 */
export const teamCommandsFile = 'e2e/support/teamCommands.ts';

const isServerSource = (specifier: string, file: string): boolean => {
  if (serverPackage.test(specifier)) return true;
  if (!specifier.startsWith('.')) return false;
  const target = relative(repoRoot, resolve(dirname(join(repoRoot, file)), specifier));
  return serverSources.some((source) => `${target}/`.startsWith(source));
};

/** Every way `text` (the file `file`, relative to the repository) runs a server's TypeScript. */
export function serverSourceUses(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node) =>
    `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const typeOnly = ts.isImportDeclaration(node)
        ? node.importClause?.isTypeOnly === true
        : node.isTypeOnly;
      if (!typeOnly && isServerSource(node.moduleSpecifier.text, file)) {
        found.push(`${at(node)} imports a server's source: ${node.moduleSpecifier.text}`);
      }
      return;
    }
    if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require')) &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0]) &&
      isServerSource(node.arguments[0].text, file)
    ) {
      found.push(`${at(node)} imports a server's source: ${node.arguments[0].text}`);
    }
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
      const value = node.text;
      if (tsxCommand.test(value) && file !== teamCommandsFile) {
        found.push(`${at(node)} starts tsx: '${value}'`);
      }
      if (serverTypeScript.test(value) || typeStripping.test(value)) {
        found.push(`${at(node)} runs a server's TypeScript: '${value}'`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const skipped = new Set(['node_modules', '.redeploy', 'test-results', 'playwright-report']);

/** The e2e folder's code files, relative to the repository. */
export function e2eFiles(dir = join(repoRoot, 'e2e')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (skipped.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return e2eFiles(path);
    return /\.[mc]?[jt]sx?$/.test(entry.name) ? [relative(repoRoot, path)] : [];
  });
}
