// CSS Modules: class names are generated per package at build time (see tooling/webpack-config.ts).
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}

/** This build of the package (see tooling/webpack-config.ts). */
declare const __BUILD_ID__: string;
