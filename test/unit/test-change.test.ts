import { describe, expect, it } from 'vitest';
import { testsOf } from '../suite/change.ts';

describe('npm run test:change', () => {
  it("runs a change's own tests: the test files it touched and those importing a changed file themselves", () => {
    const tests = testsOf(['scripts/pipeline/scheduler.ts', 'test/unit/yaml-slips.test.ts']);
    expect(tests).toContain('test/unit/scheduler.test.ts');
    expect(tests).toContain('test/unit/yaml-slips.test.ts');
    // Through other modules only: not its own.
    expect(tests).not.toContain('test/unit/slug.test.ts');
  });

  it('runs nothing for a change no test file imports', () => {
    expect(testsOf(['docs/owner-guide.md'])).toEqual([]);
  });
});
