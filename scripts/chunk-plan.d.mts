import type { Outputs } from './bundle-report.mjs';
import type { ChunkPlan } from '../src/startup/chunk-preload';

export function preloadPlan(
  outputs: Outputs,
  mainFile: string,
  mockApi: boolean,
  /** A section file's source (to read which segments open which demo page). @default readFileSync, '' when missing */
  sourceOf?: (file: string) => string,
): { initial: string[]; mock: string[]; plan: ChunkPlan };
export function demoPageImports(source: string): Record<string, string>;
export function demoSectionBase(sectionSource: string, routesSource: string): string | null;
export const dynamicImport: RegExp;
export function rewriteDynamicImports(outputs: Outputs): Promise<void>;
