import type { Outputs } from './bundle-report.mjs';
import type { ChunkPlan } from '../src/startup/chunk-preload';

export function preloadPlan(outputs: Outputs, mainFile: string, mockApi: boolean): { initial: string[]; mock: string[]; plan: ChunkPlan };
export const dynamicImport: RegExp;
export function rewriteDynamicImports(outputs: Outputs): Promise<void>;
