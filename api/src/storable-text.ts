// What the database can store. PostgreSQL's text refuses the NUL character and its jsonb refuses a
// lone surrogate (half of a UTF-16 pair, which JSON can spell as "\ud800"); either once made the
// API answer 500. Requests are checked for both at the door, so no route has to remember.

/** Deeper than any body of ours (about 4 levels) by far, and far from overflowing the stack. */
export const MAX_JSON_DEPTH = 32;

export const TEXT_MESSAGES = {
  nul: 'Text may not contain the NUL character (\\u0000)',
  loneSurrogate: 'Text must be valid Unicode: it contains half of a surrogate pair',
  tooDeep: `The JSON is nested too deeply (more than ${MAX_JSON_DEPTH} levels)`,
} as const;

// With the u flag a surrogate pair is one character, so \p{Cs} matches only a lone half.
const LONE_SURROGATE = /\p{Cs}/u;

/** Why this text cannot be stored, or undefined when it can. */
export function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return TEXT_MESSAGES.nul;
  if (LONE_SURROGATE.test(text)) return TEXT_MESSAGES.loneSurrogate;
  return undefined;
}

/**
 * Why a parsed JSON value cannot be stored (a string or a key with unstorable text, or nesting
 * deeper than MAX_JSON_DEPTH), or undefined when it can. Walks with its own stack, so no input
 * can overflow the call stack.
 */
export function jsonProblem(value: unknown): string | undefined {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop() as { value: unknown; depth: number };
    if (typeof current === 'string') {
      const problem = textProblem(current);
      if (problem) return problem;
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= MAX_JSON_DEPTH) return TEXT_MESSAGES.tooDeep;
    for (const [key, inner] of Object.entries(current)) {
      const problem = textProblem(key);
      if (problem) return problem;
      stack.push({ value: inner, depth: depth + 1 });
    }
  }
  return undefined;
}
