export const terserOptions: Record<string, unknown>;
export function squeezeStartup(file: string): Promise<number>;
