/**
 * Typed access to the long-lived actors every machine may reach through the system by systemId: a send to one
 * of them is checked by tsc (a wrong event name or payload fails the type-check), e.g.
 * `sendTo(({ system }) => navActor(system), { type: 'nav.navigate', to })`.
 * One getter per actor, each naming only its own type, so that machines which reach each other do not make
 * their types depend on themselves. Section actors (`customers.list`, ...) have typed getters in their folders.
 */
import type { ActorSystem } from 'xstate';
import type { AuthRef } from './auth.machine';
import type { DialogRef } from './dialog.machine';
import type { NavRef } from './nav.machine';
import type { SettingsRef } from './settings.machine';
import type { VerticalNavRef } from './vertical-nav.machine';

// eslint-style note: the system's own type is untyped in xstate (`ActorSystem<any>`).
type AnySystem = ActorSystem<any>;

export const navActor = (system: AnySystem): NavRef => system.get('nav') as NavRef;
export const authActor = (system: AnySystem): AuthRef => system.get('auth') as AuthRef;
export const settingsActor = (system: AnySystem): SettingsRef => system.get('settings') as SettingsRef;
export const verticalNavActor = (system: AnySystem): VerticalNavRef => system.get('verticalNav') as VerticalNavRef;
export const dialogActor = (system: AnySystem): DialogRef => system.get('dialog') as DialogRef;
