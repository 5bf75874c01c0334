/** One failed rule as ajv reports it (what fastify puts on `error.validation`). */
export interface ValidationIssue {
  instancePath?: string;
  schemaPath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

const withArticle = (noun: string): string => `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`;

const humanField = (field: string): string => field.replace(/_/g, ' ');

function messageFor(issue: ValidationIssue, name: string): string {
  const params = issue.params ?? {};
  switch (issue.keyword) {
    case 'required':
      return `The ${name} field is required.`;
    case 'minLength':
      return params.limit === 1 ? `The ${name} field is required.` : `The ${name} must be at least ${String(params.limit)} characters.`;
    case 'maxLength':
      return `The ${name} must not be greater than ${String(params.limit)} characters.`;
    case 'format':
      if (params.format === 'uuid') return `The ${name} must be a valid id.`;
      if (params.format === 'date') return `The ${name} must be a valid date (YYYY-MM-DD).`;
      return `The ${name} must be a valid ${String(params.format)}.`;
    case 'type':
      return `The ${name} must be ${withArticle(String(params.type))}.`;
    case 'minimum':
      return `The ${name} must be at least ${String(params.limit)}.`;
    case 'maximum':
      return `The ${name} must not be greater than ${String(params.limit)}.`;
    case 'pattern':
      // A pattern is written for machines ("^[a-z0-9_]+$"); the form says the value does not fit.
      return `The ${name} format is invalid.`;
    case 'not':
      // The only `not` the schemas carry is the one that refuses NUL characters and lone surrogates in every string.
      return `The ${name} must not contain NUL characters or broken Unicode.`;
    case 'const':
    case 'enum':
    case 'anyOf':
      return `The selected ${name} is invalid.`;
    default:
      return `The ${name} ${issue.message ?? 'is invalid'}.`;
  }
}

/**
 * ajv issues as the form-error map the web shows: field → messages, the field named by the property
 * path (or the missing property), one message per rule, worded for a form.
 */
export function fieldErrors(issues: readonly ValidationIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  // A value that fits no branch of a union (`Type.Union`) is one mistake: its branches' complaints
  // ("must be a string", "must be equal to constant") are left out for the union's own message.
  const unions = issues.filter((issue) => issue.keyword === 'anyOf' && issue.schemaPath).map((issue) => `${issue.schemaPath ?? ''}/`);
  for (const issue of issues) {
    if (unions.some((union) => issue.schemaPath?.startsWith(union))) continue;
    const path = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    const missing = typeof issue.params?.missingProperty === 'string' ? issue.params.missingProperty : null;
    const field = missing ? (path ? `${path}.${missing}` : missing) : path || 'body';
    const message = messageFor(issue, humanField(field.split('.').at(-1) ?? field));
    const list = (errors[field] ??= []);
    // A union (`Type.Union`) reports each branch and then anyOf; once per message is enough.
    if (!list.includes(message)) list.push(message);
  }
  return errors;
}
