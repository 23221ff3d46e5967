import { describe, expect, it } from 'vitest';
import type { IconCatalogue } from '../../src/mirage/demo/data/icons';
import { get, useServer } from './support';

useServer();

const sets: [string, string, string, string][] = [
  ['feather', 'feather', 'Feather', 'icon-size-6'],
  ['heroicons-outline', 'heroicons_outline', 'Heroicons Outline', 'icon-size-6'],
  ['heroicons-solid', 'heroicons_solid', 'Heroicons Solid', 'icon-size-6'],
  ['heroicons-mini', 'heroicons_mini', 'Heroicons Mini', 'icon-size-5'],
  ['material-solid', 'mat_solid', 'Material Solid', 'icon-size-6'],
  ['material-outline', 'mat_outline', 'Material Outline', 'icon-size-6'],
  ['material-twotone', '', 'Material Twotone', 'icon-size-6'],
];

describe('icons', () => {
  for (const [path, namespace, name, grid] of sets) {
    it(`GET ui/icons/${path} answers {namespace: '${namespace}', name, grid ${grid}, list}`, async () => {
      const { status, body } = await get<Omit<IconCatalogue, 'id'>>(`/api/ui/icons/${path}`);
      expect(status).toBe(200);
      expect(Object.keys(body).sort()).toEqual(['grid', 'list', 'name', 'namespace']);
      expect(body).toMatchObject({ namespace, name, grid });
      expect(body.list.length).toBeGreaterThan(200);
      expect(new Set(body.list).size).toBe(body.list.length);
      expect(body.list.every((icon) => /^[a-z0-9]+([-_][a-z0-9]+)*$/.test(icon))).toBe(true);
    });
  }

  it('the lists hold real icon names of each package', async () => {
    const list = async (path: string) => (await get<IconCatalogue>(`/api/ui/icons/${path}`)).body.list;
    expect(await list('feather')).toEqual(expect.arrayContaining(['activity', 'x', 'zoom-out', 'git-pull-request']));
    expect(await list('heroicons-outline')).toEqual(expect.arrayContaining(['academic-cap', 'x-mark', 'cog-6-tooth', 'magnifying-glass']));
    expect(await list('material-twotone')).toEqual(expect.arrayContaining(['home', 'delete_forever', 'account_circle']));
  });
});
