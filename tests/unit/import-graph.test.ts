import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Imports run one way (README, "How it is organised"): shared code never reaches into one area, and no
// file or folder needs itself back through others. Type-only imports count: they tie modules together too.

const ROOT = path.resolve(__dirname, '../..');
const SOURCE_FOLDERS = ['app', 'components', 'features', 'lib'];
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

/** The project file an import names, or null for a package or a file of another kind (CSS, JSON). */
function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? specifier.slice(2)
    : specifier.startsWith('.')
      ? path.posix.join(path.posix.dirname(from), specifier)
      : null;
  if (base === null) return null;
  for (const extension of EXTENSIONS) {
    const file = base + extension;
    const absolute = path.join(ROOT, file);
    if (/\.tsx?$/.test(file) && existsSync(absolute) && statSync(absolute).isFile()) return file;
  }
  return null;
}

function importGraph(): Map<string, Set<string>> {
  const files = SOURCE_FOLDERS.flatMap(sourceFiles);
  return new Map(
    files.map((file) => {
      // Static imports and re-exports (type-only ones too) and import() calls.
      const { importedFiles } = ts.preProcessFile(readFileSync(path.join(ROOT, file), 'utf8'), true, true);
      const targets = importedFiles.map(({ fileName }) => resolveImport(file, fileName));
      return [file, new Set(targets.filter((target): target is string => target !== null))];
    }),
  );
}

/** Groups of nodes that reach each other (Tarjan's strongly connected components), each sorted. */
function circles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    lowest.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowest.set(node, Math.min(lowest.get(node)!, lowest.get(next)!));
      } else if (onStack.has(next)) lowest.set(node, Math.min(lowest.get(node)!, index.get(next)!));
    }
    if (lowest.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || graph.get(node)?.has(node)) found.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** The unit a folder circle is judged at: one area of features/, lib/ or components/ (app/ is one). */
function folderOf(file: string): string {
  const [top, area = ''] = file.split('/');
  return top === 'app' ? 'app' : `${top}/${area.replace(/\.tsx?$/, '')}`;
}

const graph = importGraph();

describe('imports', () => {
  it('find the source files and what they import', () => {
    expect(graph.size).toBeGreaterThan(200);
    expect(graph.get('lib/content/website-texts.ts')).toContain('lib/content/localized.ts');
  });

  it('never go from lib/ or components/ into features/', () => {
    const intoFeatures = [...graph].flatMap(([file, targets]) =>
      /^(lib|components)\//.test(file)
        ? [...targets]
            .filter((target) => target.startsWith('features/'))
            .map((target) => `${file} → ${target}`)
        : [],
    );
    expect(intoFeatures).toEqual([]);
  });

  it('never lead a file back to itself', () => {
    expect(circles(graph)).toEqual([]);
  });

  it('never lead a folder back to itself', () => {
    const folders = new Map<string, Set<string>>();
    const because = new Map<string, string>();
    for (const [file, targets] of graph) {
      const from = folderOf(file);
      if (!folders.has(from)) folders.set(from, new Set());
      for (const target of targets) {
        const to = folderOf(target);
        if (to === from) continue;
        folders.get(from)!.add(to);
        because.set(`${from} → ${to}`, `${file} → ${target}`);
      }
    }
    const described = circles(folders).map((group) =>
      [...because].filter(([edge]) => group.some((from) => group.some((to) => edge === `${from} → ${to}`))),
    );
    expect(described).toEqual([]);
  });
});
