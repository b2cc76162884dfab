// Used by jest only (webpack compiles with ts-loader). It must be babel.config.js, not .babelrc,
// so that it also reaches the ESM-only packages of msw inside node_modules.
module.exports = {
  presets: [['@babel/preset-env', { targets: { node: 'current' } }], ['@babel/preset-react', { runtime: 'automatic' }], '@babel/preset-typescript'],
};
