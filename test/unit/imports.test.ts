import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { cruise, type IReporterOutput } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const config = createRequire(import.meta.url)(resolve(root, '.dependency-cruiser.cjs'));

async function violations(): Promise<string[]> {
  const cwd = process.cwd();
  process.chdir(root);
  try {
    const result: IReporterOutput = await cruise(['content', 'model', 'templates', 'scripts', 'widgets'], {
      ...config.options,
      ruleSet: { forbidden: config.forbidden },
      validate: true,
    });
    if (typeof result.output === 'string') throw new Error(result.output);
    expect(result.output.summary.totalCruised, 'modules read: a parser that reads no TypeScript would find no circle').toBeGreaterThan(200);
    return result.output.summary.violations.map(
      (v) => `${v.rule.name}: ${v.from} → ${v.to}${v.cycle ? ` (circle: ${v.cycle.map((c) => c.name).join(' → ')})` : ''}`,
    );
  } finally {
    process.chdir(cwd);
  }
}

describe('the import graph', () => {
  it('has no circle (type-only imports included) and keeps its layers: content imports no code, model neither templates nor engine, widgets no templates, templates no engine, the engine only the entry points of templates, and nothing outside test/ imports a test', async () => {
    expect(await violations()).toEqual([]);
  });
});
