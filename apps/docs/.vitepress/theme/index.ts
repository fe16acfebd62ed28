/**
 * The site's theme: VitePress's default theme, with twoslash's type popups on
 * the code samples and the landing page's first lines of code beside its
 * title.
 */
import TwoslashFloatingVue from '@shikijs/vitepress-twoslash/client';
import '@shikijs/vitepress-twoslash/style.css';
import type { Theme } from 'vitepress';
import DefaultTheme from 'vitepress/theme';
import { h } from 'vue';
import HeroCode from './hero-code.md';
import './custom.css';

const theme: Theme = {
  extends: DefaultTheme,
  // `vp-doc` gives the code block the styles it has on every other page.
  Layout: () => h(DefaultTheme.Layout, null, { 'home-hero-image': () => h('div', { class: 'vp-doc hero-code' }, [h(HeroCode)]) }),
  enhanceApp({ app }) {
    app.use(TwoslashFloatingVue);
  },
};

// VitePress loads the theme from this file's default export (a framework requirement, like the config's).
export default theme;
