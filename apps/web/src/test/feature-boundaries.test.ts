import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { featureBoundaries } from '../../../../scripts/eslint-feature-boundaries.mjs';

const SRC = '/repo/apps/web/src';
const config: Linter.Config[] = [
  {
    files: ['**/*.ts'],
    plugins: { tifo: featureBoundaries },
    rules: { 'tifo/feature-boundaries': 'error' },
  },
];

/** The rule's complaints about `code` placed at `file` (relative to src). */
function problems(file: string, code: string): string[] {
  return new Linter({ configType: 'flat', cwd: '/repo' })
    .verify(code, config, { filename: `${SRC}/${file}` })
    .map((message) => message.message);
}

describe('feature-boundaries lint rule', () => {
  it("lets a feature use another feature's index, its own files and shared code", () => {
    expect(
      problems(
        'features/member/MemberPage.ts',
        [
          "import { WalletSection } from '../wallet';",
          "import { TaskCentreSection } from '../tasks/index';",
          "import { memberKeys } from './api';",
          "import { sectionHref } from '../../shared/member-sections';",
          "import { z } from 'zod';",
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it("refuses a feature reaching into another feature's files, statically or lazily", () => {
    expect(
      problems('features/guess/room/Panel.ts', "import { liveKeys } from '../../live/api';"),
    ).toEqual([
      "Import features/live through its public index ('../../live'), not its file features/live/api; export it there if it is meant to be used outside.",
    ]);
    expect(problems('features/guess/a.ts', "export { x } from '../live/x';")).toHaveLength(1);
    expect(problems('features/guess/a.ts', "const m = import('../live/LivePage');")).toHaveLength(
      1,
    );
  });

  it('refuses shared code importing any feature', () => {
    expect(problems('shared/ui/List.ts', "import { a } from '../../features/scores';")).toEqual([
      'shared/ must not import a feature (features/scores): move what both need into shared/.',
    ]);
  });

  it("lets tests use another feature's fixtures, but not production code", () => {
    const fixture = "import { stubApi } from '../anchor/room-fixtures.test-util';";
    expect(problems('features/member/MemberPage.test.ts', fixture)).toEqual([]);
    expect(problems('features/member/MemberPage.ts', fixture)).toHaveLength(1);
  });

  it('leaves the app shell free to compose pages and lazy routes', () => {
    expect(problems('app/routes.ts', "const p = import('../features/live/LivePage');")).toEqual([]);
  });
});
