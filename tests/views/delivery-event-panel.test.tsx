/**
 * The delivery event panel's view (views/sections/deliveries/delivery-event-panel.tsx) on its machine: the first
 * field takes the focus, a refused send names the field and moves the focus to it, Escape closes and keeps what was
 * typed, a valid proof goes to the record machine once with the instant in UTC; labelled fields, no axe violation;
 * Spanish texts.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { Delivery } from '../../src/domain/delivery';
import type { RecordEvent } from '../../src/machines/kit/record.machine';
import { deliveryEventPanel } from '../../src/machines/sections/deliveries/delivery-event.machine';
import { FormatProvider } from '../../src/views/kit/format-context';
import { DeliveryEventPanel } from '../../src/views/sections/deliveries/delivery-event-panel';
import { loadCatalog, noAxeViolations, renderWithI18n } from '../kit/form-render';

const delivery = { id: 'd1', status: 'dispatched', dispatchedAt: '2020-01-01T08:00:00.000Z' } as Delivery;

function setup() {
  const sent: RecordEvent[] = [];
  const panelRef = createActor(deliveryEventPanel, { input: { recordRef: { send: (e: RecordEvent) => sent.push(e) } } }).start();
  renderWithI18n(
    <FormatProvider currency="MXN">
      <DeliveryEventPanel panelRef={panelRef} delivery={delivery} busy={false} today="2099-01-01" />
    </FormatProvider>,
  );
  return { panelRef, sent };
}

describe('delivery event panel view', () => {
  it('proof: focus on Received by; empty send refused with the field named and focused; a valid one sent once', async () => {
    loadCatalog('en-US');
    const { panelRef, sent } = setup();
    act(() => panelRef.send({ type: 'panel.open', event: 'deliver', now: '2024-05-01T10:15', today: '2024-05-01' }));
    const who = screen.getByRole('textbox', { name: 'Received by' });
    expect(document.activeElement).toBe(who);
    expect((screen.getByLabelText('Received at') as HTMLInputElement).value).toBe('2024-05-01T10:15');
    await userEvent.click(screen.getByRole('button', { name: 'Record delivery' }));
    expect(sent).toEqual([]);
    expect(who.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(who.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Required.');
    expect(document.activeElement).toBe(who);
    await userEvent.type(who, 'Rosa');
    await noAxeViolations();
    await userEvent.click(screen.getByRole('button', { name: 'Record delivery' }));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ type: 'record.event.send', event: { type: 'deliver', receivedBy: 'Rosa', receivedAt: new Date('2024-05-01T10:15:00').toISOString() } });
    expect(screen.queryByRole('region')).toBeNull();
  });

  it("reschedule: the kit's day picker in the user's language (no native date input), focused; a past day refused, a later one sent", async () => {
    loadCatalog('es-MX');
    const { panelRef, sent } = setup();
    act(() => panelRef.send({ type: 'panel.open', event: 'reschedule', now: '2099-01-01T10:15', today: '2099-01-01' }));
    expect(document.querySelector('input[type="date"]')).toBeNull();
    const day = screen.getByRole('textbox', { name: 'Nueva fecha' }) as HTMLInputElement;
    expect(document.activeElement).toBe(day);
    // Today is the default, day first in es-MX.
    expect(day.value).toBe('01/01/2099');
    const typeDay = (text: string) => {
      fireEvent.change(day, { target: { value: text } });
      fireEvent.blur(day);
    };
    typeDay('31/12/2098');
    await waitFor(() => expect(day.value).toBe('31/12/2098'));
    await userEvent.click(screen.getByRole('button', { name: 'Reprogramar' }));
    expect(sent).toEqual([]);
    expect(day.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(day.getAttribute('aria-describedby') ?? '')?.textContent).not.toBe('');
    typeDay('15/01/2099');
    await waitFor(() => expect(day.value).toBe('15/01/2099'));
    await noAxeViolations();
    await userEvent.click(screen.getByRole('button', { name: 'Reprogramar' }));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ type: 'record.event.send', event: { type: 'reschedule', scheduledDate: '2099-01-15' } });
  });

  it('Escape closes the failure panel and keeps the reason typed; in Spanish', async () => {
    loadCatalog('es-MX');
    const { panelRef, sent } = setup();
    act(() => panelRef.send({ type: 'panel.open', event: 'fail', now: '2024-05-01T10:15', today: '2024-05-01' }));
    expect(screen.getByRole('region', { name: 'La entrega falló' })).toBeTruthy();
    const reason = screen.getByRole('textbox', { name: 'Motivo de la falla' });
    await userEvent.type(reason, 'Portón cerrado');
    fireEvent.keyDown(reason, { key: 'Escape' });
    expect(screen.queryByRole('region')).toBeNull();
    act(() => panelRef.send({ type: 'panel.open', event: 'fail', now: '2024-05-01T10:15', today: '2024-05-01' }));
    expect((screen.getByRole('textbox', { name: 'Motivo de la falla' }) as HTMLTextAreaElement).value).toBe('Portón cerrado');
    expect(sent).toEqual([]);
  });
});
