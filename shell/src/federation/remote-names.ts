/**
 * The remotes the shell knows, as named in remotes.json and in each remote's build. The staff
 * console's (`staff`) is loaded by the staff site's host page only (src/staff-site/).
 */
export const remoteNames = ['booking', 'edit', 'afterhours', 'invitation', 'staff'] as const;

export type RemoteName = (typeof remoteNames)[number];

export function isRemoteName(value: string): value is RemoteName {
  return (remoteNames as readonly string[]).includes(value);
}
