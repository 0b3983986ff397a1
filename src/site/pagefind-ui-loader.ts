/**
 * What Starlight's search box imports as `@pagefind/default-ui` (astro.config.mjs aliases it here) and
 * constructs at every page's idle time: a stand-in that loads the search box itself
 * (./pagefind-ui.ts and Pagefind's UI, about 32 kB) only when it is wanted: when the search dialog
 * opens (its button or Ctrl K), or a little earlier, when the pointer or the focus comes to the button.
 * A page that is only read downloads none of it.
 */
export class PagefindUI {
  constructor(options: Record<string, unknown> & { element?: string }) {
    const selector = options.element ?? '#starlight__search';
    const container = document.querySelector<HTMLElement>(selector);
    const dialog = container?.closest('dialog');
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      void import('./pagefind-ui').then(({ PagefindUI: SearchBox }) => {
        new SearchBox(options);
        // Starlight focused the input as the dialog opened: it did not exist yet.
        if (dialog?.open) container?.querySelector('input')?.focus();
      });
    };
    if (!dialog || dialog.open) {
      start();
      return;
    }
    new MutationObserver((_, observer) => {
      if (!dialog.open) return;
      observer.disconnect();
      start();
    }).observe(dialog, { attributes: true, attributeFilter: ['open'] });
    for (const button of document.querySelectorAll('button[data-open-modal]')) {
      for (const event of ['pointerenter', 'focus', 'touchstart']) button.addEventListener(event, start, { once: true, passive: true });
    }
  }
}
