// Fails when a module of src/ reaches itself through its imports. Unlike
// ESLint's import-x/no-cycle, it counts every kind of import: type-only
// imports and dynamic `import()` too, so a lazy component whose module takes
// a type back from its loader is a circle here (docs/architecture.md).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '..');
const configPath = join(root, 'tsconfig.json');
const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root);

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

// src/ and the tests (their helpers import each other); ESLint's
// import-x/no-cycle, which also looked at both, is off: this check covers it
// in a second instead of half a minute (issue 47).
const files = ['src', 'tests'].flatMap((dir) => sourceFiles(join(root, dir)));
const known = new Set(files);
const graph = new Map(
  files.map((file) => {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => ts.resolveModuleName(fileName, file, options, ts.sys))
      .map(({ resolvedModule }) => resolvedModule?.resolvedFileName)
      .filter((target) => target !== undefined && known.has(target));
    return [file, [...new Set(targets)]];
  }),
);

// Tarjan's strongly connected components: every component of two or more
// modules (or a module importing itself) is a circle.
let index = 0;
const indices = new Map();
const lowLinks = new Map();
const stack = [];
const onStack = new Set();
const circles = [];

function visit(file) {
  indices.set(file, index);
  lowLinks.set(file, index);
  index += 1;
  stack.push(file);
  onStack.add(file);
  for (const target of graph.get(file)) {
    if (!indices.has(target)) {
      visit(target);
      lowLinks.set(file, Math.min(lowLinks.get(file), lowLinks.get(target)));
    } else if (onStack.has(target)) {
      lowLinks.set(file, Math.min(lowLinks.get(file), indices.get(target)));
    }
  }
  if (lowLinks.get(file) === indices.get(file)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file).includes(file)) circles.push(component);
  }
}

for (const file of files) if (!indices.has(file)) visit(file);

if (circles.length > 0) {
  console.error('Import circles in src/ or tests/ (type-only and dynamic imports count):');
  for (const circle of circles) {
    console.error('  ' + circle.map((file) => relative(root, file)).join(' <-> '));
  }
  process.exit(1);
}
console.log(`No import circles among the ${String(files.length)} modules of src/ and tests/.`);
