import { execFile } from 'node:child_process';
import { join } from 'node:path';

export const root = join(__dirname, '../..');
/** Each probe starts the ESLint CLI, which builds the Nx project graph. */
export const LINT_TIMEOUT_MS = 60_000;

export interface LintMessage {
  ruleId: string | null;
  message: string;
}

/**
 * The type-aware rule needs the file in a TypeScript project, which a probe that exists only on stdin is not;
 * the probes are about the other rules, so they run without type information.
 */
const WITHOUT_TYPES = ['--parser-options', 'projectService:false', '--rule', '@typescript-eslint/no-floating-promises: off'];

/** Lints the code as if it were saved at `file`, through the real CLI and the project's config. */
export function lintAs(file: string, code: string): Promise<LintMessage[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      join(root, 'node_modules/.bin/eslint'),
      ['--stdin', '--stdin-filename', join(root, file), '--format', 'json', ...WITHOUT_TYPES],
      { cwd: root },
      (error, stdout) => {
        try {
          const [result] = JSON.parse(stdout) as Array<{ messages: LintMessage[] }>;
          resolve(result?.messages ?? []);
        } catch {
          reject(error ?? new Error(`eslint printed no JSON: ${stdout}`));
        }
      },
    );
    child.stdin?.end(code);
  });
}
