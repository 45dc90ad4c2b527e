import type { RouteDefinition } from "../shared/platform/api/route";

/**
 * CloudFront path patterns that reach only the selected routes, derived from the route list so a
 * new route lands in the right behaviour by itself (infra/stacks/web-stack.ts selects the routes
 * that are not cached public reads). Each selected route gets the shortest pattern, cut at a path
 * segment, that can match no other route: `/v1/customer*` when the whole group is selected, the
 * exact path (parameters as `*`) when the group mixes both kinds. Patterns follow CloudFront's
 * rules (`*` any characters, slashes included; case-sensitive).
 */
export function pathPatternsOf(
  routes: readonly RouteDefinition[],
  select: (route: RouteDefinition) => boolean,
): string[] {
  const others = routes.filter((route) => !select(route)).map((route) => globOf(route.path));
  const patterns: string[] = [];
  for (const route of routes.filter(select)) {
    if (patterns.some((pattern) => globMatches(pattern, route.path))) continue;
    const pattern = candidates(route.path).find(
      (candidate) => !others.some((other) => globsOverlap(candidate, other)),
    );
    if (!pattern)
      throw new Error(`No cache path pattern for ${route.operationId} (${route.path}).`);
    patterns.push(pattern);
  }
  // A broader pattern may have been found after narrower ones it now covers.
  return patterns.filter(
    (pattern, i) => !patterns.some((other, j) => j !== i && covers(other, pattern)),
  );
}

/** `/v1/sites/{slug}/info` → `/v1/sites/*\/info`: a path parameter is any characters to CloudFront. */
const globOf = (path: string): string => path.replace(/\{[^}]+\}/g, "*");

/** `/v1/a*`, `/v1/a/b*`, … then the exact path; never broader than a first segment after /v1/. */
function candidates(path: string): string[] {
  const segments = path.split("/").slice(2); // "", "v1", ...
  const out: string[] = [];
  for (let i = 1; i <= segments.length; i++) {
    const head = segments.slice(0, i);
    if (head.some((segment) => segment.includes("{"))) break;
    out.push(`/v1/${head.join("/")}*`);
  }
  out.push(globOf(path));
  return out;
}

/** CloudFront path pattern semantics: `*` any characters (slashes too), `?` one character. */
export function globToRegExp(glob: string): RegExp {
  const source = glob
    .split("")
    .map((c) => (c === "*" ? ".*" : c === "?" ? "." : c.replace(/[.+^${}()|[\]\\/]/g, "\\$&")))
    .join("");
  return new RegExp(`^${source}$`);
}

export const globMatches = (glob: string, path: string): boolean => globToRegExp(glob).test(path);

/**
 * Whether some URL path matches both globs. Literal segments are compared exactly; a `*` may
 * stand for anything, so overlap is decided conservatively: a wildcard on either side that
 * could absorb the rest counts as an overlap.
 */
export function globsOverlap(a: string, b: string): boolean {
  const overlap = (x: string, y: string): boolean => {
    if (x === "" && y === "") return true;
    if (x.startsWith("*")) return overlap(x.slice(1), y) || (y !== "" && overlap(x, y.slice(1)));
    if (y.startsWith("*")) return overlap(x, y.slice(1)) || (x !== "" && overlap(x.slice(1), y));
    if (x === "" || y === "") return false;
    return x[0] === y[0] && overlap(x.slice(1), y.slice(1));
  };
  return overlap(a, b);
}

/** `outer` matches every path `inner` matches (only for the prefix patterns made here). */
const covers = (outer: string, inner: string): boolean =>
  outer.endsWith("*") && !outer.slice(0, -1).includes("*") && inner.startsWith(outer.slice(0, -1));
