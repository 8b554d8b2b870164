// Next's own copy of path-to-regexp (v6), which compiles the proxy's matcher: proxy-matcher.test.ts compiles
// it the same way. Next ships it without types.
declare module 'next/dist/compiled/path-to-regexp' {
  export function pathToRegexp(path: string): RegExp;
}
