import path from 'node:path';

export interface FederatedPackage {
  /** Federation name and log prefix. */
  name: 'shell' | 'booking' | 'edit' | 'afterhours' | 'invitation' | 'staff';
  dir: string;
  port: number;
}

const root = path.join(__dirname, '..');

/** The shell and its remotes, with the ports `npm start` and `npm run dev` give them. */
export const federatedPackages: FederatedPackage[] = [
  { name: 'shell', dir: path.join(root, 'shell'), port: 3000 },
  { name: 'booking', dir: path.join(root, 'booking-mfe'), port: 3001 },
  { name: 'edit', dir: path.join(root, 'edit-mfe'), port: 3002 },
  { name: 'afterhours', dir: path.join(root, 'afterhours-mfe'), port: 3003 },
  { name: 'invitation', dir: path.join(root, 'invitation-mfe'), port: 3004 },
  // The staff console's remote: its files here, its pages on the staff site (below).
  { name: 'staff', dir: path.join(root, 'staff-mfe'), port: 3005 },
];

/** The staff site (docs/decisions/045): the shell's staff host page and the staff API, on an origin of its own. */
export const staffSitePort = 3100;
export const staffSiteUrl = `http://localhost:${staffSitePort}`;

export const apiDir = path.join(root, 'api');
export const apiPort = 4000;
/** MailDev, which `npm start` runs when SMTP_URL is not set: the API's default SMTP_URL is its SMTP port. */
export const maildevPorts = { smtp: 1025, web: 1080 };

/**
 * The release store (docs/decisions/051): its folder, and where `npm start` serves it. In
 * production it is any static host or object store: RELEASE_STORE_URL names it.
 */
export const releaseStoreDir = path.resolve(process.env.RELEASE_STORE_DIR || path.join(root, 'releases'));
export const releaseStorePort = 3010;
export const releaseStoreUrl = process.env.RELEASE_STORE_URL || `http://localhost:${releaseStorePort}`;
/** The deployed remotes.json that `promote` and `rollback` write: the one the shell's server reads. */
export const deployedRemotesJson = path.resolve(process.env.REMOTES_JSON || path.join(root, 'shell', 'dist', 'remotes.json'));

/** Each remote's owner (who is emailed when a canary of theirs is withdrawn): releases.config.json, or RELEASES_CONFIG. */
export const releasesConfigFile = path.resolve(process.env.RELEASES_CONFIG || path.join(root, 'releases.config.json'));
