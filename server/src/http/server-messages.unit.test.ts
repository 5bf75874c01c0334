import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_MESSAGES, serverMessagePlaceholders } from '@rm/domain';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every message the server can send a person (a refusal, a field error, a confirmation) has a German,
 * English and Polish entry in the server-message catalogue (`SERVER_MESSAGES`, from each API feature's
 * `messages` and `domain/src/shared/server-messages.ts`), so that the web app shows it in the user's
 * language. The messages are found in the source: the domain's errors (`invalid`, `notFound`, `conflict`,
 * `forbidden`, `new DomainError`), `new HttpError`, every `message:` written in an answer, every
 * `…_MESSAGE` constant and whatever a function named `…message…` returns; a template literal's
 * `${…}` parts are placeholders. A new message without its entry fails here, naming it.
 */

const root = fileURLToPath(new URL('../../..', import.meta.url));
const SOURCES = ['domain/src', 'platform/src/http', 'command-api/src', 'query-api/src', 'server/src/http'];
const ERROR_FACTORIES = new Set(['invalid', 'notFound', 'conflict', 'forbidden']);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return name === 'testing' ? [] : sourceFiles(file);
    return file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts') ? [file] : [];
  });
}

const placeholderName = (expression: ts.Expression): string => {
  const names: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && node.text !== 'String') names.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(expression);
  return names.at(-1) ?? 'value';
};

/** The texts an expression can give, with `{{name}}` for what is filled in; none when it is not written there. */
function textsOf(expression: ts.Expression | undefined): string[] {
  if (!expression) return [];
  if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression)) return textsOf(expression.expression);
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [expression.text];
  if (ts.isConditionalExpression(expression)) return [...textsOf(expression.whenTrue), ...textsOf(expression.whenFalse)];
  if (
    ts.isBinaryExpression(expression) &&
    [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(expression.operatorToken.kind)
  )
    return [...textsOf(expression.left), ...textsOf(expression.right)];
  if (ts.isTemplateExpression(expression)) {
    let texts = [expression.head.text];
    for (const span of expression.templateSpans) {
      // A part chosen between written texts (`${x ? ', and only with a reason' : ''}`) gives a message per choice.
      const chosen = ts.isConditionalExpression(span.expression) ? textsOf(span.expression) : [];
      const parts = chosen.length > 0 && !chosen.some((text) => text.includes('{{')) ? chosen : [`{{${placeholderName(span.expression)}}}`];
      texts = texts.flatMap((text) => parts.map((part) => text + part + span.literal.text));
    }
    return texts;
  }
  return [];
}

interface Found {
  text: string;
  where: string;
}

function messagesIn(file: string): Found[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Found[] = [];
  const add = (expression: ts.Expression | undefined, node: ts.Node): void => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    for (const text of textsOf(expression)) found.push({ text, where: `${path.relative(root, file)}:${line + 1}` });
  };
  const isMessageFunction = (name: string | undefined): boolean => Boolean(name && /message/i.test(name));
  const returnsOf = (body: ts.Node, node: ts.Node): void => {
    const visit = (inner: ts.Node): void => {
      if (ts.isReturnStatement(inner)) add(inner.expression, inner);
      if (!ts.isFunctionLike(inner)) ts.forEachChild(inner, visit);
    };
    if (ts.isBlock(body)) ts.forEachChild(body, visit);
    else add(body as ts.Expression, node);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && ERROR_FACTORIES.has(node.expression.text))
      add(node.arguments.at(-1), node);
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression)) {
      if (node.expression.text === 'DomainError') add(node.arguments?.[1], node);
      if (node.expression.text === 'HttpError') {
        const body = node.arguments?.[1];
        if (body && ts.isObjectLiteralExpression(body))
          for (const property of body.properties)
            if (ts.isPropertyAssignment(property) && property.name.getText(source) === 'message') add(property.initializer, property);
      }
    }
    if (ts.isPropertyAssignment(node) && node.name.getText(source) === 'message') add(node.initializer, node);
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) {
      if (/_MESSAGE$/.test(node.name.text)) add(node.initializer, node);
      const initializer = node.initializer;
      if (isMessageFunction(node.name.text) && initializer && (ts.isArrowFunction(initializer) || ts.isFunctionExpression(initializer)))
        returnsOf(initializer.body, initializer);
    }
    if (ts.isFunctionDeclaration(node) && isMessageFunction(node.name?.text) && node.body) returnsOf(node.body, node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A message with its placeholders blanked: what two wordings of one message share. */
const shape = (text: string): string => text.replace(/\{\{[^}]*\}\}/g, '{}');

const found = SOURCES.flatMap((folder) => sourceFiles(path.join(root, folder))).flatMap(messagesIn);

describe('the server-message catalogue', () => {
  it('finds the messages the server writes (the scan itself works)', () => {
    const texts = found.map((message) => message.text);
    expect(texts).toContain('Contact not found.');
    expect(texts).toContain('The {{name}} field is required.');
    expect(texts).toContain('Only an admin may move an offer from {{from}} to {{to}}, and only with a reason.');
    expect(texts).toContain('Only an admin may move an offer from {{from}} to {{to}}.');
    expect(found.length).toBeGreaterThan(60);
  });

  it('has a German, English and Polish entry for every message the server can send', () => {
    const known = new Set(Object.keys(SERVER_MESSAGES).map(shape));
    const missing = [...new Map(found.filter((message) => !known.has(shape(message.text))).map((m) => [m.text, m.where])).entries()];
    expect(
      missing.map(([text, where]) => `${where}: ${JSON.stringify(text)}`),
      "add these to the feature's messages (domain/src/<feature>/<feature>-messages.ts) or to domain/src/shared/server-messages.ts",
    ).toEqual([]);
  });

  it('translates each entry in every language, with no placeholder the English original does not fill in', () => {
    for (const [english, translations] of Object.entries(SERVER_MESSAGES)) {
      const placeholders = serverMessagePlaceholders(english);
      for (const language of ['de', 'en', 'pl'] as const) {
        const text = translations[language];
        expect(text.trim(), `${language}: ${english}`).not.toBe('');
        for (const name of serverMessagePlaceholders(text)) expect(placeholders, `${language}: ${english}`).toContain(name);
      }
    }
  });
});
