/**
 * @jest-environment node
 */
// CI's dependency audit: what npm printed decides between failing the run and a printed note.
import { expect } from '@jest/globals';
import { auditVerdict } from '../../scripts/audit';

const BULK = 'https://registry.npmjs.org/-/npm/v1/security/advisories/bulk';

/** An audit report (npm audit --json, report version 2) with these packages' severities. */
const report = (severities: Record<string, string>) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities: Object.fromEntries(
      Object.entries(severities).map(([name, severity]) => [
        name,
        { name, severity, via: [{ title: `Bad thing in ${name}`, severity }], fixAvailable: severity !== 'critical' },
      ]),
    ),
    metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0 } },
  });

describe('auditVerdict', () => {
  it('fails on a high or critical advisory, naming each', () => {
    const verdict = auditVerdict(report({ express: 'high', qs: 'critical', debug: 'moderate' }), 1);
    expect(verdict).toEqual({
      kind: 'vulnerable',
      findings: ['express (high): Bad thing in express [fix available]', 'qs (critical): Bad thing in qs [no fix yet]'],
    });
  });

  it('passes a report with nothing above moderate', () => {
    expect(auditVerdict(report({ debug: 'moderate', ms: 'low' }), 0)).toEqual({ kind: 'clean', counted: 2 });
    expect(auditVerdict(report({}), 0)).toEqual({ kind: 'clean', counted: 0 });
  });

  it('notes an endpoint that answers with an HTTP error (this machine: a mirror without it)', () => {
    // What npm 11 printed here.
    const printed = JSON.stringify({
      message: `405 Method Not Allowed - POST ${BULK}`,
      method: 'POST',
      uri: BULK,
      headers: { allow: ['GET,HEAD'] },
      statusCode: 405,
      body: '',
      error: { summary: '', detail: '' },
    });
    expect(auditVerdict(printed, 1)).toEqual({ kind: 'unreachable', reason: `HTTP 405 from ${BULK}` });
    expect(auditVerdict(JSON.stringify({ message: `503 Service Unavailable - POST ${BULK}`, uri: BULK, statusCode: 503 }), 1).kind).toBe(
      'unreachable',
    );
  });

  it.each(['ENOTFOUND', 'EAI_AGAIN', 'ECONNREFUSED', 'ETIMEDOUT'])('notes an endpoint that cannot be reached: %s', (code) => {
    const printed = JSON.stringify({
      message: `request to ${BULK} failed, reason: getaddrinfo ${code} registry.npmjs.org`,
      error: { summary: '', detail: '' },
    });
    expect(auditVerdict(printed, 1)).toMatchObject({ kind: 'unreachable', reason: expect.stringContaining(code) });
  });

  it('fails on anything else npm fails with, never taking it for a clean audit', () => {
    const noLockfile = JSON.stringify({ error: { code: 'ENOLOCK', summary: 'This command requires an existing lockfile.' } });
    expect(auditVerdict(noLockfile, 1).kind).toBe('failed');
    // A network error from somewhere that is not the audit endpoint.
    expect(auditVerdict(JSON.stringify({ message: 'request to https://example.org/x failed, reason: ENOTFOUND' }), 1).kind).toBe('failed');
    expect(auditVerdict('npm ERR! something', 1).kind).toBe('failed');
    expect(auditVerdict('', null).kind).toBe('failed');
  });
});
