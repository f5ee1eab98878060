/**
 * A Vitest reporter that writes, per test file and project, where its time
 * went (scripts/measure-suite.sh; docs/testing.md, "Where the time goes").
 * Output: the JSON file named by SUITE_TIMING_OUT (default suite-timing/vitest-files.json).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';

export default class SuiteTimingReporter {
  onTestRunEnd(testModules) {
    const out = process.env.SUITE_TIMING_OUT ?? 'suite-timing/vitest-files.json';
    const rows = testModules.map((module) => {
      const d = module.diagnostic();
      let tests = 0;
      for (const test of module.children.allTests()) {
        if (test.result().state !== 'skipped') tests += 1;
      }
      return {
        project: module.project.name,
        file: relative(process.cwd(), module.moduleId),
        tests,
        environment: Math.round(d.environmentSetupDuration),
        prepare: Math.round(d.prepareDuration),
        setup: Math.round(d.setupDuration),
        collect: Math.round(d.collectDuration),
        tests_ms: Math.round(d.duration),
      };
    });
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, JSON.stringify(rows, null, 1));
  }
}
