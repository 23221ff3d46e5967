/**
 * The kit's line editor in the DOM (RTL over the real form and lines machines): each cell is named with its line,
 * the stock of a picked product shows and warns when a quantity passes it, Enter in a cell adds a line and sends the
 * focus to its product, a named Remove button takes a line away, the totals follow the one rule, and a refused
 * quantity shows its message under that cell (`lines.0.quantity`). Axe clean.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { validatePricedLines, type PricedLine } from '../../src/domain/document-lines';
import { createFormMachine } from '../../src/machines/kit/form.machine';
import type { FormActor } from '../../src/machines/kit/form.connect';
import { pricedLineOptions } from '../../src/machines/kit/lines-api';
import { createLinesMachine, type LineProduct } from '../../src/machines/kit/lines.machine';
import { FormatProvider } from '../../src/views/kit/format-context';
import { LineEditor } from '../../src/views/kit/lines/line-editor';
import { loadCatalog, noAxeViolations, renderWithI18n } from './form-render';

type Values = { lines: PricedLine[] };
type Stored = Values & { version: number };
const cable: LineProduct = { id: 'p1', sku: 'CAB-01', name: 'Cable UTP', barcode: null, price: 1_250, cost: 800, taxRate: '16', available: '3' };

function setup() {
  const form = createActor(createFormMachine<Values, Stored>({ validate: (v) => validatePricedLines(v.lines), toValues: (s) => ({ lines: s.lines }), parse: (v) => v as Stored }), {
    input: { owner: 'test.form', draftKey: 'test:new', initial: { lines: [{ productId: 'p1', quantity: '1', unitPrice: 1_250, discount: '0', taxRate: '16' }] }, version: null },
  }).start();
  const lines = createActor(createLinesMachine<PricedLine>(pricedLineOptions('price', '16')), { input: { form: form as unknown as FormActor, known: [cable] } }).start();
  renderWithI18n(
    <FormatProvider currency="MXN">
      <form aria-label="Order">
        <LineEditor formRef={form as unknown as FormActor} linesRef={lines} search={async () => [cable]} />
      </form>
    </FormatProvider>,
  );
  const rows = () => within(screen.getByRole('list', { name: 'Lines of the document' })).getAllByRole('listitem');
  return { form, lines, rows };
}

beforeEach(() => loadCatalog('en-US'));

describe('LineEditor', () => {
  it('names each cell with its line, shows the stock and warns past it; totals by the rule', async () => {
    const { rows } = setup();
    const quantity = screen.getByRole('textbox', { name: /^Quantity ?, line 1$/ });
    expect(quantity).toHaveProperty('value', '1');
    expect(rows()[0]!.textContent).toContain('Available: 3');
    // 1,250 + 16% = 1,450 minor units: MX$14.50.
    expect(screen.getByLabelText('Totals').textContent).toContain('14.50');
    fireEvent.change(quantity, { target: { value: '5' } });
    await waitFor(() => expect(rows()[0]!.textContent).toContain('Only 3 available'));
    expect(screen.getByLabelText('Totals').textContent).toContain('72.50');
    await noAxeViolations();
  });

  it('Enter in a cell adds a line and focuses its product; Remove (named) takes it away and the focus stays in the editor', async () => {
    const { rows } = setup();
    fireEvent.keyDown(screen.getByRole('textbox', { name: /^Quantity ?, line 1$/ }), { key: 'Enter' });
    await waitFor(() => expect(rows()).toHaveLength(2));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('combobox', { name: /Product ?, line 2/ })));
    fireEvent.click(screen.getByRole('button', { name: 'Remove line 2 (no product)' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove line 1 (CAB-01)' })));
    expect(screen.getByRole('button', { name: 'Move line 1 up (CAB-01)' })).toHaveProperty('disabled', true);
  });

  it('a refused quantity shows its message under that cell after a submit', async () => {
    const { form, rows } = setup();
    fireEvent.change(screen.getByRole('textbox', { name: /^Quantity ?, line 1$/ }), { target: { value: '0' } });
    act(() => form.send({ type: 'form.submit', idempotencyKey: 'k1' }));
    await waitFor(() => expect(rows()[0]!.textContent).toContain('Out of the allowed range'));
    expect(screen.getByRole('textbox', { name: /^Quantity ?, line 1$/ }).getAttribute('aria-invalid')).toBe('true');
  });
});
