/** The jest reporter of holdReporter.js (plain JavaScript: jest loads reporters untransformed). */
declare class HoldReporter {
  /** Resolves at once, or once JEST_HOLD_FILE is gone if it exists. */
  onTestFileStart(): Promise<void>;
  getLastError(): undefined;
}
export = HoldReporter;
