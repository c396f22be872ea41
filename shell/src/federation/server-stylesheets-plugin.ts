import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A server-rendered page carries its stylesheets in its head, each as a <style> marked with its
 * address (`data-href`; docs/decisions/029). The federation runtime links a remote page's
 * stylesheets from the remote's manifest as it loads the page, and would fetch them again: for
 * one the page already has, it is handed a link element that is never attached, which it takes as
 * one already in the document. mini-css-extract's chunk loader finds them by `data-href` itself.
 */
export default function serverStylesheetsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'server-stylesheets-plugin',
    createLink({ url }) {
      const inPage = [...document.querySelectorAll('style[data-href]')].some((style) => style.getAttribute('data-href') === url);
      if (!inPage) return undefined;
      const link = document.createElement('link');
      link.href = url;
      return link;
    },
  };
}
