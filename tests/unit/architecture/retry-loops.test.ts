import { readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { ROOT, sourceFiles } from "./source-files";

// No hand-written retry loops in functions/ (docs/decisions/foundation.md "Retries"): every
// retry goes through functions/platform/retry.ts, which bounds its tries and its time and tells
// a lost race (again at once) from a held-up call (again after a backoff). A loop of its own
// forgets one of the three, as the loops it replaced did.
const HELPER = "functions/platform/retry.ts";
/** Loops that wait inside functions/ without retrying anything, and why. */
const NOT_RETRIES: Record<string, string> = {
  "functions/subscriptions/pacer.ts": "a token bucket: it waits for a token, nothing failed",
};

/** Names a retry loop counts its tries by. */
const COUNTER = /attempt|retr|tries/i;
/** What a loop waits with. */
const WAIT_CALL = /^(setTimeout|sleep|pause|wait|delay|backoff)$/i;
/** What a loop re-sends a batch's leftovers by. */
const LEFTOVERS = /^Unprocessed(Keys|Items)$/;

type Loop = ts.IterationStatement;

const isFunction = (node: ts.Node) =>
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isMethodDeclaration(node);

/** Every node below `node`; `intoFunctions` false stops at nested functions (their own code). */
function descendants(node: ts.Node, intoFunctions = true): ts.Node[] {
  const found: ts.Node[] = [];
  const visit = (child: ts.Node) => {
    found.push(child);
    if (intoFunctions || !isFunction(child)) ts.forEachChild(child, visit);
  };
  ts.forEachChild(node, visit);
  return found;
}

const isTrue = (node: ts.Expression | undefined) => node?.kind === ts.SyntaxKind.TrueKeyword;
const identifierText = (node: ts.Node) =>
  ts.isIdentifier(node) || ts.isPrivateIdentifier(node) ? node.text : undefined;

/** Why a loop is a retry loop, or undefined: the shapes the helper replaced. */
function retryShapeOf(loop: Loop): string | undefined {
  const inside = descendants(loop);
  const own = descendants(loop, false);
  const waitsForSomething =
    own.some(ts.isAwaitExpression) || (ts.isForOfStatement(loop) && !!loop.awaitModifier);
  if (!waitsForSomething) return undefined;
  if (
    (ts.isForStatement(loop) && !loop.condition) ||
    ((ts.isWhileStatement(loop) || ts.isDoStatement(loop)) && isTrue(loop.expression))
  ) {
    return "a loop without an end";
  }
  // A for-of's variable names what it walks (`for (const attempt of open)`), not a count.
  const head: (ts.Node | undefined)[] = ts.isForStatement(loop)
    ? [loop.initializer, loop.condition, loop.incrementor]
    : ts.isWhileStatement(loop) || ts.isDoStatement(loop)
      ? [loop.expression]
      : [];
  const headNames = head.flatMap((part) =>
    part ? [part, ...descendants(part)].map(identifierText) : [],
  );
  const counted = inside.flatMap((node) =>
    (ts.isPostfixUnaryExpression(node) || ts.isPrefixUnaryExpression(node)) &&
    node.operator === ts.SyntaxKind.PlusPlusToken
      ? [identifierText(node.operand)]
      : ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusEqualsToken
        ? [identifierText(node.left)]
        : [],
  );
  if ([...headNames, ...counted].some((name) => name && COUNTER.test(name))) {
    return "a loop counting its tries";
  }
  const calls = inside.filter(ts.isCallExpression).map((call) => {
    const callee = call.expression;
    return ts.isPropertyAccessExpression(callee) ? callee.name.text : identifierText(callee);
  });
  if (calls.some((name) => name && WAIT_CALL.test(name))) return "a loop that waits";
  if (
    inside.some(
      (node) =>
        ts.isTryStatement(node) &&
        node.catchClause &&
        descendants(node.tryBlock, false).some(ts.isReturnStatement),
    )
  ) {
    return "a loop that returns on success and goes round on an error";
  }
  if (inside.some((node) => LEFTOVERS.test(identifierText(node) ?? ""))) {
    return "a loop re-sending a batch's leftovers";
  }
  return undefined;
}

/** Each retry loop of a source text: its line and its shape. */
function retryLoopsIn(text: string, name = "source.ts"): string[] {
  const file = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);
  return [file, ...descendants(file)].flatMap((node) => {
    if (!ts.isIterationStatement(node, false)) return [];
    const shape = retryShapeOf(node);
    if (!shape) return [];
    const { line } = file.getLineAndCharacterOfPosition(node.getStart());
    return [`${name}:${line + 1}: ${shape}`];
  });
}

