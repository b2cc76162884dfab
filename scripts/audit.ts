// CI's dependency audit (.ci/run): `npm audit --omit=dev --audit-level=high` over what production
// installs. A high or critical advisory fails the run. An audit endpoint that cannot be reached (no
// network, DNS, a registry mirror that does not offer it: a network error code or an HTTP 4xx/5xx
// from /-/npm/v1/security/) prints a note and lets the run go on. Anything else npm fails with (no
// lockfile, output that is not a report) fails the run too: it is never taken for "no advisories".
import { spawnSync } from 'node:child_process';

export type AuditVerdict =
  | { kind: 'clean'; counted: number }
  | { kind: 'vulnerable'; findings: string[] }
  | { kind: 'unreachable'; reason: string }
  | { kind: 'failed'; reason: string };

const BLOCKING = new Set(['high', 'critical']);
const AUDIT_ENDPOINT = '/-/npm/v1/security/';
// How Node and npm name a request that never got an answer.
const NETWORK_ERROR =
  /\b(ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ESOCKETTIMEDOUT|ENETUNREACH|EHOSTUNREACH|EPROTO|CERT_[A-Z_]+|UNABLE_TO_[A-Z_]+|SELF_SIGNED_CERT_IN_CHAIN)\b/;

interface Advisory {
  title?: string;
  severity?: string;
}
interface Vulnerability {
  severity?: string;
  via?: (Advisory | string)[];
  fixAvailable?: unknown;
}
interface AuditOutput {
  auditReportVersion?: number;
  vulnerabilities?: Record<string, Vulnerability>;
  // The audit endpoint's failure (npm's lib/utils/audit-error.js), and npm's own error summary.
  message?: string;
  uri?: string;
  statusCode?: number;
  error?: { code?: string; summary?: string; detail?: string };
}

/** What `npm audit --json` printed (`stdout`) and how it exited (`status`) mean for CI. */
export function auditVerdict(stdout: string, status: number | null): AuditVerdict {
  let output: AuditOutput;
  try {
    output = JSON.parse(stdout) as AuditOutput;
  } catch {
    return { kind: 'failed', reason: `npm audit printed no report (exit ${status}): ${stdout.slice(0, 200)}` };
  }
  if (output.auditReportVersion !== undefined && output.vulnerabilities) {
    const all = Object.entries(output.vulnerabilities);
    const findings = all
      .filter(([, vulnerability]) => BLOCKING.has(vulnerability.severity ?? ''))
      .map(([name, vulnerability]) => {
        const titles = (vulnerability.via ?? []).flatMap((via) => (typeof via === 'string' ? [`through ${via}`] : [via.title ?? '']));
        const fix = vulnerability.fixAvailable ? 'fix available' : 'no fix yet';
        return `${name} (${vulnerability.severity}): ${titles.filter(Boolean).join('; ')} [${fix}]`;
      });
    return findings.length > 0 ? { kind: 'vulnerable', findings } : { kind: 'clean', counted: all.length };
  }
  const said = [output.message, output.uri, output.error?.code, output.error?.summary, output.error?.detail].filter(Boolean).join(' ');
  const fromEndpoint = said.includes(AUDIT_ENDPOINT);
  const httpError = typeof output.statusCode === 'number' && output.statusCode >= 400;
  const networkError = NETWORK_ERROR.exec(said)?.[1];
  if (fromEndpoint && (httpError || networkError)) {
    return { kind: 'unreachable', reason: httpError ? `HTTP ${output.statusCode} from ${output.uri}` : `${networkError} (${output.message})` };
  }
  return { kind: 'failed', reason: `npm audit failed (exit ${status}): ${said || stdout.slice(0, 200)}` };
}

function main() {
  const run = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], { encoding: 'utf8' });
  const verdict = auditVerdict(run.stdout, run.status);
  switch (verdict.kind) {
    case 'clean':
      console.log(`npm audit: no high or critical advisory in the production dependencies (${verdict.counted} lower ones).`);
      return;
    case 'unreachable':
      console.log(`npm audit: NOTE: skipped, the registry's audit endpoint cannot be reached: ${verdict.reason}`);
      return;
    case 'vulnerable':
      console.error('npm audit: high or critical advisories in the production dependencies (see `npm audit --omit=dev`):');
      for (const finding of verdict.findings) console.error(`  ${finding}`);
      process.exitCode = 1;
      return;
    case 'failed':
      console.error(verdict.reason, run.stderr);
      process.exitCode = 1;
  }
}

if (require.main === module) main();
