// The federation plugin aliases @module-federation/runtime to its own copy at build time, but the
// shell does not depend on the package directly, so TypeScript cannot see its types. These are the
// two functions the shell uses (signatures of @module-federation/runtime 2.9).
declare module '@module-federation/runtime' {
  export function registerRemotes(
    remotes: Array<{ name: string; entry: string; type?: string }>,
    options?: { force?: boolean },
  ): void;
  export function loadRemote<T>(id: string): Promise<T | null>;
}
