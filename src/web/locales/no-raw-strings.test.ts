import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const WEB = path.resolve(import.meta.dirname, '..');

/** Customer pages and the shared components; the console's sections are checked one by one. */
const CUSTOMER_DIRS = ['features', 'components', 'app'];
const CONSOLE = 'features/console';
const NOT_CUSTOMER = [
  `${CONSOLE}/`,
  // A development tool that shows the mails the server would have sent.
  'features/auth/pages/dev-mailbox-page.tsx',
];
/** Attributes a person reads or hears. */
const READ_ATTRIBUTES = new Set(['label', 'title', 'alt', 'aria-label', 'placeholder', 'hint']);
/** Texts that read the same in both languages: the brand, units and symbols. */
const ALLOWED = new Set<string>(['SelfDrive', 'Chhattisgarh']);

function pageFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    const relative = path.relative(WEB, full).replaceAll(path.sep, '/');
    if (NOT_CUSTOMER.some((skip) => relative.startsWith(skip))) return [];
    if (entry.isDirectory()) return pageFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [full] : [];
  });
}

/** Each JSX text with letters, and each read attribute given as a literal with letters. */
export function rawStrings(source: string, fileName: string): string[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const hasLetters = (text: string) => /\p{L}{2}/u.test(text);
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasLetters(node.text)) found.push(node.text.trim());
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(file))) {
      const value = node.initializer;
      const literal =
        value && ts.isStringLiteral(value)
          ? value
          : value && ts.isJsxExpression(value) && value.expression
            ? value.expression
            : undefined;
      if (
        literal &&
        (ts.isStringLiteral(literal) || ts.isNoSubstitutionTemplateLiteral(literal)) &&
        hasLetters(literal.text)
      ) {
        found.push(literal.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found.filter((text) => !ALLOWED.has(text));
}

function leftoversOf(files: string[]): string[] {
  return files.flatMap((file) =>
    rawStrings(fs.readFileSync(file, 'utf8'), file).map(
      (text) => `${path.relative(WEB, file)}: ${text}`,
    ),
  );
}

/** Every file of a console section, pages and helpers alike. */
function consoleFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return consoleFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [full] : [];
  });
}

const CONSOLE_SECTIONS = fs
  .readdirSync(path.join(WEB, CONSOLE), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('customer pages', () => {
  it('take every text they show from the catalogues (no words left in components)', () => {
    expect(leftoversOf(CUSTOMER_DIRS.flatMap((dir) => pageFiles(path.join(WEB, dir))))).toEqual([]);
  });

  it('would notice a word written in JSX or in a label', () => {
    const source = `const a = <p title="Cars">Hello <b>{t('x')}</b></p>;
      const b = <Field label={'Name'} hint={t('y')} />;`;
    expect(rawStrings(source, 'x.tsx')).toEqual(['Cars', 'Hello', 'Name']);
  });
});

describe.each(CONSOLE_SECTIONS)('the console section %s', (section) => {
  it('takes every text it shows from the console catalogue', () => {
    const dir = path.join(WEB, CONSOLE, section);
    expect(leftoversOf(consoleFiles(dir))).toEqual([]);
  });
});

it('the console routes take their texts from the catalogue too', () => {
  expect(leftoversOf([path.join(WEB, CONSOLE, 'console-routes.tsx')])).toEqual([]);
});
