// Next's own copy of path-to-regexp (v6), which compiles the proxy's matcher and applies next.config.ts's
// rewrites: proxy-matcher.test.ts does both the same way. Next ships it without types.
declare module 'next/dist/compiled/path-to-regexp' {
  export function pathToRegexp(path: string): RegExp;
  export function match<P extends object>(path: string): (pathname: string) => false | { params: P };
  export function compile<P extends object>(path: string): (params: P) => string;
}
