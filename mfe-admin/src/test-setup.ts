import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor wait on a condition; their 1 s default is shorter than a busy CI machine
// sometimes takes to render a mocked answer held back a few hundred milliseconds.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});

// Radix popper (tooltips) measures with ResizeObserver, which jsdom lacks.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// jsdom has <dialog> but not its modal methods; the browser's are exercised in e2e.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.removeAttribute('open');
};
