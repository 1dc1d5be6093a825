import type { ESLint } from 'eslint';

/** The local plugin holding the `feature-boundaries` rule (see the .mjs beside this file). */
export declare const featureBoundaries: ESLint.Plugin;
