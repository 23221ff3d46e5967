export interface Output {
  imports: { path: string; kind: string }[];
  entryPoint?: string;
  cssBundle?: string;
  inputs: Record<string, unknown>;
  bytes: number;
}
export type Outputs = Record<string, Output>;
export function staticClosure(outputs: Outputs, file: string): string[];
export function entryFile(outputs: Outputs, name: string): string | undefined;
export function chunkFor(outputs: Outputs, source: string): string | undefined;
export function sizes(files: string[]): { raw: number; gzip: number };
export function inputsOf(outputs: Outputs, files: string[]): string[];
/** Where build.mjs writes the metafile of a build into `distDir` (under .build/meta/). */
export function metaPathFor(distDir?: string): string;
/** The icon sprite of a build (its file under the dist directory), or null for a build without one. */
export function iconSpriteOf(metaPath?: string): string | null;
export function bundleReport(metaPath?: string): {
  preact: boolean;
  mockApi: boolean;
  outputs: Outputs;
  main: string;
  initial: string[];
  css: string[];
  dashboardFiles: string[];
  /** The demo mock API's worker file (Mirage and the services; started by the boot script). */
  mirage: string | undefined;
  /** The mock API's page-side chunks (the bridge to its worker) that index.html preloads in a build with it. */
  mock: string[];
  /** The worker file and its static closure (fetched by the worker, in parallel with the app's chunks). */
  worker: string[];
  /** The top bar's menus and panels with their dependencies: fetched once the shell has painted. */
  afterPaint: string[];
  lazy: { file: string; entryPoint: string | null; raw: number; gzip: number }[];
};
