/**
 * The kit's image field (src/views/kit/fields/image-field.tsx) over a real form machine: a PNG picked by the file
 * input or dropped becomes a data URL in the form and is shown from it; an SVG and a file over 256 KB are refused
 * with their message under the field in English and Spanish, keeping the stored image; remove clears it; axe clean.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { MAX_IMAGE_BYTES, toImageDataUrl, validateOptionalImage } from '../../src/domain/image';
import type { FieldErrors } from '../../src/domain/resource';
import { createFormMachine } from '../../src/machines/kit/form.machine';
import { ImageField } from '../../src/views/kit/fields/image-field';
import { loadCatalog, noAxeViolations, renderWithI18n } from './form-render';

interface Probe {
  logo: string | null;
}
const probeForm = createFormMachine<Probe, Probe & { version: number }>({
  validate: (v): FieldErrors => {
    const codes = validateOptionalImage(v.logo);
    return codes.length > 0 ? { logo: codes } : {};
  },
  toValues: (r) => r,
  parse: (r) => r as Probe & { version: number },
});

function start(logo: string | null = null) {
  return createActor(probeForm.provide({ actors: { saveRecord: fromPromise(async ({ input }) => ({ ...input.values, version: 1 })) } }), {
    input: { owner: 'probe', draftKey: 'probe:new', initial: { logo }, version: null },
  }).start();
}

const pngBytes = (size = 32) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
};
const file = (bytes: Uint8Array, name: string, type: string) => new File([bytes as Uint8Array<ArrayBuffer>], name, { type });
const svg = () => file(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'logo.png', 'image/png');

const render = (form: ReturnType<typeof start>) =>
  renderWithI18n(<ImageField formRef={form} name="logo" label="Logo" alt="Logo of the template" hint="Printed at the top" />);

beforeEach(() => loadCatalog('en-US'));

describe('ImageField', () => {
  it('takes a PNG from the file picker as a data URL and shows it from that URL', async () => {
    const form = start();
    render(form);
    expect(screen.getByText('No image')).toBeTruthy();
    const input = screen.getByLabelText('Choose an image') as HTMLInputElement;
    expect(input.accept).toBe('image/png,image/jpeg,image/webp');
    await act(async () => {
      fireEvent.change(input, { target: { files: [file(pngBytes(), 'logo.png', 'image/png')] } });
    });
    await waitFor(() => expect(form.getSnapshot().context.values.logo).toBe(toImageDataUrl(pngBytes(), 'image/png')));
    const image = screen.getByRole('img', { name: 'Logo of the template' }) as HTMLImageElement;
    expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByLabelText('Replace image')).toBe(input);
    await noAxeViolations();
  });

  it('refuses an SVG named .png with its message under the field, keeping the stored image', async () => {
    const stored = toImageDataUrl(pngBytes(), 'image/png');
    const form = start(stored);
    render(form);
    const input = screen.getByLabelText('Replace image');
    await act(async () => {
      fireEvent.change(input, { target: { files: [svg()] } });
    });
    await screen.findByText(/use a PNG, JPEG or WebP image/);
    expect(form.getSnapshot().context.values.logo).toBe(stored);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByRole('img') as HTMLImageElement).getAttribute('src')).toBe(stored);
  });

  it('refuses a file over 256 KB (dropped) with the size message, in Spanish too', async () => {
    loadCatalog('es-MX');
    const form = start();
    render(form);
    const zone = screen.getByRole('group', { name: 'Logo' });
    await act(async () => {
      fireEvent.drop(zone, { dataTransfer: { files: [file(pngBytes(MAX_IMAGE_BYTES + 1), 'big.png', 'image/png')] } });
    });
    await screen.findByText(/256 KB/, { selector: 'p[id$="-error"]' });
    expect(screen.getByText(/256 KB/, { selector: 'p[id$="-error"]' }).textContent).toMatch(/demasiado grande/i);
    expect(form.getSnapshot().context.values.logo).toBeNull();
  });

  it('takes a dropped WebP and removes it with the remove button', async () => {
    const form = start();
    render(form);
    const webp = Uint8Array.from([...'RIFF\u0024\u0000\u0000\u0000WEBPVP8 '].map((c) => c.charCodeAt(0)));
    await act(async () => {
      fireEvent.drop(screen.getByRole('group', { name: 'Logo' }), { dataTransfer: { files: [file(webp, 'a.webp', '')] } });
    });
    await waitFor(() => expect(form.getSnapshot().context.values.logo).toMatch(/^data:image\/webp;base64,/));
    fireEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(form.getSnapshot().context.values.logo).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('never puts a foreign URL into an img', () => {
    const form = start('https://evil.example/logo.png');
    render(form);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove image' })).toBeTruthy();
  });
});
