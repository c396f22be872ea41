/** What differs between the shell and each remote; everything else is the same build. */
export interface FederatedAppOptions {
  /** The package folder (its `__dirname`). */
  dir: string;
  /** The federation container name: `shell`, `booking`, `edit`, `afterhours`, `invitation`. */
  name: string;
  /** Port of `npm run dev` for this package. */
  devPort: number;
  /** Prefix of this package's CSS Module class names, so that no two packages clash. */
  cssPrefix: string;
  /** A remote's public surface: its page components. */
  exposes?: Record<string, string>;
  /** Page title of the standalone page. */
  title: string;
  /** The shell is a pure consumer: it registers its remotes at run time. */
  isHost?: boolean;
  /**
   * A host's further pages, each an HTML page (`<name>.html`) with an entry script of its own: the
   * staff site's host page (docs/decisions/045). `index.html` keeps the `main` entry alone.
   */
  hostPages?: Array<{ name: string; entry: string; title: string; noscript: string }>;
  /**
   * Whether the package is rendered on the server too (its Node build in `dist/server/`); false for
   * a remote whose pages render in the browser only (the staff console's, decision 045).
   */
  serverRendered?: boolean;
  /**
   * Whether shared-ui's index is kept whole, as if it had side effects, so that every page of the
   * package loads all of shared-ui's stylesheets in the index's one order: for a package whose
   * stylesheets still depend on that order (the staff console's, issue 41).
   */
  sharedUiIndexWhole?: boolean;
}
