/** Types of `module-hierarchy.mjs` (the module hierarchy lint enforces; docs/architecture.md). */
export declare const MODULE_TIERS: readonly (readonly string[])[]
export declare const MODULES: readonly string[]
export declare function modulesBelow(name: string): string[]
