// Code a page loads only when a visitor uses it: each module of widgets/on-use/ is bundled on its
// own, whole, as assets/on-use-<name>-<hash>.js (scripts/assets/widgets/widgets.ts), and the build
// writes each one's file name into __ON_USE__. A page's byte budget counts what it loads before use.

declare const __ON_USE__: Readonly<Record<string, string>>;

/** The module of widgets/on-use/<name>.ts, fetched the first time it is asked for. */
export const onUse = <T>(name: string): Promise<T> => import(__ON_USE__[name]!);
