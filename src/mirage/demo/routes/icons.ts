/** Icon catalogue endpoints (SPEC §7 "Icons"). */
import { defineRoutes } from '../endpoint';

const base = '/api/ui/icons';
const answer = (namespace: string, name: string, grid: number) =>
  `{namespace: ${namespace === '' ? "''" : `'${namespace}'`}, name: '${name}', grid: 'icon-size-${grid}', list: icon names}`;

export const iconsRoutes = defineRoutes('icons', [
  { method: 'GET', path: `${base}/feather`, handler: 'feather', payload: '—', answer: answer('feather', 'Feather', 6) },
  { method: 'GET', path: `${base}/heroicons-outline`, handler: 'heroiconsOutline', payload: '—', answer: answer('heroicons_outline', 'Heroicons Outline', 6) },
  { method: 'GET', path: `${base}/heroicons-solid`, handler: 'heroiconsSolid', payload: '—', answer: answer('heroicons_solid', 'Heroicons Solid', 6) },
  { method: 'GET', path: `${base}/heroicons-mini`, handler: 'heroiconsMini', payload: '—', answer: answer('heroicons_mini', 'Heroicons Mini', 5) },
  { method: 'GET', path: `${base}/material-solid`, handler: 'materialSolid', payload: '—', answer: answer('mat_solid', 'Material Solid', 6) },
  { method: 'GET', path: `${base}/material-outline`, handler: 'materialOutline', payload: '—', answer: answer('mat_outline', 'Material Outline', 6) },
  { method: 'GET', path: `${base}/material-twotone`, handler: 'materialTwotone', payload: '—', answer: answer('', 'Material Twotone', 6) },
]);
