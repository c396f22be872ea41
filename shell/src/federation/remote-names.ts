/** The remotes the shell knows, as named in remotes.json and in each remote's build. */
export const remoteNames = ['booking', 'edit', 'afterhours', 'invitation'] as const;

export type RemoteName = (typeof remoteNames)[number];

export function isRemoteName(value: string): value is RemoteName {
  return (remoteNames as readonly string[]).includes(value);
}
