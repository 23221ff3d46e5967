// Types of scripts/merge-chunks.mjs for the tests (the build runs it as plain JavaScript).
type Outputs = Record<string, { imports: { path: string; kind: string }[]; exports: string[]; entryPoint?: string; inputs: Record<string, { bytesInOutput: number }>; bytes: number }>;

export function mergeStartupChunks(
  outputs: Outputs,
  entryFile: string,
  keepApart?: string[],
  options?: { target?: string[]; minify?: boolean },
): Promise<{ outputs: Outputs; merged: string | null; count: number }>;
export function hashNames(outputs: Outputs): Promise<{ outputs: Outputs; renamed: Map<string, string> }>;
export function components(nodes: string[], edges: Map<string, string[]>): string[][];
