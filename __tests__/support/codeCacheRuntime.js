// Jest's runtime (jest.config.js `runtime`), compiling modules with V8's code cache. Jest evaluates every
// module afresh for each test file, and compiled react-dom's development build, jsdom, MSW and the app
// again each time: a tenth of jest's processor time. Here the first file to load a module keeps its
// vm.Script; the next file that loads the same source asks that script for V8's cached data, which by
// then holds the functions the first file ran too, and starts from it. Measured on the whole suite, one
// worker, back to back: 196 → 166 processor-seconds, 199 → 171 s (issue 38, docs/testing.md).
//
// It is Jest's own compile in jest-runtime 30 (ModuleExecutor.compile, with compileFunction), written
// with vm.Script, as Jest itself did before 27, because only a script can make cached data after it
// ran. `__tests__/scripts/codeCacheRuntime.test.ts` fails when an upgrade of Jest takes it out of use.
const vm = require('node:vm');
const Runtime = require('jest-runtime').default;

/** By module file: the transformed source, its first script, and V8's data once asked for. */
const scripts = new Map();
/** What the tests can read (STATS on their global): how many modules were compiled here, how many from the cache. */
const stats = { compiled: 0, fromCache: 0, rejected: 0 };
const STATS = Symbol.for('karaoke-web.jestCodeCache');

class CodeCacheRuntime extends Runtime {
  constructor(config, environment, ...rest) {
    super(config, environment, ...rest);
    const executor = this.executor;
    if (typeof executor?.compile !== 'function' || !Array.isArray(executor.injectedModuleParameters)) return;
    Object.defineProperty(environment.global, STATS, { value: stats });
    const jestCompile = executor.compile.bind(executor);
    executor.compile = (source, filename) => {
      const context = executor.environment.getVmContext();
      if (!context || executor.resolution.isCoreModule(filename)) return jestCompile(source, filename);
      let known = scripts.get(filename);
      if (known && known.source !== source) known = undefined;
      if (known && !known.data) known.data = known.script.createCachedData();
      try {
        // One line with the source's first: the source's line numbers (and its source map's) stay right.
        const script = new vm.Script(`(function (${executor.injectedModuleParameters.join(', ')}) {${source}\n})`, {
          filename,
          cachedData: known?.data,
          importModuleDynamically: (specifier, _script, attributes, ...phase) =>
            executor.dynamicImport(specifier, filename, context, attributes, phase[0]),
        });
        stats.compiled += 1;
        if (!known) scripts.set(filename, { source, script });
        else if (script.cachedDataRejected) {
          stats.rejected += 1;
          scripts.delete(filename);
        } else stats.fromCache += 1;
        return script.runInContext(context);
      } catch {
        // A syntax error, an ES module: Jest's own compile says so as Jest does.
        return jestCompile(source, filename);
      }
    };
  }
}

module.exports = CodeCacheRuntime;
