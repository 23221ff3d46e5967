export function withoutTrans(source: string): { contents: string; shared: string };
export function importsTrans(source: string): boolean;
export function linguiReactSplitPlugin(): { name: string; setup(build: unknown): void };
