let origins = new Set<string>();

/** The origins of the remotes the server may load: those of the remotes.json it renders with. */
export function allowedRemoteOrigins(): ReadonlySet<string> {
  return origins;
}

export function setAllowedRemoteOrigins(next: Iterable<string>): void {
  origins = new Set(next);
}
