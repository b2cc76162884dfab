// metascraper's helpers depend on re2 (Google's RE2, bound natively) only for url-regex-safe, which
// uses it when it is there and JavaScript's RegExp when it is not. re2's install downloads a binary from
// GitHub or compiles C++ with node-gyp, neither of which a fresh machine here can do; package.json's
// `overrides` puts this in its place, so url-regex-safe finds no RE2 and takes RegExp, its own fallback.
// (The tests read our own pages with it: linear-time matching guards against nothing there.)
module.exports = undefined;
