// Files webpack handles itself: CSS is extracted or injected, images and fonts become URLs.
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
declare module '*.avif' {
  const url: string;
  export default url;
}
/** A config file's text (the server build imports deploy/nginx.conf as a string). */
declare module '*.conf' {
  const text: string;
  export default text;
}
