// A jest reporter that holds jest before its next test file while a file named by JEST_HOLD_FILE
// exists, and writes `<that file>.held` while it waits. npm test (scripts/test.ts) names one: the
// browser test that compares answer times under an attack holds jest while it measures
// (scripts/sideSteps.ts holdSideWork). Between two files no test is under way, so none of jest's own
// waits is cut short, as a paused process's would be. In band (one worker), jest awaits this hook.
const fs = require('node:fs');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

class HoldReporter {
  async onTestFileStart() {
    const hold = process.env.JEST_HOLD_FILE;
    if (!hold || !fs.existsSync(hold)) return;
    fs.writeFileSync(`${hold}.held`, '');
    try {
      while (fs.existsSync(hold)) await sleep(100);
    } finally {
      fs.rmSync(`${hold}.held`, { force: true });
    }
  }

  getLastError() {
    return undefined;
  }
}

module.exports = HoldReporter;
