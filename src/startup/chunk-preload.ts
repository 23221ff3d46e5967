/**
 * The chunk plan of a build (scripts/chunk-plan.mjs writes it into the boot script): for every lazily imported
 * chunk, the files it needs; for every address, the chunk it opens. The boot script modulepreloads the current
 * address's chunks before the app asks for them, and every dynamic import() of the built code calls the preloader
 * first, so a lazy chunk's dependencies are fetched with it instead of one round trip later.
 */
export interface ChunkPlan {
  /** File names under /assets/. */
  files: string[];
  /** A dynamically imported chunk's name -> indices in `files` of itself and its static imports outside the start-up. */
  deps: Record<string, number[]>;
  /** `section`, `section/folder` or `section/` (the section's only page) -> the chunk's name. */
  routes: Record<string, string>;
}

/** The chunks that the address `pathname` opens: its section's, then its page's. */
export function chunksForPath(plan: ChunkPlan, pathname: string): string[] {
  const [first = '', second] = pathname.split('/').filter((s) => s !== '');
  const section = first === '' ? 'dashboard' : first;
  const sectionChunk = Object.hasOwn(plan.routes, section) ? plan.routes[section] : undefined;
  if (!sectionChunk) return [];
  const pageKey = second === undefined ? `${section}/` : `${section}/${second}`;
  const page = Object.hasOwn(plan.routes, pageKey) ? plan.routes[pageKey] : undefined;
  return page ? [sectionChunk, page] : [sectionChunk];
}

/** A preloader: `preload(chunk)` adds each file the chunk needs once, through `addLink` (a modulepreload link). */
export function createPreloader(plan: ChunkPlan, addLink: (href: string) => void): (chunk: string) => void {
  const added = new Set<string>();
  return (chunk) => {
    const indices = Object.hasOwn(plan.deps, chunk) ? plan.deps[chunk]! : [];
    for (const i of indices) {
      const file = plan.files[i];
      if (file === undefined || added.has(file)) continue;
      added.add(file);
      addLink(`/assets/${file}`);
    }
  };
}
