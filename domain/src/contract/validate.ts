import { z, type Schema } from './zod';

// Reading a schema's verdict: the messages a form's toast and the API's 400 show, in the order the
// schema declares its fields, and the same messages placed at their fields for a form.

interface Problem {
  path: PropertyKey[];
  message: string;
}

/** The problems of the values, first field first (a check across fields is listed with its field). */
function problems(schema: Schema, values: unknown): Problem[] {
  const result = z.safeParse(schema, values);
  if (result.success) return [];
  const def = schema._zod.def as { shape?: Record<string, unknown> };
  const order = def.shape ? Object.keys(def.shape) : [];
  const rank = (problem: Problem) => {
    const index = order.indexOf(String(problem.path[0]));
    return index === -1 ? order.length : index;
  };
  return result.error.issues.map(({ path, message }) => ({ path, message })).sort((a, b) => rank(a) - rank(b));
}

/** The values' problems, first field first, each with the path of its field ('contactInfo.phone', 'addons.1.quantity'). */
export function validationProblems(schema: Schema, values: unknown): Array<{ path: string; message: string }> {
  return problems(schema, values).map(({ path, message }) => ({ path: path.map(String).join('.'), message }));
}

/** Every message of the values' problems, in the order the schema declares its fields, without repeats. Empty when the values are valid. */
export function validationMessages(schema: Schema, values: unknown): string[] {
  return [...new Set(problems(schema, values).map((problem) => problem.message))];
}

/** The first message a form shows in its toast, or undefined when the values are valid. */
export function firstValidationMessage(schema: Schema, values: unknown): string | undefined {
  return validationMessages(schema, values)[0];
}

/** Each field's first message, nested as the values are (lists by index): a form's errors. Empty when the values are valid. */
export function fieldErrors(schema: Schema, values: unknown): Record<string, unknown> {
  const errors: Record<string, unknown> = {};
  for (const { path, message } of problems(schema, values)) {
    if (path.length === 0) continue;
    let node: Record<string, unknown> = errors;
    path.slice(0, -1).forEach((key, i) => {
      const name = String(key);
      if (typeof node[name] !== 'object' || node[name] === null) node[name] = typeof path[i + 1] === 'number' ? [] : {};
      node = node[name] as Record<string, unknown>;
    });
    const last = String(path[path.length - 1]);
    if (node[last] === undefined) node[last] = message;
  }
  return errors;
}

/** Whether the values pass the schema. */
export function isValid(schema: Schema, values: unknown): boolean {
  return z.safeParse(schema, values).success;
}
