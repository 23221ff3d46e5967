/** Where the registry lives: `productIcons`, product name -> Heroicons outline catalogue name. */
export const registryFile: string;
/** The Heroicons React component's file name of a catalogue name: `squares-2x2` -> `Squares2X2Icon`. */
export function componentName(name: string): string;
/** The registry's `productIcons`. */
export function readRegistry(file?: string): Promise<Record<string, string>>;
/** The `<symbol id="<name>">` of one Heroicons 24px outline icon; throws for a name the package lacks. */
export function iconSymbol(name: string): string;
/** The sprite of the given catalogue names (each once, sorted). */
export function iconSprite(names: readonly string[]): string;
/** 8 base32 characters (A-Z, 2-7) of the content's SHA-256. */
export function contentHash(text: string): string;
/** Writes `icons-<hash>.svg` into `assetsDir`: its file, its address under /assets and the symbols it holds. */
export function writeIconSprite(assetsDir: string, registry?: Record<string, string>): Promise<{ file: string; url: string; names: string[] }>;
