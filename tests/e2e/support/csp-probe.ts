/**
 * What the inline script of the test of the CSP reports says (tests/e2e/scanner-findings.e2e.ts),
 * so that the run's final check tells the violation it causes on purpose from a real one.
 */
export const CSP_PROBE_MARK = 'csp-probe-inline-script';
