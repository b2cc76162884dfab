// The build's precompressed copies: a file's brotli and gzip copies beside it (`app.js.br`, `app.js.gz`),
// compressed once, at the highest levels, instead of per request. webpack.config.ts writes them; the
// server (src/server/staticFiles.ts) and nginx (brotli_static, gzip_static) send them in its place.
/** The files the build writes copies of, where a copy is smaller: text, never a source map (never served). */
export const PRECOMPRESSED_FILES = /\.(js|css|svg|json|webmanifest|html|txt|xml)$/;
/** Below this a copy saves too little to be worth a file: what is sent is compressed per request, as before. */
export const PRECOMPRESSED_MIN_BYTES = 1024;
/** Each copy's suffix, by its Content-Encoding, the preferred first: brotli is the smaller. */
export const COPY_SUFFIXES = { br: '.br', gzip: '.gz' } as const;
/** The copies' extensions, as a regular expression's alternatives (`br|gz`): never served by their own name. */
export const COPY_EXTENSIONS = Object.values(COPY_SUFFIXES)
  .map((suffix) => suffix.slice(1))
  .join('|');
