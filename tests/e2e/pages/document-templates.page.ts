/** Page objects of the document templates section (/admin/document-templates): list, form with editor and preview. */
import { deflateSync } from 'node:zlib';
import { expect, type Locator, type Page } from '@playwright/test';

export { dontOverflowHorizontally } from './customers.page';

/** A real PNG (a 2x2 image) of at least `size` bytes (a private chunk pads it), built here so no fixture file is needed. */
export function pngFile(size = 0): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 255]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(2, 0);
  ihdr.writeUInt32BE(2, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.from([0, 200, 30, 30, 30, 120, 200, 0, 30, 200, 120, 240, 200, 30]);
  const parts = [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw))];
  const base = parts.reduce((n, p) => n + p.length, 0) + 12;
  if (size > base) parts.push(chunk('prVt', Buffer.alloc(size - base - 12)));
  parts.push(chunk('IEND', Buffer.alloc(0)));
  return Buffer.concat(parts);
}

export class TemplatesListPage {
  constructor(readonly page: Page) {}
  grid() {
    return this.page.getByRole('grid', { name: /^(Document templates|Plantillas de documentos)$/ });
  }
  rows() {
    return this.grid().getByRole('row').filter({ has: this.page.getByRole('gridcell') });
  }
  async seeList() {
    await expect(this.page.getByRole('heading', { name: /^(Document templates|Plantillas de documentos)$/, level: 1 })).toBeVisible();
    await expect(this.rows().first()).toBeVisible();
  }
  async clickNew() {
    await this.page.getByRole('link', { name: /^(New template|Nueva plantilla)$/ }).click();
  }
}

export class TemplateFormPage {
  constructor(readonly page: Page) {}
  form() {
    return this.page.getByRole('form', { name: /^(New template|Edit template|Nueva plantilla|Editar plantilla)$/ });
  }
  field(label: string) {
    return this.form().getByRole('textbox', { name: label, exact: true }).or(this.form().getByRole('combobox', { name: label, exact: true }));
  }
  async fill(values: Record<string, string>) {
    for (const [label, value] of Object.entries(values)) {
      const field = this.field(label);
      if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption({ label: value });
      else await field.fill(value);
    }
  }
  /** The editable area of the Header or Footer editor (a textbox named by the field's label). */
  editor(label: 'Header' | 'Footer') {
    return this.form().locator('[contenteditable="true"][role="textbox"]').and(this.page.getByRole('textbox', { name: label, exact: true }));
  }
  /**
   * Ctrl+End in the editor, as a user does after clicking into it, until the caret is at the end of its text.
   * ProseMirror writes its own selection back to the page 20 ms after the editor gains focus, so a key pressed within
   * those 20 ms (a test's speed, not a person's) can be undone; the check makes the test wait for what a user sees.
   */
  async caretToEnd(label: 'Header' | 'Footer') {
    const editor = this.editor(label);
    await expect(async () => {
      await this.page.keyboard.press('Control+End');
      // Past those 20 ms: what is checked is what stays.
      await this.page.waitForTimeout(40);
      const atEnd = await editor.evaluate((element) => {
        const selection = window.getSelection();
        if (!selection || !selection.isCollapsed || !selection.focusNode || !element.contains(selection.focusNode)) return false;
        const rest = document.createRange();
        rest.setStart(selection.focusNode, selection.focusOffset);
        rest.setEnd(element, element.childNodes.length);
        return rest.toString() === '';
      });
      expect(atEnd).toBe(true);
    }).toPass({ timeout: 5000 });
  }
  toolbar(label: 'Header' | 'Footer') {
    return this.form().getByRole('toolbar', { name: `Formatting: ${label}` });
  }
  tool(label: 'Header' | 'Footer', name: RegExp) {
    return this.toolbar(label).getByRole('button', { name });
  }
  logoInput() {
    return this.form().getByLabel(/^(Choose an image|Replace image)$/);
  }
  async uploadLogo(name: string, mimeType: string, buffer: Buffer) {
    await this.logoInput().setInputFiles({ name, mimeType, buffer });
  }
  logoError() {
    return this.form().getByRole('group', { name: 'Logo' }).locator('xpath=..').locator('p[id$="-error"]');
  }
  /** Pastes HTML into an editor as the clipboard would (a paste event carrying text/html). */
  async pasteHtml(editor: Locator, html: string) {
    await editor.click();
    await editor.evaluate((el, content) => {
      const data = new DataTransfer();
      data.setData('text/html', content);
      data.setData('text/plain', content.replace(/<[^>]*>/g, ''));
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, html);
  }
  async seeFieldError(label: string, message: RegExp) {
    const field = this.field(label);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(message);
    const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
    const own = this.page.locator(ids.map((id) => `[id="${id}"]`).join(', ')).filter({ hasText: message });
    await expect(own).toBeVisible();
    const [fieldBox, messageBox] = await Promise.all([field.boundingBox(), own.boundingBox()]);
    expect(fieldBox && messageBox && messageBox.y >= fieldBox.y + fieldBox.height - 1, `${label}: its message is under it`).toBe(true);
  }
  preview() {
    return this.page.getByTestId('template-preview');
  }
  async previewRatio() {
    const box = (await this.preview().boundingBox())!;
    return box.height / box.width;
  }
}