const wrap = (body: string) => `async function f() {\n${body}\n}`;

describe("hand-written retry loops", () => {
  it("recognises every shape the one retry replaced", () => {
    const shapes = {
      // A collided transaction, sent again with a growing random pause.
      collided: `for (let attempt = 1; ; attempt += 1) {
        try { await send(command); return null; } catch (error) {
          if (!collided(error) || attempt >= MAX_ATTEMPTS) throw error;
          await pause(10 * attempt + Math.floor(Math.random() * 20 * attempt));
        }
      }`,
      // A bounded loop that polls for a racing request's result.
      polled: `for (let attempt = 1; attempt <= 4; attempt += 1) {
        if (await complete(claim)) return answer(done.order);
        await new Promise((resolve) => setTimeout(resolve, 25 * attempt));
      }
      throw new ConflictError("still processing");`,
      // A lost optimistic write, retried with its own counter.
      optimistic: `for (let attempt = 1; ; attempt++) {
        if (await save(key, stored, read.version)) return state;
        if (attempt >= 40) throw new ConflictError("busy");
        read = await get(key);
      }`,
      // A key in use, waited out over a list of delays.
      delays: `for (const delay of [250, 500, 1000]) {
        try { return await request(); } catch (error) {
          if (!isKeyInUse(error)) throw error;
          await sleep(delay * (0.5 + Math.random() / 2));
        }
      }`,
      // Tries counted in the body of a while loop.
      whileCounted: `let tries = 0;
      while (tries < 5) {
        tries++;
        if (await save()) return;
      }`,
      // An unbounded while loop that goes round on an error.
      unbounded: `while (true) {
        try { return await send(); } catch (error) { if (!collided(error)) throw error; }
      }`,
      // A catch that goes round, under innocent names.
      quiet: `for (const _ of Array.from({ length: 3 })) {
        try { return await send(); } catch { /* next */ }
      }`,
      // BatchGetItem's leftovers, re-sent at once until none are left.
      leftovers: `while (pending.length > 0) {
        const { Responses, UnprocessedKeys } = await client.send(batch(pending));
        found.push(...Responses);
        pending = UnprocessedKeys?.[table]?.Keys ?? [];
      }`,
    };
    for (const [name, body] of Object.entries(shapes)) {
      expect(retryLoopsIn(wrap(body), name), name).toHaveLength(1);
    }
  });

  it("leaves paging, batching and sequential work alone", () => {
    const fine = {
      paging: `let cursor;
      do {
        const page = await query({ ExclusiveStartKey: cursor });
        items.push(...page.Items);
        cursor = page.LastEvaluatedKey;
      } while (cursor);`,
      batching: `for (let i = 0; i < keys.length; i += 100) await send(keys.slice(i, i + 100));`,
      records: `for (const record of records) {
        try { await handle(record); } catch (error) { failures.push(record.id); }
      }`,
      backoffSum: `for (let retry = 0; retry < 3; retry += 1) total += Math.min(base * 2 ** retry, cap);`,
      workers: `while (next < items.length && !stop()) { next += 1; await work(items[next - 1]); }`,
      sweep: `for (const attempt of open) await settle(attempt);`,
    };
    for (const [name, body] of Object.entries(fine)) {
      expect(retryLoopsIn(wrap(body), name), name).toEqual([]);
    }
  });

  it("are not written in functions/: functions/platform/retry.ts retries", () => {
    const loops = sourceFiles("functions")
      .filter((file) => file !== HELPER && !(file in NOT_RETRIES))
      .flatMap((file) => retryLoopsIn(readFileSync(join(ROOT, file), "utf8"), file));
    expect(loops).toEqual([]);
  });

  it("would find the helper's own loop, and the pacer's wait, if they were not known", () => {
    for (const file of [HELPER, ...Object.keys(NOT_RETRIES)]) {
      expect(retryLoopsIn(readFileSync(join(ROOT, file), "utf8"), file), file).not.toEqual([]);
    }
  });
});
