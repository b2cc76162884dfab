/**
 * @jest-environment node
 */
// Feature folders do not import each other's internals, nor do shared components: the project's lint
// rule (eslint.config.mjs, FEATURE_BOUNDARIES) run on small sources placed in src/, beside a feature
// made for the test that the config has never heard of.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const RUNNER = path.join(__dirname, '../support/lintImports.mjs');
const NEW_FEATURE = `lintProbe${process.pid}`;
const NEW_FEATURE_DIR = path.join(ROOT, 'src/features', NEW_FEATURE);

interface LintMessage {
  ruleId: string | null;
  line: number;
  message: string;
}

/** The sources linted, by name: code given a path under src/ (never written to disk). */
const SOURCES = {
  internals: {
    filePath: 'src/features/flags/probe.ts',
    code: [
      "import { MEMO_MAX } from '../diamonds/lib/memo';",
      "import type { PackageChoice } from '../diamonds/lib/choice';",
      'export type Probe = [typeof MEMO_MAX, PackageChoice];',
    ],
  },
  publicModules: {
    filePath: 'src/features/flags/probe.ts',
    code: [
      "import { diamondsApi } from '../diamonds/api/diamondsApi';",
      "import { selectIsSignedIn } from '../auth/authSlice';",
      "import { userApi } from '../user/userApi';",
      "import { transactionHistoryApi } from '../transactionHistory/transactionHistoryApi';",
      'export const probe = [diamondsApi, selectIsSignedIn, userApi, transactionHistoryApi];',
    ],
  },
  ownInternals: {
    filePath: 'src/features/diamonds/components/Probe.ts',
    code: ["import { MEMO_MAX } from '../lib/memo';", 'export const probe = MEMO_MAX;'],
  },
  component: {
    filePath: 'src/components/Probe.tsx',
    code: [
      "import { selectIsSignedIn } from '../features/auth/authSlice';",
      "import { MEMO_MAX } from '../features/diamonds/lib/memo';",
      "import { useGetOwnerQuery } from '../features/user/userApi';",
      'export const probe = [selectIsSignedIn, MEMO_MAX, useGetOwnerQuery];',
    ],
  },
  fromNewFeature: {
    filePath: `src/features/${NEW_FEATURE}/probe.ts`,
    code: [
      "import { userApi } from '../user/userApi';",
      "import { MEMO_MAX } from '../diamonds/lib/memo';",
      "import { internal } from './internal';",
      'export const probe = [userApi, MEMO_MAX, internal];',
    ],
  },
  intoNewFeature: {
    filePath: 'src/features/flags/probe.ts',
    code: [
      `import { probeApi } from '../${NEW_FEATURE}/probeApi';`,
      `import { internal } from '../${NEW_FEATURE}/internal';`,
      'export const probe = [probeApi, internal];',
    ],
  },
};
type SourceName = keyof typeof SOURCES;

let messages: Record<SourceName, LintMessage[]>;

beforeAll(() => {
  // A feature the config has not seen: it reads src/features when it loads.
  fs.mkdirSync(NEW_FEATURE_DIR);
  fs.writeFileSync(path.join(NEW_FEATURE_DIR, 'internal.ts'), 'export const internal = 1;\n');
  fs.writeFileSync(path.join(NEW_FEATURE_DIR, 'probeApi.ts'), 'export const probeApi = 1;\n');
  const names = Object.keys(SOURCES) as SourceName[];
  const sources = names.map((name) => ({ filePath: SOURCES[name].filePath, code: `${SOURCES[name].code.join('\n')}\n` }));
  const output = execFileSync(process.execPath, [RUNNER], { cwd: ROOT, input: JSON.stringify(sources), encoding: 'utf8' });
  const results = JSON.parse(output) as LintMessage[][];
  messages = Object.fromEntries(names.map((name, at) => [name, results[at] ?? []])) as Record<SourceName, LintMessage[]>;
}, 60_000);

afterAll(() => fs.rmSync(NEW_FEATURE_DIR, { recursive: true, force: true }));

/** The lines of a source that the import rule rejects, each with what it says. */
const rejected = (name: SourceName) =>
  messages[name].map(({ ruleId, line, message }) => {
    expect(ruleId).toBe('import-x/no-restricted-paths');
    expect(message).toContain("a feature's internals");
    return line;
  });

describe('imports between feature folders', () => {
  it("rejects another feature's internals, type-only imports too", () => {
    expect(rejected('internals')).toEqual([1, 2]);
  });

  it("allows another feature's endpoints (…Api.ts) and slice (…Slice.ts), and a feature's own files", () => {
    expect(messages.publicModules).toEqual([]);
    expect(messages.ownInternals).toEqual([]);
  });

  it("rejects a feature's internals in a shared component, and allows its endpoints and slice", () => {
    expect(rejected('component')).toEqual([2]);
  });

  it('covers a new feature folder without a change to the config, both ways', () => {
    expect(rejected('fromNewFeature')).toEqual([2]);
    expect(rejected('intoNewFeature')).toEqual([2]);
  });
});
