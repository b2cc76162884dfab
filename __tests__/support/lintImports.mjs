// Runs the project's lint config through ESLint's Node API on the sources given on stdin
// ([{ filePath, code }]), with only the import rule (import-x/no-restricted-paths), and prints each
// source's messages as JSON. A process of its own: jest's module sandbox cannot load eslint.config.mjs
// (an ES module). Parsing is not type-aware: the sources are in no TypeScript program, and the rule
// needs no types.
import path from 'node:path';
import { ESLint } from 'eslint';

let input = '';
for await (const chunk of process.stdin) input += chunk;

const eslint = new ESLint({
  cwd: path.resolve(import.meta.dirname, '../..'),
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-restricted-paths',
});
const messages = [];
for (const { filePath, code } of JSON.parse(input)) {
  const [result] = await eslint.lintText(code, { filePath });
  messages.push(result.messages.map(({ ruleId, line, message }) => ({ ruleId, line, message })));
}
process.stdout.write(JSON.stringify(messages));
