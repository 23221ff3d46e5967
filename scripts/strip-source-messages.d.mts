export function catalogIds(catalogPath?: string): Set<string>;
export function stripSourceMessages(source: string, ids: ReadonlySet<string>): { contents: string; removed: number };
export function stripSourceMessagesPlugin(ids?: ReadonlySet<string>): { name: string; setup(build: unknown): void };
