/** Where the registry lives: each file's exported sets map a name to a Heroicons outline catalogue name. */
export const registryFiles: string[];
/** Icon sets by their export name: each name -> Heroicons outline catalogue name. */
export type IconSets = Record<string, Readonly<Record<string, string>>>;
/** The Heroicons React component's file name of a catalogue name: `squares-2x2` -> `Squares2X2Icon`. */
export function componentName(name: string): string;
/** Every icon set the registry files export (`{ productIcons, listIcons, formIcons }`). */
export function readRegistry(files?: string[]): Promise<IconSets>;
/** The catalogue names of every icon of the sets, each once, sorted: the sprite's symbols. */
export function spriteNames(sets: IconSets): string[];
/** The `<symbol id="<name>">` of one Heroicons 24px outline icon; throws for a name the package lacks. */
export function iconSymbol(name: string): string;
/** The sprite of the given catalogue names (each once, sorted). */
export function iconSprite(names: readonly string[]): string;
/** 8 base32 characters (A-Z, 2-7) of the content's SHA-256. */
export function contentHash(text: string): string;
/** Writes `icons-<hash>.svg` into `assetsDir`: its file, its address under /assets and the symbols it holds. */
export function writeIconSprite(assetsDir: string, sets?: IconSets): Promise<{ file: string; url: string; names: string[] }>;
