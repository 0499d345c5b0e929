declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

declare module '*.css';

declare module '*.svg' {
  const url: string;
  export default url;
}

/** Set by the bundler at run time: where this build's own files are served from. */
declare const __webpack_public_path__: string;
