import { afterAll, beforeAll } from 'vitest';

/**
 * happy-dom's `Node.prototype.nodeName` returns '' (capricorn86/happy-dom#2182) and DOMPurify reads it on purpose.
 * Call this in a test file that renders <SafeHtml> under happy-dom so that the markup comes out as in a browser.
 * Security properties are not asserted under happy-dom (see tests/views/sanitize-chromium.test.ts).
 */
export function patchHappyDomNodeName(): void {
  const nodeName = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName');
  beforeAll(() => {
    Object.defineProperty(Node.prototype, 'nodeName', {
      configurable: true,
      get(this: Node) {
        for (let proto = Object.getPrototypeOf(this); proto && proto !== Node.prototype; proto = Object.getPrototypeOf(proto)) {
          const own = Object.getOwnPropertyDescriptor(proto, 'nodeName');
          if (own?.get) return own.get.call(this);
        }
        return nodeName?.get?.call(this);
      },
    });
  });
  afterAll(() => {
    if (nodeName) Object.defineProperty(Node.prototype, 'nodeName', nodeName);
  });
}
