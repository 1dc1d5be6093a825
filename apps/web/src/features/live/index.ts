/**
 * The live feature's public surface: other features import these from here, never
 * from its files (the feature-boundaries lint rule).
 */
export { backpackKeys } from './backpack/api';
export { LivePlayer } from './player/LivePlayer';
export type { EngineKind, FormatChoice, PlaybackEngine, StreamSources } from './player/engines';
export { chooseEngine, createEngine, type EngineChoice } from './player/engines';
